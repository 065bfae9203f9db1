/// A CSS length or size as written, resolved against a font size later.
public enum CSSLength: Hashable, Sendable {
    /// Absolute CSS pixels (px, pt, pc, in, cm, mm converted).
    case pixels(Double)
    /// Relative to the parent's font size (em, and % for font-size).
    case em(Double)
    /// Relative to the root font size.
    case rem(Double)
    /// A plain number (line-height multiplier).
    case number(Double)

    /// Parses `12px`, `9pt`, `1.5em`, `2rem`, `120%`, `0`; `percentIsEm` reads % as em (font-size).
    public init?(_ text: String, percentIsEm: Bool = true, allowsNumber: Bool = false) {
        let value = text.trimmingASCIIWhitespace().asciiLowercased()
        for (unit, make) in Self.units
        where value.utf8.count > unit.utf8.count && value.utf8.suffix(unit.utf8.count).elementsEqual(unit.utf8) {
            let number = value.utf8.dropLast(unit.utf8.count)
            guard let number = Double(Substring(number)), number.isFinite else { return nil }
            if unit == "%", !percentIsEm { return nil }
            self = make(number)
            return
        }
        guard let number = Double(value), number.isFinite else { return nil }
        if allowsNumber { self = .number(number); return }
        guard number == 0 else { return nil }
        self = .pixels(0)
    }

    /// The units a length may end with, tried in order (`rem` before `em`).
    private static let units: [(String, @Sendable (Double) -> CSSLength)] = [
        ("px", { .pixels($0) }), ("pt", { .pixels($0 * 4 / 3) }), ("pc", { .pixels($0 * 16) }),
        ("in", { .pixels($0 * 96) }), ("cm", { .pixels($0 * 96 / 2.54) }), ("mm", { .pixels($0 * 96 / 25.4) }),
        ("rem", { .rem($0) }), ("em", { .em($0) }), ("%", { .em($0 / 100) }),
    ]

    /// The length in pixels for a parent font size and root font size.
    public func pixels(parentFontSize: Double, rootFontSize: Double) -> Double {
        switch self {
        case .pixels(let value): value
        case .em(let value), .number(let value): value * parentFontSize
        case .rem(let value): value * rootFontSize
        }
    }
}
