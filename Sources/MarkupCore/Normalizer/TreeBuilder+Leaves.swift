/// Leaves: text, comments and doctypes, put in the current node; text reopens the
/// active formatting elements and follows the rules of where it is (`pre`'s first
/// newline, column groups, NUL).
extension TreeBuilder {
    /// Inserts the text token being processed (or the text a tag is read as), reading its bytes
    /// in place; only text that a rule changes (`pre`'s first newline, a column group's text,
    /// NUL) is made a string. In SVG and MathML (`foreign`) no formatting is reopened.
    /// Inlined into the token loop: the call passed the 24-byte token for each text.
    @inline(__always)
    mutating func insertText(_ token: Token, foreign: Bool = false) {
        let dropsNewline = newlineDroppingTagIndex.map { $0 == index - 1 } ?? false
        // The bytes are read only where a rule looks at them: `pre`'s first newline, NUL, text
        // before the body, foster parenting, column groups and templates, tables' parts. Text
        // in a body's element (most) is put in as it is.
        let categories = self.categories(currentNode)
        guard dropsNewline || containsNUL || !bodyStarted || options.fosterParenting
            || !categories.isDisjoint(with: [.ownContentRules, .tablePart]) else {
            if !foreign, !categories.contains(.rawText) || tree[currentNode].knownSlot == slots.plaintext {
                reconstructFormatting()
            }
            insert(BuildTree.Node(kind: .text, token: index), fostered: false)
            return
        }
        insertTextReadingBytes(token, foreign: foreign, dropsNewline: dropsNewline)
    }

    /// ``insertText(_:foreign:)`` where a rule looks at the text's bytes.
    private mutating func insertTextReadingBytes(_ token: Token, foreign: Bool, dropsNewline: Bool) {
        // The closure reads no property of the builder, so the tables and source are read in place.
        let mayHoldNUL = containsNUL
        let (first, hasNonWhitespace, hasNUL) = tree.tables.withTextBytes(of: token, in: source) { bytes in
            (bytes.first, bytes.contains { !ASCII.isWhitespace($0) }, mayHoldNUL && bytes.contains(ASCII.nul))
        }
        // Text in a template of columns or a column group is dropped or split (only when it
        // holds more than whitespace); tables' other parts take it as any element does.
        let inColumns = hasNonWhitespace && categories(currentNode).contains(.ownContentRules)
            && (tree[currentNode].knownSlot == slots.template || tree[currentNode].knownSlot == slots.colgroup)
        if (dropsNewline && first == ASCII.lineFeed) || hasNUL || inColumns {
            insertText(tree.tables.text(of: token, in: source), range: token.range, foreign: foreign)
            return
        }
        if !bodyStarted, hasNonWhitespace { bodyStarted = true }
        // Whitespace between a table's parts reopens no formatting (it is the table's own).
        if !foreign, isMarkupContext, !(isTablePart(currentNode) && !hasNonWhitespace) {
            reconstructFormatting()
        }
        insert(BuildTree.Node(kind: .text, token: index), fostered: options.fosterParenting && hasNonWhitespace)
    }

    /// ``insertText(_:foreign:)`` for text a rule may change, whose text is `text` and source `range`.
    mutating func insertText(_ text: String, range: SourceRange, foreign: Bool) {
        var override: (text: String, range: SourceRange)?
        if let pre = newlineDroppingTagIndex, pre == index - 1, text.utf8.first == ASCII.lineFeed {
            let skipped = source.bytes[range.start] == ASCII.carriageReturn
                && range.count > 1 && source.bytes[range.start + 1] == ASCII.lineFeed ? 2 : 1
            override = (String(text.dropFirst()), SourceRange(start: range.start + skipped, end: range.end))
            if override!.text.isEmpty { return }
        }
        let inOwnContentRules = categories(currentNode).contains(.ownContentRules)
        if inOwnContentRules, tree[currentNode].knownSlot == slots.template, templateModes[currentNode] == .columnGroup,
           text.utf8.contains(where: { !ASCII.isWhitespace($0) }) {
            report(.ignoredTag, "a template of columns holds no text, so this text is dropped")
            return
        }
        if inOwnContentRules, tree[currentNode].knownSlot == slots.colgroup,
           text.utf8.contains(where: { !ASCII.isWhitespace($0) }) {
            // A column group holds no text but whitespace: it ends, and the rest goes to the table.
            let leading = text.utf8.prefix(while: ASCII.isWhitespace).count
            let sourceLeading = source.bytes[range.start..<range.end].prefix(while: ASCII.isWhitespace).count
            if leading > 0, override == nil, sourceLeading > 0 {
                let id = tree.add(BuildTree.Node(kind: .text, token: index))
                tree.textOverrides[id] = (String(decoding: text.utf8.prefix(leading), as: UTF8.self),
                                          SourceRange(start: range.start, end: range.start + sourceLeading))
                tree.append(id, to: currentNode)
                override = (String(decoding: text.utf8.dropFirst(leading), as: UTF8.self),
                            SourceRange(start: range.start + sourceLeading, end: range.end))
            }
            pop(cause: index)
        }
        if !bodyStarted, text.utf8.contains(where: { !ASCII.isWhitespace($0) }) { bodyStarted = true }
        if containsNUL, (override?.text ?? text).utf8.contains(ASCII.nul) {
            // NUL: dropped from text in HTML, U+FFFD in raw text and in SVG and MathML.
            var raw = override?.text ?? text
            let dropped = !foreign && isMarkupContext && tree[currentNode].knownSlot != slots.plaintext
            var bytes: [UInt8] = []
            // Copied a stretch between NULs at a time: binary junk has a NUL every 256 bytes.
            raw.withUTF8 { buffer in
                bytes.reserveCapacity(buffer.count + (dropped ? 0 : 16))
                var start = 0
                for index in buffer.indices where buffer[index] == ASCII.nul {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<index]))
                    if !dropped { bytes.append(contentsOf: UTF8Repair.replacementCharacter) }
                    start = index + 1
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
            }
            // Valid UTF-8: the text's own bytes (repaired on input) and U+FFFD.
            let cleaned = bytes.withUnsafeBufferPointer { String(validUTF8: $0) }
            if cleaned.isEmpty { return }
            override = (cleaned, override?.range ?? range)
        }
        // Whitespace between a table's parts reopens no formatting (it is the table's own).
        if !foreign, isMarkupContext,
           !(isTablePart(currentNode)
             && (override?.text ?? text).utf8.allSatisfy(ASCII.isWhitespace)) {
            reconstructFormatting()
        }
        let id = tree.add(BuildTree.Node(kind: .text, token: index))
        if let override { tree.textOverrides[id] = override }
        attach(id, to: currentNode,
               fostered: options.fosterParenting && (override?.text ?? text).utf8.contains(where: { !ASCII.isWhitespace($0) }))
    }

    /// Whether text here is read as markup's text ("in body"): not the content of a raw text
    /// element (`plaintext` is, though its content is never markup).
    var isMarkupContext: Bool {
        @inline(__always) get {
            !categories(currentNode).contains(.rawText) || tree[currentNode].knownSlot == slots.plaintext
        }
    }

    mutating func insertLeaf(_ kind: BuildTree.Kind) {
        let id = tree.add(BuildTree.Node(kind: kind, token: index))
        tree.append(id, to: currentNode)
    }
}
