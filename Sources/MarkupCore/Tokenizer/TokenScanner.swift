/// The byte cursor behind ``Tokenizer``: one pass, tokens appended as they end.
struct TokenScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []
    var index = 0
    var textStart = 0
    /// Set once a search for `>` ran off the end: no later `>` exists.
    private var noGreaterThanAfter = Int.max
    /// Per quote byte, set once a search for its closing quote ran off the end.
    private var noDoubleQuoteAfter = Int.max
    private var noSingleQuoteAfter = Int.max
    /// Attribute positions from which a start tag was already found to run off the end.
    /// A later tag reaching one of them fails at once, so broken quotes stay linear.
    private var deadAttributeStarts: [Bool] = []
    /// The offset of the input's last `>` (-1 when there is none), found the first time a tag
    /// fails to close: a tag that opens after it is cut off by the end of the file.
    var lastGreaterThan: Int?
    /// Set once a tag after the last `>` held a quote that never closes: from there on, as the
    /// departure for such quotes says, every `<` is text.
    var tailIsText = false
    /// The quotes already reported as never closing (several tags can reach the same one).
    var reportedQuotes: [Int] = []
    /// Where the attributes of the start tag being scanned begin (kept between tags to
    /// reuse its storage: most tags scan fine and never read it).
    private var attributeStarts: [Int] = []
    /// The known element table, held here so that a lookup per tag skips the globals' access checks.
    private let knownNames = KnownElements.names
    private let knownPackedNames = KnownElements.packedNames
    private let knownCategories = KnownElements.categories
    /// Whether a text token keeps a NUL (the tree builder then drops or replaces it).
    var containsNUL = false
    /// Whether tags fall inside SVG or MathML, where no element's text is raw.
    private var foreign = ForeignContentTracker()

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(Self.reservedTokenCount(forInputOf: bytes.count))
    }

    /// Room for tokens before the first token is read. Copy has about a token per 25 bytes;
    /// room left over is never touched, so it takes no memory (a big array is mapped on its
    /// own, page by page), and a document denser in tags outgrows it by doubling, which moves
    /// the tokens without retaining them. Capped at 8M tokens (320 MB of address space), so
    /// that a huge text does not ask the system for gigabytes it would never touch.
    static func reservedTokenCount(forInputOf byteCount: Int) -> Int {
        min(byteCount / 16, 1 << 23) + 16
    }

    mutating func run() {
        let count = bytes.count
        while index < count {
            guard let lessThan = find(ASCII.lessThan, from: index) else { break }
            index = lessThan
            if !scanMarkup(at: lessThan) { index = lessThan + 1 }
        }
        flushText(upTo: count)
    }

    /// The tokens, handed over as they are: shrinking the array would copy every token,
    /// retaining its text and attributes, and release them again when this array is freed.
    mutating func takeTokens() -> [Token] {
        defer { tokens = [] }
        return tokens
    }

    mutating func appendToken(_ token: consuming Token) {
        token.origin = tokens.count
        tokens.append(token)
    }

    // MARK: Text

    mutating func flushText(upTo end: Int) {
        guard end > textStart else { return }
        let text = CharacterReferenceDecoder.decode(bytes, textStart..<end, inAttribute: false,
                                                    diagnostics: &diagnostics, sawNUL: &containsNUL)
        appendToken(Token(kind: .text, text: text, range: SourceRange(start: textStart, end: end)))
        textStart = end
    }

    func find(_ byte: UInt8, from start: Int) -> Int? {
        let found = ByteScanning.first(byte, in: bytes, from: start)
        return found < bytes.count ? found : nil
    }

    // MARK: Markup

    /// Scans the markup at the `<` at `start`; false when it is text after all.
    private mutating func scanMarkup(at start: Int) -> Bool {
        let next = start + 1
        guard next < bytes.count else { return false }
        let byte = bytes[next]
        if ASCII.isLetter(byte) { return scanStartTag(at: start) }
        if byte == ASCII.slash { return scanEndTag(at: start) }
        if byte == ASCII.exclamation { return scanDeclaration(at: start) }
        if byte == ASCII.question { return scanBogusComment(at: start, dataStart: next) }
        return false
    }

    /// The end of a tag name starting at `start`: letters, digits and `-`.
    private func tagNameEnd(from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count, ASCII.isAlphanumeric(bytes[cursor]) || bytes[cursor] == ASCII.hyphen {
            cursor += 1
        }
        return cursor
    }

    /// A tag or attribute name, ASCII letters lowercased (HTML names are matched that way).
    private func lowercasedString(_ range: Range<Int>) -> String {
        var hasUppercase = false
        var isASCII = true
        var hasNUL = false
        for cursor in range {
            let byte = bytes[cursor]
            hasUppercase = hasUppercase || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            isASCII = isASCII && byte < 0x80
            hasNUL = hasNUL || byte == ASCII.nul
        }
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        if hasNUL {
            // NUL in a name is U+FFFD, as the standard's tokenizer reads it.
            return String(decoding: slice.flatMap { $0 == ASCII.nul ? UTF8Repair.replacementCharacter : [ASCII.lowercased($0)] },
                          as: UTF8.self)
        }
        if !hasUppercase { return String(validUTF8: slice, isASCII: isASCII) }
        return slice.map(ASCII.lowercased).withUnsafeBufferPointer { String(validUTF8: $0, isASCII: isASCII) }
    }

    /// A tag name (letters, digits, `-`) lowercased, with its slot among the known elements:
    /// a known name is found by its bytes and shares the table's string instead of making one.
    private func tagName(_ range: Range<Int>) -> (name: String, slot: Int?) {
        // Tag names are letters, digits and `-`: setting bit 5 on each byte lowercases them.
        guard let packed = PackedBytes(UnsafeBufferPointer(rebasing: bytes[range]))?.settingBit5(),
              let slot = KnownElements.slot(of: packed, in: knownPackedNames), let name = knownNames[slot] else {
            return (lowercasedString(range), nil)
        }
        return (name, slot)
    }

    /// A comment's data: its bytes, NUL as U+FFFD and line breaks (CR LF, CR) as LF.
    private func commentText(_ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        guard slice.contains(where: { $0 == ASCII.nul || $0 == ASCII.carriageReturn }) else { return string(range) }
        var output: [UInt8] = []
        output.reserveCapacity(slice.count)
        var cursor = slice.startIndex
        while cursor < slice.endIndex {
            let byte = slice[cursor]
            cursor += 1
            switch byte {
            case ASCII.nul: output.append(contentsOf: UTF8Repair.replacementCharacter)
            case ASCII.carriageReturn:
                output.append(ASCII.lineFeed)
                if cursor < slice.endIndex, slice[cursor] == ASCII.lineFeed { cursor += 1 }
            default: output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The source bytes of `range` as a string.
    func string(_ range: Range<Int>) -> String {
        String(validUTF8: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    func endsTagName(_ cursor: Int) -> Bool {
        guard cursor < bytes.count else { return false }
        let byte = bytes[cursor]
        return ASCII.isWhitespace(byte) || byte == ASCII.slash || byte == ASCII.greaterThan
    }

    private mutating func scanStartTag(at start: Int) -> Bool {
        let nameEnd = tagNameEnd(from: start + 1)
        guard endsTagName(nameEnd), let (cursor, attributes, selfClosing) = scanAttributes(from: nameEnd) else {
            return dropIfCutOff(at: start, nameEnd: nameEnd)
        }
        let (name, slot) = tagName(start + 1..<nameEnd)
        flushText(upTo: start)
        let range = SourceRange(start: start, end: cursor)
        let isForeign = foreign.startTag(name, slot: slot, attributes: attributes.items, selfClosing: selfClosing)
        appendToken(Token(tag: selfClosing ? .selfClosingTag : .startTag, name: name, slot: slot,
                          attributes: attributes.items, range: range))
        index = cursor
        textStart = cursor
        if !isForeign, let slot, knownCategories[slot].contains(.rawText) {
            scanRawText(of: name)
        }
        return true
    }

    /// Scans a tag's attributes from `nameEnd` up to and including its `>`: the offset after
    /// the tag, the attributes and whether it ends with `/>`; nil when the tag never closes.
    private mutating func scanAttributes(from nameEnd: Int) -> (end: Int, attributes: AttributeList, selfClosing: Bool)? {
        var attributes = AttributeList()
        var cursor = nameEnd
        var selfClosing = false
        attributeStarts.removeAll(keepingCapacity: true)
        while true {
            while cursor < bytes.count, ASCII.isWhitespace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, cursor < noGreaterThanAfter, !isDead(cursor) else {
                // Everything after the last quoted value was scanned and held no `>`.
                noGreaterThanAfter = min(noGreaterThanAfter, attributes.lastQuotedValueEnd ?? nameEnd)
                markDead(attributeStarts)
                return nil
            }
            attributeStarts.append(cursor)
            let byte = bytes[cursor]
            if byte == ASCII.greaterThan { cursor += 1; break }
            if byte == ASCII.slash {
                if cursor + 1 < bytes.count, bytes[cursor + 1] == ASCII.greaterThan {
                    selfClosing = true
                    cursor += 2
                    break
                }
                cursor += 1
                continue
            }
            guard let attributeEnd = scanAttribute(at: cursor, into: &attributes) else {
                markDead(attributeStarts)
                return nil
            }
            cursor = attributeEnd
        }
        return (cursor, attributes, selfClosing)
    }

    private func isDead(_ position: Int) -> Bool {
        position < deadAttributeStarts.count && deadAttributeStarts[position]
    }

    private mutating func markDead(_ positions: [Int]) {
        guard !positions.isEmpty else { return }
        if deadAttributeStarts.isEmpty { deadAttributeStarts = [Bool](repeating: false, count: bytes.count) }
        for position in positions { deadAttributeStarts[position] = true }
    }

    /// Scans one attribute at `start`; returns the offset after it, or nil at end of input.
    private mutating func scanAttribute(at start: Int, into attributes: inout AttributeList) -> Int? {
        var cursor = start + 1
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if ASCII.isWhitespace(byte) || byte == ASCII.slash || byte == ASCII.greaterThan || byte == ASCII.equals {
                break
            }
            cursor += 1
        }
        let nameEnd = cursor
        while cursor < bytes.count, ASCII.isWhitespace(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == ASCII.equals else {
            attributes.add(name: lowercasedString(start..<nameEnd), value: "",
                           range: SourceRange(start: start, end: nameEnd),
                           valueRange: .empty(at: nameEnd))
            return nameEnd
        }
        cursor += 1
        while cursor < bytes.count, ASCII.isWhitespace(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count else { return nil }
        let quote = bytes[cursor]
        let valueStart: Int
        let valueEnd: Int
        let attributeEnd: Int
        if quote == ASCII.quote || quote == ASCII.apostrophe {
            valueStart = cursor + 1
            let limit = quote == ASCII.quote ? noDoubleQuoteAfter : noSingleQuoteAfter
            guard valueStart < limit, let closing = find(quote, from: valueStart) else {
                reportUnclosedQuote(at: cursor)
                if quote == ASCII.quote { noDoubleQuoteAfter = min(noDoubleQuoteAfter, valueStart) }
                else { noSingleQuoteAfter = min(noSingleQuoteAfter, valueStart) }
                return nil
            }
            valueEnd = closing
            attributeEnd = closing + 1
            attributes.lastQuotedValueEnd = attributeEnd
        } else {
            valueStart = cursor
            while cursor < bytes.count, !ASCII.isWhitespace(bytes[cursor]), bytes[cursor] != ASCII.greaterThan {
                cursor += 1
            }
            valueEnd = cursor
            attributeEnd = cursor
        }
        let name = lowercasedString(start..<nameEnd)
        if attributes.accepts(name) {
            let value = CharacterReferenceDecoder.decode(bytes, valueStart..<valueEnd, inAttribute: true,
                                                         diagnostics: &diagnostics)
            attributes.add(name: name, value: value, range: SourceRange(start: start, end: attributeEnd),
                           valueRange: SourceRange(start: valueStart, end: valueEnd))
        }
        return attributeEnd
    }

    /// An end tag; attributes are read (so `</b foo=">">` ends at its last `>`) and dropped, as
    /// the standard does.
    private mutating func scanEndTag(at start: Int) -> Bool {
        let nameStart = start + 2
        guard nameStart < bytes.count, ASCII.isLetter(bytes[nameStart]) else { return false }
        let nameEnd = tagNameEnd(from: nameStart)
        guard endsTagName(nameEnd), let (end, _, _) = scanAttributes(from: nameEnd) else {
            return dropIfCutOff(at: start, nameEnd: nameEnd)
        }
        flushText(upTo: start)
        let (name, slot) = tagName(nameStart..<nameEnd)
        foreign.endTag(name)
        appendToken(Token(tag: .endTag, name: name, slot: slot, range: SourceRange(start: start, end: end)))
        index = end
        textStart = index
        return true
    }

    /// `>` at or after `start`, remembering when there is none (quotes are not special here).
    private mutating func findGreaterThan(from start: Int) -> Int? {
        guard start < noGreaterThanAfter, let found = find(ASCII.greaterThan, from: start) else {
            noGreaterThanAfter = min(noGreaterThanAfter, start)
            return nil
        }
        return found
    }

    // MARK: Comments, doctype, raw text

    private mutating func scanDeclaration(at start: Int) -> Bool {
        if hasPrefix("<!--", at: start) { return scanComment(at: start) }
        if foreign.allowsCDATA, hasPrefix("<![CDATA[", at: start) { return scanCDATA(at: start) }
        if hasPrefixIgnoringCase("<!doctype", at: start) {
            let closing = findGreaterThan(from: start + 9)
            let end = closing.map { $0 + 1 } ?? bytes.count
            flushText(upTo: start)
            let dataEnd = closing ?? bytes.count
            appendToken(Token(kind: .doctype, text: string(start + 9..<dataEnd).trimmingASCIIWhitespace(),
                                range: SourceRange(start: start, end: end)))
            index = end
            textStart = end
            return true
        }
        return scanBogusComment(at: start, dataStart: start + 2)
    }

    private mutating func scanComment(at start: Int) -> Bool {
        let dataStart = start + 4
        var cursor = dataStart
        var dataEnd = bytes.count
        var end = bytes.count
        // `<!-->` and `<!--->` are complete (empty) comments in HTML.
        if hasPrefix(">", at: cursor) { dataEnd = cursor; end = cursor + 1 }
        else if hasPrefix("->", at: cursor) { dataEnd = cursor; end = cursor + 2 }
        else {
            while let dash = find(ASCII.hyphen, from: cursor) {
                if hasPrefix("-->", at: dash) { dataEnd = dash; end = dash + 3; break }
                if hasPrefix("--!>", at: dash) { dataEnd = dash; end = dash + 4; break }
                cursor = dash + 1
            }
        }
        flushText(upTo: start)
        if end == bytes.count, dataEnd == bytes.count {
            // At the end of the input a comment's closing dashes (`--`, `--!`) are not its data.
            if hasPrefix("--!", at: dataEnd - 3), dataEnd - 3 >= dataStart { dataEnd -= 3 }
            else if hasPrefix("--", at: dataEnd - 2), dataEnd - 2 >= dataStart { dataEnd -= 2 }
            else if hasPrefix("-", at: dataEnd - 1), dataEnd - 1 >= dataStart { dataEnd -= 1 }
            diagnostics.append(Diagnostic(
                .error, "comment is never closed with '-->'; everything after it is hidden",
                range: SourceRange(start: start, end: min(start + 4, bytes.count)), code: .unterminatedComment))
        }
        appendToken(Token(kind: .comment, text: commentText(dataStart..<max(dataStart, dataEnd)), range: SourceRange(start: start, end: end)))
        index = end
        textStart = end
        return true
    }

    /// `<!…>` and `<?…>` that are not comments or doctypes: comments up to the next `>`.
    private mutating func scanBogusComment(at start: Int, dataStart: Int) -> Bool {
        let closing = findGreaterThan(from: dataStart)
        let dataEnd = closing ?? bytes.count
        let end = closing.map { $0 + 1 } ?? bytes.count
        flushText(upTo: start)
        appendToken(Token(kind: .comment, text: commentText(dataStart..<dataEnd), range: SourceRange(start: start, end: end)))
        index = end
        textStart = end
        return true
    }

    // MARK: Byte helpers

    func hasPrefix(_ literal: StaticString, at start: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    private func hasPrefixIgnoringCase(_ literal: StaticString, at start: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where ASCII.lowercased(bytes[start + offset]) != pointer[offset] { return false }
        return true
    }

    func matchesIgnoringCase(_ lowercasedName: [UInt8], at start: Int) -> Bool {
        for (offset, byte) in lowercasedName.enumerated() where ASCII.lowercased(bytes[start + offset]) != byte {
            return false
        }
        return true
    }
}
