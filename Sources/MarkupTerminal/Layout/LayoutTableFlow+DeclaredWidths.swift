import MarkupCore

/// The widths a table or cell declares in its `style=""`, read from the attribute's text:
/// styles carry no widths.
extension LayoutTableFlow {
    /// The values of the last `width` and `max-width` declarations in `style` (a `style=""`
    /// that mentions `width`), trimmed and without `!important`; nil for one not declared.
    ///
    /// An ASCII style (an e-mail's long inline styles are) is read as bytes; any other as
    /// characters, where a `;` or `:` joined by a combining mark separates nothing.
    static func declaredWidths(in style: String) -> (width: String?, maximum: String?) {
        var bytes = style
        let declared = bytes.withUTF8 { bytes in
            bytes.contains(where: { $0 >= 0x80 }) ? nil : declaredWidths(inASCII: bytes)
        }
        return declared ?? declaredWidths(readingCharactersOf: style)
    }

    /// ``declaredWidths(in:)`` of an ASCII style, as bytes: declarations split at `;`, a
    /// declaration's name and value at its first `:` after any it starts with (the empty
    /// parts a split omits).
    static func declaredWidths(inASCII bytes: UnsafeBufferPointer<UInt8>) -> (width: String?, maximum: String?) {
        guard contains(bytes, "width") else { return (nil, nil) }
        var width: String?
        var maximum: String?
        let semicolon = UInt8(ascii: ";"), colon = UInt8(ascii: ":"), bang = UInt8(ascii: "!")
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != semicolon { end += 1 }
            defer { start = end + 1 }
            var nameStart = start
            while nameStart < end, bytes[nameStart] == colon { nameStart += 1 }
            var nameEnd = nameStart
            while nameEnd < end, bytes[nameEnd] != colon { nameEnd += 1 }
            // A name and a value that is not empty: two parts.
            guard nameStart < end, nameEnd + 1 < end else { continue }
            let name = trimmed(bytes, nameStart..<nameEnd)
            let isWidth = equalsLowercased(bytes, name, "width")
            guard isWidth || equalsLowercased(bytes, name, "max-width") else { continue }
            var value = trimmed(bytes, nameEnd + 1..<end)
            if let mark = value.firstIndex(where: { bytes[$0] == bang }) { value = trimmed(bytes, value.lowerBound..<mark) }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[value]), as: UTF8.self)
            if isWidth { width = text } else { maximum = text }
        }
        return (width, maximum)
    }

    /// ``declaredWidths(in:)`` read as characters.
    static func declaredWidths(readingCharactersOf style: String) -> (width: String?, maximum: String?) {
        guard style.contains("width") else { return (nil, nil) }
        var width: String?
        var maximum: String?
        for declaration in style.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = String(parts[0]).trimmingASCIIWhitespace().asciiLowercased()
            guard name == "width" || name == "max-width" else { continue }
            var value = String(parts[1]).trimmingASCIIWhitespace()
            if let bang = value.firstIndex(of: "!") { value = String(value[..<bang]).trimmingASCIIWhitespace() }
            if name == "width" { width = value } else { maximum = value }
        }
        return (width, maximum)
    }

    /// `range` of `bytes` without ASCII white space at either end.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, ASCII.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, ASCII.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// Whether `range` of `bytes`, lowercased, is `word` (lowercase ASCII).
    private static func equalsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                         _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        let letters = word.utf8Start
        for (offset, index) in range.enumerated() {
            let byte = bytes[index]
            let lowercased = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            if lowercased != letters[offset] { return false }
        }
        return true
    }

    /// Whether `bytes` hold `word` (ASCII, as written).
    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let letters = word.utf8Start
        for start in 0...(bytes.count - count) where bytes[start] == letters[0] {
            var offset = 1
            while offset < count, bytes[start + offset] == letters[offset] { offset += 1 }
            if offset == count { return true }
        }
        return false
    }
}
