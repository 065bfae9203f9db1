import Testing
import MarkupCore
import PipelineInvariants
@testable import MarkupTerminal

/// The numbered URLs after the copy: never broken, so they can be copied or clicked.
@Suite struct LinkListTests {
    private static let longURL = "https://example.com/unsubscribe?utm_source=newsletter&utm_medium=email&id=1234567890"

    @Test func aURLThatFitsFollowsItsLabel() throws {
        #expect(try TerminalGolden.text("<a href=/a>a</a>", width: 20) == ["a[1]", "", "[1] /a"])
    }

    @Test func aLongURLIsWholeOnItsOwnLine() throws {
        for width in [1, 5, 13, 40, 80] {
            let lines = try TerminalGolden.text("<a href='\(Self.longURL)'>Unsubscribe</a>", width: width)
            #expect(lines.filter { $0 == Self.longURL }.count == 1, "width \(width): \(lines)")
            #expect(!lines.contains { $0 != Self.longURL && $0.contains("utm_medium") }, "width \(width)")
            let index = lines.firstIndex(of: Self.longURL)!
            #expect(lines[..<index].suffix(1).joined() == "[1]" || width < 3, "width \(width): \(lines)")
        }
        // The label of a wide number is broken only at a width too narrow for it.
        let many = (1...10).map { "<a href=/\($0)>x</a>" }.joined()
        #expect(try TerminalGolden.text(many + "<a href='\(Self.longURL)'>y</a>", width: 3).suffix(3) == ["[11", "]", Self.longURL])
    }

    @Test func labelsLineUpAndWideCharactersCountTwo() throws {
        let links = (1...10).map { "<a href=/\($0)>x</a>" }.joined() + "<a href='https://例え.jp/'>y</a>"
        let lines = try TerminalGolden.text(links, width: 30)
        #expect(lines.suffix(3) == ["[9]  /9", "[10] /10", "[11] https://例え.jp/"])
        #expect(try TerminalGolden.text("<a href='https://例え.jp/abc'>y</a>", width: 20).suffix(2)
                == ["[1]", "https://例え.jp/abc"])
    }

    @Test func onlyURLsRunPastTheWidth() throws {
        let html = "<p>Read <a href='\(Self.longURL)'>this</a> and <a href=/short>that</a>.</p>"
        let rendered = try TerminalGolden.render(html, width: 20)
        let wide = rendered.text.filter { DisplayWidth.of($0) > 20 }
        #expect(wide == [Self.longURL])
        #expect(PipelineInvariants.layoutViolations(rendered, width: 20).isEmpty)
    }

    @Test func hyperlinksListNothing() throws {
        let rendered = try TerminalGolden.render("<a href='\(Self.longURL)'>go</a>", width: 10, hyperlinks: true)
        #expect(rendered.text == ["go"])
        #expect(rendered.lines[0][0].hyperlink == Self.longURL)
    }
}
