/// An sRGB colour with 8-bit channels and alpha.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// Red channel, 0–255.
    public var red: UInt8
    /// Green channel, 0–255.
    public var green: UInt8
    /// Blue channel, 0–255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// A colour from its channels, opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB`.
    public init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF), alpha: alpha)
    }

    /// Fully transparent black, as CSS `transparent`.
    public static let transparent = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Whether the colour is fully transparent (alpha 0).
    public var isTransparent: Bool { alpha == 0 }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var description: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
}

/// A CSS colour value as written: a colour, or `currentColor` (resolved during the cascade).
public enum CSSColor: Hashable, Sendable {
    case rgba(RGBAColor)
    case currentColor

    /// Parses any CSS colour: hex (3, 4, 6, 8 digits), `rgb()`/`rgba()`, `hsl()`/`hsla()`
    /// in comma or space syntax, the 148 names, `transparent` and `currentColor`.
    public init?(_ text: String) {
        // Hex, names and keywords are read from the bytes, without a trimmed and lowercased
        // copy of the text; functions take the string path below.
        var text = text
        if let simple = text.withUTF8(CSSColor.simpleForm) {
            guard let color = simple else { return nil }
            self = color
            return
        }
        let value = text.trimmingASCIIWhitespace().asciiLowercased()
        if value == "currentcolor" { self = .currentColor; return }
        if value == "transparent" { self = .rgba(.transparent); return }
        if let rgb = CSSNamedColors.rgb(named: value) { self = .rgba(RGBAColor(rgb: rgb)); return }
        // The bracket found in the bytes (the UTF-8 view would be walked generically).
        var bytes = value
        guard let offset = bytes.withUTF8({ $0.firstIndex(of: UInt8(ascii: "(")) }),
              value.utf8.last == UInt8(ascii: ")") else {
            return nil
        }
        let open = value.utf8.index(value.utf8.startIndex, offsetBy: offset)
        let function = value[..<open].trimmingSpaces()
        let inside = value.utf8.index(after: open)..<value.utf8.index(before: value.utf8.endIndex)
        let arguments = CSSFunctionArguments(Substring(value.utf8[inside]))
        guard let arguments else { return nil }
        switch function {
        case "rgb", "rgba":
            guard let color = CSSColor.rgb(arguments) else { return nil }
            self = .rgba(color)
        case "hsl", "hsla":
            guard let color = CSSColor.hsl(arguments) else { return nil }
            self = .rgba(color)
        default:
            return nil
        }
    }

    /// The colour of text that is `#` and digits, or letters only (a name or keyword in any
    /// case), with ASCII whitespace around: nil inside when it is no colour. Nil for text of
    /// any other form (a function). Read from the bytes, without a trimmed and lowercased
    /// copy of the text: the commonest forms in copy.
    private static func simpleForm(_ bytes: UnsafeBufferPointer<UInt8>) -> CSSColor?? {
        var start = 0
        var end = bytes.count
        while start < end, ASCII.isWhitespace(bytes[start]) { start += 1 }
        while end > start, ASCII.isWhitespace(bytes[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        if bytes[start] == UInt8(ascii: "#") {
            return .some(parseHex(UnsafeBufferPointer(rebasing: bytes[start + 1..<end])).map { .rgba($0) })
        }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard word.allSatisfy(ASCII.isLetter) else { return nil }
        // No name is longer than `lightgoldenrodyellow`.
        guard word.count <= 20 else { return .some(nil) }
        return ASCII.withLowercased(word) { name in
            func isName(_ keyword: StaticString) -> Bool {
                keyword.withUTF8Buffer { ByteComparison.equal(name, $0) }
            }
            if isName("currentcolor") { return .some(.currentColor) }
            if isName("transparent") { return .some(.rgba(.transparent)) }
            return .some(CSSNamedColors.rgb(named: name).map { .rgba(RGBAColor(rgb: $0)) })
        }
    }

    /// Hex digits of either case as a colour (3, 4, 6 or 8 of them).
    private static func parseHex(_ digits: UnsafeBufferPointer<UInt8>) -> RGBAColor? {
        guard digits.count <= 8 else { return nil }
        var raw: UInt32 = 0
        for byte in digits {
            guard ASCII.isHexDigit(byte) else { return nil }
            raw = raw << 4 | ASCII.hexValue(byte)
        }
        func expand(_ nibble: UInt32) -> UInt8 { UInt8(nibble * 17) }
        switch digits.count {
        case 3: return RGBAColor(red: expand(raw >> 8 & 0xF), green: expand(raw >> 4 & 0xF), blue: expand(raw & 0xF))
        case 4: return RGBAColor(red: expand(raw >> 12 & 0xF), green: expand(raw >> 8 & 0xF),
                                 blue: expand(raw >> 4 & 0xF), alpha: expand(raw & 0xF))
        case 6: return RGBAColor(rgb: raw)
        case 8: return RGBAColor(rgb: raw >> 8, alpha: UInt8(raw & 0xFF))
        default: return nil
        }
    }

    private static func rgb(_ arguments: CSSFunctionArguments) -> RGBAColor? {
        guard arguments.channels.count == 3 else { return nil }
        var channels: [UInt8] = []
        for channel in arguments.channels {
            guard let number = CSSNumber(channel) else { return nil }
            let value = number.isPercentage ? number.value * 255 / 100 : number.value
            channels.append(clampByte(value))
        }
        guard let alpha = alphaByte(arguments.alpha) else { return nil }
        return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    private static func hsl(_ arguments: CSSFunctionArguments) -> RGBAColor? {
        guard arguments.channels.count == 3, let hue = parseHue(arguments.channels[0]),
              let saturation = CSSNumber(arguments.channels[1]), let lightness = CSSNumber(arguments.channels[2]),
              let alpha = alphaByte(arguments.alpha) else { return nil }
        let s = min(max(saturation.value, 0), 100) / 100
        let l = min(max(lightness.value, 0), 100) / 100
        func channel(_ n: Double) -> UInt8 {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return clampByte((l - a * max(-1, min(k - 3, 9 - k, 1))) * 255)
        }
        return RGBAColor(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    private static func parseHue(_ text: Substring) -> Double? {
        let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360)]
        var degrees: Double?
        for (unit, factor) in units where text.hasSuffix(unit) {
            degrees = Double(text.dropLast(unit.count)).map { $0 * factor }
            break
        }
        guard let value = degrees ?? Double(text) else { return nil }
        let wrapped = value.truncatingRemainder(dividingBy: 360)
        return wrapped < 0 ? wrapped + 360 : wrapped
    }

    private static func alphaByte(_ text: Substring?) -> UInt8? {
        guard let text else { return 255 }
        guard let number = CSSNumber(text) else { return nil }
        let fraction = number.isPercentage ? number.value / 100 : number.value
        return clampByte(fraction * 255)
    }

    private static func clampByte(_ value: Double) -> UInt8 {
        UInt8(min(max(value.rounded(), 0), 255))
    }
}

/// The arguments of `rgb(…)`/`hsl(…)`: three channels and an optional alpha, in either syntax.
///
/// Split at bytes: the separators are ASCII, and a part holding anything else is no number.
struct CSSFunctionArguments {
    var channels: [Substring]
    var alpha: Substring?

    init?(_ text: Substring) {
        let utf8 = text.utf8
        if utf8.contains(UInt8(ascii: ",")) {
            let parts = utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
                .map { Substring($0).trimmingSpaces() }
            guard parts.count == 3 || parts.count == 4, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
            channels = Array(parts.prefix(3))
            alpha = parts.count == 4 ? parts[3] : nil
        } else {
            let halves = utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            guard halves.count <= 2 else { return nil }
            channels = halves[0].split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
                .map { Substring($0) }
            alpha = halves.count == 2 ? Substring(halves[1]).trimmingSpaces() : nil
            if alpha?.isEmpty == true { return nil }
        }
    }
}

/// A number with an optional `%`.
struct CSSNumber {
    var value: Double
    var isPercentage: Bool

    init?(_ text: Substring) {
        isPercentage = text.hasSuffix("%")
        guard let value = Double(isPercentage ? text.dropLast() : text), value.isFinite else { return nil }
        self.value = value
    }
}

extension Substring {
    /// The substring without leading and trailing spaces (U+0020).
    func trimmingSpaces() -> Substring {
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, utf8[start] == UInt8(ascii: " ") { start = utf8.index(after: start) }
        while start < end, utf8[utf8.index(before: end)] == UInt8(ascii: " ") { end = utf8.index(before: end) }
        return Substring(utf8[start..<end])
    }
}
