#if canImport(Glibc)
import Glibc
#endif

/// How a run of the editor ended.
enum EditorOutcome: Equatable {
    case exited(Int32)
    case killed(signal: Int32)
    /// It never started (no such program, not executable): the reason, as strerror says it.
    case failedToStart(String)
}

/// Runs the editor on the terminal the previewer has lent it and waits for it to end.
enum EditorProcess {
    /// Starts `arguments` (the program is looked up in `PATH`), with this process's
    /// environment and standard input, output and error, and waits for it. While it runs,
    /// Ctrl-C and Ctrl-\ are the editor's: this process ignores them, and the editor gets
    /// them at their default.
    static func run(_ arguments: [String]) -> EditorOutcome {
        guard let program = arguments.first else { return .failedToStart("no program") }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGQUIT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        let interrupt = signal(SIGINT, SIG_IGN)
        let quit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, interrupt)
            signal(SIGQUIT, quit)
        }
        let words = arguments.map { strdup($0) }
        defer { words.forEach { free($0) } }
        var argv: [UnsafeMutablePointer<CChar>?] = words + [nil]
        var child: pid_t = 0
        let error = posix_spawnp(&child, program, nil, &attributes, &argv, environ)
        guard error == 0 else { return .failedToStart(String(cString: strerror(error))) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { return .failedToStart(String(cString: strerror(errno))) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as functions.
        if status & 0x7F == 0 { return .exited((status >> 8) & 0xFF) }
        return .killed(signal: status & 0x7F)
    }
}
