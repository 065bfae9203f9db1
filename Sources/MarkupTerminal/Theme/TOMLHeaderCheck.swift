/// Rejects table headers that TOMLKit's C++ parser (toml++ 3.4) cannot take: a header whose
/// first character is neither a bare-key character nor a quote trips an assertion there and
/// aborts the process, so such files get an ordinary `file:line:col` error first.
enum TOMLHeaderCheck {
    struct Problem: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// The first malformed table header of `text`, outside strings and comments.
    static func problem(in text: String) -> Problem? {
        let bytes = Array(text.utf8)
        var index = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true
        var multilineQuote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
                atLineStart = true
                index += 1
                continue
            }
            if let quote = multilineQuote {
                if byte == 0x5C && quote == 0x22 && index + 1 < bytes.count && bytes[index + 1] != 0x0A { index += 2; continue }
                if isTripled(quote, bytes, at: index) { multilineQuote = nil; index += 3 } else { index += 1 }
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D { index += 1; continue }
            if byte == 0x23 { index = endOfLine(bytes, from: index); continue }
            if byte == 0x22 || byte == 0x27 {
                if isTripled(byte, bytes, at: index) {
                    multilineQuote = byte
                    index += 3
                } else {
                    index = endOfString(bytes, from: index)
                }
                atLineStart = false
                continue
            }
            if byte == 0x5B && atLineStart {
                var cursor = index + 1
                if cursor < bytes.count && bytes[cursor] == 0x5B { cursor += 1 }
                while cursor < bytes.count && (bytes[cursor] == 0x20 || bytes[cursor] == 0x09) { cursor += 1 }
                if cursor < bytes.count, !isKeyStart(bytes[cursor]) && bytes[cursor] != 0x5D {
                    let found = describe(bytes, at: cursor)
                    return Problem(line: line, column: columnCount(bytes[lineStart..<cursor]) + 1,
                                   message: "a table name must start with a letter, digit, '_', '-' or a quote, not \(found)")
                }
            }
            atLineStart = false
            index += 1
        }
        return nil
    }

    /// The character at `index` as an error names it: `'!'`, `'é' (U+00E9)`, or a control's code.
    private static func describe(_ bytes: [UInt8], at index: Int) -> String {
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return "'" + String(UnicodeScalar(byte)) + "'" }
        if byte < 0x80 { return "the control character U+" + hex(UInt32(byte)) }
        var decoder = UTF8()
        var iterator = bytes[index...].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "an invalid UTF-8 byte" }
        let shown = scalar.properties.generalCategory == .control ? "" : "'" + String(scalar) + "' "
        return shown + "(U+" + hex(scalar.value) + ")"
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func isKeyStart(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == 0x5F || byte == 0x2D || byte == 0x22 || byte == 0x27
    }

    private static func isTripled(_ quote: UInt8, _ bytes: [UInt8], at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == quote && bytes[index + 1] == quote && bytes[index + 2] == quote
    }

    private static func endOfLine(_ bytes: [UInt8], from index: Int) -> Int {
        var cursor = index
        while cursor < bytes.count && bytes[cursor] != 0x0A { cursor += 1 }
        return cursor
    }

    /// The index after a one-line string opened at `index` (or the line's end if unclosed).
    private static func endOfString(_ bytes: [UInt8], from index: Int) -> Int {
        let quote = bytes[index]
        var cursor = index + 1
        while cursor < bytes.count && bytes[cursor] != 0x0A {
            if bytes[cursor] == 0x5C && quote == 0x22 && cursor + 1 < bytes.count && bytes[cursor + 1] != 0x0A {
                cursor += 2
                continue
            }
            if bytes[cursor] == quote { return cursor + 1 }
            cursor += 1
        }
        return min(cursor, bytes.count)
    }

    /// Columns count characters, as TOMLKit's own error positions do.
    private static func columnCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.count { $0 & 0xC0 != 0x80 }
    }
}
