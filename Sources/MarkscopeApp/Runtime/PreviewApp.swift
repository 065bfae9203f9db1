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

/// The interactive previewer: reads keys and file changes, updates state, draws it.
public enum PreviewApp {
    /// Runs until `q`; returns the exit status. Errors before the screen starts are printed.
    public static func run(_ options: PreviewOptions, environment: [String: String]) -> Int32 {
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
        defer { backend.stop() }

        let size = backend.size
        var state = PreviewState(documentPath: options.path, theme: theme, themeName: options.themeName,
                                 themeNames: loader.availableThemes().map(\.name),
                                 depth: options.depth ?? ColorDepth.detect(environment: environment),
                                 terminalDepth: backend.colorDepth, width: size.width, height: size.height)
        state.widthSlot = options.width
        state.policy = options.policy
        if let format = options.format { state.documentFormat = format }
        PreviewUpdate.profileLoaded(.success(profile), warnings: profileWarnings, now: 0, in: &state)
        state.message = nil
        PreviewUpdate.documentLoaded(.success(bytes), now: monotonicSeconds(), clock: monotonicSeconds, in: &state)
        state.lastReloadMilliseconds = nil

        let watcher = FileWatcher()
        // Every theme file shown so far is watched; an edit of the one shown now reloads it.
        var themePaths: Set<String> = []
        func watchTheme(_ name: String) {
            guard let path = loader.locate(name)?.path, !themePaths.contains(path) else { return }
            themePaths.insert(path)
            watcher?.watch(path)
        }
        if options.path != "-" { watcher?.watch(options.path) }
        watchTheme(options.themeName)
        let watchedProfile = options.profilePath ?? options.profileCandidate
        if let watchedProfile { watcher?.watch(watchedProfile) }
        var documentReload = ReloadSchedule()
        var themeReload = ReloadSchedule()
        var profileReload = ReloadSchedule()

        backend.draw(PreviewView.render(state, now: monotonicSeconds()), depth: state.effectiveDepth)
        while !state.isQuitting {
            if state.pendingLayout != nil {
                // A big document's first screens are up: lay out the rest and show it.
                PreviewUpdate.finishLayout(in: &state)
                backend.draw(PreviewView.render(state, now: monotonicSeconds()), depth: state.effectiveDepth)
            }
            let now = monotonicSeconds()
            let deadlines = [documentReload.due, themeReload.due, profileReload.due, PreviewUpdate.nextDeadline(in: state)].compactMap { $0 }
            let timeout = deadlines.map { max(0, Int32(($0 - now) * 1000)) }.min() ?? 1000
            var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
            if let watcher { descriptors.append(pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)) }
            _ = poll(&descriptors, nfds_t(descriptors.count), min(timeout, 1000))

            var effects: [PreviewEffect] = []
            while let key = backend.readKey() {
                effects += PreviewUpdate.handle(key, in: &state)
                if state.isQuitting { break }
            }
            if let text = state.pendingClipboard {
                backend.sendToTerminal(OSC52.sequence(for: text))
                state.pendingClipboard = nil
            }
            let current = backend.size
            if current.width != state.screenWidth || current.height != state.screenHeight {
                PreviewUpdate.resize(width: current.width, height: current.height, in: &state)
                backend.invalidate()
            }
            if let watcher {
                let changed = watcher.changedPaths()
                let now = monotonicSeconds()
                if changed.contains(where: { samePath($0, options.path) }) { documentReload.changed(at: now) }
                if changed.contains(where: { changedPath in themePaths.contains { samePath(changedPath, $0) } }),
                   let shown = loader.locate(state.themeName)?.path, changed.contains(where: { samePath($0, shown) }) {
                    themeReload.changed(at: now)
                }
                if let watchedProfile, changed.contains(where: { samePath($0, watchedProfile) }) {
                    profileReload.changed(at: now)
                }
            }
            // Of several `T` presses read at once, only the theme the last one asked for is loaded.
            let lastTheme = effects.lastIndex { if case .loadTheme = $0 { true } else { false } }
            for (index, effect) in effects.enumerated() {
                switch effect {
                case .quit: state.isQuitting = true
                case .reloadDocument:
                    documentReload.request(at: monotonicSeconds())
                    if loader.locate(state.themeName) != nil { themeReload.request(at: monotonicSeconds()) }
                    if watchedProfile != nil { profileReload.request(at: monotonicSeconds()) }
                case .loadTheme(let name):
                    guard index == lastTheme else { continue }
                    load(theme: name, loader: loader, into: &state)
                    watchTheme(name)
                case .saveRender(let path):
                    let bytes = RenderExport.bytes(of: state, path: path)
                    state.message = FileWriter.write(bytes, to: path)
                        ?? "saved the render to \(path) (\(bytes.count) bytes)"
                }
            }
            let after = monotonicSeconds()
            var reloadStarted: Double?
            if documentReload.fire(at: after) {
                reloadStarted = after
                let result: Result<[UInt8], DocumentReadError>
                do { result = .success(try FileReader.read(options.path)) } catch { result = .failure(error) }
                PreviewUpdate.documentLoaded(result, now: after, clock: monotonicSeconds, in: &state)
            }
            if themeReload.fire(at: after) {
                load(theme: state.themeName, loader: loader, into: &state)
            }
            if let watchedProfile, profileReload.fire(at: after) {
                reload(profile: watchedProfile, candidate: options.profilePath == nil, now: after, into: &state)
            }
            PreviewUpdate.tick(now: monotonicSeconds(), in: &state)
            if !state.isQuitting {
                backend.draw(PreviewView.render(state, now: monotonicSeconds()), depth: state.effectiveDepth)
                if let reloadStarted, state.documentError == nil {
                    // Save-to-repaint: read, pipeline, layout, view and drawing, shown on the next frame.
                    state.lastReloadMilliseconds = (monotonicSeconds() - reloadStarted) * 1000
                }

            }
        }
        return 0
    }

    private static func load(theme name: String, loader: ThemeLoader, into state: inout PreviewState) {
        let result: Result<Theme, ThemeLoadError>
        do { result = .success(try loader.load(name)) } catch { result = .failure(error) }
        PreviewUpdate.themeLoaded(result, name: name, in: &state)
    }

    /// Reads the profile again; a candidate (one that appeared while previewing) that is gone
    /// again means no profile, rather than a broken one.
    private static func reload(profile path: String, candidate: Bool, now: Double, into state: inout PreviewState) {
        if candidate, access(path, F_OK) != 0 {
            PreviewUpdate.profileLoaded(.success(Profile()), now: now, in: &state)
            return
        }
        do {
            let loaded = try ProfileLoader.load(path: path)
            PreviewUpdate.profileLoaded(.success(loaded.profile), warnings: loaded.warnings, now: now, in: &state)
        } catch {
            PreviewUpdate.profileLoaded(.failure(error), now: now, in: &state)
        }
    }

    private static func samePath(_ first: String, _ second: String) -> Bool {
        normalized(first) == normalized(second)
    }

    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." { parts.append(part) }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    private static func printError(_ text: String) {
        let line = ControlCharacters.makeVisible(text) + "\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
