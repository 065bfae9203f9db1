import ArgumentParser
import MarkupCore
import MarkupTerminal

/// Finds and reads the profile a command uses: `--profile PATH`, none with `--no-profile`,
/// else `markscope.toml` beside the document or in the nearest parent folder with one.
enum ProfileInput {
    /// The profile's path for `document`, or nil for none.
    static func path(forDocument document: String, profile: String?, noProfile: Bool) -> String? {
        if noProfile { return nil }
        return profile ?? ProfileLoader.discover(forDocument: document)
    }

    /// The profile for `document` (an empty one when there is none); a profile that cannot be
    /// read prints its problems and exits with status 2.
    static func load(forDocument document: String, profile: String?, noProfile: Bool) throws -> Profile {
        guard let path = path(forDocument: document, profile: profile, noProfile: noProfile) else { return Profile() }
        do {
            return try ProfileLoader.load(path: path).profile
        } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }
    }

    /// Refuses `--profile` with `--no-profile`.
    static func validate(profile: String?, noProfile: Bool) throws {
        if profile != nil, noProfile {
            throw ValidationError("--profile names a profile and --no-profile ignores them: give one of them.")
        }
    }
}

/// The help of the profile options every command declares.
enum ProfileHelp {
    static let profile = ArgumentHelp(
        "A profile (markscope.toml) to use instead of the one beside the document or in a parent folder.",
        valueName: "path")
    static let noProfile: ArgumentHelp = "Use no profile, not even a markscope.toml beside the document."
}
