import MarkupCore

/// Turns a resolved MarkupStyle into a terminal style, by the theme's rules.
///
/// Order, later over earlier: `text`; `strong` (weight ≥ bold-weight) or `light`
/// (weight ≤ dim-weight); `italic`, `underline`, `strikethrough`; `title`, `heading` or
/// `small` by font size; `code`, `pre`, `mark`, `table-header`, `blockquote` from the
/// enclosing elements; `subscript`/`superscript`; `link`; then the document's own colours
/// as the theme's `document-colors` rule says (blended over the theme background when
/// translucent, dropped when their contrast is below `minimum-contrast`).
public struct StyleMapper {
    public let theme: Theme
    /// Shared by copies (a table's cells are laid out by engines holding copies).
    private let cache = Cache()

    private struct Key: Hashable {
        var style: MarkupStyle
        var roles: ElementRoles
    }

    private final class Cache {
        var styles: [Key: TerminalStyle] = [:]
        /// By ``MarkupCore/StyledDocument/styleKey(of:)`` and roles: hashing a number, not a style.
        var byDocumentKey: [Int: TerminalStyle] = [:]
        /// The same, as keys of the cells' style table.
        var cellKeysByDocumentKey: [Int: UInt32] = [:]
        /// Keys of such styles with a theme role laid over them (images), by document key, roles and role.
        var patchedCellKeys: [Int: UInt32] = [:]
    }

    public init(theme: Theme) {
        self.theme = theme
    }

    /// The terminal style of text with `style` inside elements with `roles`.
    public mutating func map(_ style: MarkupStyle, roles: ElementRoles = []) -> TerminalStyle {
        let key = Key(style: style, roles: roles)
        if let cached = cache.styles[key] { return cached }
        let result = compute(style, roles: roles)
        cache.styles[key] = result
        return result
    }

    /// ``map(_:roles:)`` for a node's style known by its key in one document; a mapper
    /// given document keys must serve that one document only (as layout's does).
    public mutating func map(_ style: MarkupStyle, documentKey: Int, roles: ElementRoles = []) -> TerminalStyle {
        let key = documentKey << 16 | Int(roles.rawValue)
        if let cached = cache.byDocumentKey[key] { return cached }
        // Equal styles share a document key, so a miss here is a style not seen with these
        // roles: computing it is cheaper than hashing the whole style to look it up.
        let result = compute(style, roles: roles)
        cache.byDocumentKey[key] = result
        return result
    }

    /// ``map(_:documentKey:roles:)`` as the key cells store (interned once per distinct style).
    mutating func cellStyleKey(_ style: MarkupStyle, documentKey: Int, roles: ElementRoles = []) -> UInt32 {
        let key = documentKey << 16 | Int(roles.rawValue)
        if let cached = cache.cellKeysByDocumentKey[key] { return cached }
        let mapped = map(style, documentKey: documentKey, roles: roles)
        let result = mapped == .plain ? 0 : cellStyles.key(mapped)
        cache.cellKeysByDocumentKey[key] = result
        return result
    }

    /// ``cellStyleKey(_:documentKey:roles:)`` with the theme's `role` laid over the style.
    mutating func cellStyleKey(_ style: MarkupStyle, documentKey: Int, roles: ElementRoles,
                               patchedWith role: DocumentRole) -> UInt32 {
        let roleIndex = DocumentRole.allCases.firstIndex(of: role) ?? 0
        let key = (documentKey << 16 | Int(roles.rawValue)) << 6 | roleIndex
        if let cached = cache.patchedCellKeys[key] { return cached }
        let patched = map(style, documentKey: documentKey, roles: roles).patched(with: theme.style(role))
        let result = patched == .plain ? 0 : cellStyles.key(patched)
        cache.patchedCellKeys[key] = result
        return result
    }

    private func compute(_ style: MarkupStyle, roles: ElementRoles) -> TerminalStyle {
        var result = TerminalStyle.plain
        for role in Self.roles(for: style, roles: roles, theme: theme) {
            if let setting = theme.styles[role] { result = setting.apply(to: result) }
        }
        if style.underline == false, style.link != nil { result.attributes.remove(.underline) }
        applyDocumentColors(style, to: &result)
        return result
    }

    /// The theme roles that apply to a style, in the order they are laid over each other.
    public static func roles(for style: MarkupStyle, roles: ElementRoles, theme: Theme) -> [DocumentRole] {
        var result: [DocumentRole] = [.text]
        let weight = style.fontWeight?.value ?? 400
        if weight >= theme.boldWeight { result.append(.strong) } else if weight <= theme.dimWeight { result.append(.light) }
        if style.italic == true { result.append(.italic) }
        if style.underline == true { result.append(.underline) }
        if style.strikethrough == true { result.append(.strikethrough) }
        let size = style.fontSize ?? 16
        if size >= theme.titleSize { result.append(.title) } else if size >= theme.headingSize { result.append(.heading) }
        else if size <= theme.smallSize { result.append(.small) }
        if roles.contains(.code) || style.fontFamily?.lowercased().contains("monospace") == true { result.append(.code) }
        if roles.contains(.pre) { result.append(.pre) }
        if roles.contains(.mark) { result.append(.mark) }
        if roles.contains(.tableHeader) { result.append(.tableHeader) }
        if roles.contains(.blockquote) { result.append(.blockquote) }
        if style.verticalPosition == .sub { result.append(.subscript) }
        if style.verticalPosition == .super { result.append(.superscript) }
        if style.link != nil { result.append(.link) }
        return result
    }

    private func applyDocumentColors(_ style: MarkupStyle, to result: inout TerminalStyle) {
        guard theme.documentColors != .ignore else { return }
        let background = style.backgroundColor.map { Contrast.blend($0, over: theme.background) }
        if let background, style.backgroundColor?.isTransparent == false {
            result.background = documentColor(background)
        }
        if let foreground = style.foregroundColor, !foreground.isTransparent {
            let behind = background ?? result.background?.rgb ?? theme.background
            let blended = Contrast.blend(foreground, over: behind)
            if theme.minimumContrast <= 0 || Contrast.ratio(blended, behind) >= theme.minimumContrast {
                result.foreground = documentColor(blended)
            }
        }
    }

    private func documentColor(_ color: RGBAColor) -> ThemeColor {
        guard theme.documentColors == .palette, !theme.palette.isEmpty else { return ThemeColor(color) }
        let target = ColorQuantizer.Lab(color)
        let nearest = theme.palette.min { first, second in
            let a = target.distance(to: ColorQuantizer.Lab(first.value.rgb))
            let b = target.distance(to: ColorQuantizer.Lab(second.value.rgb))
            return a == b ? first.key < second.key : a < b
        }
        return nearest?.value ?? ThemeColor(color)
    }
}
