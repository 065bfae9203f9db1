import Foundation
import GoldenSupport
import MarkupCore
import Testing
@testable import MarkupTerminal
@testable import MarkupMarkdown

/// Every sample and Real copy document, HTML or Markdown, exported as Markdown and read back
/// as Markdown, shows the same styled text as its source, with and without its profile; the
/// samples also render to the same cells, but for the ones named here.
@Suite struct MarkdownExportRoundTripTests {
    static let sampleDocs = MarkdownHTMLExportTests.sampleDocs
    static let realCopy = MarkdownHTMLExportTests.realCopy

    /// The samples whose export renders otherwise at 80 columns, and why.
    static let renderDiffers = [
        "broken-nesting.html": "a space at the edge of bold text moves outside `**` (delimiters cannot touch a space): the space is not bold",
        "pricing-table.html": "GFM aligns whole columns: the centred $14.99 in a right-aligned column is not centred",
        "promo-email.html": "the banner image between two blocks becomes a paragraph: one more blank line",
    ]

    @Test func everySampleRendersTheSameCellsButTheNamedOnes() throws {
        let files = try ExportCorpus.files(in: Self.sampleDocs)
        for file in files {
            let url = Self.sampleDocs.appendingPathComponent(file)
            let source = try ExportCorpus.source(of: url)
            let profile = try ExportCorpus.profile(beside: url)
            let options = StyleOptions(profile: profile)
            let original = MarkupDocument(source: source, format: DocumentFormat(path: file), options: options).styled
            let exported = MarkupDocument(markdown: MarkdownExport.markdown(original), options: options).styled
            let same = try render(original) == render(exported)
            #expect(same == (Self.renderDiffers[file] == nil), "\(file): \(Self.renderDiffers[file] ?? "renders differently")")
        }
    }

    /// The html5lib tree-construction inputs that do not read back, and why.
    static let html5libDiffers = [
        "<a href=a>aa<marquee>aa<a href=b>bb</marquee>aa": "a link inside a link: Markdown's links do not nest, the inner one's text takes the outer link",
        "<!DOCTYPE html><body><p>foo<math><mtext><i>baz</i></mtext><annotation-xml><svg><desc><b>eggs</b></desc><g><foreignObject><P>spam<TABLE><tr><td><img></td></table></foreignObject></g><g>quux</g></svg></annotation-xml></math>bar":
            "blocks whose content is all hidden still break the line; in Markdown they are not written",
        "<!DOCTYPE html><body>foo<math><mtext><i>baz</i></mtext><annotation-xml><svg><desc><b>eggs</b></desc><g><foreignObject><P>spam<TABLE><tr><td><img></td></table></foreignObject></g><g>quux</g></svg></annotation-xml></math>bar":
            "blocks whose content is all hidden still break the line; in Markdown they are not written",
    ]

    /// html5lib's tree-construction inputs (misnested, unclosed, foreign content, `plaintext`
    /// …) read back to the same styled text, but for the ones named above.
    @Test func html5libTreeConstructionInputsReadBack() throws {
        let folder = Self.sampleDocs.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/conformance/html5lib-tests/tree-construction")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !names.isEmpty else {
            Issue.record("the html5lib-tests suite is missing: expected it at \(folder.path)")
            return
        }
        var inputs: [String] = []
        for name in names.sorted() where name.hasSuffix(".dat") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for chunk in text.components(separatedBy: "#data\n").dropFirst() {
                if let end = chunk.range(of: "\n#errors") { inputs.append(String(chunk[..<end.lowerBound])) }
            }
        }
        #expect(inputs.count > 1_000)
        for input in inputs {
            let differences = StyledText.differences(source: SourceText(input), format: .html, options: StyleOptions())
            #expect(differences.isEmpty == (Self.html5libDiffers[input] == nil),
                    "\(input.debugDescription): \(Self.html5libDiffers[input] ?? "\(differences.prefix(2))")")
        }
    }

    /// Markdown made of the pieces escaping must get right (delimiters, brackets, entities,
    /// autolinks, line starts, breaks, inline HTML, tables, custom attributes) reads back from
    /// its export to the same styled text.
    @Test func generatedMarkdownReadsBackFromItsExport() {
        let pieces = ["word", "more", " ", "*", "**", "_", "__", "`", "``", "[", "]", "(", ")", "<", ">", "&amp;", "&", "#",
                      "1.", "2)", "-", "+", "|", "~~", "~", "\\", "!", "^[x](class: 'a')", "www.x.com", "http://a.b", "a@b.co",
                      "\n", "\n\n", "> ", "- ", "1. ", "```", "    ", "<b>", "</b>", "<span style=\"color:red\">", "</span>",
                      "&#10;", "  \n", "\\\n", "***", "---", "===", "ä", "日本", "🎉", "\t", "[a](b)", "![i](j)", "<u>", "</u>",
                      "| a | b |\n|---|---|\n| c | d |\n", "<br>", "'", "\"", ":", "."]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(pieces.count))
        }
        for _ in 0..<3_000 {
            var input = ""
            for _ in 0..<(3 + next() % 12) { input += pieces[next()] }
            let differences = StyledText.differences(source: SourceText(input), format: .markdown, options: StyleOptions())
            guard !differences.isEmpty else { continue }
            let exported = MarkdownExport.markdown(MarkupDocument(markdown: input).styled)
            Issue.record("\(input.debugDescription) → \(exported.debugDescription): \(differences.prefix(1))")
        }
    }

    /// `profile` with custom attribute keys for the looks carriers say most (`background` for
    /// `background-color`, as an app may name it): the export writes those as custom attributes.
    static func mapping(_ profile: Profile) -> Profile {
        profile.customAttribute("color", property: "color").customAttribute("size", property: "font-size")
            .customAttribute("bg", property: "background").customAttribute("weight", property: "font-weight")
            .customAttribute("lines", property: "text-decoration-line").customAttribute("family", property: "font-family")
    }

    /// The cells of `document` at 80 columns in true colour, a line each.
    private func render(_ document: StyledDocument) throws -> [String] {
        let rendered = DocumentLayout.render(document, theme: try ThemeLoader(searchPaths: []).load("default"),
                                             options: LayoutOptions(width: 80))
        return CellSnapshot.describe(rendered.lines, depth: .trueColor).components(separatedBy: "\n")
    }

    @Test(arguments: [sampleDocs, realCopy])
    func everyFileReadsBackToTheSameStyledText(in folder: URL) throws {
        let files = try ExportCorpus.files(in: folder)
        #expect(files.count >= 12)
        for file in files {
            let url = folder.appendingPathComponent(file)
            let source = try ExportCorpus.source(of: url)
            let format = DocumentFormat(path: file)
            let profile = try ExportCorpus.profile(beside: url)
            for options in [StyleOptions(), StyleOptions(profile: profile), StyleOptions(profile: Self.mapping(profile))] {
                let differences = StyledText.differences(source: source, format: format, options: options)
                #expect(differences.isEmpty, "\(file), profile \(options.profile.attributes.count) keys: \(differences.prefix(3))")
            }
        }
    }
}

/// The Markdown export of a document read back, compared glyph by glyph with its source.
enum StyledText {
    typealias Glyph = StyledGlyphs.Glyph

    /// The first glyphs where the source and its Markdown export read back differ, as (source,
    /// export); white space at a line's start is not compared (Markdown cannot keep it).
    static func differences(source: SourceText, format: DocumentFormat, options: StyleOptions) -> [(Glyph?, Glyph?)] {
        let original = MarkupDocument(source: source, format: format, options: options).styled
        let exported = MarkdownExport.markdown(original)
        return StyledGlyphs.differences(
            StyledGlyphs.glyphs(original, spaceAtLineStart: false),
            StyledGlyphs.glyphs(MarkupDocument(markdown: exported, options: options).styled, spaceAtLineStart: false))
    }
}
