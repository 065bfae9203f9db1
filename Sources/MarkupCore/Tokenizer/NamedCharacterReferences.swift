/// The HTML standard's named character references (`&amp;`, `&nbsp;`, `&hearts;` …).
enum NamedCharacterReferences {
    /// Replacement text for each name; names that may appear without ';' are stored without it too.
    static let byName: [String: String] = {
        var names: [String: String] = [:]
        names.reserveCapacity(2300)
        var text = NamedCharacterReferences.table
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let nameStart = index
                while index < bytes.count, bytes[index] != ASCII.space { index += 1 }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
                var value = String.UnicodeScalarView()
                while index < bytes.count, bytes[index] != ASCII.lineFeed {
                    index += 1
                    var code: UInt32 = 0
                    while index < bytes.count, ASCII.isHexDigit(bytes[index]) {
                        code = code << 4 | ASCII.hexValue(bytes[index])
                        index += 1
                    }
                    if let scalar = Unicode.Scalar(code) { value.append(scalar) }
                }
                names[name] = String(value)
                index += 1
            }
        }
        return names
    }()

    /// The longest name without ';' that the standard accepts (legacy references like `&copy`).
    static let longestLegacyName = 6

    /// The longest name of all, with its ';'.
    static let longestName = 32
}
