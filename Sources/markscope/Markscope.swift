import ArgumentParser
import MarkscopeApp

/// The `markscope` command: a previewer and debugger for HTML marketing copy.
@main
struct Markscope: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "markscope",
        abstract: "Preview and debug HTML marketing copy in the terminal.",
        discussion: """
        Every stage of the pipeline (tokens, normalized tokens, tree, styles, text) can be \
        dumped as text or JSON; 'check' reports problems as file:line:col.
        """,
        version: MarkscopeVersion.string,
        subcommands: [Preview.self, Render.self, Dump.self, Strip.self, Select.self, Export.self, Check.self, Themes.self,
                      ProfileCommand.self],
        defaultSubcommand: Preview.self
    )

    static func main() {
        MemoryTuning.returnLargeBlocksToTheSystem()
        // The usual `render`, `strip` and `check` lines skip ArgumentParser's start-up; every
        // other line, and every error a command throws, is ArgumentParser's as before.
        if let job = FastCommandLine.job(Array(CommandLine.arguments.dropFirst())) {
            do {
                try job.run()
            } catch {
                exit(withError: error)
            }
            return
        }
        main(nil)
    }
}
