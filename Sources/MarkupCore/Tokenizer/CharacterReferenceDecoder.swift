/// Decodes character references (`&amp;`, `&#103;`, `&#x1F600;`) in text and attribute values.
///
/// Follows the HTML standard: longest match on the named set, legacy names without ';'
/// (but not in an attribute when followed by `=` or an alphanumeric), numeric references
/// with the Windows-1252 remapping of 0x80–0x9F and U+FFFD for invalid code points.
/// Also turns CR LF and lone CR into LF, as the input stream does, and NUL in an attribute
/// into U+FFFD (text keeps it for the tree builder).
enum CharacterReferenceDecoder {
    /// Appends the decoded text of an attribute value `bytes[range]` to `output` and returns
    /// where it went; nil (and nothing appended) when the value holds no `&`, CR or NUL and so
    /// reads as it is. Unknown references are reported in `diagnostics`.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, inAttribute: Bool,
        into output: inout RoomWriter<UInt8>, diagnostics: inout [Diagnostic]
    ) -> Range<Int>? {
        decode(bytes, range, firstWork: range.lowerBound, inAttribute: inAttribute, into: &output,
               diagnostics: &diagnostics)
    }

    /// ``decode(_:_:inAttribute:into:diagnostics:)`` for a range whose bytes before `firstWork`
    /// are known to need no work (the caller's search already read them).
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, firstWork: Int, inAttribute: Bool,
        into output: inout RoomWriter<UInt8>, diagnostics: inout [Diagnostic]
    ) -> Range<Int>? {
        var sawNUL = false
        return decode(bytes, range, firstWork: firstWork, inAttribute: inAttribute, into: &output,
                      diagnostics: &diagnostics, sawNUL: &sawNUL)
    }

    /// ``decode(_:_:firstWork:inAttribute:into:diagnostics:)``, setting `sawNUL` when the text
    /// keeps a NUL.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, firstWork: Int, inAttribute: Bool,
        into output: inout RoomWriter<UInt8>, diagnostics: inout [Diagnostic], sawNUL: inout Bool
    ) -> Range<Int>? {
        let end = range.upperBound
        var index = firstWork
        if index < end, !needsWork(bytes[index]) {
            index = MarkupByteSearch.firstDecodingWork(bytes, from: index, to: end)
        }
        if index >= end { return nil }
        // The decoded text is written straight into `output`'s room: three bytes for each byte
        // read is room enough (a NUL becomes U+FFFD, no reference is shorter than its UTF-8),
        // plus the slack a short run's block copy writes past its end.
        let room = 3 * range.count + DecodedBytes.copySlack
        return output.write(atMost: room) { base in
            var written = DecodedBytes(base)
            // Runs between the bytes that need work are copied whole.
            var runStart = range.lowerBound
            while index < end {
                let byte = bytes[index]
                guard needsWork(byte) else {
                    index = MarkupByteSearch.firstDecodingWork(bytes, from: index, to: end)
                    continue
                }
                written.append(contentsOf: bytes, runStart..<index)
                switch byte {
                case ASCII.carriageReturn:
                    written.append(ASCII.lineFeed)
                    index += (index + 1 < end && bytes[index + 1] == ASCII.lineFeed) ? 2 : 1
                case ASCII.nul:
                    // In an attribute U+FFFD; text keeps it for the tree builder, which drops it
                    // from HTML text and replaces it elsewhere, as the standard does.
                    if inAttribute { for byte in UTF8Repair.replacementCharacter { written.append(byte) } } else {
                        written.append(0)
                        sawNUL = true
                    }
                    index += 1
                default:
                    index = decodeReference(bytes, at: index, end: end, inAttribute: inAttribute,
                                            into: &written, diagnostics: &diagnostics)
                }
                runStart = index
            }
            written.append(contentsOf: bytes, runStart..<end)
            return written.count
        }
    }

    /// Whether `byte` starts a reference or is a CR or NUL the input stream replaces.
    @inline(__always)
    private static func needsWork(_ byte: UInt8) -> Bool {
        byte == ASCII.ampersand || byte == ASCII.carriageReturn || byte == ASCII.nul
    }

    /// Decodes the reference starting at the `&` at `start`; returns the offset after it.
    private static func decodeReference(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int, inAttribute: Bool,
        into output: inout DecodedBytes, diagnostics: inout [Diagnostic]
    ) -> Int {
        let next = start + 1
        if next < end, bytes[next] == ASCII.hash {
            return decodeNumeric(bytes, at: start, end: end, into: &output, diagnostics: &diagnostics)
        }
        if next + 8 <= bytes.count, let base = bytes.baseAddress {
            // A common reference read as one word up to its first `;`, without reading its name
            // a byte at a time: the common names are letters only, so the name the loop below
            // would find is that same one.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + next).loadUnaligned(as: UInt64.self))
            let xored = word ^ 0x3B3B_3B3B_3B3B_3B3B
            // The lowest byte flagged is the first `;` (a flag above it may be a false one).
            let semicolons = (xored &- 0x0101_0101_0101_0101) & ~xored & 0x8080_8080_8080_8080
            let length = semicolons.trailingZeroBitCount / 8 + 1
            if semicolons != 0, next + length <= end {
                let key = length == 8 ? word : word & ((1 &<< (8 &* UInt64(length))) &- 1)
                if NamedCharacterReferences.appendCommonReplacement(ofKey: key, to: &output) { return next + length }
            }
        }
        var nameEnd = next
        while nameEnd < end, nameEnd - next < NamedCharacterReferences.longestName,
              ASCII.isAlphanumeric(bytes[nameEnd]) {
            nameEnd += 1
        }
        guard nameEnd > next else {
            output.append(ASCII.ampersand)
            return next
        }
        if nameEnd < end, bytes[nameEnd] == ASCII.semicolon {
            let name = UnsafeBufferPointer(rebasing: bytes[next...nameEnd])
            // Near the input's end, where the word above could not be read.
            if next + 8 > bytes.count, NamedCharacterReferences.appendCommonReplacement(of: name, to: &output) {
                return nameEnd + 1
            }
            if let entry = NamedCharacterReferences.find(name) {
                NamedCharacterReferences.appendReplacement(of: entry, to: &output)
                return nameEnd + 1
            }
        }
        var length = min(nameEnd - next, NamedCharacterReferences.longestLegacyName)
        while length > 0 {
            let prefixEnd = next + length
            if let entry = NamedCharacterReferences.find(UnsafeBufferPointer(rebasing: bytes[next..<prefixEnd])) {
                let following: UInt8? = prefixEnd < end ? bytes[prefixEnd] : nil
                if inAttribute, let following, following == ASCII.equals || ASCII.isAlphanumeric(following) {
                    break
                }
                NamedCharacterReferences.appendReplacement(of: entry, to: &output)
                return prefixEnd
            }
            length -= 1
        }
        if nameEnd < end, bytes[nameEnd] == ASCII.semicolon {
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[next..<nameEnd]), as: UTF8.self)
            diagnostics.append(Diagnostic(
                .warning, "unknown character reference '&\(name);' is shown as written",
                range: SourceRange(start: start, end: nameEnd + 1), code: .characterReference))
        }
        output.append(ASCII.ampersand)
        return next
    }

    private static func decodeNumeric(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int,
        into output: inout DecodedBytes, diagnostics: inout [Diagnostic]
    ) -> Int {
        var index = start + 2
        var hex = false
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "x") {
            hex = true
            index += 1
        }
        let digitsStart = index
        var value: UInt32 = 0
        while index < end, hex ? ASCII.isHexDigit(bytes[index]) : ASCII.isDigit(bytes[index]) {
            let digit = hex ? ASCII.hexValue(bytes[index]) : UInt32(bytes[index] - UInt8(ascii: "0"))
            value = min(value &* (hex ? 16 : 10) &+ digit, 0x110000)
            index += 1
        }
        guard index > digitsStart else {
            output.append(ASCII.ampersand)
            return start + 1
        }
        if index < end, bytes[index] == ASCII.semicolon { index += 1 }
        let scalar = scalarForNumericReference(value)
        if scalar.value == 0xFFFD, value != 0xFFFD {
            diagnostics.append(Diagnostic(
                .warning, "numeric character reference to an invalid code point is shown as U+FFFD",
                range: SourceRange(start: start, end: index), code: .characterReference))
        }
        for byte in UTF8.encode(scalar)! { output.append(byte) }
        return index
    }

    /// The code point a numeric reference stands for, per the standard's table.
    static func scalarForNumericReference(_ value: UInt32) -> Unicode.Scalar {
        if value == 0 || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) {
            return "\u{FFFD}"
        }
        if (0x80...0x9F).contains(value), let mapped = windows1252[value] {
            return mapped
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    private static let windows1252: [UInt32: Unicode.Scalar] = [
        0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}",
        0x86: "\u{2020}", 0x87: "\u{2021}", 0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}",
        0x8B: "\u{2039}", 0x8C: "\u{0152}", 0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}",
        0x93: "\u{201C}", 0x94: "\u{201D}", 0x95: "\u{2022}", 0x96: "\u{2013}", 0x97: "\u{2014}",
        0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}", 0x9B: "\u{203A}", 0x9C: "\u{0153}",
        0x9E: "\u{017E}", 0x9F: "\u{0178}",
    ]
}
