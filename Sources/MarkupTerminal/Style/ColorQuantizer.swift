import MarkupCore
#if canImport(Glibc)
import Glibc
#endif

/// Maps exact colours to the xterm 256-colour palette and the 16 ANSI colours.
///
/// Distances are CIE76 ΔE in CIELAB, so the choice follows what the eye sees; ties go
/// to the lower index. Results are deterministic; the palette's colours in CIELAB and the
/// linear light of each channel value are worked out once (a `pow` per channel and three
/// conversions per colour made quantizing most of writing a line at 256 colours).
public enum ColorQuantizer {
    /// The xterm default values of the 16 ANSI colours.
    public static let ansi16: [RGBAColor] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map { RGBAColor(rgb: $0) }

    /// Names of the 16 ANSI colours, as themes write them.
    public static let ansiNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue", "bright-magenta",
        "bright-cyan", "bright-white",
    ]

    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The exact colour of an xterm palette entry.
    public static func color(of index: UInt8) -> RGBAColor {
        switch index {
        case 0..<16: return ansi16[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return RGBAColor(red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
        default:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return RGBAColor(red: level, green: level, blue: level)
        }
    }

    /// The nearest of the 240 colours of the cube and grey ramp (16–255).
    public static func nearest256(_ color: RGBAColor) -> UInt8 {
        func nearestLevel(_ channel: UInt8) -> Int {
            var best = 0
            for (index, level) in cubeLevels.enumerated() where abs(Int(level) - Int(channel)) < abs(Int(cubeLevels[best]) - Int(channel)) {
                best = index
            }
            return best
        }
        let cube = UInt8(16 + 36 * nearestLevel(color.red) + 6 * nearestLevel(color.green) + nearestLevel(color.blue))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(max((average - 8 + 5) / 10, 0), 23)
        let grey = UInt8(232 + greyStep)
        let target = Lab(color)
        let palette = paletteLab
        return target.distance(to: palette[Int(grey)]) < target.distance(to: palette[Int(cube)]) ? grey : cube
    }

    /// Every palette entry (0–255) in CIELAB.
    private static let paletteLab = (0...255).map { Lab(color(of: UInt8($0))) }

    /// The nearest ANSI colour (0–15).
    public static func nearest16(_ color: RGBAColor) -> UInt8 {
        let target = Lab(color)
        var best = 0
        var bestDistance = Double.infinity
        for (index, candidate) in ansiLab.enumerated() {
            let distance = target.distance(to: candidate)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return UInt8(best)
    }

    private static let ansiLab = ansi16.map(Lab.init)

    /// A colour in CIELAB (D65), for perceptual distances.
    struct Lab {
        var l: Double
        var a: Double
        var b: Double

        init(_ color: RGBAColor) {
            let linear = LinearLight.channels
            let r = linear[Int(color.red)], g = linear[Int(color.green)], bl = linear[Int(color.blue)]
            let x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047
            let y = 0.2126 * r + 0.7152 * g + 0.0722 * bl
            let z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883
            func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16 / 116 }
            l = 116 * f(y) - 16
            a = 500 * (f(x) - f(y))
            b = 200 * (f(y) - f(z))
        }

        func distance(to other: Lab) -> Double {
            let dl = l - other.l, da = a - other.a, db = b - other.b
            return dl * dl + da * da + db * db
        }
    }
}

/// Relative luminance and contrast (WCAG), for keeping document colours readable.
public enum Contrast {
    public static func luminance(_ color: RGBAColor) -> Double {
        let linear = LinearLight.channels
        return 0.2126 * linear[Int(color.red)] + 0.7152 * linear[Int(color.green)] + 0.0722 * linear[Int(color.blue)]
    }

    /// The WCAG contrast ratio, from 1 (none) to 21.
    public static func ratio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        let a = luminance(first), b = luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `color` with its alpha composed over `background`.
    public static func blend(_ color: RGBAColor, over background: RGBAColor) -> RGBAColor {
        guard color.alpha < 255 else { return color }
        let alpha = Double(color.alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
        }
        return RGBAColor(red: mix(color.red, background.red), green: mix(color.green, background.green),
                         blue: mix(color.blue, background.blue))
    }
}
