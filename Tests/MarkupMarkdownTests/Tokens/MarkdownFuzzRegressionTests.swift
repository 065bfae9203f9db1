import Foundation
import MarkupCore
import PipelineInvariants
import Testing
@testable import MarkupMarkdown

/// Every input the Markdown fuzzer (Fuzz/run.sh markdown) found a fault with, kept in
/// Golden/fuzz-regressions and run through the invariants it broke.
@Suite struct MarkdownFuzzRegressionTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/fuzz-regressions")

    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()

    @Test func thereAreRegressions() {
        #expect(!Self.names.isEmpty)
    }

    @Test(arguments: names)
    func keepsTheInvariants(_ name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let document = MarkupDocument(markdown: SourceText(bytes))
        #expect(PipelineInvariants.violations(in: document) == [])
        let tokens = document.tokens.tokens
        #expect(tokens.indices.dropFirst().allSatisfy { tokens[$0].range.start >= tokens[$0 - 1].range.end })
    }
}
