import Foundation
import MarkupCore
import Testing
@testable import MarkupMarkdown
@testable import MarkupTerminal

/// Exporting an export changes nothing: every sample and Real copy document's Markdown
/// export, read back and exported again, is the same text, with and without its profile and a
/// profile mapping custom attribute keys; so is its HTML export, with and without inline styles.
@Suite struct ExportIdempotenceTests {
    @Test(arguments: [MarkdownHTMLExportTests.sampleDocs, MarkdownHTMLExportTests.realCopy])
    func exportingAnExportChangesNothing(in folder: URL) throws {
        let files = try ExportCorpus.files(in: folder)
        #expect(files.count >= 12)
        for file in files {
            let url = folder.appendingPathComponent(file)
            let source = try ExportCorpus.source(of: url)
            let profile = try ExportCorpus.profile(beside: url)
            let mapped = MarkdownExportRoundTripTests.mapping(profile)
            for options in [StyleOptions(), StyleOptions(profile: profile), StyleOptions(profile: mapped)] {
                let document = MarkupDocument(source: source, format: DocumentFormat(path: file), options: options).styled
                let markdown = MarkdownExport.markdown(document)
                let again = MarkdownExport.markdown(MarkupDocument(markdown: markdown, options: options).styled)
                #expect(again == markdown, "\(file), Markdown, \(options.profile.attributes.count) keys: \(firstDifference(markdown, again))")
                // Inline styles say the profile's look: read back, only its layout applies.
                var layoutOnly = Profile()
                layoutOnly.customTags = options.profile.customTags
                for (inlineStyles, reread) in [(false, options), (true, StyleOptions(profile: layoutOnly))] {
                    let html = HTMLExport.html(document, inlineStyles: inlineStyles)
                    let again = HTMLExport.html(MarkupDocument(html: html, options: reread).styled, inlineStyles: inlineStyles)
                    #expect(again == html, "\(file), HTML, inline styles \(inlineStyles), \(options.profile.attributes.count) keys: \(firstDifference(html, again))")
                }
            }
        }
    }

    /// Where two texts part, with some context.
    private func firstDifference(_ first: String, _ second: String) -> String {
        let common = zip(first, second).prefix { $0 == $1 }.count
        let start = max(0, common - 60)
        return "…\(first.dropFirst(start).prefix(160)) ≠ …\(second.dropFirst(start).prefix(160))"
    }
}
