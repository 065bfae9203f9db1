#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import MarkupCore
import MarkupMarkdown
import MarkupTerminal

/// `markscope check`'s work: each document's problems as `file:line:col: severity: message`,
/// a count on standard error, and the exit status (1: errors, or warnings with `strict`; 2: a
/// file could not be read).
struct CheckJob: CommandJob, Equatable {
    var files: [String]
    var strict = false
    var notes = false
    var profile = ProfileChoice()
    /// How to read the files (nil: each as its name says).
    var input: DocumentFormat?

    func run() throws {
        let color = Console.wantsColor(STDOUT_FILENO)
        var failed = false
        var unreadable = false
        var counts: [Diagnostic.Severity: Int] = [:]
        // Each profile in use is checked once, before the first document that uses it.
        var profiles: [String: Profile] = [:]
        func report(_ problem: ProfileProblem) {
            counts[problem.severity, default: 0] += 1
            if problem.severity == .error || (strict && problem.severity == .warning) { failed = true }
            Console.output(problem.description)
        }
        for path in files {
            let bytes: [UInt8]
            do {
                bytes = try DocumentInput.read(path)
            } catch {
                Console.error(error.description)
                unreadable = true
                continue
            }
            var profile = Profile()
            if let profilePath = self.profile.path(forDocument: path) {
                if let known = profiles[profilePath] {
                    profile = known
                } else {
                    do {
                        let loaded = try ProfileLoader.load(path: profilePath)
                        profile = loaded.profile
                        loaded.warnings.forEach(report)
                    } catch {
                        error.problems.forEach(report)
                    }
                    profiles[profilePath] = profile
                }
            }
            let document = MarkupDocument(source: SourceText(bytes), format: input ?? DocumentFormat(path: path),
                                          options: StyleOptions(policy: self.profile.policy, profile: profile))
            for diagnostic in document.diagnostics where notes || diagnostic.severity != .note {
                counts[diagnostic.severity, default: 0] += 1
                if diagnostic.severity == .error || (strict && diagnostic.severity == .warning) { failed = true }
                let shownPath = path == "-" ? "<stdin>" : path
                if color {
                    Console.outputTrusted(Self.colored(diagnostic, path: ControlCharacters.makeVisible(shownPath),
                                                       source: document.source))
                } else {
                    Console.output(diagnostic.formatted(path: shownPath, in: document.source))
                }
            }
        }
        let errors = counts[.error, default: 0]
        let warnings = counts[.warning, default: 0]
        if errors + warnings > 0 {
            Console.error("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s")")
        }
        if unreadable { throw ExitCode(2) }
        if failed { throw ExitCode(1) }
    }

    private static func colored(_ diagnostic: Diagnostic, path: String, source: SourceText) -> String {
        let code = switch diagnostic.severity {
        case .error: "31"
        case .warning: "33"
        case .note: "36"
        }
        let location = source.location(of: diagnostic.range.start)
        return "\u{1B}[1m\(path):\(location):\u{1B}[0m \u{1B}[1;\(code)m\(diagnostic.severity.rawValue):\u{1B}[0m "
            + ControlCharacters.makeVisible(diagnostic.message, keepingLineBreaks: false)
    }
}
