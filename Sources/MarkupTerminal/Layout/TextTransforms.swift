import MarkupCore

/// `text-transform` on text.
enum TextTransforms {
    static func apply(_ transform: TextTransform, to text: String) -> String {
        switch transform {
        case .none: return text
        case .uppercase: return text.uppercased()
        case .lowercase: return text.lowercased()
        case .capitalize:
            var result = ""
            var atWordStart = true
            for character in text {
                result += atWordStart ? character.uppercased() : String(character)
                atWordStart = character.isWhitespace || character == "-"
            }
            return result
        }
    }
}
