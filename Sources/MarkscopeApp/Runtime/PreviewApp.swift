#if canImport(Glibc)
import Glibc
#endif
import MarkupCore
import MarkupMarkdown
import MarkupTerminal

/// What `markscope FILE` starts with.
public struct PreviewOptions: Sendable {
    public var path: String
    public var themeName: String
    public var depth: ColorDepth?
    public var mouse: Bool
    public var width: WidthSlot
    /// The profile file to preview with and watch (nil: none).
    /// A profile named on the command line: a deleted one is an error, the last good one stays.
    public var profilePath: String?
    /// The profile found beside the document or in a parent folder, else where the document's
    /// own would be: watched, so that one written while previewing is used at once and a
    /// deleted one means no profile.
    public var profileCandidate: String?
    /// `--policy`: who wins between the copy's inline styles and the profile's (nil: the profile's).
    public var policy: StyleOptions.Policy?
    /// `--input`: how to read the document (nil: as its name says).
    public var format: DocumentFormat?

    public init(path: String, themeName: String, depth: ColorDepth?, mouse: Bool, width: WidthSlot,
                profilePath: String? = nil, profileCandidate: String? = nil, policy: StyleOptions.Policy? = nil,
                format: DocumentFormat? = nil) {
        self.path = path
        self.format = format
        self.policy = policy
        self.profilePath = profilePath
        self.profileCandidate = profileCandidate
        self.themeName = themeName
        self.depth = depth
        self.mouse = mouse
        self.width = width
    }
}

/// The interactive previewer: checks what it starts with, starts the terminal, runs ``PreviewLoop``.
public enum PreviewApp {
    /// Runs until `q`; returns the exit status. Errors before the screen starts are printed.
    public static func run(_ options: PreviewOptions, environment: [String: String]) -> Int32 {
        MemoryTuning.keepFreedBlocksForReloads()
        let loader = ThemeLoader.standard(environment: environment)
        let theme: Theme
        do {
            theme = try loader.load(options.themeName)
        } catch {
            printError(error.description)
            return 2
        }
        var profile = Profile()
        var profileWarnings: [ProfileProblem] = []
        let startingProfile = options.profilePath
            ?? options.profileCandidate.flatMap { access($0, F_OK) == 0 ? $0 : nil }
        if let startingProfile {
            do {
                (profile, profileWarnings) = try ProfileLoader.load(path: startingProfile)
            } catch {
                printError(error.description)
                return 2
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(options.path)
        } catch {
            printError("markscope: " + error.message)
            return 2
        }
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
            printError("markscope: the previewer needs a terminal; use 'markscope render' to print the copy")
            return 2
        }
        guard let backend = CursesBackend(mouse: options.mouse) else {
            printError("markscope: cannot start the terminal (TERM=\(environment["TERM"] ?? "unset"))")
            return 2
        }
        TerminalRestorer.install()
        PreviewLoop(options: options, environment: environment, loader: loader, theme: theme, profile: profile,
                    profileWarnings: profileWarnings, bytes: bytes, backend: backend).run()
        return 0
    }

    private static func printError(_ text: String) {
        let line = ControlCharacters.makeVisible(text) + "\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
