/// The HTML standard's named character references (`&amp;`, `&nbsp;`, `&hearts;` …).
enum NamedCharacterReferences {
    /// Replacement text for each name; names that may appear without ';' are stored without it too.
    static let byName: [String: String] = {
        var names: [String: String] = [:]
        names.reserveCapacity(2300)
        for line in table.split(separator: "\n") {
            let parts = line.split(separator: " ")
            var value = String.UnicodeScalarView()
            for hex in parts.dropFirst() {
                if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
                    value.append(scalar)
                }
            }
            names[String(parts[0])] = String(value)
        }
        return names
    }()

    /// The longest name without ';' that the standard accepts (legacy references like `&copy`).
    static let longestLegacyName = 6

    /// The longest name of all, with its ';'.
    static let longestName = 32
}
