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

    func run() throws {
        let document = try DocumentInput.load(file)
        let text = document.styled.plainText
        if !text.isEmpty { Console.output(text) }
    }
}
