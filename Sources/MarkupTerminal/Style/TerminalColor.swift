import MarkupCore

/// A colour as a terminal can show it at some depth.
public enum TerminalColor: Hashable, Sendable {
    /// An exact colour (needs true colour).
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
    /// One of the 256 xterm colours (16–255; 0–15 are the ANSI colours).
    case indexed(UInt8)
    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
    case ansi(UInt8)

    /// The exact colour from an sRGB value (alpha ignored).
    public init(_ color: RGBAColor) {
        self = .rgb(red: color.red, green: color.green, blue: color.blue)
    }
}

/// A theme or document colour: the exact value plus optional explicit fallbacks per depth,
/// or one of the terminal's own 16 ANSI colours at every depth.
public struct ThemeColor: Hashable, Sendable {
    /// The exact colour (for an ANSI colour, xterm's default value of it).
    public var rgb: RGBAColor
    /// Used instead of the nearest xterm colour at 256 colours.
    public var fallback256: UInt8?
    /// Used instead of the nearest ANSI colour at 16 colours.
    public var fallback16: UInt8?
    /// Whether this is the terminal's own ANSI colour `fallback16`, used at every depth.
    public var isANSI: Bool

    public init(_ rgb: RGBAColor, fallback256: UInt8? = nil, fallback16: UInt8? = nil) {
        self.rgb = rgb
        self.fallback256 = fallback256
        self.fallback16 = fallback16
        isANSI = false
    }

    /// The terminal's ANSI colour `index` (0–15), whatever the depth.
    public static func ansi(_ index: UInt8) -> ThemeColor {
        var color = ThemeColor(ColorQuantizer.ansi16[Int(index & 15)], fallback256: index & 15, fallback16: index & 15)
        color.isANSI = true
        return color
    }

    /// The colour at `depth`, or nil when the depth shows no colour.
    public func resolved(at depth: ColorDepth) -> TerminalColor? {
        if isANSI, let index = fallback16 { return depth == .none ? nil : .ansi(index) }
        switch depth {
        case .trueColor: return TerminalColor(rgb)
        case .color256: return .indexed(fallback256 ?? ColorQuantizer.nearest256(rgb))
        case .color16: return .ansi(fallback16 ?? ColorQuantizer.nearest16(rgb))
        case .none: return nil
        }
    }
}
