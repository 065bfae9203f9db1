import Testing
import MarkupCore
#if canImport(Glibc)
import Glibc
#endif
@testable import MarkupTerminal

@Suite struct LinearLightTests {
    /// The written-out table against both formulas it stands for, bit for bit.
    @Test func everyChannelMatchesTheSRGBAndWCAGFormulas() {
        #expect(LinearLight.channels.count == 256)
        for channel in 0...255 {
            let value = Double(channel) / 255
            let srgb = value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            let wcag = value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            #expect(LinearLight.channels[channel].bitPattern == srgb.bitPattern, "channel \(channel)")
            #expect(LinearLight.channels[channel].bitPattern == wcag.bitPattern, "channel \(channel)")
        }
    }

    @Test func luminanceOfBlackAndWhite() {
        #expect(Contrast.luminance(RGBAColor(rgb: 0x000000)) == 0)
        #expect(abs(Contrast.luminance(RGBAColor(rgb: 0xFFFFFF)) - 1) < 1e-12)
        #expect(abs(Contrast.ratio(RGBAColor(rgb: 0x000000), RGBAColor(rgb: 0xFFFFFF)) - 21) < 1e-9)
    }
}
