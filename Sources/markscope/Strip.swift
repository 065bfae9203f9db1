import ArgumentParser
import MarkupCore
import MarkupMarkdown

/// `markscope strip`: the visible text, without markup.
struct Strip: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strip",
        abstract: "Print the visible text without markup (entities decoded, hidden content left out)."
    )

    @Argument(help: "The HTML or Markdown file, or - for standard input.")
    var file: String

    @Option(help: OptionHelp.input)
    var input: DocumentFormat?

    @OptionGroup var profileOptions: ProfileOptions

    func run() throws {
        let profile = try profileOptions.load(forDocument: file)
        let document = try DocumentInput.load(file, format: input, options: StyleOptions(policy: profileOptions.policy, profile: profile))
        let text = document.styled.plainText
        if !text.isEmpty { Console.output(text) }
    }
}
