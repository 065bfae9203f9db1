/// Text attributes a terminal can show.
public struct TerminalAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TerminalAttributes(rawValue: 1 << 0)
    public static let dim = TerminalAttributes(rawValue: 1 << 1)
    public static let italic = TerminalAttributes(rawValue: 1 << 2)
    public static let underline = TerminalAttributes(rawValue: 1 << 3)
    public static let strikethrough = TerminalAttributes(rawValue: 1 << 4)
    public static let reverse = TerminalAttributes(rawValue: 1 << 5)

    /// Names in a fixed order, as themes and dumps write them.
    public static let named: [(String, TerminalAttributes)] = [
        ("bold", .bold), ("dim", .dim), ("italic", .italic), ("underline", .underline),
        ("strikethrough", .strikethrough), ("reverse", .reverse),
    ]

    public var names: [String] { Self.named.filter { contains($0.1) }.map(\.0) }
}

/// The look of a cell before colour depth is applied: colours and attributes.
public struct TerminalStyle: Hashable, Sendable {
    public var foreground: ThemeColor?
    public var background: ThemeColor?
    public var attributes: TerminalAttributes

    public init(foreground: ThemeColor? = nil, background: ThemeColor? = nil, attributes: TerminalAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = TerminalStyle()

    /// Whether this is ``plain``: no colour and no attribute (read field by field, which costs
    /// less than comparing with `.plain`, and layout asks for every blank and border it makes).
    public var isPlain: Bool { foreground == nil && background == nil && attributes.isEmpty }

    /// Hashes two words: a style is interned for every distinct look of a document, and the
    /// derived hash combined a dozen optional fields one by one. (Equality stays derived: it
    /// stops at the first field that differs.)
    public func hash(into hasher: inout Hasher) {
        let bits = packedBits
        hasher.combine(bits.0)
        hasher.combine(bits.1)
    }

    /// The whole style in two words: equal exactly when the styles are equal.
    var packedBits: (UInt64, UInt64) {
        (Self.bits(foreground) | UInt64(attributes.rawValue) << 52, Self.bits(background))
    }

    /// Every field of a colour in one number, different for different colours (52 bits):
    /// the channels, each fallback with whether it is set, whether it is ANSI, whether it is set.
    private static func bits(_ color: ThemeColor?) -> UInt64 {
        guard let color else { return 0 }
        let rgb = UInt64(color.rgb.red) << 24 | UInt64(color.rgb.green) << 16 | UInt64(color.rgb.blue) << 8
            | UInt64(color.rgb.alpha)
        let fallback256 = color.fallback256.map { UInt64($0) | 1 << 8 } ?? 0
        let fallback16 = color.fallback16.map { UInt64($0) | 1 << 8 } ?? 0
        return rgb | fallback256 << 32 | fallback16 << 41 | (color.isANSI ? 1 : 0) << 50 | 1 << 51
    }

    /// This style with the set parts of `other` laid over it (attributes add up).
    public func patched(with other: TerminalStyle) -> TerminalStyle {
        TerminalStyle(foreground: other.foreground ?? foreground, background: other.background ?? background,
                      attributes: attributes.union(other.attributes))
    }
}
