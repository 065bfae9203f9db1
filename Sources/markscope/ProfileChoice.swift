import ArgumentParser
import MarkupCore
import MarkupTerminal

/// Which profile a command reads a document with, and who wins between it and the copy: the
/// values of ``ProfileOptions`` (`--policy`, `--profile PATH`, `--no-profile`).
struct ProfileChoice: Equatable {
    var policy: StyleOptions.Policy?
    var profile: String?
    var noProfile = false

    /// The profile's path for `document`, or nil for none: `--profile`, else `markscope.toml`
    /// beside the document or in the nearest parent folder with one, unless `--no-profile`.
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
