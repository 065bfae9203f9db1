// libFuzzer entry over the whole pipeline: bytes → tokens → normalized → tree → styles →
// layout at two widths → ANSI at two colour depths, checking ``PipelineInvariants`` at each
// step. A violation prints what broke and traps, which libFuzzer saves as a crash input.
// Built by Fuzz/run.sh (the target exists only when MARKSCOPE_FUZZ is set).
import MarkupCore
import MarkupTerminal
import FuzzSupport
import PipelineInvariants

let theme = try! ThemeLoader(searchPaths: []).load("default")


func fuzzPipeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let document = MarkupDocument(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    require(PipelineInvariants.violations(in: document), "pipeline")
    _ = document.diagnostics
    for (width, depth) in [(13, ColorDepth.trueColor), (80, ColorDepth.color16)] {
        let rendered = DocumentLayout.render(document.styled, theme: theme, options: LayoutOptions(width: width))
        require(PipelineInvariants.layoutViolations(rendered, width: width), "layout at \(width)")
        require(PipelineInvariants.ansiViolations(ANSIWriter(depth: depth, hyperlinks: true).write(rendered)), "ANSI")
    }
    var writer = JSONWriter(pretty: false)
    TreeDump.json(of: document.tree.root, into: &writer)
    return 0
}

@main enum PipelineFuzzerMain {
    static func main() { runFuzzer { fuzzPipeline($0, $1) } }
}
