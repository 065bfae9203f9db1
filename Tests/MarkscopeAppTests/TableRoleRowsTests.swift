import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// The tree and styles panes say whether a table is layout or data, and why.
@Suite struct TableRoleRowsTests {
    private let html = "<table role=presentation><tr><td><p>Hi <b>there</b></p></td></tr></table>"

    @Test func treePaneLabelsTables() throws {
        let document = MarkupDocument(html: html)
        let table = try #require(document.tree.root.descendants.first { $0.kind == .table })
        #expect(TreeRows.label(table) == "table [layout: role=presentation, one cell, cells hold blocks, no border] <table role=\"presentation\">")
        let bold = try #require(document.tree.root.descendants.first { $0.kind == .bold })
        #expect(!TreeRows.label(bold).contains("layout"))
    }

    @Test func stylesPaneSaysWhichTableTheCopyIsIn() throws {
        let document = MarkupDocument(html: html)
        let theme = try ThemeLoader(searchPaths: []).load("default")
        let bold = try #require(document.tree.root.descendants.first { $0.kind == .bold })
        let rows = StyleRows.rows(document, node: bold.id, theme: theme, depth: .trueColor)
        let texts = rows.map { $0.cells.map(\.grapheme).joined() }
        #expect(texts.last == "  in a layout table, laid out as flow (role=presentation, one cell, cells hold blocks, no border) @1:1-1:74")
        let plain = MarkupDocument(html: "<p>No table</p>")
        let paragraph = try #require(plain.tree.root.descendants.first { $0.kind == .paragraph })
        let plainRows = StyleRows.rows(plain, node: paragraph.id, theme: theme, depth: .trueColor)
        #expect(!plainRows.map { $0.cells.map(\.grapheme).joined() }.contains { $0.contains(" table") })
    }
}
