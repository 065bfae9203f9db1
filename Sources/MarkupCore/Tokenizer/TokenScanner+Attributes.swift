/// Attributes: scanned into the stream's one attribute array, a repeated name keeping its
/// first value, with the memos that keep tags whose quotes never close linear.
extension TokenScanner {
    /// Whether a `font` tag's attributes make it end SVG or MathML content (``ForeignNames``).
    func hasFontBreakoutAttribute(_ attributes: Range<Int>) -> Bool {
        attributes.contains { index in
            let span = self.attributes[index]
            let name = Int(span.nameStart)..<Int(span.nameStart + span.nameLength)
            return Self.fontBreakoutAttributes.contains { $0.count == name.count && matchesIgnoringCase($0, at: name.lowerBound) }
        }
    }

    /// The attribute names that make a `font` end SVG or MathML content.
    static let fontBreakoutAttributes = [Array("color".utf8), Array("face".utf8), Array("size".utf8)]

    /// Forgets the attributes (and their decoded bytes) of a tag that turned out not to be one.
    mutating func dropAttributes(from first: Int, sideEnd: Int) {
        attributes.removeSubrange(from: first)
        sideBuffer.removeSubrange(from: sideEnd)
    }

    /// Scans a tag's attributes from `nameEnd` up to and including its `>`, appending them to
    /// the attribute array: the offset after the tag and whether it ends with `/>`; nil when
    /// the tag never closes.
    mutating func scanAttributes(from nameEnd: Int) -> (end: Int, selfClosing: Bool)? {
        let first = attributes.count
        var cursor = nameEnd
        var selfClosing = false
        attributeStartCount = 0
        attributeNamesHaveNUL = false
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

    func isDead(_ position: Int) -> Bool {
        position < deadAttributeStarts.count && deadAttributeStarts[position]
    }

    /// Marks the attribute starts of the tag being scanned as leading to no `>`.
    mutating func markDeadAttributeStarts() {
        guard attributeStartCount > 0 else { return }
        if deadAttributeStarts.isEmpty { deadAttributeStarts = [Bool](repeating: false, count: bytes.count) }
        for position in attributeStarts[..<attributeStartCount] { deadAttributeStarts[position] = true }
    }

    /// The bytes that end an attribute name (white space, `/`, `=`, `>`) and NUL, as bits of a
    /// word indexed by byte (all lie below 64).
    private static var attributeNameStops: UInt64 {
        1 << 0x00 | 1 << 0x09 | 1 << 0x0A | 1 << 0x0C | 1 << 0x0D | 1 << 0x20 | 1 << 0x2F | 1 << 0x3D | 1 << 0x3E
    }

    /// Scans one attribute at `start` of the tag whose attributes begin at `first` in the
    /// attribute array; returns the offset after it, or nil at end of input.
    mutating func scanAttribute(at start: Int, first: Int) -> Int? {
        if bytes[start] == ASCII.nul { attributeNamesHaveNUL = true }
        var cursor = start + 1
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte < 64, Self.attributeNameStops &>> UInt64(byte) & 1 != 0 {
                guard byte == ASCII.nul else { break }
                attributeNamesHaveNUL = true
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
        // The first byte of the value that decoding has work at (`&`, CR, NUL), if any.
        var firstDecodingWork: Int?
        if quote == ASCII.quote || quote == ASCII.apostrophe {
            valueStart = cursor + 1
            let limit = quote == ASCII.quote ? noDoubleQuoteAfter : noSingleQuoteAfter
            var closing: Int?
            if valueStart < limit {
                let stop = MarkupByteSearch.firstQuoteOrDecodingWork(quote, bytes, from: valueStart)
                if stop < bytes.count, bytes[stop] == quote { closing = stop } else if stop < bytes.count {
                    firstDecodingWork = stop
                    closing = find(quote, from: stop + 1)
                }
            }
            guard let closing else {
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
            firstDecodingWork = valueStart
        }
        if acceptsAttribute(named: start..<nameEnd, first: first) {
            let decoded = firstDecodingWork.flatMap { work in
                CharacterReferenceDecoder.decode(bytes, valueStart..<valueEnd, firstWork: work, inAttribute: true,
                                                 into: &sideBuffer, diagnostics: &diagnostics)
            }
            appendAttribute(start..<attributeEnd, nameEnd: nameEnd, value: valueStart..<valueEnd, decoded: decoded)
        }
        return attributeEnd
    }

    /// Appends the entry holding the name of a tag the element table does not hold, which
    /// its attributes follow (``Token/nameEntry``): the name's source bytes, read lowercased.
    @discardableResult
    mutating func appendNameEntry(_ name: Range<Int>) -> Int {
        appendAttribute(name, nameEnd: name.upperBound, value: name.upperBound..<name.upperBound, decoded: nil)
        return attributes.count - 1
    }

    /// Appends an attribute spanning `range` whose name ends at `nameEnd` and whose value is at
    /// `value` (its decoded bytes at `decoded` in the side buffer when it needed decoding).
    mutating func appendAttribute(_ range: Range<Int>, nameEnd: Int, value: Range<Int>, decoded: Range<Int>?) {
        attributes.append(AttributeSpan(
            start: Int32(truncatingIfNeeded: range.lowerBound), end: Int32(truncatingIfNeeded: range.upperBound),
            valueStart: Int32(truncatingIfNeeded: value.lowerBound), valueEnd: Int32(truncatingIfNeeded: value.upperBound),
            nameStart: Int32(truncatingIfNeeded: range.lowerBound),
            nameLength: Int32(truncatingIfNeeded: nameEnd - range.lowerBound),
            valueDataStart: Int32(truncatingIfNeeded: decoded.map { ~$0.lowerBound } ?? value.lowerBound),
            valueDataLength: Int32(truncatingIfNeeded: decoded?.count ?? value.count)))
    }

    /// Whether the attribute named by the bytes `name` is the first of its name in the tag
    /// whose attributes begin at `first` (a repeated name keeps its first value).
    @inline(__always)
    mutating func acceptsAttribute(named name: Range<Int>, first: Int) -> Bool {
        let count = attributes.count - first
        if count == 0 { return true }
        if count < Self.attributeIndexThreshold {
            for index in first..<attributes.count {
                let other = attributes[index]
                if sameName(name, Int(other.nameStart)..<Int(other.nameStart + other.nameLength)) { return false }
            }
            return true
        }
        if seenAttributeNames == nil {
            seenAttributeNames = Set((first..<attributes.count).map { index in
                let other = attributes[index]
                return TokenTables.lowercasedName(bytes, Int(other.nameStart)..<Int(other.nameStart + other.nameLength))
            })
        }
        return seenAttributeNames!.insert(TokenTables.lowercasedName(bytes, name)).inserted
    }

    /// Whether two attribute names in the source read alike (ASCII case ignored, NUL read as
    /// U+FFFD).
    func sameName(_ one: Range<Int>, _ other: Range<Int>) -> Bool {
        if one.count == other.count {
            var offset = 0
            while offset < one.count,
                  ASCII.lowercased(bytes[one.lowerBound + offset]) == ASCII.lowercased(bytes[other.lowerBound + offset]) {
                offset += 1
            }
            if offset == one.count { return true }
        }
        // Names without NUL read as their bytes, which differ.
        guard attributeNamesHaveNUL else { return false }
        return TokenTables.lowercasedName(bytes, one) == TokenTables.lowercasedName(bytes, other)
    }
}
