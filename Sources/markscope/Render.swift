#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import Foundation
import MarkupCore
import MarkupMarkdown
import MarkupTerminal

/// `markscope render`: the copy as a terminal shows it, with ANSI styles.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print the copy laid out for a terminal, styled with ANSI escape sequences."
    )

    @Argument(help: "The HTML or Markdown file, or - for standard input.")
    var file: String

    @Option(parsing: .unconditional, help: "Columns to lay out at (default: the terminal's width, else 80).")
    var width: Int?

    @Option(help: OptionHelp.theme)
    var theme: String = "default"

    @Option(help: OptionHelp.renderColors)
    var colors: ColorDepth?

    @Option(help: OptionHelp.input)
    var input: DocumentFormat?

    @OptionGroup var profileOptions: ProfileOptions

    @Flag(help: "Make links OSC 8 hyperlinks instead of numbering them and listing their URLs (not in plain text).")
    var hyperlinks = false

    @Flag(help: "Cut preformatted lines at the width instead of wrapping them.")
    var clipPre = false

    func validate() throws {
        try WidthOption.validate(width)
    }

    func run() throws {
        try job.run()
    }

    /// What the options ask for.
    var job: RenderJob {
        RenderJob(file: file, width: width, theme: theme, colors: colors, profile: profileOptions.choice,
                  hyperlinks: hyperlinks, clipPre: clipPre, input: input)
    }
}

extension ColorDepth: NamedChoice {}

/// The size of the terminal behind a file descriptor.
enum TerminalSize {
    static func columns(of descriptor: Int32) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
