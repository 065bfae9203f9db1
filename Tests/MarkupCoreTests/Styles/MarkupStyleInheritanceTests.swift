import Testing
@testable import MarkupCore

/// `inheriting(from:)` against CSS's rules written field by field: set fields win, unset ones
/// inherit, decorations and hiding propagate, a transparent background shows the parent's,
/// indents add up.
@Suite struct MarkupStyleInheritanceTests {
    /// The rules, one field at a time.
    private func expected(_ own: MarkupStyle, _ parent: MarkupStyle) -> MarkupStyle {
        var result = own
        result.fontSize = own.fontSize ?? parent.fontSize
        result.fontWeight = own.fontWeight ?? parent.fontWeight
        result.italic = own.italic ?? parent.italic
        result.foregroundColor = own.foregroundColor ?? parent.foregroundColor
        if own.backgroundColor == nil || own.backgroundColor?.isTransparent == true {
            result.backgroundColor = parent.backgroundColor ?? own.backgroundColor
        }
        result.underline = parent.underline == true ? true : own.underline
        result.strikethrough = parent.strikethrough == true ? true : own.strikethrough
        result.link = own.link ?? parent.link
        result.verticalPosition = own.verticalPosition ?? parent.verticalPosition
        result.textTransform = own.textTransform ?? parent.textTransform
        result.textAlign = own.textAlign ?? parent.textAlign
        result.headIndent = own.headIndent.map { $0 + (parent.headIndent ?? 0) } ?? parent.headIndent
        result.firstLineIndent = own.firstLineIndent ?? parent.firstLineIndent
        result.listStyleType = own.listStyleType ?? parent.listStyleType
        result.lineHeight = own.lineHeight ?? parent.lineHeight
        result.letterSpacing = own.letterSpacing ?? parent.letterSpacing
        result.wordSpacing = own.wordSpacing ?? parent.wordSpacing
        result.isHidden = parent.isHidden == true ? true : own.isHidden
        result.fontFamily = own.fontFamily ?? parent.fontFamily
        result.whiteSpace = own.whiteSpace ?? parent.whiteSpace
        return result
    }

    /// Styles with each field unset, or set to one of two values (a transparent background
    /// and `false` flags among them).
    private func variants(_ seed: Int) -> [MarkupStyle] {
        var styles = [MarkupStyle()]
        let flags: [Bool?] = [nil, false, true]
        let colors: [RGBAColor?] = [nil, RGBAColor(rgb: 0x112233), .transparent]
        for index in 0..<27 {
            var style = MarkupStyle()
            style.underline = flags[index % 3]
            style.strikethrough = flags[(index / 3) % 3]
            style.isHidden = flags[(index / 9) % 3]
            style.backgroundColor = colors[(index + seed) % 3]
            if (index + seed) % 2 == 0 {
                style.fontSize = Double(10 + seed)
                style.headIndent = Double(4 * seed)
                style.link = "https://example.com/\(seed)"
                style.fontFamily = "serif"
                style.textAlign = .center
            }
            if (index + seed) % 4 == 1 {
                style.fontWeight = .bold
                style.foregroundColor = RGBAColor(rgb: 0xFF0000)
                style.italic = false
                style.verticalPosition = .sub
                style.textTransform = .uppercase
                style.firstLineIndent = 2
                style.listStyleType = .square
                style.lineHeight = 1.5
                style.letterSpacing = 1
                style.wordSpacing = 2
                style.whiteSpace = .pre
            }
            styles.append(style)
        }
        return styles
    }

    @Test func followsTheRulesForEveryCombination() {
        for own in variants(1) {
            for parent in variants(2) {
                #expect(own.inheriting(from: parent) == expected(own, parent))
            }
        }
    }
}
