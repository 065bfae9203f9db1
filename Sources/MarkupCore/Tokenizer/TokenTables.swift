/// One attribute of a tag as spans: where it is in the source, and where its name and value
/// are read from (the source, or the side buffer when they needed decoding or adjusting).
package struct AttributeSpan: Hashable, Sendable {
    /// Source bytes of the whole attribute, its name first.
    var start: Int32
    var end: Int32
    /// Source bytes of the value without its quotes (empty at the name's end when bare).
    var valueStart: Int32
    var valueEnd: Int32
    /// The name: at or above zero source bytes read lowercased; below zero `~nameStart` is a
    /// side-buffer offset of the name as written out (an SVG name in mixed case).
    var nameStart: Int32
    var nameLength: Int32
    /// The value: source bytes, or (below zero) side-buffer bytes `~valueDataStart` decoded.
    var valueDataStart: Int32
    var valueDataLength: Int32

    /// Source bytes of the whole attribute.
    package var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }
    /// Source bytes of the value without its quotes.
    package var valueRange: SourceRange { SourceRange(start: Int(valueStart), end: Int(valueEnd)) }
    /// Whether the attribute was written without `=` (``Attribute/isBare``).
    package var isBare: Bool { end == valueEnd && valueStart == valueEnd }
}

extension AttributeSpan {
    /// This entry of a stream's part read on its own, its side-buffer offset `o` moved to
    /// `side(o)` (see Tokenizer+Halves.swift).
    func following(side: (Int) -> Int) -> AttributeSpan {
        var moved = self
        if nameStart < 0 { moved.nameStart = ~Int32(truncatingIfNeeded: side(Int(~nameStart))) }
        if valueDataStart < 0 { moved.valueDataStart = ~Int32(truncatingIfNeeded: side(Int(~valueDataStart))) }
        return moved
    }

    /// The entry holding a tag's name written out in the side buffer at `side`
    /// (``Token/nameEntry``): only its name is read.
    init(nameInSideBuffer side: Range<Int>) {
        self.init(start: 0, end: 0, valueStart: 0, valueEnd: 0, nameStart: Int32(truncatingIfNeeded: ~side.lowerBound),
                  nameLength: Int32(truncatingIfNeeded: side.count), valueDataStart: 0, valueDataLength: 0)
    }
}

/// What a token stream holds besides its tokens: every tag's attributes in one array (a tag
/// holds where its own start and how many, after an entry holding its name when that is not
/// a known element's), and the side buffer of the bytes the source does not hold as they
/// read (text with references, CR or NUL; names written out differently).
@usableFromInline package struct TokenTables: Sendable {
    package var attributes: [AttributeSpan] = []
    @usableFromInline package var sideBuffer: [UInt8] = []
    /// The entries of ``attributes`` written by Markdown's custom attribute syntax
    /// (`^[text](key: 'value')`, read as `data-KEY`), which a profile's `[attributes]` styles;
    /// empty for HTML.
    package var customAttributeEntries: Set<Int> = []

    package init() {}

    /// Whether the attribute at `index` was written by Markdown's custom attribute syntax.
    package func isCustomAttribute(at index: Int) -> Bool {
        !customAttributeEntries.isEmpty && customAttributeEntries.contains(index)
    }

    /// Appends `bytes` to the side buffer; returns where they went.
    mutating func appendToSideBuffer(_ bytes: some Collection<UInt8>) -> Range<Int> {
        let start = sideBuffer.count
        sideBuffer.append(contentsOf: bytes)
        return start..<sideBuffer.count
    }

    // MARK: Reading

    /// The lowercased tag name; empty for text, comments and doctypes.
    func name(of token: Token, in source: SourceText) -> String {
        guard token.isTag else { return "" }
        if let slot = token.elementSlot, let name = KnownElements.names[slot] { return name }
        guard let entry = token.nameEntry else { return "" }
        return attributeName(at: entry, in: source)
    }

    /// Decoded text for text tokens, the data of comments and doctypes, empty for tags.
    func text(of token: Token, in source: SourceText) -> String {
        guard !token.isTag else { return "" }
        return string(start: token.dataStart, length: token.dataLength, source: source, lowercased: false)
    }

    /// Calls `body` with the bytes of a token's text (empty for a tag).
    func withTextBytes<Result>(of token: Token, in source: SourceText,
                               _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard !token.isTag else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return withBytes(start: token.dataStart, length: token.dataLength, source: source, body)
    }

    /// The attributes of a tag in source order, first of each name only.
    func attributes(of token: Token, in source: SourceText) -> [Attribute] {
        guard token.isTag, !token.attributeIndices.isEmpty else { return [] }
        return token.attributeIndices.map { attribute(at: $0, in: source) }
    }

    /// The value of a tag's first attribute called `name`, if any.
    func attribute(_ name: String, of token: Token, in source: SourceText) -> String? {
        guard token.isTag else { return nil }
        for index in token.attributeIndices where attributeName(at: index, in: source) == name {
            return attributeValue(at: index, in: source)
        }
        return nil
    }

    /// Whether every attribute of a tag is bare (`<x a b>`), as a tag read as text needs.
    func hasOnlyBareAttributes(_ token: Token) -> Bool {
        token.attributeIndices.allSatisfy { attributes[$0].isBare }
    }

    /// The spans of a tag's attributes (their source ranges, without reading names or values).
    package func attributeSpans(of token: Token) -> ArraySlice<AttributeSpan> {
        token.isTag ? attributes[token.attributeIndices] : []
    }

    func attribute(at index: Int, in source: SourceText) -> Attribute {
        let span = attributes[index]
        return Attribute(name: attributeName(at: index, in: source), value: attributeValue(at: index, in: source),
                         range: span.range, valueRange: span.valueRange)
    }

    func attributeName(at index: Int, in source: SourceText) -> String {
        string(start: attributes[index].nameStart, length: attributes[index].nameLength, source: source,
               lowercased: true)
    }

    /// Whether the attribute at `index` is called `name` (a lowercased name), compared by bytes
    /// without making its name: lengths first, which tell most names apart.
    func attributeName(at index: Int, is name: String, in source: SourceText) -> Bool {
        let start = Int(attributes[index].nameStart)
        let length = Int(attributes[index].nameLength)
        let utf8 = name.utf8
        guard utf8.count == length else {
            // A NUL in a source name reads as U+FFFD, three bytes for one.
            guard utf8.count > length, start >= 0 else { return false }
            let hasNUL = source.bytes.withUnsafeBufferPointer { bytes in
                bytes[start..<start + length].contains(ASCII.nul)
            }
            return hasNUL && attributeName(at: index, in: source) == name
        }
        // The name's bytes in place: stepping a string's UTF-8 view checks its form at each byte.
        return utf8.withContiguousStorageIfAvailable { wanted in
            nameBytes(from: start, equal: wanted, in: source)
        } ?? Array(utf8).withUnsafeBufferPointer { wanted in
            nameBytes(from: start, equal: wanted, in: source)
        }
    }

    /// Whether the `wanted.count` name bytes at `start` (below zero: at `~start` in the side
    /// buffer) read, lowercased, as `wanted`.
    private func nameBytes(from start: Int, equal wanted: UnsafeBufferPointer<UInt8>, in source: SourceText) -> Bool {
        if start < 0 {
            return sideBuffer.withUnsafeBufferPointer { bytes in
                let base = ~start
                for offset in 0..<wanted.count where bytes[base + offset] != wanted[offset] { return false }
                return true
            }
        }
        return source.bytes.withUnsafeBufferPointer { bytes in
            for offset in 0..<wanted.count {
                let read = bytes[start + offset]
                // A source NUL reads as U+FFFD, which no single byte equals.
                if ASCII.lowercased(read) != wanted[offset] || read == ASCII.nul { return false }
            }
            return true
        }
    }

    /// Calls `body` with the decoded bytes of the value of the attribute at `index`.
    func withValueBytes<Result>(at index: Int, in source: SourceText,
                                _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withBytes(start: attributes[index].valueDataStart, length: attributes[index].valueDataLength, source: source,
                  body)
    }

    func attributeValue(at index: Int, in source: SourceText) -> String {
        string(start: attributes[index].valueDataStart, length: attributes[index].valueDataLength, source: source,
               lowercased: false)
    }

    /// The bytes at `start` (a source offset, or below zero a side-buffer one) as a string; a
    /// source name is `lowercased` (ASCII letters, NUL as U+FFFD), side-buffer bytes never are.
    func string(start: Int32, length: Int32, source: SourceText, lowercased: Bool) -> String {
        guard length > 0 else { return "" }
        if start < 0 {
            return sideBuffer.withUnsafeBufferPointer { buffer in
                String(validUTF8: UnsafeBufferPointer(rebasing: buffer[Int(~start)..<Int(~start) + Int(length)]))
            }
        }
        return source.bytes.withUnsafeBufferPointer { buffer in
            let range = Int(start)..<Int(start) + Int(length)
            return lowercased ? Self.lowercasedName(buffer, range)
                : String(validUTF8: UnsafeBufferPointer(rebasing: buffer[range]))
        }
    }

    /// Calls `body` with the bytes at `start` (a source offset, or below zero a side-buffer one).
    @inlinable func withBytes<Result>(start: Int32, length: Int32, source: SourceText,
                                      _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let bytes = start < 0 ? sideBuffer : source.bytes
        let offset = start < 0 ? Int(~start) : Int(start)
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[offset..<offset + Int(length)])) }
    }

    /// A tag or attribute name, ASCII letters lowercased (HTML names are matched that way) and
    /// NUL as U+FFFD (as the standard's tokenizer reads it).
    static func lowercasedName(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
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
            return String(decoding: slice.flatMap { $0 == ASCII.nul ? UTF8Repair.replacementCharacter : [ASCII.lowercased($0)] },
                          as: UTF8.self)
        }
        if !hasUppercase { return String(validUTF8: slice, isASCII: isASCII) }
        return slice.map(ASCII.lowercased).withUnsafeBufferPointer { String(validUTF8: $0, isASCII: isASCII) }
    }
}
