// libFuzzer entry over the whole pipeline: bytes → tokens → normalized → tree → styles →
// layout at two widths → ANSI at two colour depths, checking ``PipelineInvariants`` at each
// step. A violation prints what broke and traps, which libFuzzer saves as a crash input.
// Built by Fuzz/run.sh (the target exists only when MARKSCOPE_FUZZ is set).
#if canImport(Glibc)
import Glibc
#endif
import MarkupCore
import MarkupTerminal
import PipelineInvariants

let theme = try! ThemeLoader(searchPaths: []).load("default")

func require(_ problems: [String], _ stage: String) {
    guard problems.isEmpty else { fatalError("\(stage): " + problems.prefix(5).joined(separator: "; ")) }
}

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

/// SwiftPM gives an executable its own `main`, so this one hands control to libFuzzer's driver.
@main enum PipelineFuzzerMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzPipeline($0, $1) })
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
