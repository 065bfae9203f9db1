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
    /// Shared by copies (a table's cells are laid out by engines holding copies); a mapper
    /// and its copies serve one thread, so accesses are not checked for exclusivity.
    private let cache = Cache()

    private struct Key: Hashable {
        var style: MarkupStyle
        var roles: ElementRoles
    }

    private final class Cache {
        @exclusivity(unchecked) var styles: [Key: TerminalStyle] = [:]
        /// Cell style keys by ``MarkupCore/StyledDocument/styleKey(of:)``: the roles each was last
        /// looked up with and the key that gave (a style is mostly seen within one set of roles,
        /// and indexing an array is cheaper than hashing into a dictionary).
        @exclusivity(unchecked) var cellKeysByDocumentKey: [(roles: Int32, cellKey: UInt32)] = []
        /// The last of those looked up: neighbouring text often shares its style.
        @exclusivity(unchecked) var lastCellKey: (key: Int, cellKey: UInt32) = (-1, 0)
        /// Cell style keys of styles with a theme role laid over them (images, list markers), as
        /// ``cellKeysByDocumentKey``, at `documentKey * Patch.count + patch.rawValue` (one flat
        /// array: reading a nested one retains the inner array).
        @exclusivity(unchecked) var patchedCellKeys: [(roles: Int32, cellKey: UInt32)] = []
        /// The theme's style of each ``Patch``, once looked up.
        @exclusivity(unchecked) var patchStyles: [TerminalStyle?] = []
        /// The theme's settings laid over each other, by the set of ``layeredRoles`` that apply
        /// (styles differing only in their colours share it): the masks seen, in the order they
        /// were first seen, and their styles. A document has a few; a search through them costs
        /// less than hashing.
        @exclusivity(unchecked) var layeredMasks: [Int] = []
        @exclusivity(unchecked) var layeredStyles: [TerminalStyle] = []
        /// The theme's setting of each layered role, by layer, once looked up (a lookup in the
        /// theme hashes the role's name): nil until then, `.some(nil)` when the theme sets none.
        @exclusivity(unchecked) var layerSettings: [ThemeStyle??] = []
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

    /// The key cells store for text with `style` inside elements with `roles`, the style known
    /// by its key in one document; a mapper given document keys must serve that one document
    /// only (as layout's does). Equal styles share a document key, so a style not seen with
    /// these roles is computed rather than hashed whole to look it up.
    ///
    /// Inlined up to the lookups that find the key (nearly every call): a call would pass
    /// `style` as a closure, retaining what it captures.
    @inline(__always)
    mutating func cellStyleKey(_ style: @autoclosure () -> MarkupStyle, documentKey: Int,
                               roles: ElementRoles = []) -> UInt32 {
        let key = documentKey << 16 | Int(roles.rawValue)
        if cache.lastCellKey.key == key { return cache.lastCellKey.cellKey }
        if documentKey < cache.cellKeysByDocumentKey.count,
           cache.cellKeysByDocumentKey[documentKey].roles == Int32(roles.rawValue) {
            let result = cache.cellKeysByDocumentKey[documentKey].cellKey
            cache.lastCellKey = (key, result)
            return result
        }
        return computeCellStyleKey(style(), documentKey: documentKey, roles: roles)
    }

    /// ``cellStyleKey(_:documentKey:roles:)`` of a style not yet seen with these roles.
    private mutating func computeCellStyleKey(_ style: MarkupStyle, documentKey: Int, roles: ElementRoles) -> UInt32 {
        let result = compute(style, roles: roles).cellKey
        if documentKey >= cache.cellKeysByDocumentKey.count {
            Self.grow(&cache.cellKeysByDocumentKey, toHold: documentKey)
        }
        cache.cellKeysByDocumentKey[documentKey] = (Int32(roles.rawValue), result)
        cache.lastCellKey = (documentKey << 16 | Int(roles.rawValue), result)
        return result
    }

    /// Lengthens `keys` (cell keys by document key) to hold `documentKey`, at least doubling
    /// it, so that the keys of a document, met in any order, lengthen it a few times only.
    private static func grow(_ keys: inout [(roles: Int32, cellKey: UInt32)], toHold documentKey: Int) {
        let count = max(documentKey + 1, keys.count * 2, 16)
        keys += repeatElement((roles: -1, cellKey: 0), count: count - keys.count)
    }

    /// A theme role laid over a whole style: the look of an image's label or a list marker.
    enum Patch: Int {
        case image, listMarker

        /// How many patches there are.
        static var count: Int { 2 }

        var role: DocumentRole {
            switch self {
            case .image: .image
            case .listMarker: .listMarker
            }
        }
    }

    /// ``cellStyleKey(_:documentKey:roles:)`` with the theme's style of `patch` laid over the
    /// style; looked up like it, by document key and the roles last seen with it.
    mutating func cellStyleKey(_ style: @autoclosure () -> MarkupStyle, documentKey: Int, roles: ElementRoles,
                               patchedWith patch: Patch) -> UInt32 {
        let slot = documentKey * Patch.count + patch.rawValue
        let rolesValue = Int32(roles.rawValue)
        if slot < cache.patchedCellKeys.count, cache.patchedCellKeys[slot].roles == rolesValue {
            return cache.patchedCellKeys[slot].cellKey
        }
        let result = compute(style(), roles: roles).patched(with: themeStyle(patch)).cellKey
        if slot >= cache.patchedCellKeys.count {
            Self.grow(&cache.patchedCellKeys, toHold: slot)
        }
        cache.patchedCellKeys[slot] = (rolesValue, result)
        return result
    }

    /// `theme.style(patch.role)`, looked up once per mapper.
    private func themeStyle(_ patch: Patch) -> TerminalStyle {
        if cache.patchStyles.isEmpty { cache.patchStyles = [nil, nil] }
        if let known = cache.patchStyles[patch.rawValue] { return known }
        let style = theme.style(patch.role)
        cache.patchStyles[patch.rawValue] = style
        return style
    }

    private func compute(_ style: MarkupStyle, roles: ElementRoles) -> TerminalStyle {
        let mask = Self.roleMask(for: style, roles: roles, theme: theme)
        var result: TerminalStyle
        if let index = cache.layeredMasks.firstIndex(of: mask) {
            result = cache.layeredStyles[index]
        } else {
            result = .plain
            for role in Self.layeredRoles where mask & Self.bit(of: role) != 0 {
                if let setting = layerSetting(role) { result = setting.apply(to: result) }
            }
            cache.layeredMasks.append(mask)
            cache.layeredStyles.append(result)
        }
        if style.underline == false, style.link != nil { result.attributes.remove(.underline) }
        applyDocumentColors(style, to: &result)
        return result
    }

    /// `theme.styles[role]` of a layered role, looked up once per mapper.
    private func layerSetting(_ role: DocumentRole) -> ThemeStyle? {
        if cache.layerSettings.isEmpty { cache.layerSettings = Array(repeating: nil, count: Self.layeredRoles.count) }
        let layer = Self.layer(of: role) ?? 0
        if let known = cache.layerSettings[layer] { return known }
        let setting = theme.styles[role]
        cache.layerSettings[layer] = .some(setting)
        return setting
    }

    /// The roles a style may take from the theme, in the order they are laid over each other.
    private static let layeredRoles = DocumentRole.allCases.compactMap { role in layer(of: role).map { (role, $0) } }
        .sorted { $0.1 < $1.1 }.map(\.0)

    /// Where a role is laid among those a style takes (its bit in a role mask); nil for the rest.
    private static func layer(of role: DocumentRole) -> Int? {
        switch role {
        case .text: 0
        case .strong: 1
        case .light: 2
        case .italic: 3
        case .underline: 4
        case .strikethrough: 5
        case .title: 6
        case .heading: 7
        case .small: 8
        case .code: 9
        case .pre: 10
        case .mark: 11
        case .tableHeader: 12
        case .blockquote: 13
        case .subscript: 14
        case .superscript: 15
        case .link: 16
        case .linkNumber, .linkList, .image, .listMarker, .tableBorder, .blockquoteBar, .rule, .placeholder: nil
        }
    }

    /// The theme roles that apply to a style, in the order they are laid over each other.
    public static func roles(for style: MarkupStyle, roles: ElementRoles, theme: Theme) -> [DocumentRole] {
        let mask = roleMask(for: style, roles: roles, theme: theme)
        return layeredRoles.filter { mask & bit(of: $0) != 0 }
    }

    /// A layered role's bit in a role mask.
    private static func bit(of role: DocumentRole) -> Int {
        guard let layer = layer(of: role) else { preconditionFailure("\(role) is not taken from a style") }
        return 1 << layer
    }

    /// The ``layeredRoles`` that apply to a style, a bit each (no array is made per style).
    private static func roleMask(for style: MarkupStyle, roles: ElementRoles, theme: Theme) -> Int {
        var mask = 0
        func add(_ role: DocumentRole) { mask |= bit(of: role) }
        add(.text)
        let weight = style.fontWeight?.value ?? 400
        if weight >= theme.boldWeight { add(.strong) } else if weight <= theme.dimWeight { add(.light) }
        if style.italic == true { add(.italic) }
        if style.underline == true { add(.underline) }
        if style.strikethrough == true { add(.strikethrough) }
        let size = style.fontSize ?? 16
        if size >= theme.titleSize { add(.title) } else if size >= theme.headingSize { add(.heading) }
        else if size <= theme.smallSize { add(.small) }
        if roles.contains(.code) || style.fontFamily?.lowercased().contains("monospace") == true { add(.code) }
        if roles.contains(.pre) { add(.pre) }
        if roles.contains(.mark) { add(.mark) }
        if roles.contains(.tableHeader) { add(.tableHeader) }
        if roles.contains(.blockquote) { add(.blockquote) }
        if style.verticalPosition == .sub { add(.subscript) }
        if style.verticalPosition == .super { add(.superscript) }
        if style.link != nil { add(.link) }
        return mask
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
