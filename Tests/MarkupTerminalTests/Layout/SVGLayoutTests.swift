import Testing
import MarkupCore
@testable import MarkupTerminal

/// An inline SVG shows as its label, never as its drawing's content.
@Suite struct SVGLayoutTests {
    private func text(_ html: String, width: Int = 40) throws -> [String] { try TerminalGolden.text(html, width: width) }

    @Test func anSVGShowsItsTitleOrAriaLabelOrNothing() throws {
        #expect(try text("Get <svg viewBox='0 0 9 9'><title>the app</title><rect/><text>ignored</text></svg> now")
                == ["Get the app now"])
        #expect(try text("<svg aria-label=' Five  stars '><g><text>*****</text></g></svg> rated") == ["Five stars rated"])
        #expect(try text("a<svg><path d='M0 0'/><text>drawing</text></svg>b") == ["ab"])
        #expect(try text("a<svg aria-hidden=true aria-label=x><title>t</title></svg>b") == ["ab"])
    }

    @Test func aLinkedIconShowsItsLabelAsTheLinkText() throws {
        #expect(try text("<a href='https://fb.com/acme'><svg><title>Facebook</title><path/></svg></a>")
                == ["Facebook[1]", "", "[1] https://fb.com/acme"])
    }
}
