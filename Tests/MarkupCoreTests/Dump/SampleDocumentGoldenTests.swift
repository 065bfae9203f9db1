import Testing
@testable import MarkupCore

/// Every stage of every sample document against its golden dump (text), plus JSON for one.
@Suite struct SampleDocumentGoldenTests {
    static let names = (try? Golden.sampleDocumentNames()) ?? []

    @Test func thereAreEnoughSamples() {
        #expect(Self.names.count >= 8)
    }

    @Test(arguments: names)
    func stagesMatchTheirGoldenDumps(_ name: String) throws {
        let document = MarkupDocument(bytes: try Golden.sampleDocument(name))
        let base = "samples/" + name.replacingOccurrences(of: ".html", with: "")
        try Golden.check(TokenDump.text(document.tokens), against: base + ".tokens.txt")
        var normalized = TokenDump.text(document.normalized)
        normalized += "\n\nrepairs:\n" + TokenDump.repairsText(document.normalized.repairs, source: document.source)
        try Golden.check(normalized, against: base + ".normalized.txt")
        try Golden.check(TreeDump.text(of: document.tree.root), against: base + ".ast.txt")
        try Golden.check(StyleDump.text(document.styled), against: base + ".styles.txt")
        try Golden.check(document.styled.plainText, against: base + ".strip.txt")
        try Golden.check(DiagnosticDump.text(document.diagnostics, path: name, source: document.source),
                         against: base + ".check.txt")
    }

    @Test func jsonDumpsMatchTheirGoldenFiles() throws {
        let document = MarkupDocument(bytes: try Golden.sampleDocument("app-banner.html"))
        var tokens = JSONWriter()
        TokenDump.json(document.normalized.tokens, tables: document.normalized.tables, source: document.source, into: &tokens)
        try Golden.check(tokens.output, against: "samples/app-banner.normalized.json")
        var tree = JSONWriter()
        TreeDump.json(of: document.tree.root, into: &tree)
        try Golden.check(tree.output, against: "samples/app-banner.ast.json")
        var styles = JSONWriter()
        StyleDump.json(document.styled, into: &styles)
        try Golden.check(styles.output, against: "samples/app-banner.styles.json")
    }
}
