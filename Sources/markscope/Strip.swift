import ArgumentParser
import MarkupCore

/// `markscope strip`: the visible text, without markup.
struct Strip: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strip",
        abstract: "Print the visible text without markup (entities decoded, hidden content left out)."
    )

    @Argument(help: "The HTML file, or - for standard input.")
    var file: String

    @OptionGroup var profileOptions: ProfileOptions

    func run() throws {
        try job.run()
    }

    /// What the options ask for.
    var job: StripJob { StripJob(file: file, profile: profileOptions.choice) }
}

/// `markscope strip`'s work: the visible text of one document.
struct StripJob: CommandJob, Equatable {
    var file: String
    var profile = ProfileChoice()

    func run() throws {
        let loaded = try profile.load(forDocument: file)
        let document = try DocumentInput.load(file, options: StyleOptions(policy: profile.policy, profile: loaded))
        let text = document.styled.plainText
        if !text.isEmpty { Console.output(text) }
    }
}
