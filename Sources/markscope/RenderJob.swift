#if canImport(Glibc)
import Glibc
#endif
import Foundation
import MarkupCore
import MarkupMarkdown
import MarkupTerminal
import MarkscopeApp

/// `markscope render`'s work: the copy laid out for a terminal, written as layout finishes each line.
struct RenderJob: CommandJob, Equatable {
    var file: String
    /// Columns to lay out at (nil: the terminal's width, else 80).
    var width: Int?
    var theme = "default"
    /// The colour depth asked for (nil: from standard output and the environment).
    var colors: ColorDepth?
    var profile = ProfileChoice()
    var hyperlinks = false
    var clipPre = false
    /// How to read the file (nil: as its name says).
    var input: DocumentFormat?

    func run() throws {
        // Layout written through a stream allocates little: its two halves share the one heap
        // (see MemoryTuning.shareOneHeapAcrossThreads).
        MemoryTuning.shareOneHeapAcrossThreads()
        // Only the styled tree is kept: each stage is freed once the next has read it.
        let columns = width ?? TerminalSize.columns(of: STDOUT_FILENO) ?? 80
        let profile = try profile.load(forDocument: file)
        let styled = try DocumentInput.loadStyled(file, format: input, options: .laidOut(atColumns: columns, policy: self.profile.policy,
                                                                          profile: profile))
        let theme = try ThemeInput.load(theme)
        let depth = self.depth
        // Plain text carries no OSC 8 hyperlink: links are then numbered and listed, none lost.
        let writer = ANSIWriter(depth: depth, hyperlinks: hyperlinks && depth != .none)
        let options = LayoutOptions(width: columns, hyperlinks: writer.hyperlinks, wrapsPreformatted: !clipPre,
                                    showsAttributes: writer.depth != .none)
        // Lines are written as layout finishes them, in 64 KB chunks: the render is never held whole.
        DocumentLayout.write(styled, theme: theme, options: options, writer: writer) { Console.writeTrusted($0) }
        ProcessLifetime.keep(styled)
    }

    /// `--colors`, else none when standard output is not a terminal (as `ls`, `bat` and `glow`
    /// do: a pipe or a file gets plain text), else what the environment advertises.
    private var depth: ColorDepth {
        if let colors { return colors }
        guard isatty(STDOUT_FILENO) == 1 else { return .none }
        return ColorDepth.detect(environment: ProcessInfo.processInfo.environment)
    }
}
