/// How styles are resolved: which source wins, per-tag styles from code, the root look.
public struct StyleOptions: Sendable {
    /// Who wins when the document's `style=""` and the caller's per-tag style disagree.
    public enum Policy: String, Sendable, CaseIterable {
        /// The document's inline styles and sheets beat per-tag styles from code (default).
        case inlineStyleWins = "inline-wins"
        /// Per-tag styles from code beat everything the document says.
        case codeStyleWins = "code-wins"
    }

    public var policy: Policy
    /// Styles to apply to every element of a tag, as the articles' per-tag MarkupStyle.
    public var userStyles: [String: MarkupStyle]
    /// The look everything inherits from.
    public var rootStyle: MarkupStyle
    /// The width `@media` queries are evaluated against, in CSS px (a terminal column is
    /// ``cssPixelsPerColumn``); nil when there is none, as for a library caller that does not
    /// lay out: then no width-dependent query applies, and `screen` and `all` still do.
    public var viewportWidth: Double?

    /// CSS px a terminal column stands for, as a browser's default 16px text is two columns.
    public static let cssPixelsPerColumn = 8.0

    public init(policy: Policy = .inlineStyleWins, userStyles: [String: MarkupStyle] = [:],
                rootStyle: MarkupStyle = .root, viewportWidth: Double? = nil) {
        self.policy = policy
        self.userStyles = userStyles
        self.rootStyle = rootStyle
        self.viewportWidth = viewportWidth
    }

    /// Options whose viewport is `columns` terminal columns wide.
    public static func laidOut(atColumns columns: Int, policy: Policy = .inlineStyleWins) -> StyleOptions {
        StyleOptions(policy: policy, viewportWidth: Double(columns) * cssPixelsPerColumn)
    }
}

extension MarkupStyle {
    /// The set fields as absolute assignments (for per-tag styles from code).
    var assignments: [StyleAssignment] {
        var result: [StyleAssignment] = []
        if let fontSize { result.append(.fontSize(.length(.pixels(fontSize)))) }
        if let fontWeight { result.append(.fontWeight(.absolute(fontWeight))) }
        if let italic { result.append(.italic(italic)) }
        if let foregroundColor { result.append(.foreground(.rgba(foregroundColor))) }
        if let backgroundColor { result.append(.background(.rgba(backgroundColor))) }
        if let underline { result.append(.underline(underline)) }
        if let strikethrough { result.append(.strikethrough(strikethrough)) }
        if let link { result.append(.link(link)) }
        if let verticalPosition { result.append(.verticalPosition(verticalPosition)) }
        if let textTransform { result.append(.textTransform(textTransform)) }
        if let textAlign { result.append(.textAlign(textAlign)) }
        if let headIndent { result.append(.headIndent(.pixels(headIndent))) }
        if let firstLineIndent { result.append(.firstLineIndent(.pixels(firstLineIndent))) }
        if let listStyleType { result.append(.listStyleType(listStyleType)) }
        if let lineHeight { result.append(.lineHeight(.number(lineHeight))) }
        if let letterSpacing { result.append(.letterSpacing(.pixels(letterSpacing))) }
        if let wordSpacing { result.append(.wordSpacing(.pixels(wordSpacing))) }
        if let isHidden { result.append(.hidden(isHidden)) }
        if let fontFamily { result.append(.fontFamily(fontFamily)) }
        if let whiteSpace { result.append(.whiteSpace(whiteSpace)) }
        return result
    }
}
