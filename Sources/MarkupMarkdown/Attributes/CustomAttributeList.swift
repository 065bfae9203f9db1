import MarkupCore

/// The attribute list of Apple's custom attribute syntax, `(key: 'value', n: 3, b: true)`,
/// read from source bytes: what `AttributedString(markdown:)` accepts for flat attributes.
struct CustomAttributeList: Sendable, Equatable {
    /// One `key: value` pair.
    struct Entry: Sendable, Equatable {
        /// The key as written.
        var key: String
        /// The value: a string's content (escapes resolved), a number or boolean as written.
        var value: String
        /// Source bytes of the whole pair.
        var range: SourceRange
        /// Source bytes of the value (inside the quotes for a string).
        var valueRange: SourceRange
    }

    /// Why a list could not be read, and where.
    struct Problem: Error, Sendable, Equatable {
        var message: String
        var offset: Int
    }

    var entries: [Entry]

    /// Reads the list between `start` and `end` (the bytes inside the parentheses).
    static func parse(_ bytes: [UInt8], from start: Int, to end: Int) -> Result<CustomAttributeList, Problem> {
        var reader = Reader(bytes: bytes, offset: start, end: end)
        do {
            return .success(CustomAttributeList(entries: try reader.entries()))
        } catch {
            return .failure(error)
        }
    }

    /// Whether the bytes look like an attempt at an attribute list (`key:` first, not a URL's
    /// `scheme://`), so that a list that fails to read is worth a warning.
    static func looksLikeAttributes(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        var offset = start
        while offset < end, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
        if offset < end, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") { return true }
        let keyStart = offset
        while offset < end, Reader.isKeyByte(bytes[offset]) { offset += 1 }
        guard offset > keyStart else { return false }
        while offset < end, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
        guard offset < end, bytes[offset] == UInt8(ascii: ":") else { return false }
        return !(offset + 2 < end && bytes[offset + 1] == UInt8(ascii: "/") && bytes[offset + 2] == UInt8(ascii: "/"))
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset: Int
        let end: Int

        static func isKeyByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x2D
        }

        mutating func entries() throws(Problem) -> [Entry] {
            var entries: [Entry] = []
            skipSpace()
            guard offset < end else { throw Problem(message: "empty custom attribute list", offset: offset) }
            while true {
                let pairStart = offset
                let key = try readKey()
                skipSpace()
                guard offset < end, bytes[offset] == UInt8(ascii: ":") else {
                    throw Problem(message: "expected ':' after custom attribute '\(key)'", offset: offset)
                }
                offset += 1
                skipSpace()
                let (value, valueRange) = try readValue(for: key)
                if entries.contains(where: { $0.key == key }) {
                    throw Problem(message: "custom attribute '\(key)' is given twice", offset: pairStart)
                }
                entries.append(Entry(key: key, value: value, range: SourceRange(start: pairStart, end: offset),
                                     valueRange: valueRange))
                skipSpace()
                if offset >= end { return entries }
                guard bytes[offset] == UInt8(ascii: ",") else {
                    throw Problem(message: "expected ',' between custom attributes", offset: offset)
                }
                offset += 1
                skipSpace()
            }
        }

        private mutating func readKey() throws(Problem) -> String {
            if offset < end, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") {
                let (key, _) = try readString()
                guard !key.isEmpty, key.utf8.allSatisfy(Self.isKeyByte) else {
                    throw Problem(message: "custom attribute name '\(key)' is not a name", offset: offset)
                }
                return key
            }
            let start = offset
            while offset < end, Self.isKeyByte(bytes[offset]) { offset += 1 }
            guard offset > start else { throw Problem(message: "expected a custom attribute name", offset: offset) }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        private mutating func readValue(for key: String) throws(Problem) -> (String, SourceRange) {
            guard offset < end else { throw Problem(message: "custom attribute '\(key)' has no value", offset: offset) }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try readString() }
            let start = offset
            while offset < end, bytes[offset] != UInt8(ascii: ","), bytes[offset] != 0x20, bytes[offset] != 0x09 { offset += 1 }
            let word = String(decoding: bytes[start..<offset], as: UTF8.self)
            let range = SourceRange(start: start, end: offset)
            if word == "true" || word == "false" || Self.isNumber(word) { return (word, range) }
            throw Problem(message: "custom attribute '\(key)' needs a quoted string, a number or true/false, not \(word.isEmpty ? "nothing" : word)",
                          offset: start)
        }

        private mutating func readString() throws(Problem) -> (String, SourceRange) {
            let quote = bytes[offset]
            let opening = offset
            offset += 1
            let start = offset
            var value: [UInt8] = []
            while offset < end, bytes[offset] != quote {
                if bytes[offset] == UInt8(ascii: "\\"), offset + 1 < end { offset += 1 }
                value.append(bytes[offset])
                offset += 1
            }
            guard offset < end else { throw Problem(message: "custom attribute string is never closed", offset: opening) }
            let range = SourceRange(start: start, end: offset)
            offset += 1
            return (String(decoding: value, as: UTF8.self), range)
        }

        private mutating func skipSpace() {
            while offset < end, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
        }

        private static func isNumber(_ word: String) -> Bool {
            var scalars = Substring(word)
            if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
            let parts = scalars.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), !parts[0].isEmpty || parts.count == 2 else { return false }
            return parts.allSatisfy { part in part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) } && !scalars.isEmpty
                && scalars != "."
        }
    }
}
