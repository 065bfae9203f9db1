import Foundation
import GoldenSupport
import MarkupCore
import Testing
@testable import MarkupMarkdown

/// The Markdown exports of the Markdown sample (with its profile, which styles its custom
/// attributes by class) and of an HTML e-mail sample, kept so a change to what the export
/// writes shows in review.
@Suite struct MarkdownExportGoldenTests {
    private static let sampleDocs = MarkdownSampleGoldenTests.packageRoot.appendingPathComponent("SampleDocs")

    @Test func theMarkdownSampleExportsAsItsGoldenFile() throws {
        let document = MarkupDocument(source: try MarkdownSampleGoldenTests.source(), format: .markdown,
                                      options: StyleOptions(profile: try MarkdownSampleGoldenTests.profile()))
        try MarkdownSampleGoldenTests.check(MarkdownExport.markdown(document.styled), against: "exports/launch-notes.md")
    }

    @Test func anHTMLSampleExportsAsItsGoldenFile() throws {
        let source = SourceText(Array(try Data(contentsOf: Self.sampleDocs.appendingPathComponent("promo-email.html"))))
        let document = MarkupDocument(source: source, format: .html, options: StyleOptions())
        try MarkdownSampleGoldenTests.check(MarkdownExport.markdown(document.styled), against: "exports/promo-email.md")
    }
}
