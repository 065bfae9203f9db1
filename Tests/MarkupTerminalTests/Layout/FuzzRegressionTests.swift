import Foundation
import Testing
import MarkupCore
import PipelineInvariants
@testable import MarkupTerminal

/// Every input the fuzzers (Fuzz/run.sh) found a fault with, kept in Golden/fuzz-regressions
/// and checked the way the fuzzer that found it checks.
@Suite struct FuzzRegressionTests {
    static let directory = TerminalGolden.testsDirectory.appendingPathComponent("Golden/fuzz-regressions")

    static func inputs(_ suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
    }

    @Test(arguments: inputs(".html"))
    func pipelineInput(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let document = MarkupDocument(bytes: bytes)
        #expect(PipelineInvariants.violations(in: document) == [])
        let theme = try ThemeLoader(searchPaths: []).load("default")
        for (width, depth) in [(13, ColorDepth.trueColor), (80, ColorDepth.color16)] {
            let rendered = DocumentLayout.render(document.styled, theme: theme, options: LayoutOptions(width: width))
            #expect(PipelineInvariants.layoutViolations(rendered, width: width) == [])
            #expect(PipelineInvariants.ansiViolations(ANSIWriter(depth: depth, hyperlinks: true).write(rendered)) == [])
        }
    }

    @Test(arguments: inputs(".toml"))
    func themeInput(_ name: String) throws {
        let text = String(decoding: try Data(contentsOf: Self.directory.appendingPathComponent(name)), as: UTF8.self)
        do {
            _ = try ThemeLoader(searchPaths: []).parse(text: text, path: name)
        } catch {
            #expect(error.errors.allSatisfy { $0.line >= 1 && $0.column >= 1 && $0.description.hasPrefix("\(name):") })
        }
    }
}
