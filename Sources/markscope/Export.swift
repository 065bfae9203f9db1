import ArgumentParser
import MarkupCore
import MarkupMarkdown

/// `markscope export`: the document as markscope repaired it, written out again.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the repaired document out again: balanced HTML (optionally with every element's resolved style inline) or Markdown.",
        discussion: """
            Comments and doctypes are left out; in HTML, raw-text elements (style, script) are written as they are. \
            Markdown is CommonMark with GitHub's tables, strikethrough and task lists; classes, ids and data- attributes \
            become custom attributes ^[text](class: 'x'), the rest of the resolved look <span style="…">, and what \
            Markdown cannot say (a table with spans, say) an HTML block.
            """
    )

    @Argument(help: "The HTML or Markdown file, or - for standard input.")
    var file: String

    @Option(help: "What to write: html or markdown.")
    var to: ExportFormat

    @Flag(help: "Give every element its resolved style (profile included) as style=\"\" (html only).")
    var inlineStyles = false

    @Option(help: OptionHelp.input)
    var input: DocumentFormat?

    @OptionGroup var profileOptions: ProfileOptions

    func validate() throws {
        if inlineStyles, to == .markdown {
            throw ValidationError("--inline-styles is for --to html: Markdown carries the resolved styles it needs by itself.")
        }
    }

    func run() throws {
        let profile = try profileOptions.load(forDocument: file)
        let styled = try DocumentInput.loadStyled(file, format: input,
                                                  options: StyleOptions(policy: profileOptions.policy, profile: profile))
        let output = switch to {
        case .html: HTMLExport.html(styled, inlineStyles: inlineStyles)
        case .markdown: MarkdownExport.markdown(styled)
        }
        // As from every command, control characters in the document come out visible (ESC as ␛).
        Console.output(output)
    }
}

/// The formats `markscope export` writes.
enum ExportFormat: String, NamedChoice {
    case html
    case markdown
}
