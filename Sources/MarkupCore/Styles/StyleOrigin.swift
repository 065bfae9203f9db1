/// Where a resolved style field came from: which node, and which rule or declaration.
public struct StyleOrigin: Hashable, Sendable {
    /// The kind of source that set a field.
    public enum Source: Hashable, Sendable {
        /// The document's defaults (16px, regular).
        case root
        /// Built-in look of the tag (`<b>` is bold).
        case tagDefault
        /// A presentational attribute (`<font color>`, `align`, `bgcolor`, `<a href>`, `hidden`).
        case attribute(String)
        /// A style of the app's profile (root, tag, class or id), with where it was written.
        case profile(ProfileSection, ProfileLocation?)
        /// A rule of a `<style>` sheet, by its selector.
        case styleSheet(selector: String)
        /// The element's `style=""` attribute.
        case inlineStyle
    }

    /// The kind of source that set the field.
    public var source: Source
    /// The node that set it (an ancestor when inherited).
    public var node: NodeID
    /// The declaration's source bytes, when it was written in the document.
    public var range: SourceRange?
    /// Whether the declaration was marked `!important`.
    public var isImportant: Bool
    /// The `@media` rule a style sheet rule applied through, nil outside one.
    public var media: CSSMediaRule?

    /// An origin of the given kind, set by `node`.
    public init(source: Source, node: NodeID, range: SourceRange? = nil, isImportant: Bool = false,
                media: CSSMediaRule? = nil) {
        self.source = source
        self.node = node
        self.range = range
        self.isImportant = isImportant
        self.media = media
    }

    /// A short description: `inline style`, `sheet rule .promo`, `<b> default`.
    public var sourceDescription: String {
        switch source {
        case .root: "document default"
        case .tagDefault: "tag default"
        case .attribute(let name): "\(name) attribute"
        case .profile(let section, let location):
            "profile \(section)" + (location.map { " \($0)" } ?? "")
        case .styleSheet(let selector):
            "style sheet rule '\(selector)'" + (media.map { " in @media \($0.condition)" } ?? "")
        case .inlineStyle: "inline style"
        }
    }
}
