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
        let profile = try profileOptions.load(forDocument: file)
        let document = try DocumentInput.load(file, options: StyleOptions(policy: profileOptions.policy, profile: profile))
        let text = document.styled.plainText
        if !text.isEmpty { Console.output(text) }
    }
}
