import Testing
import MarkupCore
@testable import MarkupTerminal

/// Layout tables (``TableClassifier``) laid out as flow; data tables keep their boxes.
@Suite struct LayoutTableTests {
    private func text(_ html: String, width: Int = 40) throws -> [String] { try TerminalGolden.text(html, width: width) }

    @Test func aPresentationWrapperIsItsContentWithNoBox() throws {
        let html = "<table role=\"presentation\" border=\"0\" cellpadding=\"0\" width=\"100%\"><tr><td><p>Hi\nthere,</p>"
            + "<p>Your order has shipped.</p></td></tr></table>"
        #expect(try text(html, width: 60) == ["Hi there,", "", "Your order has shipped."])
    }

    @Test func aSingleColumnStacksItsCellsAsBlocks() throws {
        let html = "<table><tr><td>Please confirm your address.</td></tr><tr><td>We may need to reach you.</td></tr>"
            + "<tr><td>&mdash; The Team</td></tr></table>"
        #expect(try text(html) == ["Please confirm your address.", "", "We may need to reach you.", "", "— The Team"])
    }

    @Test func cellsGoSideBySideOnlyWhenTheyFit() throws {
        let grid = "<table><tr><td>Logo</td><td>Sale ends Sunday</td></tr><tr><td>Shoes</td><td>$49</td></tr></table>"
        // Rows with as many cells share their columns; one-line rows are not set apart.
        #expect(try text(grid) == ["Logo   Sale ends Sunday", "Shoes  $49"])
        let prose = "<table><tr><td>One long paragraph of copy that needs room to read well</td>"
            + "<td>Another long paragraph of copy that needs room too</td></tr></table>"
        // At 40 columns each would get under 20: stacked instead of squeezed, apart as they wrap.
        #expect(try text(prose) == [
            "One long paragraph of copy that needs", "room to read well", "",
            "Another long paragraph of copy that", "needs room too",
        ])
        let invoice = "<table><tr><td>Plan</td><td>Period</td><td>Amount</td></tr>"
            + "<tr><td>Silver Monthly</td><td>Dec 4, 2013 - Jan 4, 2014</td><td>$39.99</td></tr></table>"
        #expect(try text(invoice) == ["Plan", "Period", "Amount", "", "Silver Monthly", "Dec 4, 2013 - Jan 4, 2014", "$39.99"])
        #expect(try text(invoice, width: 60) == ["Plan            Period                     Amount",
                                                  "Silver Monthly  Dec 4, 2013 - Jan 4, 2014  $39.99"])
        #expect(try text(prose, width: 80) == [
            "One long paragraph of copy that needs      Another long paragraph of copy that",
            "room to read well                          needs room too",
        ])
    }

    @Test func blankCellsTakeNoRoom() throws {
        let html = "<table><tr><td width=\"20\">&nbsp;</td><td><img src=\"spacer.gif\" width=\"1\" height=\"1\"></td>"
            + "<td>Only this</td><td>&nbsp;&zwnj;</td></tr><tr><td>&nbsp;</td></tr></table><p>after</p>"
        #expect(try text(html) == ["Only this", "", "after"])
    }

    @Test func widthsAreHonouredWhenTheyFit() throws {
        let columns = "<table><tr><td width=\"25%\">Left</td><td width=\"75%\">Right</td></tr><tr><td>a</td><td>b</td></tr></table>"
        #expect(try text(columns) == ["Left       Right", "a          b"])
        let pixels = "<table><tr><td width=\"80\">Icon</td><td width=\"160\">Label</td></tr></table>"
        #expect(try text(pixels) == ["Icon        Label"], "80 px is 10 columns")
        let narrow = "<table width=\"320\"><tr><td>Three hundred and twenty pixels is forty columns wide so this wraps at forty.</td></tr></table>"
        #expect(try text(narrow, width: 80) == ["Three hundred and twenty pixels is forty", "columns wide so this wraps at forty."])
        let centred = "<table width=\"320\" align=\"center\"><tr><td>Forty columns, centred in eighty.</td></tr></table>"
        #expect(try text(centred, width: 80) == [String(repeating: " ", count: 20) + "Forty columns, centred in eighty."])
        // 600 px does not fit 40 columns: the table takes the width there is.
        let wide = "<table width=\"600\"><tr><td>Six hundred pixels is seventy-five columns.</td></tr></table>"
        #expect(try text(wide) == ["Six hundred pixels is seventy-five", "columns."])
    }

    @Test func styleWidthsWinOverAttributesAndMaxWidthCaps() throws {
        let table = try #require(MarkupTree(html: "<table width=600 style='width:100%; max-width: 320px !important'>"
            + "<tr><td style='width: 50%'>a</td><td width=10>b</td></tr></table>").root.descendants.first { $0.kind == .table })
        #expect(LayoutTableFlow.askedColumns(of: table, of: 80) == 40)
        let cells = TableClassifier.rows(of: table)[0].children.map { LayoutTableFlow.askedColumns(of: $0, of: 80) }
        #expect(cells == [40, 1])
        // MJML's container: align=center but 100% wide by its style, so not shrunk and centred.
        let mjml = "<table align=center style='width:100%;'><tr><td>Left as written</td></tr></table>"
        #expect(try text(mjml) == ["Left as written"])
        let capped = "<table style='width:100%;max-width:320px'><tr><td>Forty columns at most, here out of eighty, so this wraps.</td></tr></table>"
        #expect(try text(capped, width: 80) == ["Forty columns at most, here out of", "eighty, so this wraps."])
    }

    /// An ASCII style is read as bytes, any other as characters: both read a declaration
    /// alike, its name and value split at the first colon after any it starts with.
    @Test func declaredWidthsReadAsBytesAsAsCharacters() {
        let styles = [
            "width:100%; max-width: 320px !important", "WIDTH : 50% ;Max-Width:600PX", "padding:0;width:12px;width:30px",
            "::width:5", "width::5", "width:", "width", ":width", ";;width ;: 5;", "width: !important", "width:5!x!y",
            "max-width:\t40px\r\n;width:\n20%", "border-width:2px;min-width:5px", "Width:7px", "colour:red",
            "width:5 px ;", " width\t:\t9 ", "width:1;;;max-width:2;;", "", ";", ":", "width:;max-width:;",
        ]
        for style in styles {
            let asBytes = style.utf8.withContiguousStorageIfAvailable { LayoutTableFlow.declaredWidths(inASCII: $0) }
            let asCharacters = LayoutTableFlow.declaredWidths(readingCharactersOf: style)
            #expect(asBytes?.width == asCharacters.width && asBytes?.maximum == asCharacters.maximum, "\(style)")
            #expect(LayoutTableFlow.declaredWidths(in: style) == asCharacters, "\(style)")
        }
        #expect(LayoutTableFlow.declaredWidths(in: "padding:0; width: 40% !important; max-width:600px")
            == ("40%", "600px"))
        // Not ASCII: read as characters, where `;\u{301}` separates nothing.
        #expect(LayoutTableFlow.declaredWidths(in: "width:10px;\u{301}width:20px; max-width: 5 é") == ("10px;\u{301}width:20px", "5 é"))
    }

    @Test func widthAttributesReadAsColumns() {
        #expect(LayoutTableFlow.columns("50%", of: 60) == 30)
        #expect(LayoutTableFlow.columns(" 600 ", of: 60) == 75)
        #expect(LayoutTableFlow.columns("600px", of: 60) == 75)
        #expect(LayoutTableFlow.columns("177.33px", of: 60) == 22)
        #expect(LayoutTableFlow.columns("33.3333%", of: 60) == 19)
        #expect(LayoutTableFlow.columns("250%", of: 60) == 60, "at most the whole")
        for value in ["auto", "", "0", "-5", "50em", nil] as [String?] {
            #expect(LayoutTableFlow.columns(value, of: 60) == nil, "\(value ?? "nil")")
        }
    }

    @Test func centringStopsAtANestedTable() throws {
        // Copy that fills the nested table's width stays left-aligned; a cell or table of its
        // own centres it.
        let html = "<table><tr><td align=\"center\"><table width=\"100%\"><tr><td>Body text stays left</td></tr></table>"
            + "<table width=\"100%\"><tr><td align=\"center\">Own cell centres</td></tr></table>"
            + "<table width=\"100%\" style=\"text-align: -webkit-center\"><tr><td>Own table centres</td></tr></table>"
            + "<table><tr><td>Body copy long enough to wrap stays left-aligned in its table, as in a browser.</td></tr></table>"
            + "</td></tr></table>"
        #expect(try text(html) == [
            "Body text stays left", "", String(repeating: " ", count: 12) + "Own cell centres", "",
            String(repeating: " ", count: 11) + "Own table centres", "",
            "Body copy long enough to wrap stays", "left-aligned in its table, as in a", "browser.",
        ])
        // Text directly in the centred cell is centred.
        #expect(try text("<table><tr><td align=center>Hello</td></tr></table>") == [String(repeating: " ", count: 17) + "Hello"])
    }

    @Test func aCentredTableOfNoWidthIsAsWideAsItsContent() throws {
        // A button: a table of no width in a centring cell, or with align=center, is centred
        // as a block, its lines left-aligned in it, as a browser shrinks it to its content.
        let button = "<table><tr><td align=center><table><tr><td><a href=x>Confirm your address</a></td></tr></table>"
            + "</td></tr></table>"
        #expect(try text(button) == [String(repeating: " ", count: 8) + "Confirm your address[1]", "", "[1] x"])
        let lines = "<table align=center><tr><td>Hi there,<br>Your order has shipped.</td></tr></table>"
        #expect(try text(lines) == [String(repeating: " ", count: 8) + "Hi there,", String(repeating: " ", count: 8) + "Your order has shipped."])
        // The icons of a footer, side by side and centred.
        let icons = "<table align=center><tr><td><a href=f>Facebook</a></td><td><a href=t>Twitter</a></td></tr></table>"
        #expect(try text(icons).first == String(repeating: " ", count: 8) + "Facebook[1]  Twitter[2]")
    }

    @Test func linksAreNumberedInDocumentOrderAcrossSideBySideRows() throws {
        let html = "<table><tr><td><a href=a>First</a></td></tr><tr><td><a href=b>Left</a></td>"
            + "<td><a href=c>Right</a> <a href=a>again</a></td></tr></table>"
        #expect(try text(html) == ["First[1]", "", "Left[2]  Right[3] again[1]", "", "[1] a", "[2] b", "[3] c"])
    }

    @Test func linksAreNumberedInDocumentOrderWhenAGridRowStacks() throws {
        let html = "<table><tr><td><a href=a>A</a></td><td><a href=b>B</a></td></tr>"
            + "<tr><td><a href=c>Long enough to stack here</a></td><td><a href=d>and this one too</a></td>"
            + "<td><a href=e>and a third cell</a></td></tr><tr><td><a href=f>F</a></td><td><a href=g>G</a></td></tr></table>"
        #expect(try text(html) == [
            "A[1]  B[2]", "", "Long enough to stack here[3]", "and this one too[4]", "and a third cell[5]", "",
            "F[6]  G[7]", "", "[1] a", "[2] b", "[3] c", "[4] d", "[5] e", "[6] f", "[7] g",
        ])
    }

    @Test func aLinkNumberFollowsTheLastVisibleCharacterOfAPaddedButton() throws {
        // Cerberus pads a button's text with `&nbsp;`s inside the link.
        let html = "<table role=\"presentation\"><tr><td align=\"center\"><a href=\"https://x.y\">"
            + "<span>&nbsp;&nbsp;A Button&nbsp;&nbsp;</span></a></td></tr></table><p><a href=b>Next </a>word</p>"
        #expect(try text(html, width: 20) == [
            "  \u{A0}\u{A0}A Button[1]\u{A0}\u{A0}", "", "Next[2] word", "", "[1] https://x.y", "[2] b",
        ])
    }

    @Test func aSideBySideRowStartsAtItsFirstCellsPadding() throws {
        // Foundation for Emails: the copy and the receipt's rows are `th.columns` padded 16px.
        let column = { (padding: Int, text: String) in
            "<th style=\"padding-left:\(padding)px;text-align:left\"><table><tr><th style=\"text-align:left\">\(text)</th>"
                + "</tr></table></th>"
        }
        let html = "<table role=\"presentation\"><tr>" + column(16, "<p>Hi, Ann</p>") + "</tr></table>"
            + "<table role=\"presentation\"><tr>" + column(16, "Widget 1") + column(8, "$2.99") + "</tr></table>"
            + "<table role=\"presentation\"><tr>" + column(16, "&nbsp;") + column(8, "Total") + column(8, "$2.99")
            + "</tr></table>"
        #expect(try text(html) == ["  Hi, Ann", "", "  Widget 1  $2.99", "", "  Total  $2.99"])
        // With no room for the padding, the row starts at the margin.
        #expect(try text(html, width: 15) == ["  Hi, Ann", "", "Widget 1  $2.99", "", "  Total  $2.99"])
    }

    @Test func layoutHeaderCellsAreNotDrawnAsHeaders() throws {
        // Foundation for Emails: a row of `th` columns, each wrapping a one-cell table of `th`.
        let html = "<table class=row><tr><th class=columns><table><tr><th>Left</th></tr></table></th>"
            + "<th class=columns><table><tr><th>Right</th></tr></table></th><th class=expander></th></tr></table>"
        let rendered = try TerminalGolden.render(html, width: 40, theme: "ansi16")
        #expect(rendered.lines.map { $0.map(\.grapheme).joined() } == ["Left  Right"])
        // The theme colours table headers; these cells are not headers, only bold as `th` is.
        let header = try TerminalGolden.render("<table border=1><tr><th>Left<th>Right<tr><td>a<td>b</table>", width: 40,
                                               theme: "ansi16")
        let headerStyle = try #require(header.lines[1].first { $0.grapheme == "L" }).style
        let layoutStyle = try #require(rendered.lines[0].first { $0.grapheme == "L" }).style
        #expect(headerStyle != layoutStyle)
    }

    @Test func dataTablesKeepTheirBoxes() throws {
        #expect(try text("<table border=1><tr><td>Basic<td>$9<tr><td>Pro<td>$19</table>") == [
            "┌───────┬─────┐", "│ Basic │ $9  │", "│ Pro   │ $19 │", "└───────┴─────┘",
        ])
        // A centred paragraph in a header cell is measured at its own width, not the 10,000
        // columns a cell is measured at (the columns took the whole width).
        #expect(try text("<table border=1><tr><th><p>Plan</p></th><th><p>Price</p></th></tr><tr><td>Basic<td>$9</table>") == [
            "┌───────┬───────┐", "│ Plan  │ Price │", "├───────┼───────┤", "│ Basic │ $9    │", "└───────┴───────┘",
        ])
        // Inside layout tables, at any depth of them.
        let nested = "<table role=presentation><tr><td><table width=100%><tr><td><table><tr><th>Plan<th>Price</tr>"
            + "<tr><td>Basic<td>$9</tr></table></td></tr></table></td></tr></table>"
        #expect(try text(nested) == [
            "┌───────┬───────┐", "│ Plan  │ Price │", "├───────┼───────┤", "│ Basic │ $9    │", "└───────┴───────┘",
        ])
    }

    @Test func aDataTableShowsItsStrayContentFirst() throws {
        // postmark's receipt: template loop markers between the rows of a data table.
        let html = "<table><tr><th>Description</th><th>Amount</th></tr>\n{{#each items}}\n"
            + "<tr><td>{{description}}</td><td>{{amount}}</td></tr>\n{{/each}}\n</table>"
        #expect(try text(html) == [
            "{{#each items}} {{/each}}",
            "┌─────────────────┬────────────┐", "│   Description   │   Amount   │", "├─────────────────┼────────────┤",
            "│ {{description}} │ {{amount}} │", "└─────────────────┴────────────┘",
        ])
    }

    @Test func nestedTemplatesBreakNoWordAtFortyColumns() throws {
        // leemunroe/html-email-template's nesting: body, container between spacers, main, wrapper, content.
        let html = """
            <table border="0" cellpadding="0" cellspacing="0" class="body"><tr><td>&nbsp;</td><td class="container">
            <div class="content"><table class="main"><tr><td class="wrapper"><table border="0" cellpadding="0" cellspacing="0">
            <tr><td><p>Sometimes all you want is to send a simple HTML email with a basic design.</p>
            <table border="0" cellpadding="0" cellspacing="0" class="btn btn-primary"><tr><td align="left">
            <table border="0" cellpadding="0" cellspacing="0"><tr><td><a href="https://example.com">View the source and instructions on GitHub</a>
            </td></tr></table></td></tr></table></td></tr></table></td></tr></table></div></td><td>&nbsp;</td></tr></table>
            """
        let lines = try text(html)
        #expect(lines == [
            "Sometimes all you want is to send a", "simple HTML email with a basic design.", "",
            "View the source and instructions on", "GitHub[1]", "", "[1] https://example.com",
        ])
    }

    @Test func sectionsBetweenTableAndRowsChangeNothing() throws {
        let rows = "<tr><td>Logo</td><td>Sale ends Sunday</td></tr><tr><td><p>Stacked copy</p></td></tr>"
        let bare = try text("<table>" + rows + "</table>")
        #expect(bare == ["Logo  Sale ends Sunday", "", "Stacked copy"])
        #expect(try text("<table><tbody>" + rows + "</tbody></table>") == bare)
        #expect(try text("<table role=presentation><thead><tr><td>Head</td></tr></thead><tbody>" + rows + "</tbody></table>")
                == ["Head", "", "Logo  Sale ends Sunday", "", "Stacked copy"])
    }

    @Test func aBreakAtABlocksEdgeMakesNoEmptyLine() throws {
        // E-mail cells end their copy with <br> often; a browser shows no empty line for it, nor,
        // in a layout table, for a second one: the cell's edge collapses it.
        #expect(try text("<table><tr><td>Hi there,<br></td></tr><tr><td>Thanks<br><br></td></tr></table>") == [
            "Hi there,", "", "Thanks",
        ])
        #expect(try text("text<br><div>block</div>") == ["text", "block"])
        #expect(try text("<p>a<br></p><p>b</p>") == ["a", "", "b"])
        #expect(try text("<p>a<br><br></p><p>b</p>") == ["a", "", "", "b"])
    }

    @Test func deepNestsOfLayoutTablesKeepEveryWord() throws {
        // Each level a two-cell row whose second cell holds the next level; and one-cell levels.
        let pairs = try text(String(repeating: "<table><tr><td>x<td>y", count: 1_500))
        #expect(pairs.joined(separator: " ").split(separator: " ").filter { $0 == "x" }.count == 1_500)
        #expect(pairs.joined(separator: " ").split(separator: " ").filter { $0 == "y" }.count == 1_500)
        #expect(pairs.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(try text(String(repeating: "<table><tr><td>", count: 5_000) + "deep") == ["deep"])
        // Centred tables of no width, each measured to be shrunk: a few levels, not every one.
        let centred = try text(String(repeating: "<table align=center><tr><td>x ", count: 400))
        #expect(centred.filter { $0.trimmingASCIIWhitespace() == "x" }.count == 400)
    }

    @Test func everyCellKeepsItsNodeAndRange() throws {
        let html = "<table><tr><td>Logo</td><td>Sale ends Sunday</td></tr><tr><td><p>Stacked copy</p></td></tr></table>"
        let rendered = try TerminalGolden.render(html, width: 40)
        for line in rendered.lines {
            for cell in line where !cell.isSpace {
                #expect(cell.range != nil, "\(cell.grapheme) has its source range")
            }
        }
    }
}
