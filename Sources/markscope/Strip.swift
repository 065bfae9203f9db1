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

    @Option(help: OptionHelp.policy)
    var policy: StyleOptions.Policy?

    @Option(help: ProfileHelp.profile)
    var profile: String?

    @Flag(help: ProfileHelp.noProfile)
    var noProfile = false

    func validate() throws {
        try ProfileInput.validate(profile: profile, noProfile: noProfile)
    }

    func run() throws {
        let profile = try ProfileInput.load(forDocument: file, profile: self.profile, noProfile: noProfile)
        let document = try DocumentInput.load(file, options: StyleOptions(policy: policy, profile: profile))
        let text = document.styled.plainText
        if !text.isEmpty { Console.output(text) }
    }
}
