import Testing
import MarkupCore
@testable import MarkupTerminal

@Suite struct StyleMapperTests {
    private func mapped(_ configure: (inout MarkupStyle) -> Void, theme: String = "default", roles: ElementRoles = []) throws -> TerminalStyle {
        var style = MarkupStyle.root
        configure(&style)
        var mapper = StyleMapper(theme: try TerminalGolden.theme(theme))
        return mapper.map(style, roles: roles)
    }

    @Test func weightThresholds() throws {
        #expect(try mapped { $0.fontWeight = .semibold }.attributes.contains(.bold))
        #expect(try !mapped { $0.fontWeight = .medium }.attributes.contains(.bold))
        #expect(try mapped { $0.fontWeight = .light }.attributes.contains(.dim))
    }

    @Test func sizesBecomeHeadings() throws {
        let theme = try TerminalGolden.theme("default")
        #expect(try mapped { $0.fontSize = 24 }.foreground == theme.styles[.heading]?.foreground)
        #expect(try mapped { $0.fontSize = 32 }.foreground == theme.styles[.title]?.foreground)
        #expect(try mapped { $0.fontSize = 11 }.attributes.contains(.dim))
    }

    @Test func documentColoursAreBlendedAndKeptReadable() throws {
        let red = try mapped { $0.foregroundColor = RGBAColor(rgb: 0xEE0000) }
        #expect(red.foreground?.rgb == RGBAColor(rgb: 0xEE0000))
        let translucent = try mapped { $0.foregroundColor = RGBAColor(red: 255, green: 0, blue: 0, alpha: 128) }
        #expect(translucent.foreground?.rgb == Contrast.blend(RGBAColor(red: 255, green: 0, blue: 0, alpha: 128),
                                                             over: RGBAColor(rgb: 0x1E1E2E)))
        let invisible = try mapped { $0.foregroundColor = RGBAColor(rgb: 0x1E1E2E) }
        #expect(invisible.foreground?.rgb == RGBAColor(rgb: 0xCDD6F4), "too little contrast: the theme's text colour")
    }

    @Test func policiesForDocumentColours() throws {
        let ignored = try mapped({ $0.foregroundColor = RGBAColor(rgb: 0xEE0000) }, theme: "monochrome")
        #expect(ignored.foreground == nil)
        let paletted = try mapped({ $0.foregroundColor = RGBAColor(rgb: 0xEE0000) }, theme: "ansi16")
        #expect(paletted.foreground == ThemeColor.ansi(9))
    }

    @Test func linksAndRoles() throws {
        let link = try mapped { $0.link = "https://x"; $0.underline = true }
        #expect(link.attributes.contains(.underline))
        let plainLink = try mapped { $0.link = "https://x"; $0.underline = false }
        #expect(!plainLink.attributes.contains(.underline))
        #expect(try mapped({ _ in }, roles: .mark).background != nil)
    }
}
