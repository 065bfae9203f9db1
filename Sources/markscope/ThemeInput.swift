import ArgumentParser
import MarkupTerminal

/// Loading the `--theme` of a command, with its errors reported as a user reads them.
enum ThemeInput {
    /// The theme, or exit status 2 after printing why not: a theme never read (no such name, a
    /// path that cannot be read) as `markscope: sentence`, as for documents; problems inside
    /// a theme file as `file:line:col: error: message`, one a line.
    static func load(_ nameOrPath: String) throws -> Theme {
        do {
            return try ThemeLoader.standard().load(nameOrPath)
        } catch {
            Console.error(report(error))
            throw ExitCode(2)
        }
    }

    /// Whether the error is about finding or reading the theme rather than its contents.
    static func wasNeverRead(_ error: ThemeLoadError) -> Bool {
        error.errors.contains { !$0.isInFile }
    }

    static func report(_ error: ThemeLoadError) -> String {
        error.errors.map { $0.isInFile ? $0.description : "markscope: " + $0.message }.joined(separator: "\n")
    }
}
