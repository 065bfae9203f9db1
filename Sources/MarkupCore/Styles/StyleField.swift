/// One field of a ``MarkupStyle``, by its CSS-like name; provenance is tracked per field.
public enum StyleField: String, Hashable, Sendable, CaseIterable, Codable {
    case fontSize = "font-size"
    case fontWeight = "font-weight"
    case italic
    case foregroundColor = "color"
    case backgroundColor = "background-color"
    case underline
    case strikethrough
    case link
    case verticalPosition = "vertical-align"
    case textTransform = "text-transform"
    case textAlign = "text-align"
    case headIndent = "head-indent"
    case firstLineIndent = "first-line-indent"
    case listStyleType = "list-style-type"
    case lineHeight = "line-height"
    case letterSpacing = "letter-spacing"
    case wordSpacing = "word-spacing"
    case hidden
    case fontFamily = "font-family"
    case whiteSpace = "white-space"
}
