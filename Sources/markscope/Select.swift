import ArgumentParser
import MarkupCore
import MarkupMarkdown

/// `markscope select`: the nodes a CSS selector matches.
struct Select: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "select",
        abstract: "Print the text (or JSON) of the elements a CSS selector matches.",
        discussion: "Selectors: tag, .class, #id, [attr], [attr=value] (also ~= ^= $= *= |=), descendant ' ' and child '>' combinators, and lists 'a, b'."
    )

    @Argument(help: "The HTML or Markdown file, or - for standard input.")
    var file: String

    @Argument(help: "The selector, e.g. 'a[href]' or '.promo > b'.")
    var selector: String

    @Option(help: "Output format: text (each match's text on a line) or json.")
    var format: OutputFormat = .text

    @Option(help: OptionHelp.input)
    var input: DocumentFormat?

    @OptionGroup var profileOptions: ProfileOptions

    func validate() throws {
        do {
            _ = try MarkupCore.Selector(selector)
        } catch {
            throw ValidationError("The selector '\(selector)' is not valid: \(error.description).")
        }
    }

    func run() throws {
        let profile = try profileOptions.load(forDocument: file)
        let document = try DocumentInput.load(file, format: input, options: StyleOptions(policy: profileOptions.policy, profile: profile))
        let parsed = try MarkupCore.Selector(selector)
        let matches = SelectorMatcher.matches(parsed, in: document.tree)
        switch format {
        case .text:
            for node in matches {
                Console.output(PlainTextStripper.strip(subtree: node) { document.styled.isHidden($0) })
            }
        case .json:
            var writer = JSONWriter()
            writer.beginArray()
            for node in matches {
                writer.beginObject()
                writer.string(PlainTextStripper.strip(subtree: node) { document.styled.isHidden($0) }, key: "text")
                writer.string(document.source.describe(node.range), key: "location")
                TreeDump.json(of: node, into: &writer, key: "node")
                writer.endObject()
            }
            writer.endArray()
            Console.output(writer.output)
        }
        if matches.isEmpty { throw ExitCode(1) }
    }
}
