import Foundation
import Testing
import MarkupCore
import PipelineInvariants
@testable import MarkupTerminal

/// SampleDocs/app-profile: the copy read with its app's markscope.toml, every stage that the
/// profile changes against its golden file (tree, styles with provenance, renders).
@Suite struct ProfileSampleGoldenTests {
    static func document() throws -> MarkupDocument {
        let folder = TerminalGolden.packageRoot.appendingPathComponent("SampleDocs/app-profile")
        let text = try String(contentsOf: folder.appendingPathComponent("markscope.toml"), encoding: .utf8)
        // The path as discovery names it from the folder, so the goldens hold no machine's path.
        let (profile, warnings) = try ProfileLoader.parse(text, path: "markscope.toml")
        #expect(warnings.isEmpty)
        let bytes = Array(try Data(contentsOf: folder.appendingPathComponent("copy.html")))
        return MarkupDocument(bytes: bytes, options: .laidOut(atColumns: 60, profile: profile))
    }

    @Test func treeAndStylesMatchTheirGoldenFiles() throws {
        let document = try Self.document()
        try TerminalGolden.check(TreeDump.text(of: document.tree.root), against: "profiles/app-profile.ast.txt")
        try TerminalGolden.check(StyleDump.text(document.styled), against: "profiles/app-profile.styles.txt")
        try TerminalGolden.check(document.styled.plainText, against: "profiles/app-profile.strip.txt")
    }

    @Test func rendersMatchTheirGoldenFiles() throws {
        let document = try Self.document()
        for (depth, theme) in [(ColorDepth.trueColor, "default"), (.color16, "ansi16")] {
            let rendered = DocumentLayout.render(document.styled, theme: try TerminalGolden.theme(theme),
                                                 options: LayoutOptions(width: 60))
            #expect(PipelineInvariants.layoutViolations(rendered, width: 60) == [])
            try TerminalGolden.check(CellSnapshot.describe(rendered.lines, depth: depth),
                                     against: "profiles/app-profile.60.\(depth.rawValue).txt")
        }
    }
}
