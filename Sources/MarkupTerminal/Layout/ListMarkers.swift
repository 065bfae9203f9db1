import MarkupCore

/// Marker text of list items: bullets from the theme, numbers, letters, roman and greek numerals.
enum ListMarkers {
    static func marker(_ style: ListStyleType, ordinal: Int, bullets: [String]) -> String {
        switch style {
        case .disc: return bullets[0]
        case .circle: return bullets[1]
        case .square: return bullets[2]
        case .none: return ""
        case .decimal: return "\(ordinal)."
        case .decimalLeadingZero: return (ordinal >= 0 && ordinal < 10 ? "0\(ordinal)" : "\(ordinal)") + "."
        case .lowerAlpha: return alphabetic(ordinal, letters: Array("abcdefghijklmnopqrstuvwxyz")) + "."
        case .upperAlpha: return alphabetic(ordinal, letters: Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")) + "."
        case .lowerGreek: return alphabetic(ordinal, letters: Array("αβγδεζηθικλμνξοπρστυφχψω")) + "."
        case .lowerRoman: return roman(ordinal).lowercased() + "."
        case .upperRoman: return roman(ordinal) + "."
        }
    }

    /// a, b, … z, aa, ab … (CSS alphabetic); decimal outside 1….
    static func alphabetic(_ value: Int, letters: [Character]) -> String {
        guard value >= 1 else { return String(value) }
        var value = value
        var result: [Character] = []
        while value > 0 {
            value -= 1
            result.append(letters[value % letters.count])
            value /= letters.count
        }
        return String(result.reversed())
    }

    /// Roman numerals for 1…3999; decimal outside.
    static func roman(_ value: Int) -> String {
        guard (1...3999).contains(value) else { return String(value) }
        let numerals: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                                         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var value = value
        var result = ""
        for (amount, numeral) in numerals {
            while value >= amount {
                result += numeral
                value -= amount
            }
        }
        return result
    }
}
