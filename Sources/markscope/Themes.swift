import ArgumentParser
import Foundation
import MarkupTerminal

/// `markscope themes`: list the themes, or lint one.
struct Themes: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "List the available themes, or check a theme file for errors.",
        discussion: "Themes are looked up in $MARKSCOPE_THEME_PATH, ./Themes, ~/.config/markscope/themes, then the built-in ones."
    )

    @Option(name: .customLong("check"), help: "A theme file (or name) to check; errors print as file:line:col: error: message.")
    var check: String?

    func run() throws {
        let loader = ThemeLoader.standard()
        if let check {
            do {
                let theme = try loader.load(check)
                Console.output("\(check): ok (\(theme.name)\(theme.summary.isEmpty ? "" : ": " + theme.summary))")
            } catch where ThemeInput.wasNeverRead(error) {
                Console.error(ThemeInput.report(error))
                throw ExitCode(2)
            } catch {
                Console.output(error.description)
                throw ExitCode(1)
            }
            return
        }
        for (name, location) in loader.availableThemes() {
            let summary = (try? loader.load(name).summary) ?? "(has errors: run 'markscope themes --check \(name)')"
            Console.output("\(name.padded(toColumns: 16)) \(summary)  [\(location)]")
        }
    }
}
