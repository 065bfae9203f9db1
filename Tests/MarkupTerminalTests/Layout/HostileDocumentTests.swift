import Foundation
import Testing
import MarkupCore
import PipelineInvariants
@testable import MarkupTerminal

/// Documents that try to reach the terminal (escape sequences, bidi overrides, floods of
/// invisible characters, NUL): what the reader sees is in Golden/hostile/NAME.txt, and
/// nothing of them reaches the output but text and our own SGR codes.
@Suite struct HostileDocumentTests {
    static let directory = TerminalGolden.testsDirectory.appendingPathComponent("Golden/hostile")

    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasSuffix(".html") }.sorted()

    @Test(arguments: names)
    func whatTheReaderSees(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let document = MarkupDocument(bytes: bytes)
        #expect(PipelineInvariants.violations(in: document) == [])
        let rendered = DocumentLayout.render(document.styled, theme: try TerminalGolden.theme("default"),
                                             options: LayoutOptions(width: 60, hyperlinks: true))
        #expect(PipelineInvariants.layoutViolations(rendered, width: 60) == [])
        for depth in ColorDepth.allCases {
            #expect(PipelineInvariants.ansiViolations(ANSIWriter(depth: depth, hyperlinks: true).write(rendered)) == [])
        }
        try TerminalGolden.check(CellSnapshot.describe(rendered.lines, depth: .color256),
                                 against: "hostile/" + name.replacingOccurrences(of: ".html", with: ".txt"))
    }

    /// Replacement characters (what invalid bytes become) and C1 controls, which layout takes
    /// as clusters of their own without segmentation: shown as segmentation would show them,
    /// a combining mark still joined to the U+FFFD before it, each cell on its own bytes.
    @Test func replacementCharactersAndC1Controls() throws {
        let content = "a\u{FFFD}\u{FFFD}\u{85}\u{FFFD}\u{301}\u{9F}b\u{FFFD}\u{85}\u{FFFD}"
        let document = MarkupDocument(html: "<p>" + content + "</p>")
        let rendered = DocumentLayout.render(document.styled, theme: try TerminalGolden.theme("default"),
                                             options: LayoutOptions(width: 80))
        let cells = rendered.lines.flatMap { $0 }.filter { !$0.isContinuation }
        #expect(cells.map(\.grapheme) == content.map { VisibleCluster($0).text })
        var offset = 3
        for (cell, cluster) in zip(cells, content) {
            #expect(cell.range == SourceRange(start: offset, end: offset + cluster.utf8.count))
            offset += cluster.utf8.count
        }
    }

    /// One megabyte on a single line, no spaces: wrapped at the width, every character kept.
    @Test func oneMegabyteSingleLine() throws {
        let word = "Spring50%OFF週年慶"
        let html = "<p>" + String(repeating: word, count: 1_048_576 / word.utf8.count) + "</p>"
        let document = MarkupDocument(html: html)
        let rendered = DocumentLayout.render(document.styled, theme: try TerminalGolden.theme("default"),
                                             options: LayoutOptions(width: 80))
        #expect(PipelineInvariants.layoutViolations(rendered, width: 80) == [])
        let text = rendered.text
        #expect(text.joined() == html.dropFirst(3).dropLast(4))
        // Lines may break after an ideograph: four words (72 columns) fill the first line.
        #expect(text.first == String(repeating: word, count: 4))
        #expect(text.count > 12_000)
    }

    /// Twenty thousand zero-width spaces and a cluster of 20,000 combining marks stay linear and
    /// visible: each zero-width character shows as a dotted circle, and a cluster keeps its
    /// base and first marks only.
    @Test func floodsOfInvisibleCharacters() throws {
        let html = "<p>a" + String(repeating: "\u{200B}", count: 20_000) + "b e" + String(repeating: "\u{301}", count: 20_000) + "</p>"
        let rendered = DocumentLayout.render(MarkupDocument(html: html).styled, theme: try TerminalGolden.theme("default"),
                                             options: LayoutOptions(width: 80))
        #expect(PipelineInvariants.layoutViolations(rendered, width: 80) == [])
        #expect(rendered.text.first?.hasPrefix("a◌\u{200B}◌\u{200B}") == true)
        let last = try #require(rendered.lines.last?.last(where: { !$0.isContinuation && $0.grapheme != " " }))
        #expect(last.grapheme.unicodeScalars.count <= VisibleCluster.maximumScalars + 1)
        #expect(last.grapheme.unicodeScalars.starts(with: "e\u{301}".unicodeScalars))
    }
}
