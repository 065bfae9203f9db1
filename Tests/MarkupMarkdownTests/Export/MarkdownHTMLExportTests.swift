import Foundation
import MarkupCore
import Testing
@testable import MarkupMarkdown
@testable import MarkupTerminal

/// Markdown input exports as HTML like HTML input does, and every sample's export, read back as
/// HTML, renders to the same cells as its source, with and without its profile baked in.
@Suite struct MarkdownHTMLExportTests {
    static let sampleDocs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("SampleDocs")

    private func body(_ markdown: String) -> String {
        HTMLExport.html(MarkupDocument(markdown: markdown).styled, inlineStyles: false)
    }

    @Test func markdownBecomesTheElementsItMeans() {
        #expect(body("# Title\n\n**bold** and `a < b` & [link](https://x.test/?a=1&b=2)\n")
                == "<h1>Title</h1><p><strong>bold</strong> and <code>a &lt; b</code> &amp; "
                 + "<a href=\"https://x.test/?a=1&amp;b=2\">link</a></p>")
    }

    @Test func aMisnestingBetweenMarkdownAndHTMLComesOutBalanced() {
        let html = body("**bold <span>x** y</span>\n")
        #expect(html == "<p><strong>bold <span>x</span></strong> y</p>")
    }

    @Test func customAttributesBecomeAttributes() {
        #expect(body("^[50% off](color: 'red', class: 'vip')\n").contains(#"data-color="red""#))
    }

    /// HTML styles no `data-KEY`: what a mapped custom attribute sets goes in `style=""` too;
    /// inline HTML's own `data-color` stays as it is.
    @Test func mappedCustomAttributesKeepTheirLookInStyle() {
        let options = StyleOptions(profile: Profile().customAttribute("color", property: "color")
            .customAttribute("size", property: "font-size"))
        let markdown = #"^[50% off](color: '#e00000', size: 20, percent: 50) <span data-color="red">x</span>"#
        #expect(HTMLExport.html(MarkupDocument(markdown: markdown, options: options).styled, inlineStyles: false)
                == ##"<p><span data-color="#e00000" data-size="20" data-percent="50" style="color: #e00000; font-size: 20px">50% off</span> <span data-color="red">x</span></p>"##)
        #expect(HTMLExport.html(MarkupDocument(markdown: markdown).styled, inlineStyles: false)
                == ##"<p><span data-color="#e00000" data-size="20" data-percent="50">50% off</span> <span data-color="red">x</span></p>"##)
    }

    /// A file, read with its format and the profile beside it (if any), against its export read back as HTML.
    private func check(_ url: URL, format: DocumentFormat) throws {
        let path = url.lastPathComponent
        let source = try ExportCorpus.source(of: url)
        let profile = try ExportCorpus.profile(beside: url)
        // The profile's custom tags still lay out as they declare; its styles come only inline.
        var layoutOnly = Profile()
        layoutOnly.customTags = profile.customTags
        let cases: [(options: StyleOptions, inlineStyles: Bool, reread: StyleOptions)] = [
            (StyleOptions(), false, StyleOptions()),
            (StyleOptions(), true, StyleOptions()),
            (StyleOptions(profile: profile), false, StyleOptions(profile: profile)),
            (StyleOptions(profile: profile), true, StyleOptions(profile: layoutOnly)),
        ]
        for (options, inlineStyles, reread) in cases {
            let original = MarkupDocument(source: source, format: format, options: options).styled
            let exported = HTMLExport.html(original, inlineStyles: inlineStyles)
            let expected = try render(original)
            let actual = try render(MarkupDocument(html: exported, options: reread).styled)
            let differences = zip(expected, actual).filter { $0 != $1 }
            #expect(expected.count == actual.count && differences.isEmpty,
                    "\(path), inline styles \(inlineStyles), profile \(options.profile != Profile()): \(differences.prefix(2))")
        }
    }

    /// The cells of `document` at 80 columns in true colour, a line each.
    private func render(_ document: StyledDocument) throws -> [String] {
        let rendered = DocumentLayout.render(document, theme: try ThemeLoader(searchPaths: []).load("default"),
                                             options: LayoutOptions(width: 80))
        return CellSnapshot.describe(rendered.lines, depth: .trueColor).components(separatedBy: "\n")
    }

    static let realCopy = sampleDocs.deletingLastPathComponent().appendingPathComponent("Tests/RealCopy")

    @Test(arguments: [sampleDocs, realCopy])
    func everyFileRendersTheSameFromItsExport(in folder: URL) throws {
        let files = try ExportCorpus.files(in: folder)
        #expect(files.count >= 12)
        for file in files {
            try check(folder.appendingPathComponent(file), format: DocumentFormat(path: file))
        }
    }
}

