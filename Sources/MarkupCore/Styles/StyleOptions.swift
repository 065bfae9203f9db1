/// How styles are resolved: which source wins, per-tag styles from code, the root look.
public struct StyleOptions: Sendable {
    /// Who wins when the document's `style=""` and the caller's per-tag style disagree.
    public enum Policy: String, Sendable, CaseIterable {
        /// The document's inline styles and sheets beat per-tag styles from code (default).
        case inlineStyleWins = "inline-wins"
        /// Per-tag styles from code beat everything the document says.
        case codeStyleWins = "code-wins"
    }

    /// Who wins between the document's styles and the profile's (default: the profile's, else inline-wins).
    public var policy: Policy
    /// The look everything inherits from, before the profile's root style.
    public var rootStyle: MarkupStyle { didSet { effectiveRoot = Self.root(rootStyle, profile: profile) } }
    /// The app's parser setup: root, tag, class and id styles and custom tags.
    public var profile: Profile { didSet { effectiveRoot = Self.root(rootStyle, profile: profile) } }
    /// The width `@media` queries are evaluated against, in CSS px (a terminal column is
    /// ``cssPixelsPerColumn``); nil when there is none, as for a library caller that does not
    /// lay out: then no width-dependent query applies, and `screen` and `all` still do.
    public var viewportWidth: Double?
    /// ``rootStyle`` with the profile's root style over it: what the root node shows.
    package private(set) var effectiveRoot: MarkupStyle

    /// CSS px a terminal column stands for, as a browser's default 16px text is two columns.
    public static let cssPixelsPerColumn = 8.0

    /// Options for `profile`; `policy` overrides the profile's (its default is the profile's,
    /// else ``Policy/inlineStyleWins``); `userStyles` are tag styles from code, added to the
    /// profile's.
    public init(policy: Policy? = nil, userStyles: [String: MarkupStyle] = [:],
                rootStyle: MarkupStyle = .root, viewportWidth: Double? = nil, profile: Profile = Profile()) {
        var profile = profile
        for (tag, style) in userStyles { profile = profile.tag(tag, style: style) }
        self.policy = policy ?? profile.policy ?? .inlineStyleWins
        self.rootStyle = rootStyle
        self.profile = profile
        self.viewportWidth = viewportWidth
        effectiveRoot = Self.root(rootStyle, profile: profile)
    }

    /// `root` with the profile's root declarations applied (relative sizes against 16px).
    private static func root(_ root: MarkupStyle, profile: Profile) -> MarkupStyle {
        guard !profile.root.isEmpty else { return root }
        var style = root
        let base = root.fontSize ?? 16
        for declaration in profile.root.declarations {
            for case .fontSize(let size) in declaration.assignments {
                switch size {
                case .length(let length): style.fontSize = length.pixels(parentFontSize: base, rootFontSize: base)
                case .smaller: style.fontSize = base / 1.2
                case .larger: style.fontSize = base * 1.2
                }
            }
        }
        let size = style.fontSize ?? base
        for declaration in profile.root.declarations {
            for assignment in declaration.assignments {
                if case .fontSize = assignment { continue }
                StyleCascade.apply(assignment, to: &style, parent: root, fontSize: size, rootSize: size)
            }
        }
        return style
    }

    /// Options whose viewport is `columns` terminal columns wide.
    public static func laidOut(atColumns columns: Int, policy: Policy? = nil, profile: Profile = Profile()) -> StyleOptions {
        StyleOptions(policy: policy, viewportWidth: Double(columns) * cssPixelsPerColumn, profile: profile)
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
