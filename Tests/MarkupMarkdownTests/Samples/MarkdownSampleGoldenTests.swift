import Foundation
import GoldenSupport
import MarkupCore
import PipelineInvariants
import Testing
@testable import MarkupMarkdown
@testable import MarkupTerminal

/// SampleDocs/markdown-launch/launch-notes.md: its tokens with their Markdown constructs, its
/// renders as the HTML samples' are rendered, and, read with its markscope.toml, the stages
/// the profile changes (tree, styles with provenance, stripped text, renders).
@Suite struct MarkdownSampleGoldenTests {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    static let folder = packageRoot.appendingPathComponent("SampleDocs/markdown-launch")

    static func check(_ actual: String, against name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try GoldenFile.check(actual, against: testsDirectory.appendingPathComponent("Golden/" + name), name: name,
                             sourceLocation: sourceLocation)
    }

    static func source() throws -> SourceText {
        SourceText(Array(try Data(contentsOf: folder.appendingPathComponent("launch-notes.md"))))
    }

    static func profile() throws -> Profile {
        let text = try String(contentsOf: folder.appendingPathComponent("markscope.toml"), encoding: .utf8)
        // The path as discovery names it from the folder, so the goldens hold no machine's path.
        let (profile, warnings) = try ProfileLoader.parse(text, path: "markscope.toml")
        #expect(warnings.isEmpty)
        return profile
    }

    @Test func tokensMatchTheirGoldenFile() throws {
        let document = MarkupDocument(markdown: try Self.source())
        try Self.check(TokenDump.text(document.tokens), against: "launch-notes.tokens.txt")
        #expect(PipelineInvariants.violations(in: document).isEmpty)
    }

    @Test func rendersMatchTheirGoldenFiles() throws {
        let document = MarkupDocument(markdown: try Self.source())
        let variants: [(width: Int, depth: ColorDepth, theme: String)] = [
            (40, .trueColor, "default"), (80, .color256, "default"), (80, .color16, "ansi16"), (80, .none, "monochrome"),
        ]
        for variant in variants {
            let rendered = DocumentLayout.render(document.styled, theme: try ThemeLoader(searchPaths: []).load(variant.theme),
                                                 options: LayoutOptions(width: variant.width))
            #expect(PipelineInvariants.layoutViolations(rendered, width: variant.width) == [])
            try Self.check(CellSnapshot.describe(rendered.lines, depth: variant.depth),
                           against: "renders/launch-notes.\(variant.width).\(variant.depth.rawValue).txt")
        }
    }

    @Test func withItsProfileTreeStylesAndRendersMatchTheirGoldenFiles() throws {
        let document = MarkupDocument(markdown: try Self.source(), options: .laidOut(atColumns: 60, profile: try Self.profile()))
        #expect(PipelineInvariants.violations(in: document).isEmpty)
        try Self.check(TreeDump.text(of: document.tree.root), against: "profiles/launch-notes.ast.txt")
        try Self.check(StyleDump.text(document.styled), against: "profiles/launch-notes.styles.txt")
        try Self.check(document.styled.plainText, against: "profiles/launch-notes.strip.txt")
        for (depth, theme) in [(ColorDepth.trueColor, "default"), (.color16, "ansi16")] {
            let rendered = DocumentLayout.render(document.styled, theme: try ThemeLoader(searchPaths: []).load(theme),
                                                 options: LayoutOptions(width: 60))
            #expect(PipelineInvariants.layoutViolations(rendered, width: 60) == [])
            try Self.check(CellSnapshot.describe(rendered.lines, depth: depth),
                           against: "profiles/launch-notes.60.\(depth.rawValue).txt")
        }
    }

    @Test func itsWarningsPointIntoTheMarkdown() throws {
        let document = MarkupDocument(markdown: try Self.source(), options: StyleOptions(profile: try Self.profile()))
        let lines = document.diagnostics.map { $0.formatted(path: "launch-notes.md", in: document.source) }
        #expect(lines == [
            "launch-notes.md:13:79: warning: '**' also closed <span> (13:72), still open inside it",
            "launch-notes.md:13:83: warning: '</span>' has no open <span> to close, so it is dropped",
            "launch-notes.md:40:57: warning: custom attribute 'tier' needs a quoted string, a number or true/false, not gold",
        ])
    }
}
