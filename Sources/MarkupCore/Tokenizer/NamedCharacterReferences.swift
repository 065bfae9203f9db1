/// The HTML standard's named character references (`&amp;`, `&nbsp;`, `&hearts;` …).
///
/// Looked up by binary search on ``table``, whose lines are sorted by name: the first use
/// only finds where the lines start, instead of building 2,231 strings into a dictionary.
enum NamedCharacterReferences {
    /// The longest name without ';' that the standard accepts (legacy references like `&copy`).
    static let longestLegacyName = 6

    /// The longest name of all, with its ';'.
    static let longestName = 32

    /// A reference found by ``find(_:)``: a line of the table.
    struct Entry {
        fileprivate let line: Int
    }

    /// The table's bytes and where each line starts, the end of the table last.
    private static let lines: (bytes: [UInt8], starts: [Int]) = {
        let bytes = Array(table.utf8)
        var starts = [0]
        starts.reserveCapacity(2300)
        bytes.withUnsafeBufferPointer { buffer in
            var lineFeed = ByteScanning.first(ASCII.lineFeed, in: buffer, from: 0)
            while lineFeed < buffer.count {
                starts.append(lineFeed + 1)
                lineFeed = ByteScanning.first(ASCII.lineFeed, in: buffer, from: lineFeed + 1)
            }
        }
        if starts.last != bytes.count { starts.append(bytes.count + 1) }
        return (bytes, starts)
    }()

    /// How many names the table holds.
    static var count: Int { lines.starts.count - 1 }

    /// The reference called `name` exactly (with its ';' when it has one), if the standard has it.
    static func find(_ name: UnsafeBufferPointer<UInt8>) -> Entry? {
        let (bytes, starts) = lines
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high) / 2
            switch compareName(at: starts[middle], in: bytes, with: name) {
            case 0: return Entry(line: middle)
            case ..<0: low = middle + 1
            default: high = middle
            }
        }
        return nil
    }

    /// The order of the name starting at `start` (ended by a space) and `name`, byte by
    /// byte, a name before the longer names it begins: negative, zero or positive.
    private static func compareName(at start: Int, in bytes: [UInt8], with name: UnsafeBufferPointer<UInt8>) -> Int {
        var cursor = start
        for byte in name {
            let lineByte = bytes[cursor]
            if lineByte == ASCII.space { return -1 }
            if lineByte != byte { return lineByte < byte ? -1 : 1 }
            cursor += 1
        }
        return bytes[cursor] == ASCII.space ? 0 : 1
    }

    /// The references copy uses most (with their ';'), and the UTF-8 each stands for: found
    /// by comparing two words each, before the search. Written out here, so that a document
    /// that uses only these never makes the first search's line index (a test holds each
    /// replacement to ``table``'s).
    private static let common: [(name: PackedBytes, replacement: PackedBytes)] = commonReferences.compactMap {
        guard let name = PackedBytes($0.name), let replacement = PackedBytes($0.replacement) else { return nil }
        return (name, replacement)
    }

    /// The names and replacements of ``common``, most used first.
    static let commonReferences: [(name: String, replacement: String)] = [
        ("amp;", "&"), ("nbsp;", "\u{A0}"), ("lt;", "<"), ("gt;", ">"), ("quot;", "\""), ("apos;", "'"),
        ("copy;", "\u{A9}"), ("reg;", "\u{AE}"), ("trade;", "\u{2122}"), ("mdash;", "\u{2014}"),
        ("ndash;", "\u{2013}"), ("hellip;", "\u{2026}"), ("euro;", "\u{20AC}"), ("pound;", "\u{A3}"),
        ("times;", "\u{D7}"), ("middot;", "\u{B7}"), ("bull;", "\u{2022}"), ("laquo;", "\u{AB}"),
        ("raquo;", "\u{BB}"), ("lsquo;", "\u{2018}"), ("rsquo;", "\u{2019}"), ("ldquo;", "\u{201C}"),
        ("rdquo;", "\u{201D}"), ("zwnj;", "\u{200C}"),
    ]

    /// Appends the UTF-8 `name` (with its ';') stands for when it is one of the most used
    /// references; false, appending nothing, otherwise.
    static func appendCommonReplacement(of name: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) -> Bool {
        guard name.count <= 8, let key = PackedBytes(name) else { return false }
        for entry in common where entry.name == key {
            let replacement = entry.replacement
            for offset in 0..<replacement.count {
                output.append(UInt8(truncatingIfNeeded: replacement.low &>> (8 * UInt64(offset))))
            }
            return true
        }
        return false
    }

    /// Appends the UTF-8 of the text `entry` stands for to `output`.
    static func appendReplacement(of entry: Entry, to output: inout [UInt8]) {
        let (bytes, starts) = lines
        var cursor = starts[entry.line]
        let end = starts[entry.line + 1] - 1
        while bytes[cursor] != ASCII.space { cursor += 1 }
        while cursor < end {
            cursor += 1
            var code: UInt32 = 0
            while cursor < end, ASCII.isHexDigit(bytes[cursor]) {
                code = code << 4 | ASCII.hexValue(bytes[cursor])
                cursor += 1
            }
            if let scalar = Unicode.Scalar(code) { output.append(contentsOf: UTF8.encode(scalar)!) }
        }
    }
}
