import ArgumentParser
import Foundation
import MarkscopeApp
import MarkupCore
import MarkupMarkdown
import MarkupTerminal

/// `markscope FILE`: the interactive previewer.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Open the interactive previewer (the default command).",
        discussion: "Source and render side by side with tokens, normalized tokens, tree, styles and diagnostics; " +
            "reloads when the file, theme or profile changes. Press ? inside for every key."
    )

    @Argument(help: "The HTML or Markdown file to preview.")
    var file: String

    @Option(help: OptionHelp.theme)
    var theme: String = "default"

    @Option(help: OptionHelp.colors)
    var colors: ColorDepth?

    @Option(parsing: .unconditional, help: "Render width in columns (default: fit the pane).")
    var width: Int?

    /// On by default where the terminal reports the mouse; `--mouse` stays accepted (it was the
    /// opt-in flag) so scripts that pass it keep working.
    @Flag(inversion: .prefixedNo,
          help: "The mouse clicks and scrolls panes (on by default; --no-mouse keeps the terminal's own text selection).")
    var mouse = true

    @Option(help: OptionHelp.input)
    var input: DocumentFormat?

    @OptionGroup var profileOptions: ProfileOptions

    func validate() throws {
        if file == "-" { throw ValidationError("The previewer watches a file; to preview standard input use 'markscope render -'.") }
        try WidthOption.validate(width)
    }

    func run() throws {
        // A theme that cannot be found or read is reported here, as `render` reports it; the
        // previewer loads it again (a few hundred microseconds) and keeps watching it.
        _ = try ThemeInput.load(theme)
        let status = PreviewApp.run(
            PreviewOptions(path: file, themeName: theme, depth: colors, mouse: mouse, width: width.map { .fixed($0) } ?? .fit,
                           profilePath: profileOptions.noProfile ? nil : profileOptions.profile,
                           profileCandidate: profileOptions.noProfile || profileOptions.profile != nil ? nil
                               : ProfileLoader.discover(forDocument: file) ?? ProfileLoader.candidate(forDocument: file),
                           policy: profileOptions.policy, format: input),
            environment: ProcessInfo.processInfo.environment)
        if status != 0 { throw ExitCode(status) }
    }
}
