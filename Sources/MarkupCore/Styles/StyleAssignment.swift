/// A parsed CSS declaration's effect on one style field, before relative values are resolved.
enum StyleAssignment: Hashable, Sendable {
    enum FontSize: Hashable, Sendable { case length(CSSLength), smaller, larger }
    enum Weight: Hashable, Sendable { case absolute(FontWeight), bolder, lighter }

    case fontSize(FontSize)
    case fontWeight(Weight)
    case italic(Bool)
    case foreground(CSSColor)
    case background(CSSColor)
    case underline(Bool)
    case strikethrough(Bool)
    case link(String)
    case verticalPosition(VerticalPosition)
    case textTransform(TextTransform)
    case textAlign(TextAlign)
    case headIndent(CSSLength)
    case firstLineIndent(CSSLength)
    case listStyleType(ListStyleType)
    case lineHeight(CSSLength)
    case letterSpacing(CSSLength)
    case wordSpacing(CSSLength)
    case hidden(Bool)
    case fontFamily(String)
    case whiteSpace(WhiteSpace)

    var field: StyleField {
        switch self {
        case .fontSize: .fontSize
        case .fontWeight: .fontWeight
        case .italic: .italic
        case .foreground: .foregroundColor
        case .background: .backgroundColor
        case .underline: .underline
        case .strikethrough: .strikethrough
        case .link: .link
        case .verticalPosition: .verticalPosition
        case .textTransform: .textTransform
        case .textAlign: .textAlign
        case .headIndent: .headIndent
        case .firstLineIndent: .firstLineIndent
        case .listStyleType: .listStyleType
        case .lineHeight: .lineHeight
        case .letterSpacing: .letterSpacing
        case .wordSpacing: .wordSpacing
        case .hidden: .hidden
        case .fontFamily: .fontFamily
        case .whiteSpace: .whiteSpace
        }
    }
}

/// A declaration with what it does; empty assignments mean it was ignored.
struct ParsedDeclaration: Hashable, Sendable {
    var declaration: CSSDeclaration
    var assignments: [StyleAssignment]
}
