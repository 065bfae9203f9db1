import Testing
@testable import MarkupCore

/// `dump --stage ast` marks every table layout or data and says why.
@Suite struct TreeDumpTableRoleTests {
    private let html = "<table role=presentation width=100%><tr><td><table border=1><tr><th>Plan<th>Price</tr></table></td></tr></table>"

    @Test func textNamesTheRoleAndItsReasons() {
        let tree = MarkupTree(html: html)
        let lines = TreeDump.text(of: tree.root, showRanges: false).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("table <table") } == [
            "└─ table <table role=\"presentation\" width=\"100%\"> [layout: role=presentation, holds a table, one cell, width=100%, no border]",
            "            └─ table <table border=\"1\"> [data: has <th>]",
        ])
    }

    @Test func jsonCarriesTheRoleAndItsReasons() throws {
        let tree = MarkupTree(html: html)
        var writer = JSONWriter(pretty: false)
        TreeDump.json(of: tree.root, into: &writer)
        let json = writer.output
        #expect(json.contains(#""tableRole":"layout","tableRoleReasons":["role=presentation","holds a table","one cell","width=100%","no border"]"#))
        #expect(json.contains(#""tableRole":"data","tableRoleReasons":["has <th>"]"#))
        // Only tables carry a role.
        #expect(json.components(separatedBy: "\"tableRole\"").count == 3)
    }
}
