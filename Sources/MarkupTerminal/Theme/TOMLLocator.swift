import Foundation

/// Finds where keys and values of a TOML file are, so theme errors can say `file:line:col`.
///
/// TOMLKit reports positions for syntax errors only; this scan records, for every
/// `key = value` (also inside inline tables), the 1-based line and column of the key and
/// of the value, by dotted path (`styles.link.fg`).
struct TOMLLocator {
    struct Position: Hashable {
        var line: Int
        var column: Int
    }

    private(set) var keys: [String: Position] = [:]
    private(set) var values: [String: Position] = [:]

    init(_ text: String) {
        var table: [String] = []
        for (lineIndex, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Array(rawLine.utf8)
            var index = 0
            while index < line.count, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
            guard index < line.count, line[index] != UInt8(ascii: "#") else { continue }
            if line[index] == UInt8(ascii: "[") {
                let end = line[index...].firstIndex(of: UInt8(ascii: "]")) ?? line.count
                let header = String(decoding: line[(index + 1)..<end], as: UTF8.self)
                table = Self.components(header.replacingOccurrences(of: "[", with: ""))
                keys[table.joined(separator: ".")] = Position(line: lineIndex + 1, column: index + 1)
                continue
            }
            scanPairs(line, from: index, until: line.count, prefix: table, lineNumber: lineIndex + 1)
        }
    }

    /// Records `key = value` pairs from `start`; descends into inline tables.
    private mutating func scanPairs(_ line: [UInt8], from start: Int, until end: Int, prefix: [String], lineNumber: Int) {
        var index = start
        while index < end {
            while index < end, line[index] == 0x20 || line[index] == 0x09 || line[index] == UInt8(ascii: ",") { index += 1 }
            guard index < end, line[index] != UInt8(ascii: "}"), line[index] != UInt8(ascii: "#") else { return }
            let keyStart = index
            guard let equals = Self.unquotedIndex(of: UInt8(ascii: "="), in: line, from: index, until: end) else { return }
            let key = String(decoding: line[keyStart..<equals], as: UTF8.self)
            let path = prefix + Self.components(key)
            keys[path.joined(separator: ".")] = Position(line: lineNumber, column: keyStart + 1)
            index = equals + 1
            while index < end, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
            values[path.joined(separator: ".")] = Position(line: lineNumber, column: index + 1)
            if index < end, line[index] == UInt8(ascii: "{") {
                let close = Self.matchingBrace(line, from: index, until: end)
                scanPairs(line, from: index + 1, until: close, prefix: path, lineNumber: lineNumber)
                index = close + 1
                continue
            }
            // Skip the value: up to the next top-level ',' or the end of the region.
            var depth = 0
            var quote: UInt8?
            while index < end {
                let byte = line[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    depth += 1
                } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    depth -= 1
                } else if byte == UInt8(ascii: ","), depth == 0 {
                    break
                }
                index += 1
            }
        }
    }

    /// Key path components: bare or quoted, dot-separated, trimmed.
    static func components(_ key: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        for character in key {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "." {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    private static func unquotedIndex(of target: UInt8, in line: [UInt8], from start: Int, until end: Int) -> Int? {
        firstUnquoted(in: line, from: start, until: end) { byte in byte == target }
    }

    /// The `}` closing the `{` at `start` (or `end` when it is not closed on the line).
    private static func matchingBrace(_ line: [UInt8], from start: Int, until end: Int) -> Int {
        var depth = 0
        return firstUnquoted(in: line, from: start, until: end) { byte in
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth -= 1 }
            return byte == UInt8(ascii: "}") && depth == 0
        } ?? end
    }

    /// The first index outside quoted strings whose byte satisfies `found`.
    private static func firstUnquoted(in line: [UInt8], from start: Int, until end: Int,
                                      where found: (UInt8) -> Bool) -> Int? {
        var quote: UInt8?
        for index in start..<end {
            let byte = line[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if found(byte) {
                return index
            }
        }
        return nil
    }

    func key(_ path: [String]) -> Position {
        keys[path.joined(separator: ".")] ?? parentPosition(path)
    }

    func value(_ path: [String]) -> Position {
        values[path.joined(separator: ".")] ?? key(path)
    }

    private func parentPosition(_ path: [String]) -> Position {
        var path = path
        while !path.isEmpty {
            path.removeLast()
            if let position = keys[path.joined(separator: ".")] { return position }
        }
        return Position(line: 1, column: 1)
    }
}
