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

    /// The names and replacements of the references copy uses most (with their ';'), most
    /// used first: ``appendCommonReplacement(of:to:)`` finds them before the search, so that a
    /// document that uses only these never makes the first search's line index (a test holds
    /// each to ``table``'s).
    static let commonReferences: [(name: String, replacement: String)] = [
        ("amp;", "&"), ("nbsp;", "\u{A0}"), ("lt;", "<"), ("gt;", ">"), ("quot;", "\""), ("apos;", "'"),
        ("copy;", "\u{A9}"), ("reg;", "\u{AE}"), ("trade;", "\u{2122}"), ("mdash;", "\u{2014}"),
        ("ndash;", "\u{2013}"), ("hellip;", "\u{2026}"), ("euro;", "\u{20AC}"), ("pound;", "\u{A3}"),
        ("times;", "\u{D7}"), ("middot;", "\u{B7}"), ("bull;", "\u{2022}"), ("laquo;", "\u{AB}"),
        ("raquo;", "\u{BB}"), ("lsquo;", "\u{2018}"), ("rsquo;", "\u{2019}"), ("ldquo;", "\u{201C}"),
        ("rdquo;", "\u{201D}"), ("zwnj;", "\u{200C}"),
    ]

    /// Appends the UTF-8 `name` (with its ';') stands for when it is one of
    /// ``commonReferences``; false, appending nothing, otherwise. The names are matched as one
    /// little-endian word each (a switch the compiler turns into a few comparisons), the
    /// replacement's UTF-8 packed the same way.
    static func appendCommonReplacement(of name: UnsafeBufferPointer<UInt8>, to output: inout some DecodedByteSink) -> Bool {
        guard name.count <= 8 else { return false }
        var key: UInt64 = 0
        for (offset, byte) in name.enumerated() { key |= UInt64(byte) &<< (8 &* UInt64(offset)) }
        return appendCommonReplacement(ofKey: key, to: &output)
    }

    /// ``appendCommonReplacement(of:to:)`` for a name of at most 8 bytes already packed into
    /// `key`, its first byte lowest (the decoder reads it as one word).
    @inline(__always)
    static func appendCommonReplacement(ofKey key: UInt64, to output: inout some DecodedByteSink) -> Bool {
        let replacement: UInt32
        let count: Int
        switch key {
        case 0x3B706D61: replacement = 0x26; count = 1 // &amp;
        case 0x3B7073626E: replacement = 0xA0C2; count = 2 // &nbsp;
        case 0x3B746C: replacement = 0x3C; count = 1 // &lt;
        case 0x3B7467: replacement = 0x3E; count = 1 // &gt;
        case 0x3B746F7571: replacement = 0x22; count = 1 // &quot;
        case 0x3B736F7061: replacement = 0x27; count = 1 // &apos;
        case 0x3B79706F63: replacement = 0xA9C2; count = 2 // &copy;
        case 0x3B676572: replacement = 0xAEC2; count = 2 // &reg;
        case 0x3B6564617274: replacement = 0xA284E2; count = 3 // &trade;
        case 0x3B687361646D: replacement = 0x9480E2; count = 3 // &mdash;
        case 0x3B687361646E: replacement = 0x9380E2; count = 3 // &ndash;
        case 0x3B70696C6C6568: replacement = 0xA680E2; count = 3 // &hellip;
        case 0x3B6F727565: replacement = 0xAC82E2; count = 3 // &euro;
        case 0x3B646E756F70: replacement = 0xA3C2; count = 2 // &pound;
        case 0x3B73656D6974: replacement = 0x97C3; count = 2 // &times;
        case 0x3B746F6464696D: replacement = 0xB7C2; count = 2 // &middot;
        case 0x3B6C6C7562: replacement = 0xA280E2; count = 3 // &bull;
        case 0x3B6F7571616C: replacement = 0xABC2; count = 2 // &laquo;
        case 0x3B6F75716172: replacement = 0xBBC2; count = 2 // &raquo;
        case 0x3B6F7571736C: replacement = 0x9880E2; count = 3 // &lsquo;
        case 0x3B6F75717372: replacement = 0x9980E2; count = 3 // &rsquo;
        case 0x3B6F7571646C: replacement = 0x9C80E2; count = 3 // &ldquo;
        case 0x3B6F75716472: replacement = 0x9D80E2; count = 3 // &rdquo;
        case 0x3B6A6E777A: replacement = 0x8C80E2; count = 3 // &zwnj;
        default: return false
        }
        output.append(UInt8(truncatingIfNeeded: replacement))
        if count > 1 { output.append(UInt8(truncatingIfNeeded: replacement &>> 8)) }
        if count > 2 { output.append(UInt8(truncatingIfNeeded: replacement &>> 16)) }
        return true
    }

    /// Appends the UTF-8 of the text `entry` stands for to `output`.
    static func appendReplacement(of entry: Entry, to output: inout some DecodedByteSink) {
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
            if let scalar = Unicode.Scalar(code) {
                for byte in UTF8.encode(scalar)! { output.append(byte) }
            }
        }
    }
}
