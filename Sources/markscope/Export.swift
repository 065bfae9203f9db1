import ArgumentParser
import MarkupCore
import MarkupMarkdown

/// `markscope export`: the document as markscope repaired it, written out again.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the repaired document out again: balanced HTML, optionally with every element's resolved style inline.",
        discussion: "Comments and doctypes are left out; raw-text elements (style, script) are written as they are."
    )

    @Argument(help: "The HTML or Markdown file, or - for standard input.")
    var file: String

    @Option(help: "What to write: html.")
    var to: ExportFormat

    @Flag(help: "Give every element its resolved style (profile included) as style=\"\".")
    var inlineStyles = false

    @Option(help: OptionHelp.input)
    var input: DocumentFormat?

    @OptionGroup var profileOptions: ProfileOptions

    func run() throws {
        let profile = try profileOptions.load(forDocument: file)
        let styled = try DocumentInput.loadStyled(file, format: input,
                                                  options: StyleOptions(policy: profileOptions.policy, profile: profile))
        let html = HTMLExport.html(styled, inlineStyles: inlineStyles)
        // As from every command, control characters in the document come out visible (ESC as ␛).
        Console.output(html)
    }
}

/// The formats `markscope export` writes.
enum ExportFormat: String, NamedChoice {
    case html
}
