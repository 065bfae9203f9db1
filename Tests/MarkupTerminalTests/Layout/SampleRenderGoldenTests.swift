import Testing
import MarkupCore
import PipelineInvariants
@testable import MarkupTerminal

/// Every sample document rendered (text plus an attribute layer) at two widths and several depths.
@Suite struct SampleRenderGoldenTests {
    static let names = TerminalGolden.sampleNames()

    static let variants: [(width: Int, depth: ColorDepth, theme: String)] = [
        (40, .trueColor, "default"), (80, .color256, "default"), (80, .color16, "ansi16"), (80, .none, "monochrome"),
    ]

    @Test(arguments: names)
    func rendersMatchTheirGoldenFiles(_ name: String) throws {
        let document = try TerminalGolden.sample(name)
        for variant in Self.variants {
            let rendered = DocumentLayout.render(document.styled, theme: try TerminalGolden.theme(variant.theme),
                                                 options: LayoutOptions(width: variant.width))
            #expect(PipelineInvariants.layoutViolations(rendered, width: variant.width) == [])
            let base = name.replacingOccurrences(of: ".html", with: "")
            try TerminalGolden.check(CellSnapshot.describe(rendered.lines, depth: variant.depth),
                                     against: "renders/\(base).\(variant.width).\(variant.depth.rawValue).txt")
        }
    }
}
