/// Replaces control characters with visible placeholders, so document text can never
/// drive a terminal: C0 controls become their control pictures (ESC is `␛`), DEL is `␡`,
/// and a C1 control is shown as `␛` plus its 7-bit form (CSI U+009B is `␛[`).
package enum ControlCharacters {
    /// `text` with every control character but line feed and tab made visible.
    public static func makeVisible(_ text: String, keepingLineBreaks: Bool = true) -> String {
        var text = text
        let visible: [UInt8]? = text.withUTF8 { bytes in
            guard let first = firstControl(in: bytes, from: 0, keepingLineBreaks: keepingLineBreaks) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16)
            var start = 0
            var control = first
            while true {
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<control]))
                // Control pictures are U+2400 + the C0 value (E2 90 80+…), DEL's is U+2421; a C1
                // control (C2 80…9F) is ESC's picture and its 7-bit form.
                if bytes[control] == 0xC2 {
                    result.append(contentsOf: [0xE2, 0x90, 0x9B, bytes[control + 1] - 0x40])
                    start = control + 2
                } else {
                    result.append(contentsOf: [0xE2, 0x90, bytes[control] == 0x7F ? 0xA1 : 0x80 + bytes[control]])
                    start = control + 1
                }
                guard let next = firstControl(in: bytes, from: start, keepingLineBreaks: keepingLineBreaks) else { break }
                control = next
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
            return result
        }
        return visible.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// The offset of the first control character at or after `start` in UTF-8 `bytes`: a C0
    /// control (but line feed and tab when kept), DEL, or a C1 control (C2 80…9F).
    private static func firstControl(in bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                     keepingLineBreaks: Bool) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 {
                if !(keepingLineBreaks && (byte == 0x0A || byte == 0x09)) { return index }
            } else if byte == 0x7F {
                return index
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] <= 0x9F {
                return index
            }
            index += 1
        }
        return nil
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
