import MarkupCore

/// Roles that come from enclosing elements rather than from the resolved style.
public struct ElementRoles: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let code = ElementRoles(rawValue: 1 << 0)
    public static let pre = ElementRoles(rawValue: 1 << 1)
    public static let mark = ElementRoles(rawValue: 1 << 2)
    public static let tableHeader = ElementRoles(rawValue: 1 << 3)
    public static let blockquote = ElementRoles(rawValue: 1 << 4)

    /// The role an element of `kind` gives everything inside it.
    public init(kind: MarkupKind) {
        switch kind {
        case .code: self = .code
        case .pre: self = .pre
        case .mark: self = .mark
        case .blockquote: self = .blockquote
        case .tableCell(header: true): self = .tableHeader
        default: self = []
        }
    }
}
