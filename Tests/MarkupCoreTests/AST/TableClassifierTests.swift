import Foundation
import Testing
@testable import MarkupCore

@Suite struct TableClassifierTests {
    /// The role of every table of `html`, outermost first, as `layout: …` / `data: …`.
    private func roles(_ html: String) -> [String] {
        let tree = MarkupTree(html: html)
        return tree.root.descendants.filter { $0.kind == .table }.map { TableClassifier.role(of: $0).description }
    }

    private func role(_ html: String) throws -> String {
        try #require(roles(html).first)
    }

    @Test func presentationRoleIsLayoutWhateverElseTheTableHas() throws {
        #expect(try role("<table role=presentation border=0 width=100%><tr><td><p>Hi</p><p>Shipped.</p></td></tr></table>")
            == "layout: role=presentation, one cell, cells hold blocks, width=100%, border=0")
        #expect(try role("<table role='NONE'><tr><th>Plan<th>Price<tr><td>a<td>b</table>").hasPrefix("layout: role=none"))
    }

    @Test func tableRolesAreData() throws {
        #expect(try role("<table role=grid><tr><td><p>x</p></td></tr></table>") == "data: role=grid")
        #expect(try role("<table role='treegrid row'><tr><td>x</td></tr></table>") == "data: role=treegrid")
    }

    @Test func tableStructureIsData() throws {
        #expect(try role("<table><caption>Prices</caption><tr><td>a</td></tr></table>") == "data: has <caption>")
        #expect(try role("<table summary='Monthly prices'><tr><td>a</td></tr></table>") == "data: has summary")
        #expect(try role("<table><thead><tr><td>Plan</td></tr></thead><tr><td>a</td></tr></table>") == "data: has <thead>")
        #expect(try role("<table><tfoot><tr><td>Total</td></tr></tfoot></table>") == "data: has <tfoot>")
        #expect(try role("<table><colgroup><col span=2></colgroup><tr><td>a<td>b</tr></table>") == "data: has <colgroup>")
        // An empty caption or summary is no sign.
        #expect(try role("<table summary=' '><caption> </caption><tr><td>a</td></tr></table>").hasPrefix("layout"))
    }

    @Test func labellingHeaderCellsAreData() throws {
        #expect(try role("<table><tr><th>Plan<th>Price<tr><td>Basic<td>$9</table>") == "data: has <th>")
        #expect(try role("<table><tr><td scope=row>Plan<td>Basic<tr><td>Price<td>$9</table>") == "data: cells have scope or headers")
    }

    @Test func oneCellIsLayoutEvenAsAHeader() throws {
        // Foundation for Emails wraps each column's content in a one-cell table of `th`.
        #expect(try role("<table><tr><th>Item</th></tr></table>") == "layout: one cell, no border")
        #expect(try role("<table><tr><th><p>Hi</p></th><th class=expander></th></tr></table>")
            == "layout: one cell, cells hold blocks, no border")
        #expect(try role("<table><tr><td>&nbsp;</td></tr></table>") == "layout: no cell has content, no border")
    }

    @Test func headerCellsThatWrapTablesAreLayout() throws {
        let html = "<table class=row><tr><th class=columns><table><tr><th>Left</th></tr></table></th>"
            + "<th class=columns><table><tr><th>Right</th></tr></table></th><th class=expander></th></tr></table>"
        #expect(roles(html) == [
            "layout: holds a table, <th> cells hold tables, single row, no border",
            "layout: one cell, nested in a cell, no border",
            "layout: one cell, nested in a cell, no border",
        ])
        // A header cell holding a paragraph still labels.
        #expect(try role("<table border=1><tr><th><p>Plan</p><th><p>Price</p><tr><td>a<td>b</table>") == "data: has <th>")
    }

    @Test func pageStructureIsLayout() throws {
        // A wrapper: spacer cells either side of the content, one row.
        #expect(try role("<table width=100%><tr><td>&nbsp;</td><td>Hi there</td><td>&nbsp;</td></tr></table>")
            == "layout: one cell, width=100%, no border")
        #expect(try role("<table border=1><tr><td>Logo<td>Menu</tr></table>") == "layout: single row")
        #expect(try role("<table border=1><tr><td>Hi there,<tr><td>Your order has shipped.</table>") == "layout: single column")
        #expect(try role("<table border=1><tr><td><p>One</p><td>Two<tr><td>Three<td>Four</table>") == "layout: cells hold blocks")
        #expect(roles("<table><tr><td><table><tr><td>Inner</td></tr></table></td><td>Side</td></tr><tr><td>a<td>b</table>") == [
            "layout: holds a table, no border",
            "layout: one cell, nested in a cell, no border",
        ])
    }

    @Test func aBorderedGridOfShortCellsIsData() throws {
        #expect(try role("<table border=1><tr><td>Basic<td>$9<tr><td>Pro<td>$19</table>") == "data: border=1, grid of short cells")
        #expect(try role("<table border><tr><td>a<td>b<tr><td>c<td>d</table>") == "data: border, grid of short cells")
        #expect(try role("<table border=0><tr><td>a<td>b<tr><td>c<td>d</table>") == "layout: border=0")
        #expect(try role("<table><tr><td>a<td>b<tr><td>c<td>d</table>") == "layout: no border")
    }

    @Test func rowsAreFoundThroughSectionsWrittenOrNot() throws {
        let bare = "<table border=1><tr><td>a<td>b<tr><td>c<td>d</table>"
        let sectioned = "<table border=1><tbody><tr><td>a<td>b<tr><td>c<td>d</tbody></table>"
        #expect(try role(bare) == role(sectioned))
        let tree = MarkupTree(html: sectioned)
        let table = try #require(tree.root.descendants.first { $0.kind == .table })
        let rows = TableClassifier.rows(of: table)
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { TableClassifier.table(ofRow: $0) == table })
    }

    @Test func blankCellsShowNothing() throws {
        let html = "<table><tr><td> &nbsp;&zwnj;<br></td><td><img src=spacer.gif></td><td><img src=x.png width=1 height=1></td>"
            + "<td><style>td{}</style></td><td><hr></td><td><img src=logo.png alt=Logo></td><td>&nbsp;.</td></tr></table>"
        let tree = MarkupTree(html: html)
        let cells = tree.root.descendants.filter { if case .tableCell = $0.kind { true } else { false } }
        #expect(cells.map(TableClassifier.isBlank) == [true, true, true, true, false, false, false])
    }

    @Test func spacerImagesAreFoundByNameInAnyCase() {
        let sources = ["https://cdn.example.com/img/Spacer_Line.GIF?v=2", "/i/TRANS.gif#x", "blank.png",
                       "https://cdn.example.com/spacer", "https://cdn.example.com/space.gif", "logo.png", "s.gif"]
        let tree = MarkupTree(html: sources.map { "<img src=\"\($0)\">" }.joined())
        let images = tree.root.descendants.filter { $0.kind == .image }
        #expect(images.map(CellContent.isSpacer) == [true, true, true, true, false, false, false])
    }

    @Test func realTemplateReductions() throws {
        // leemunroe/html-email-template: body wrapper, container cell between spacers, content table.
        let leemunroe = """
            <table border="0" cellpadding="0" cellspacing="0" class="body"><tr><td>&nbsp;</td><td class="container">
            <div class="content"><table class="main"><tr><td class="wrapper"><table border="0" cellpadding="0" cellspacing="0">
            <tr><td><p>Hi there,</p><p>Sometimes you just want to send a simple HTML email.</p></td></tr></table>
            </td></tr></table></div></td><td>&nbsp;</td></tr></table>
            """
        #expect(roles(leemunroe) == [
            "layout: holds a table, one cell, cells hold blocks, border=0",
            "layout: holds a table, one cell, nested in a cell, no border",
            "layout: one cell, cells hold blocks, nested in a cell, border=0",
        ])
        // mailgun/transactional-email-templates: an invoice grid with no border inside the layout.
        let mailgun = """
            <table class="invoice"><tr><td>Lee Munroe<br>Invoice #12345</td></tr><tr><td>
            <table class="invoice-items" cellpadding="0" cellspacing="0"><tr><td>Service 1</td><td class="alignright">$ 19.99</td></tr>
            <tr><td>Service 2</td><td class="alignright">$ 9.99</td></tr></table></td></tr></table>
            """
        #expect(roles(mailgun) == ["layout: holds a table, single column, no border", "layout: nested in a cell, no border"])
    }

    /// Tables whose signs sit at the edges of each group the quick answer reads.
    private static let edgeTables = [
        "<table role=' Presentation\tgrid'><tr><th>a<th>b<tr><td>c<td>d</table>",
        "<table role='grid \u{301}'><tr><td>a<td>b</table>",
        "<table role='\r\ngrid'><tr><td>a<td>b</table>",
        "<table role='gridcell'><tr><td>a<td>b<tr><td>c<td>d</table>",
        "<table role=''><tr><td>a</table>",
        "<table summary='\t\n'><tr><td>a<td>b<tr><td>c<td>d</table>",
        "<table summary=x><tr><td>a</table>",
        "<table><caption><img src=spacer.gif></caption><tr><td>a<td>b</table>",
        "<table><caption><span style='display:none'>x</span></caption><tr><td>a<td>b</table>",
        "<table border=2><tr><td>a<td>b<tr><td>c<td>d</table>",
        "<table border=2><tr><td><p>a</p><td>b<tr><td>c<td>d</table>",
        "<table border=2><tr><th><table><tr><td>x</table><th>b<tr><td>c<td>d</table>",
        "<table border=1><tr><th><table><tr><td>x</table><th><tr><td>c<td>d</table>",
        "<table border=1><tr><td abbr=x>a<tr><td>b</table>",
        "<table border=1><tr><td>a<td headers=h>b<tr><td>c<td>d</table>",
        "<table border=x><tr><td>a<td>b<tr><td>c<td>d</table>",
        "<table border=1><tr><td>&#x200B;<td>&#xFEFF;b<tr><td>&shy;<td>&#x2060;</table>",
        "<table border=1><tr><th>&nbsp;<th>&nbsp;<tr><td>a<td>b<tr><td>c<td>d</table>",
        "<table border=1><tbody><tr><th>a<th>b</tbody><tr><td>c<td>d</table>",
        "<table border=' 0'><tr><td>a<td>b<tr><td>c<td>d</table>",
        "<table border='0000001'><tr><td>a<td>b<tr><td>c<td>d</table>",
        "<table border='000010'><tr><td>a<td>b<tr><td>c<td>d</table>",
        "<table border='0\u{301}'><tr><td>a<td>b<tr><td>c<td>d</table>",
        "<table border='1\u{301}'><tr><td>a<td>b<tr><td>c<td>d</table>",
        "<table border='\u{301}0'><tr><td>a<td>b<tr><td>c<td>d</table>",
        "<table border='\r\n0'><tr><td>a<td>b<tr><td>c<td>d</table>",
        "<table border=''><tr><td>a<td>b<tr><td>c<td>d</table>",
        "<table border='-1'><tr><td>a<td>b<tr><td>c<td>d</table>",
        "<table border=1><tr><td>a<td>b<tr><td>c<td></table>",
        "<table border=1><tr><td>a<td>&nbsp;<tr><td>c<td></table>",
        "<table border=1><tr><td>a<td>b<td><hr><tr><td>c<td>d</table>",
        "<table border=1><tr><td>a<span style='display:none'><p>x</p></span><td>b<tr><td>c<td>d</table>",
        "<table border=1><tr><td>a<div hidden><table><tr><td>x</table></div><td>b<tr><td>c<td>d</table>",
        "<table border=1><tr><td>a<b><p>x</p></b><td>b<tr><td>c<td>d</table>",
    ]

    @Test func quickAnswerAgreesWithTheFullRoleOnEdgeTables() {
        for html in Self.edgeTables {
            let tree = MarkupTree(html: html)
            for table in tree.root.descendants where table.kind == .table {
                #expect(TableClassifier.isLayout(table) == TableClassifier.role(of: table).isLayout, "\(html)")
            }
        }
    }

    @Test(arguments: [Golden.sampleDocs, DirectTreeTests.realCopy])
    func quickAnswersAgreeWithTheFullReadingInEveryFile(in folder: URL) throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".html") }.sorted()
        #expect(files.count >= 10)
        var tables = 0
        for file in files {
            let tree = MarkupTree(html: try String(decoding: Data(contentsOf: folder.appendingPathComponent(file)), as: UTF8.self))
            for node in tree.root.descendants {
                switch node.kind {
                case .table:
                    tables += 1
                    #expect(TableClassifier.isLayout(node) == TableClassifier.role(of: node).isLayout, "\(file): \(node.range)")
                    #expect(CellContent.showsNothing(node) == CellContent(node).isBlank, "\(file): \(node.range)")
                case .text, .image:
                    continue
                default:
                    #expect(CellContent.showsNothing(node) == CellContent(node).isBlank, "\(file): \(node.range)")
                }
            }
        }
        #expect(tables > 0)
    }

    @Test func invisibleCharactersAreBlankAndTheirNeighboursShow() throws {
        let invisible = ["\u{A0}", "\u{AD}", "\u{34F}", "\u{2007}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}",
                         "\u{200F}", "\u{202F}", "\u{2060}", "\u{FEFF}", " \t\r\n\u{0C}"]
        let visible = ["\u{A1}", "\u{AC}", "\u{34E}", "\u{2006}", "\u{2008}", "\u{200A}", "\u{2010}", "\u{202E}",
                       "\u{2061}", "\u{FEFE}", "\u{1F600}", "é", "\u{A0}x"]
        for text in invisible + visible {
            let tree = MarkupTree(html: "<p>\(text)\u{A0}\u{200B}</p>")
            let paragraph = try #require(tree.root.descendants.first { $0.kind == .paragraph })
            #expect(TableClassifier.isBlank(paragraph) == invisible.contains(text), "\(text.unicodeScalars.map(\.value))")
        }
    }
}
