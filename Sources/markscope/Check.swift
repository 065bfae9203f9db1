import ArgumentParser
import MarkupMarkdown

/// `markscope check`: problems in copy as `file:line:col: severity: message`.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report problems in copy as file:line:col: severity: message.",
        discussion: """
        Exit status: 0 when no file has errors (or, with --strict, warnings), 1 when one has, \
        2 when a file cannot be read.
        """
    )

    @Argument(help: "HTML or Markdown files to check (- for standard input).")
    var files: [String]

    @Flag(help: "Fail on warnings too, not only on errors.")
    var strict = false

    @Flag(help: "Also print notes (harmless fix-ups and CSS that has no effect in a terminal).")
    var notes = false

    @Option(help: OptionHelp.input)
    var input: DocumentFormat?

    @OptionGroup var profileOptions: ProfileOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one file to check.") }
    }

    func run() throws {
        try job.run()
    }

    /// What the options ask for.
    var job: CheckJob { CheckJob(files: files, strict: strict, notes: notes, profile: profileOptions.choice, input: input) }
}
