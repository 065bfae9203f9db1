/// Replaces control characters with visible placeholders, so document text can never
/// drive a terminal: C0 controls become their control pictures (ESC is `␛`), DEL is `␡`,
/// and a C1 control is shown as `␛` plus its 7-bit form (CSI U+009B is `␛[`).
package enum ControlCharacters {
    /// `text` with every control character but line feed and tab made visible.
    public static func makeVisible(_ text: String, keepingLineBreaks: Bool = true) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let visible = placeholder(for: scalar, keepingLineBreaks: keepingLineBreaks) {
                result.append(contentsOf: visible.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The placeholder for a control scalar, or nil when the scalar is safe to show.
    public static func placeholder(for scalar: Unicode.Scalar, keepingLineBreaks: Bool = false) -> String? {
        let value = scalar.value
        switch value {
        case 0x0A, 0x09:
            return keepingLineBreaks ? nil : String(Unicode.Scalar(0x2400 + value)!)
        case 0x00..<0x20:
            return String(Unicode.Scalar(0x2400 + value)!)
        case 0x7F:
            return "\u{2421}"
        case 0x80...0x9F:
            return "\u{241B}" + String(Unicode.Scalar(value - 0x40)!)
        default:
            return nil
        }
    }
}
