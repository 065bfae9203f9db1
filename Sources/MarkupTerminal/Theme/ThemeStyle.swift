/// A theme's setting for one role: colours and attributes to set or clear; unset parts fall through.
public struct ThemeStyle: Hashable, Sendable {
    public var foreground: ThemeColor?
    public var background: ThemeColor?
    /// Attributes turned on.
    public var adds: TerminalAttributes
    /// Attributes turned off (`underline = false` on links).
    public var removes: TerminalAttributes

    public init(foreground: ThemeColor? = nil, background: ThemeColor? = nil,
                adds: TerminalAttributes = [], removes: TerminalAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.adds = adds
        self.removes = removes
    }

    /// This setting laid over `style`.
    public func apply(to style: TerminalStyle) -> TerminalStyle {
        var result = style
        if let foreground { result.foreground = foreground }
        if let background { result.background = background }
        result.attributes = result.attributes.subtracting(removes).union(adds)
        return result
    }

    /// `other`'s set parts over this one's (for theme inheritance).
    public func overlaid(by other: ThemeStyle) -> ThemeStyle {
        ThemeStyle(foreground: other.foreground ?? foreground, background: other.background ?? background,
                   adds: adds.subtracting(other.removes).union(other.adds),
                   removes: removes.subtracting(other.adds).union(other.removes))
    }

    /// The style on its own, over a plain cell.
    public var terminalStyle: TerminalStyle { apply(to: .plain) }
}
