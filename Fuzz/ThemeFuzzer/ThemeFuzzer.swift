// libFuzzer entry over theme files: any text either loads as a theme that renders a sample
// document within its width and with clean ANSI output, or fails with errors that point
// inside the file as `path:line:col: error: …`. A violation traps (a crash input).
// Built by Fuzz/run.sh (the target exists only when MARKSCOPE_FUZZ is set).
import MarkupCore
import MarkupTerminal
import FuzzSupport
import PipelineInvariants

let sample = MarkupDocument(html: """
    <h1>Sale</h1><p>Up to <b>50%</b> <i>off</i> <a href="https://example.com">now</a> <code>CODE</code>
    <mark>new</mark> <small>terms</small> <span style="color:#f60;background:rgba(0,0,255,.3)">hot</span></p>
    <ul><li>one<ul><li>two</li></ul></li></ul><ol><li>three</ol><blockquote>quote</blockquote><hr>
    <table><tr><th>A</th><td>B</td></tr></table><img alt="Logo" src="l.png"><pre>x\ty</pre>
    """)
let loader = ThemeLoader(searchPaths: [])


func fuzzTheme(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lineCount = text.utf8.count { $0 == 0x0A } + 1
    do {
        let theme = try loader.parse(text: text, path: "fuzz.toml")
        for (width, depth) in [(20, ColorDepth.color256), (60, ColorDepth.color16), (60, ColorDepth.trueColor)] {
            let rendered = DocumentLayout.render(sample.styled, theme: theme, options: LayoutOptions(width: width))
            require(PipelineInvariants.layoutViolations(rendered, width: width), "layout at \(width)")
            require(PipelineInvariants.ansiViolations(ANSIWriter(depth: depth).write(rendered)), "ANSI")
        }
    } catch {
        require(error.errors.isEmpty ? ["a failed load reports no error"] : [], "errors")
        for problem in error.errors {
            let sound = problem.line >= 1 && problem.line <= lineCount && problem.column >= 1 && !problem.message.isEmpty
                && problem.description.hasPrefix("fuzz.toml:\(problem.line):\(problem.column): error: ")
            require(sound ? [] : ["error outside the file: \(problem.description.debugDescription)"], "errors")
        }
    }
    return 0
}

@main enum ThemeFuzzerMain {
    static func main() { runFuzzer { fuzzTheme($0, $1) } }
}
