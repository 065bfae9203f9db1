import Testing
import MarkupCore
@testable import MarkupTerminal

@Suite struct ColorTests {
    @Test(arguments: [
        (0xFF0000, 196, 9), (0x000000, 16, 0), (0xFFFFFF, 231, 15), (0x808080, 244, 8), (0x5F87AF, 67, 8),
        (0x00FF00, 46, 10), (0x0000EE, 21, 4), (0xE4002B, 160, 1), (0x248F24, 28, 2), (0xFFA500, 214, 3),
        (0xD63384, 168, 5), (0x663399, 60, 12),
    ])
    func quantizes(_ triple: (UInt32, Int, Int)) {
        let color = RGBAColor(rgb: triple.0)
        #expect(Int(ColorQuantizer.nearest256(color)) == triple.1)
        #expect(Int(ColorQuantizer.nearest16(color)) == triple.2)
    }

    @Test func paletteEntriesRoundTrip() {
        for index in UInt8(16)...255 {
            #expect(ColorQuantizer.nearest256(ColorQuantizer.color(of: index)) == index || index >= 232 || index == 16)
        }
    }

    @Test func explicitFallbacksWin() {
        let color = ThemeColor(RGBAColor(rgb: 0xF38BA8), fallback256: 211, fallback16: 9)
        #expect(color.resolved(at: .trueColor) == .rgb(red: 0xF3, green: 0x8B, blue: 0xA8))
        #expect(color.resolved(at: .color256) == .indexed(211))
        #expect(color.resolved(at: .color16) == .ansi(9))
        #expect(color.resolved(at: .none) == nil)
        #expect(ThemeColor.ansi(3).resolved(at: .trueColor) == .ansi(3))
    }

    @Test(arguments: [
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorDepth.trueColor),
        (["TERM": "xterm-256color"], .color256), (["TERM": "xterm"], .color16), (["TERM": "dumb"], .none),
        ([:], .none), (["TERM": "xterm-256color", "NO_COLOR": "1"], .none), (["TERM": "xterm-direct"], .trueColor),
    ])
    func detectsDepth(_ pair: ([String: String], ColorDepth)) {
        #expect(ColorDepth.detect(environment: pair.0) == pair.1)
    }

    @Test func contrastAndBlending() {
        #expect(Contrast.ratio(RGBAColor(rgb: 0), RGBAColor(rgb: 0xFFFFFF)) == 21)
        let half = Contrast.blend(RGBAColor(red: 255, green: 0, blue: 0, alpha: 128), over: RGBAColor(rgb: 0))
        #expect(half == RGBAColor(red: 128, green: 0, blue: 0))
    }
}
