/// Font weight, 1–1000 as in CSS; the named weights are the articles' (ultraLight … black).
public struct FontWeight: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight, 1–1000 (400 is regular, 700 bold).
    public var value: Int

    /// A weight of `value`, clamped to 1–1000.
    public init(_ value: Int) { self.value = min(max(value, 1), 1000) }

    /// Weight 100.
    public static let ultraLight = FontWeight(100)
    /// Weight 200.
    public static let thin = FontWeight(200)
    /// Weight 300.
    public static let light = FontWeight(300)
    /// Weight 400, CSS `normal`.
    public static let regular = FontWeight(400)
    /// Weight 500.
    public static let medium = FontWeight(500)
    /// Weight 600.
    public static let semibold = FontWeight(600)
    /// Weight 700, CSS `bold`.
    public static let bold = FontWeight(700)
    /// Weight 800.
    public static let heavy = FontWeight(800)
    /// Weight 900.
    public static let black = FontWeight(900)

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

    /// The nearest named weight (`bold`, `light` …).
    public var name: String {
        let names = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        return names[min(max((value + 50) / 100 - 1, 0), 8)]
    }

    public var description: String { "\(value)" }

    /// CSS `bolder` relative to an inherited weight.
    public var bolder: FontWeight {
        value < 350 ? .regular : value < 550 ? .bold : value < 900 ? .black : self
    }

    /// CSS `lighter` relative to an inherited weight.
    public var lighter: FontWeight {
        value < 100 ? self : value < 550 ? .ultraLight : value < 750 ? .regular : .bold
    }
}

/// CSS `vertical-align` as far as text is concerned.
public enum VerticalPosition: String, Hashable, Sendable, CaseIterable {
    case baseline, sub, `super`
}

/// CSS `text-transform`.
public enum TextTransform: String, Hashable, Sendable, CaseIterable {
    case none, uppercase, lowercase, capitalize
}

/// CSS `text-align`.
public enum TextAlign: String, Hashable, Sendable, CaseIterable {
    case left, right, center, justify, start, end

    /// Parses a CSS keyword, accepting the vendor keywords `align` attributes map to in
    /// browsers (`-webkit-center`, `-moz-center`, `-webkit-left` …) as their plain kin.
    public init?(css keyword: String) {
        switch keyword {
        case "-webkit-center", "-moz-center", "-khtml-center": self = .center
        case "-webkit-left", "-moz-left": self = .left
        case "-webkit-right", "-moz-right": self = .right
        case "-webkit-match-parent", "match-parent": self = .start
        default: self.init(rawValue: keyword)
        }
    }

    /// Parses an `align` attribute: a CSS side or `middle`, which cells read as centre.
    public init?(alignAttribute value: String) {
        self.init(css: value == "middle" ? "center" : value)
    }
}

/// CSS `white-space`.
public enum WhiteSpace: String, Hashable, Sendable, CaseIterable {
    case normal, pre, nowrap
    case preWrap = "pre-wrap"
    case preLine = "pre-line"
    case breakSpaces = "break-spaces"

    /// Whether white space is kept as written (`pre` and its kin) rather than collapsed.
    @inlinable package var isPreserved: Bool {
        switch self {
        case .pre, .preWrap, .breakSpaces, .preLine: true
        case .normal, .nowrap: false
        }
    }
}

/// CSS `list-style-type`, the markers a terminal can draw.
public enum ListStyleType: String, Hashable, Sendable, CaseIterable {
    case disc, circle, square, decimal, none
    case decimalLeadingZero = "decimal-leading-zero"
    case lowerAlpha = "lower-alpha"
    case upperAlpha = "upper-alpha"
    case lowerRoman = "lower-roman"
    case upperRoman = "upper-roman"
    case lowerGreek = "lower-greek"

    /// Parses a CSS keyword, accepting the `-latin` aliases of the alphabetic styles.
    public init?(css keyword: String) {
        switch keyword {
        case "lower-latin": self = .lowerAlpha
        case "upper-latin": self = .upperAlpha
        default: self.init(rawValue: keyword)
        }
    }

    /// The style an `<ol type>` or `<ul type>` attribute asks for.
    public init?(typeAttribute value: String) {
        switch value {
        case "1": self = .decimal
        case "a": self = .lowerAlpha
        case "A": self = .upperAlpha
        case "i": self = .lowerRoman
        case "I": self = .upperRoman
        default: self.init(css: value.asciiLowercased())
        }
    }
}
