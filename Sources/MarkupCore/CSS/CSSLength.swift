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
        var text = text
        // Most lengths are a short decimal and a unit: read from the bytes, no string is made.
        if let (number, unit) = text.withUTF8(Self.plainDecimal) {
            self.init(number, unit: unit, percentIsEm: percentIsEm, allowsNumber: allowsNumber)
            return
        }
        let value = text.trimmingASCIIWhitespace().asciiLowercased()
        for unit in Unit.allCases {
            let suffix = unit.name.utf8
            guard value.utf8.count > suffix.count, value.utf8.suffix(suffix.count).elementsEqual(suffix) else { continue }
            let number = value.utf8.dropLast(suffix.count)
            guard let number = Double(Substring(number)), number.isFinite else { return nil }
            self.init(number, unit: unit, percentIsEm: percentIsEm, allowsNumber: allowsNumber)
            return
        }
        guard let number = Double(value), number.isFinite else { return nil }
        self.init(number, unit: nil, percentIsEm: percentIsEm, allowsNumber: allowsNumber)
    }

    private init?(_ number: Double, unit: Unit?, percentIsEm: Bool, allowsNumber: Bool) {
        if let unit {
            if unit == .percent, !percentIsEm { return nil }
            self = unit.length(number)
            return
        }
        if allowsNumber { self = .number(number); return }
        guard number == 0 else { return nil }
        self = .pixels(0)
    }

    /// The units a length may end with, tried in order (`rem` before `em`).
    private enum Unit: CaseIterable {
        case px, pt, pc, inches, cm, mm, rem, em, percent

        var name: String {
            switch self {
            case .px: "px"
            case .pt: "pt"
            case .pc: "pc"
            case .inches: "in"
            case .cm: "cm"
            case .mm: "mm"
            case .rem: "rem"
            case .em: "em"
            case .percent: "%"
            }
        }

        func length(_ number: Double) -> CSSLength {
            switch self {
            case .px: .pixels(number)
            case .pt: .pixels(number * 4 / 3)
            case .pc: .pixels(number * 16)
            case .inches: .pixels(number * 96)
            case .cm: .pixels(number * 96 / 2.54)
            case .mm: .pixels(number * 96 / 25.4)
            case .rem: .rem(number)
            case .em: .em(number)
            case .percent: .em(number / 100)
            }
        }
    }

    /// 10^0 … 10^15, all exact doubles (a literal: laid out as constant data, not computed).
    private static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

    /// `-1.25em` and the like: an optional sign, at most 15 digits with an optional decimal
    /// point followed by a digit, and a unit or none, between ASCII whitespace. Nil for
    /// anything else (exponents, long numbers, unknown units), which takes the general path.
    /// Exact: the digits make an integer below 2^53 and a power of ten at most 10^15, both
    /// doubles as they are, and their quotient is rounded once, as reading the decimal is.
    private static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> (Double, Unit?)? {
        var start = 0
        var end = bytes.count
        while start < end, ASCII.isWhitespace(bytes[start]) { start += 1 }
        while end > start, ASCII.isWhitespace(bytes[end - 1]) { end -= 1 }
        var index = start
        var isNegative = false
        if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            isNegative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        while index < end {
            let byte = bytes[index]
            if ASCII.isDigit(byte) {
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fractionDigits += 1 }
                guard digits <= 15 else { return nil }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                break
            }
            index += 1
        }
        guard digits > 0, !seenPoint || fractionDigits > 0 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        let number = isNegative ? -magnitude : magnitude
        guard index < end else { return (number, nil) }
        for unit in Unit.allCases where unit.name.utf8.count == end - index {
            if unit.name.utf8.enumerated().allSatisfy({ ASCII.lowercased(bytes[index + $0.offset]) == $0.element }) {
                return (number, unit)
            }
        }
        return nil
    }

    /// The length in pixels for a parent font size and root font size.
    public func pixels(parentFontSize: Double, rootFontSize: Double) -> Double {
        switch self {
        case .pixels(let value): value
        case .em(let value), .number(let value): value * parentFontSize
        case .rem(let value): value * rootFontSize
        }
    }
}
