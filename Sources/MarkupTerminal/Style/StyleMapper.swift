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
    private var cache: [Key: TerminalStyle] = [:]

    private struct Key: Hashable {
        var style: MarkupStyle
        var roles: ElementRoles
    }

    public init(theme: Theme) {
        self.theme = theme
    }

    /// The terminal style of text with `style` inside elements with `roles`.
    public mutating func map(_ style: MarkupStyle, roles: ElementRoles = []) -> TerminalStyle {
        let key = Key(style: style, roles: roles)
        if let cached = cache[key] { return cached }
        let result = compute(style, roles: roles)
        cache[key] = result
        return result
    }

    private func compute(_ style: MarkupStyle, roles: ElementRoles) -> TerminalStyle {
        var result = TerminalStyle.plain
        func patch(_ role: DocumentRole) {
            if let setting = theme.styles[role] { result = setting.apply(to: result) }
        }
        patch(.text)
        let weight = style.fontWeight?.value ?? 400
        if weight >= theme.boldWeight { patch(.strong) } else if weight <= theme.dimWeight { patch(.light) }
        if style.italic == true { patch(.italic) }
        if style.underline == true { patch(.underline) }
        if style.strikethrough == true { patch(.strikethrough) }
        let size = style.fontSize ?? 16
        if size >= theme.titleSize { patch(.title) } else if size >= theme.headingSize { patch(.heading) }
        else if size <= theme.smallSize { patch(.small) }
        if roles.contains(.code) || style.fontFamily?.lowercased().contains("monospace") == true { patch(.code) }
        if roles.contains(.pre) { patch(.pre) }
        if roles.contains(.mark) { patch(.mark) }
        if roles.contains(.tableHeader) { patch(.tableHeader) }
        if roles.contains(.blockquote) { patch(.blockquote) }
        if style.verticalPosition == .sub { patch(.subscript) }
        if style.verticalPosition == .super { patch(.superscript) }
        if style.link != nil { patch(.link) }
        if style.underline == false, style.link != nil { result.attributes.remove(.underline) }
        applyDocumentColors(style, to: &result)
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
