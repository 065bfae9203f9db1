/// The byte cursor behind ``Tokenizer``: one pass, tokens appended as they end.
struct TokenScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private var tokens: [Token] = []
    /// Every tag's attributes and the decoded bytes, which tokens refer to.
    var tables = TokenTables()
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
    /// How many of ``attributeStarts`` belong to the tag being scanned (the array is reused
    /// without clearing: emptying it per tag cost more than scanning most tags).
    private var attributeStartCount = 0
    /// The names of the tag's attributes so far, built only once a tag has many (a repeated
    /// name is then found without comparing it with every earlier one).
    private var seenAttributeNames: Set<String>?
    /// Where the last quoted value of the tag ended, for the memo of `>`.
    private var lastQuotedValueEnd: Int?
    private static let attributeIndexThreshold = 8
    /// The known element table, held here so that a lookup per tag skips the globals' access checks.
    private let knownNames = KnownElements.names
    private let knownPackedNames = KnownElements.packedNames
    private let knownCategories = KnownElements.categories
    private let fontSlot = KnownElements.slot(of: "font")
    /// Whether a text token keeps a NUL (the tree builder then drops or replaces it).
    var containsNUL = false
    /// Whether tags fall inside SVG or MathML, where no element's text is raw.
    private var foreign = ForeignContentTracker()

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(Self.reservedTokenCount(forInputOf: bytes.count))
        tables.attributes.reserveCapacity(Self.reservedTokenCount(forInputOf: bytes.count) / 4)
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
        appendToken(decodedToken(.text, textStart..<end))
        textStart = end
    }

    /// A token of `kind` whose text is `range` with its references decoded (and CR LF read as
    /// LF): the source bytes themselves when they hold no `&`, CR or NUL, else decoded into the
    /// side buffer.
    mutating func decodedToken(_ kind: Token.Kind, _ range: Range<Int>) -> Token {
        let side = CharacterReferenceDecoder.decode(bytes, range, inAttribute: false, into: &tables.sideBuffer,
                                                    diagnostics: &diagnostics, sawNUL: &containsNUL)
        let sourceRange = SourceRange(start: range.lowerBound, end: range.upperBound)
        guard let side else { return Token(kind: kind, data: range, range: sourceRange) }
        return Token(kind: kind, side: side, range: sourceRange)
    }

    /// Whether `byte` occurs in the bytes `range`.
    func contains(_ byte: UInt8, in range: Range<Int>) -> Bool {
        ByteScanning.first(byte, in: UnsafeBufferPointer(rebasing: bytes[range]), from: 0) < range.count
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

    /// The slot among the known elements of the tag name at `range` (letters, digits, `-`),
    /// found by its bytes; nil for a name HTML does not know.
    private func tagSlot(_ range: Range<Int>) -> Int? {
        // Tag names are letters, digits and `-`: setting bit 5 on each byte lowercases them.
        guard let packed = PackedBytes(UnsafeBufferPointer(rebasing: bytes[range]))?.settingBit5(),
              let slot = KnownElements.slot(of: packed, in: knownPackedNames), knownNames[slot] != nil else {
            return nil
        }
        return slot
    }

    /// The lowercased tag name at `range`, for the foreign content tracker (which asks only
    /// inside SVG and MathML).
    private static func name(_ range: Range<Int>, slot: Int?, in bytes: UnsafeBufferPointer<UInt8>,
                             knownNames: [String?]) -> String {
        if let slot, let name = knownNames[slot] { return name }
        return TokenTables.lowercasedName(bytes, range)
    }

    /// A comment token over `range` whose data is `data`: its bytes, NUL as U+FFFD and line
    /// breaks (CR LF, CR) as LF (then in the side buffer).
    private mutating func commentToken(data: Range<Int>, range: SourceRange) -> Token {
        let slice = UnsafeBufferPointer(rebasing: bytes[data])
        guard slice.contains(where: { $0 == ASCII.nul || $0 == ASCII.carriageReturn }) else {
            return Token(kind: .comment, data: data, range: range)
        }
        let start = tables.sideBuffer.count
        var cursor = slice.startIndex
        while cursor < slice.endIndex {
            let byte = slice[cursor]
            cursor += 1
            switch byte {
            case ASCII.nul: tables.sideBuffer.append(contentsOf: UTF8Repair.replacementCharacter)
            case ASCII.carriageReturn:
                tables.sideBuffer.append(ASCII.lineFeed)
                if cursor < slice.endIndex, slice[cursor] == ASCII.lineFeed { cursor += 1 }
            default: tables.sideBuffer.append(byte)
            }
        }
        return Token(kind: .comment, side: start..<tables.sideBuffer.count, range: range)
    }

    func endsTagName(_ cursor: Int) -> Bool {
        guard cursor < bytes.count else { return false }
        let byte = bytes[cursor]
        return ASCII.isWhitespace(byte) || byte == ASCII.slash || byte == ASCII.greaterThan
    }

    private mutating func scanStartTag(at start: Int) -> Bool {
        let nameEnd = tagNameEnd(from: start + 1)
        let firstAttribute = tables.attributes.count
        let sideEnd = tables.sideBuffer.count
        guard endsTagName(nameEnd), let (cursor, selfClosing) = scanAttributes(from: nameEnd) else {
            dropAttributes(from: firstAttribute, sideEnd: sideEnd)
            return dropIfCutOff(at: start, nameEnd: nameEnd)
        }
        let nameRange = start + 1..<nameEnd
        let slot = tagSlot(nameRange)
        flushText(upTo: start)
        let attributes = firstAttribute..<tables.attributes.count
        let range = SourceRange(start: start, end: cursor)
        var isForeign = false
        if !foreign.staysOutside(slot: slot) {
            let (bytes, knownNames) = (self.bytes, self.knownNames)
            let breaksOutAsFont = slot != nil && slot == fontSlot && hasFontBreakoutAttribute(attributes)
            isForeign = foreign.startTag(Self.name(nameRange, slot: slot, in: bytes, knownNames: knownNames),
                                         slot: slot, breaksOutAsFont: breaksOutAsFont, selfClosing: selfClosing)
        }
        appendToken(Token(kind: selfClosing ? .selfClosingTag : .startTag, slot: slot, data: nameRange,
                          attributes: attributes, range: range))
        index = cursor
        textStart = cursor
        if !isForeign, let slot, knownCategories[slot].contains(.rawText), let name = knownNames[slot] {
            scanRawText(of: name)
        }
        return true
    }

    /// Whether a `font` tag's attributes make it end SVG or MathML content (``ForeignNames``).
    private func hasFontBreakoutAttribute(_ attributes: Range<Int>) -> Bool {
        attributes.contains { index in
            let span = tables.attributes[index]
            let name = Int(span.nameStart)..<Int(span.nameStart + span.nameLength)
            return Self.fontBreakoutAttributes.contains { $0.count == name.count && matchesIgnoringCase($0, at: name.lowerBound) }
        }
    }

    private static let fontBreakoutAttributes = [Array("color".utf8), Array("face".utf8), Array("size".utf8)]

    /// Forgets the attributes (and their decoded bytes) of a tag that turned out not to be one.
    private mutating func dropAttributes(from first: Int, sideEnd: Int) {
        // Most end tags have none: removing an empty range still costs a uniqueness check.
        if tables.attributes.count > first { tables.attributes.removeSubrange(first...) }
        if tables.sideBuffer.count > sideEnd { tables.sideBuffer.removeSubrange(sideEnd...) }
    }

    /// Scans a tag's attributes from `nameEnd` up to and including its `>`, appending them to
    /// the attribute array: the offset after the tag and whether it ends with `/>`; nil when
    /// the tag never closes.
    private mutating func scanAttributes(from nameEnd: Int) -> (end: Int, selfClosing: Bool)? {
        let first = tables.attributes.count
        var cursor = nameEnd
        var selfClosing = false
        attributeStartCount = 0
        if seenAttributeNames != nil { seenAttributeNames = nil }
        lastQuotedValueEnd = nil
        while true {
            while cursor < bytes.count, ASCII.isWhitespace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, cursor < noGreaterThanAfter, !isDead(cursor) else {
                // Everything after the last quoted value was scanned and held no `>`.
                noGreaterThanAfter = min(noGreaterThanAfter, lastQuotedValueEnd ?? nameEnd)
                markDeadAttributeStarts()
                return nil
            }
            if attributeStartCount < attributeStarts.count { attributeStarts[attributeStartCount] = cursor }
            else { attributeStarts.append(cursor) }
            attributeStartCount += 1
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
            guard let attributeEnd = scanAttribute(at: cursor, first: first) else {
                markDeadAttributeStarts()
                return nil
            }
            cursor = attributeEnd
        }
        return (cursor, selfClosing)
    }

    private func isDead(_ position: Int) -> Bool {
        position < deadAttributeStarts.count && deadAttributeStarts[position]
    }

    /// Marks the attribute starts of the tag being scanned as leading to no `>`.
    private mutating func markDeadAttributeStarts() {
        guard attributeStartCount > 0 else { return }
        if deadAttributeStarts.isEmpty { deadAttributeStarts = [Bool](repeating: false, count: bytes.count) }
        for position in attributeStarts[..<attributeStartCount] { deadAttributeStarts[position] = true }
    }

    /// Scans one attribute at `start` of the tag whose attributes begin at `first` in the
    /// attribute array; returns the offset after it, or nil at end of input.
    private mutating func scanAttribute(at start: Int, first: Int) -> Int? {
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
            if acceptsAttribute(named: start..<nameEnd, first: first) {
                appendAttribute(start..<nameEnd, nameEnd: nameEnd, value: nameEnd..<nameEnd, decoded: nil)
            }
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
            lastQuotedValueEnd = attributeEnd
        } else {
            valueStart = cursor
            while cursor < bytes.count, !ASCII.isWhitespace(bytes[cursor]), bytes[cursor] != ASCII.greaterThan {
                cursor += 1
            }
            valueEnd = cursor
            attributeEnd = cursor
        }
        if acceptsAttribute(named: start..<nameEnd, first: first) {
            let decoded = CharacterReferenceDecoder.decode(bytes, valueStart..<valueEnd, inAttribute: true,
                                                           into: &tables.sideBuffer, diagnostics: &diagnostics)
            appendAttribute(start..<attributeEnd, nameEnd: nameEnd, value: valueStart..<valueEnd, decoded: decoded)
        }
        return attributeEnd
    }

    /// Appends an attribute spanning `range` whose name ends at `nameEnd` and whose value is at
    /// `value` (its decoded bytes at `decoded` in the side buffer when it needed decoding).
    private mutating func appendAttribute(_ range: Range<Int>, nameEnd: Int, value: Range<Int>, decoded: Range<Int>?) {
        tables.attributes.append(AttributeSpan(
            start: Int32(truncatingIfNeeded: range.lowerBound), end: Int32(truncatingIfNeeded: range.upperBound),
            valueStart: Int32(truncatingIfNeeded: value.lowerBound), valueEnd: Int32(truncatingIfNeeded: value.upperBound),
            nameStart: Int32(truncatingIfNeeded: range.lowerBound),
            nameLength: Int32(truncatingIfNeeded: nameEnd - range.lowerBound),
            valueDataStart: Int32(truncatingIfNeeded: decoded.map { ~$0.lowerBound } ?? value.lowerBound),
            valueDataLength: Int32(truncatingIfNeeded: decoded?.count ?? value.count)))
    }

    /// Whether the attribute named by the bytes `name` is the first of its name in the tag
    /// whose attributes begin at `first` (a repeated name keeps its first value).
    private mutating func acceptsAttribute(named name: Range<Int>, first: Int) -> Bool {
        let count = tables.attributes.count - first
        if count < Self.attributeIndexThreshold {
            for index in first..<tables.attributes.count {
                let other = tables.attributes[index]
                if sameName(name, Int(other.nameStart)..<Int(other.nameStart + other.nameLength)) { return false }
            }
            return true
        }
        if seenAttributeNames == nil {
            seenAttributeNames = Set((first..<tables.attributes.count).map { index in
                let other = tables.attributes[index]
                return TokenTables.lowercasedName(bytes, Int(other.nameStart)..<Int(other.nameStart + other.nameLength))
            })
        }
        return seenAttributeNames!.insert(TokenTables.lowercasedName(bytes, name)).inserted
    }

    /// Whether two attribute names in the source read alike (ASCII case ignored, NUL read as
    /// U+FFFD).
    private func sameName(_ one: Range<Int>, _ other: Range<Int>) -> Bool {
        if one.count == other.count {
            var offset = 0
            while offset < one.count,
                  ASCII.lowercased(bytes[one.lowerBound + offset]) == ASCII.lowercased(bytes[other.lowerBound + offset]) {
                offset += 1
            }
            if offset == one.count { return true }
        }
        guard contains(ASCII.nul, in: one) || contains(ASCII.nul, in: other) else { return false }
        return TokenTables.lowercasedName(bytes, one) == TokenTables.lowercasedName(bytes, other)
    }

    /// An end tag; attributes are read (so `</b foo=">">` ends at its last `>`) and dropped, as
    /// the standard does.
    private mutating func scanEndTag(at start: Int) -> Bool {
        let nameStart = start + 2
        guard nameStart < bytes.count, ASCII.isLetter(bytes[nameStart]) else { return false }
        let nameEnd = tagNameEnd(from: nameStart)
        let firstAttribute = tables.attributes.count
        let sideEnd = tables.sideBuffer.count
        let scanned = endsTagName(nameEnd) ? scanAttributes(from: nameEnd) : nil
        dropAttributes(from: firstAttribute, sideEnd: sideEnd)
        guard let (end, _) = scanned else {
            return dropIfCutOff(at: start, nameEnd: nameEnd)
        }
        flushText(upTo: start)
        let nameRange = nameStart..<nameEnd
        let slot = tagSlot(nameRange)
        if !foreign.isOutside {
            let (bytes, knownNames) = (self.bytes, self.knownNames)
            foreign.endTag(Self.name(nameRange, slot: slot, in: bytes, knownNames: knownNames))
        }
        appendToken(Token(kind: .endTag, slot: slot, data: nameRange, range: SourceRange(start: start, end: end)))
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
            var data = start + 9..<dataEnd
            while !data.isEmpty, ASCII.isWhitespace(bytes[data.lowerBound]) { data = data.lowerBound + 1..<data.upperBound }
            while !data.isEmpty, ASCII.isWhitespace(bytes[data.upperBound - 1]) { data = data.lowerBound..<data.upperBound - 1 }
            appendToken(Token(kind: .doctype, data: data, range: SourceRange(start: start, end: end)))
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
        appendToken(commentToken(data: dataStart..<max(dataStart, dataEnd), range: SourceRange(start: start, end: end)))
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
        appendToken(commentToken(data: dataStart..<dataEnd, range: SourceRange(start: start, end: end)))
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
