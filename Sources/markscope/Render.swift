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
        // Only the styled tree is kept: each stage is freed once the next has read it.
        let columns = width ?? TerminalSize.columns(of: STDOUT_FILENO) ?? 80
        let profile = try profileOptions.load(forDocument: file)
        let styled = try DocumentInput.loadStyled(file, format: input, options: .laidOut(atColumns: columns, policy: profileOptions.policy,
                                                                          profile: profile))
        let theme = try ThemeInput.load(theme)
        let depth = self.depth
        // Plain text carries no OSC 8 hyperlink: links are then numbered and listed, none lost.
        let writer = ANSIWriter(depth: depth, hyperlinks: hyperlinks && depth != .none)
        let options = LayoutOptions(width: columns, hyperlinks: writer.hyperlinks, wrapsPreformatted: !clipPre,
                                    showsAttributes: writer.depth != .none)
        // Lines are written as layout finishes them, in 64 KB chunks: the render is never held whole.
        var chunk: [UInt8] = []
        chunk.reserveCapacity(1 << 17)
        DocumentLayout.render(styled, theme: theme, options: options) { line in
            writer.appendLine(line, to: &chunk)
            chunk.append(UInt8(ascii: "\n"))
            if chunk.count >= 1 << 16 {
                Console.writeTrusted(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        Console.writeTrusted(chunk)
        ProcessLifetime.keep(styled)
    }

    /// `--colors`, else none when standard output is not a terminal (as `ls`, `bat` and `glow`
    /// do: a pipe or a file gets plain text), else what the environment advertises.
    private var depth: ColorDepth {
        if let colors { return colors }
        guard isatty(STDOUT_FILENO) == 1 else { return .none }
        return ColorDepth.detect(environment: ProcessInfo.processInfo.environment)
    }

    private func loadTheme() throws -> Theme {
        do {
            return try ThemeLoader.standard().load(theme)
        } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }
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
