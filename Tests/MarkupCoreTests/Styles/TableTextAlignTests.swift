import Testing
@testable import MarkupCore

/// `align="center"` on a cell (browsers' `-webkit-center`) stops at a nested table.
@Suite struct TableTextAlignTests {
    private func align(_ html: String, text: String) throws -> TextAlign? {
        let document = MarkupDocument(html: html)
        return try #require(document.styled.runs.first { $0.text == text }).style.textAlign
    }

    @Test func centringStopsAtANestedTable() throws {
        let html = "<table><tr><td align=center>Centred<table><tr><td>Left</td></tr></table>"
            + "<table><tr><td align=center>Own cell</td></tr></table>"
            + "<table style='text-align:center'><tr><td>Own table</td></tr></table></td></tr></table>"
        #expect(try align(html, text: "Centred") == .center)
        #expect(try align(html, text: "Left") == .start)
        #expect(try align(html, text: "Own cell") == .center)
        #expect(try align(html, text: "Own table") == .center)
        #expect(try align("<center><table><tr><td>In center</td></tr></table></center>", text: "In center") == .start)
        #expect(try align("<div style='text-align:right'><table><tr><td>Right</td></tr></table></div>", text: "Right") == .start)
    }

    @Test func aTableResetsOnlyWhatItInherits() throws {
        // Nothing to reset: the table sets nothing, and a plain table's cells stay unset.
        #expect(try align("<table><tr><td>Plain</td></tr></table>", text: "Plain") == nil)
        #expect(try align("<div style='text-align:left'><table><tr><td>Left</td></tr></table></div>", text: "Left") == .left)
    }

    @Test func vendorCentreKeywordsAreAccepted() throws {
        #expect(try align("<p style='text-align: -webkit-center'>a</p>", text: "a") == .center)
        #expect(try align("<p style='text-align: -moz-center'>b</p>", text: "b") == .center)
        #expect(try align("<p style='text-align: -webkit-right'>c</p>", text: "c") == .right)
        #expect(try align("<table><tr><td align=middle>d</td></tr></table>", text: "d") == .center)
        let document = MarkupDocument(html: "<p style='text-align: -webkit-center'>a</p>")
        #expect(!document.styled.diagnostics.contains { $0.message.contains("text-align") })
    }
}
