import Testing
import MarkupCore
@testable import MarkupTerminal

@Suite struct TerminalStyleTests {
    /// Styles that differ in one field at a time: every channel, each fallback set or not,
    /// ANSI or not, a colour absent, each attribute.
    static let styles: [TerminalStyle] = {
        let colors: [ThemeColor?] = [
            nil,
            ThemeColor(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)),
            ThemeColor(RGBAColor(red: 0, green: 0, blue: 0)),
            ThemeColor(RGBAColor(red: 1, green: 0, blue: 0)),
            ThemeColor(RGBAColor(red: 0, green: 1, blue: 0)),
            ThemeColor(RGBAColor(red: 0, green: 0, blue: 1)),
            ThemeColor(RGBAColor(red: 255, green: 255, blue: 255), fallback256: 0),
            ThemeColor(RGBAColor(red: 255, green: 255, blue: 255), fallback256: 255),
            ThemeColor(RGBAColor(red: 255, green: 255, blue: 255), fallback16: 0),
            ThemeColor(RGBAColor(red: 255, green: 255, blue: 255), fallback256: 0, fallback16: 0),
            .ansi(0), .ansi(15),
        ]
        var styles: [TerminalStyle] = []
        for foreground in colors {
            for background in colors {
                for attributes in [[], TerminalAttributes.bold, .reverse, [.dim, .underline]] as [TerminalAttributes] {
                    styles.append(TerminalStyle(foreground: foreground, background: background, attributes: attributes))
                }
            }
        }
        return styles
    }()

    @Test func equalStylesHashAlikeAndDifferentOnesApart() {
        for first in Self.styles {
            for second in Self.styles {
                let sameFields = first.foreground == second.foreground && first.background == second.background
                    && first.attributes == second.attributes
                #expect((first == second) == sameFields, "\(first) vs \(second)")
                if first == second { #expect(first.hashValue == second.hashValue) }
            }
        }
        #expect(Set(Self.styles).count == Self.styles.count)
        #expect(Self.styles.filter(\.isPlain) == [.plain])
        // The hash packs every field: styles that differ in any one of them hash apart.
        #expect(Set(Self.styles.map(\.hashValue)).count == Self.styles.count)
    }
}
