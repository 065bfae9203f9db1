import Foundation
import Testing
import MarkupCore
import PipelineInvariants
@testable import MarkupTerminal

/// Real e-mail templates and app copy nobody here wrote (`Tests/RealCopy`, sources in its
/// SOURCES.md), rendered as their reader would read them: every word whole on one line at
/// 40, 60 and 80 columns, and the render at 60 columns held by a golden file.
@Suite struct RealCopyRenderTests {
    static let root = TerminalGolden.packageRoot.appendingPathComponent("Tests/RealCopy")

    static let names: [String] = ["email", "snippets"].flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
            .filter { $0.hasSuffix(".html") }.sorted().map { "\(folder)/\($0)" }
    }

    /// The document styled as `render --width` styles it: `@media` rules see that width.
    static func document(_ name: String, width: Int) throws -> MarkupDocument {
        MarkupDocument(bytes: Array(try Data(contentsOf: root.appendingPathComponent(name))),
                       options: .laidOut(atColumns: width))
    }

    @Test func theCollectionIsThere() {
        #expect(Self.names.filter { $0.hasPrefix("email/") }.count >= 26)
        #expect(Self.names.filter { $0.hasPrefix("snippets/") }.count >= 10)
    }

    /// A word a reader can read is never broken across lines or squeezed out: each word of
    /// the visible text (up to a third of the width) appears whole on some line of the render.
    @Test(arguments: names)
    func everyWordStaysWhole(_ name: String) throws {
        let theme = try TerminalGolden.theme("monochrome")
        for width in [40, 60, 80] {
            let document = try Self.document(name, width: width)
            let rendered = DocumentLayout.render(document.styled, theme: theme, options: LayoutOptions(width: width))
            let lines = rendered.text.map { Self.withoutLinkNumbers($0.lowercased()) }
            let words = Self.words(of: document.styled.plainText).filter { DisplayWidth.of($0) <= width / 3 }
            let broken = Set(words.filter { word in !lines.contains { $0.contains(word) } })
            #expect(broken.isEmpty, "\(name) at \(width): \(broken.count) words not whole on a line: \(broken.sorted().prefix(8))")
            let tooWide = PipelineInvariants.layoutViolations(rendered, width: width)
            #expect(tooWide.isEmpty, "\(name) at \(width): \(tooWide.prefix(3))")
        }
    }

    @Test(arguments: names)
    func rendersMatchTheirGoldenFiles(_ name: String) throws {
        let document = try Self.document(name, width: 60)
        let rendered = DocumentLayout.render(document.styled, theme: try TerminalGolden.theme("monochrome"),
                                             options: LayoutOptions(width: 60))
        let base = name.replacingOccurrences(of: ".html", with: "")
        try TerminalGolden.check(rendered.text.joined(separator: "\n"), against: "realcopy/\(base).60.txt")
    }

    /// A line without the `[n]` a link's text is followed by, so `us[2].` reads `us.`.
    static func withoutLinkNumbers(_ line: String) -> String {
        line.replacing(/\[[0-9]+\]/, with: "")
    }

    /// The unbreakable pieces of plain text, lowercased (a theme may change case): split at
    /// whitespace, after a hyphen and around wide (CJK) characters, where lines may break.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var word = ""
        func finish() { if !word.isEmpty { words.append(word); word = "" } }
        for character in text.lowercased() {
            if character.isWhitespace { finish(); continue }
            if DisplayWidth.of(character) == 2 { finish(); words.append(String(character)); continue }
            word.append(character)
            if character == "-" { finish() }
        }
        finish()
        return words
    }
}
