import ArgumentParser
import MarkupCore
import MarkupTerminal

/// The options every command that reads a document shares: which profile (`--profile PATH`,
/// none with `--no-profile`, else `markscope.toml` beside the document or in the nearest
/// parent folder with one) and who wins between it and the copy (`--policy`).
struct ProfileOptions: ParsableArguments {
    @Option(help: OptionHelp.policy)
    var policy: StyleOptions.Policy?

    @Option(help: ArgumentHelp(
        "A profile (markscope.toml) to use instead of the one beside the document or in a parent folder.",
        valueName: "path"))
    var profile: String?

    @Flag(help: "Use no profile, not even a markscope.toml beside the document.")
    var noProfile = false

    /// Refuses `--profile` with `--no-profile`.
    func validate() throws {
        if profile != nil, noProfile {
            throw ValidationError("--profile names a profile and --no-profile ignores them: give one of them.")
        }
    }

    /// The profile's path for `document`, or nil for none.
    func path(forDocument document: String) -> String? {
        if noProfile { return nil }
        return profile ?? ProfileLoader.discover(forDocument: document)
    }

    /// The profile for `document` (an empty one when there is none); a profile that cannot be
    /// read prints its problems and exits with status 2.
    func load(forDocument document: String) throws -> Profile {
        guard let path = path(forDocument: document) else { return Profile() }
        do {
            return try ProfileLoader.load(path: path).profile
        } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }
    }
}
