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

    /// The options' values (what reading a document with them does is there).
    var choice: ProfileChoice { ProfileChoice(policy: policy, profile: profile, noProfile: noProfile) }

    /// The profile's path for `document`, or nil for none.
    func path(forDocument document: String) -> String? { choice.path(forDocument: document) }

    /// The profile for `document`; see ``ProfileChoice/load(forDocument:)``.
    func load(forDocument document: String) throws -> Profile { try choice.load(forDocument: document) }
}
