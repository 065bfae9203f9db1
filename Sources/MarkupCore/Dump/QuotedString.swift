/// Double-quoted strings with escapes, in the syntax of JSON or of Swift (for text dumps).
enum QuotedString {
    enum Syntax {
        /// `\u001b`; also escapes U+2028 and U+2029, which some JSON readers choke on.
        case json
        /// `\u{1B}`, as a person reading a dump expects.
        case swift
    }

    static func quoted(_ text: String, syntax: Syntax) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let value = scalar.value
                let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
                if syntax == .json, isControl || value == 0x2028 || value == 0x2029 {
                    let hex = String(value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else if syntax == .swift, isControl {
                    result += "\\u{\(String(value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
