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
        try job.run()
    }

    /// What the options ask for.
    var job: StripJob { StripJob(file: file, profile: profileOptions.choice, input: input) }
}

/// `markscope strip`'s work: the visible text of one document.
struct StripJob: CommandJob, Equatable {
    var file: String
    var profile = ProfileChoice()
    /// How to read the file (nil: as its name says).
    var input: DocumentFormat?

    func run() throws {
        let loaded = try profile.load(forDocument: file)
        let document = try DocumentInput.load(file, format: input, options: StyleOptions(policy: profile.policy, profile: loaded))
        let text = document.styled.plainText
        if !text.isEmpty { Console.output(text) }
    }
}
