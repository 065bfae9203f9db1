import Testing
@testable import MarkupTerminal

/// Spacing in layout tables (``TableClassifier``): what shows nothing takes no room, so blocks
/// are at most one blank line apart, as a browser collapses their margins.
@Suite struct LayoutTableSpacingTests {
    private func text(_ html: String, width: Int = 40) throws -> [String] { try TerminalGolden.text(html, width: width) }

    @Test func spacersAndBreaksAroundBlocksTakeNoRoom() throws {
        let html = "<table role=\"presentation\"><tr><td><p>Hi</p></td></tr><tr><td>&nbsp;<hr></td></tr>"
            + "<tr><td height=\"20\">&nbsp;</td></tr><tr><td><br><br><table role=\"presentation\"><tr><td>View</td></tr></table>"
            + "</td></tr><tr><td>&nbsp;</td></tr><tr><td><p>End</p>&nbsp;<br><br></td></tr></table>"
        let rule = String(repeating: "─", count: 40)
        #expect(try text(html) == ["Hi", "", rule, "", "View", "", "End"])
    }

    @Test func aBreakInRunningTextKeepsItsBlankLine() throws {
        let html = "<table role=\"presentation\"><tr><td>a<br><br>b<br>&nbsp;<br>c</td></tr></table>"
        // The author's breaks stay; a line of only `&nbsp;` between lines is an empty line.
        #expect(try text(html) == ["a", "", "b", "", "c"])
    }

    @Test func outsideLayoutTablesALineOfNoBreakSpacesStays() throws {
        #expect(try text("<p>&nbsp;<br>a</p>") == ["\u{A0}", "a"])
    }
}
