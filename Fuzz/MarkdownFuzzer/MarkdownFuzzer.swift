// libFuzzer entry over the pipeline entered as Markdown: bytes → cmark-gfm → tokens (positions
// repaired, custom attributes read) → normalized → tree → styles → layout at two widths → ANSI,
// checking ``PipelineInvariants`` and that the tokens follow the source. A violation prints what
// broke and traps, which libFuzzer saves as a crash input. Built by Fuzz/run.sh (the target
// exists only when MARKSCOPE_FUZZ is set).
import MarkupCore
import MarkupMarkdown
import MarkupTerminal
import FuzzSupport
import PipelineInvariants

let theme = try! ThemeLoader(searchPaths: []).load("default")

func fuzzMarkdown(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let document = MarkupDocument(markdown: SourceText(UnsafeBufferPointer(start: data, count: size)))
    require(PipelineInvariants.violations(in: document), "pipeline")
    let tokens = document.tokens.tokens
    var order: [String] = []
    for index in tokens.indices where index > 0 && tokens[index].range.start < tokens[index - 1].range.end {
        order.append("token \(index) at \(tokens[index].range) starts before token \(index - 1) at \(tokens[index - 1].range) ends")
    }
    require(order, "token order")
    _ = document.diagnostics
    for (width, depth) in [(13, ColorDepth.trueColor), (80, ColorDepth.color16)] {
        let rendered = DocumentLayout.render(document.styled, theme: theme, options: LayoutOptions(width: width))
        require(PipelineInvariants.layoutViolations(rendered, width: width), "layout at \(width)")
        require(PipelineInvariants.ansiViolations(ANSIWriter(depth: depth, hyperlinks: true).write(rendered)), "ANSI")
    }
    return 0
}

@main enum MarkdownFuzzerMain {
    static func main() { runFuzzer { fuzzMarkdown($0, $1) } }
}
