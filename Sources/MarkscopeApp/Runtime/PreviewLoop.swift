#if canImport(Glibc)
import Glibc
#endif
import MarkupCore
import MarkupTerminal

/// The previewer's event loop over a terminal backend: keys, resizes, file changes and time
/// come in; frames, clipboard sequences and hand-offs of the terminal to the editor go out.
/// It knows the terminal only through ``TerminalBackend``, so tests drive it in memory.
final class PreviewLoop {
    /// What the previewer shows (a plain value; the loop owns the only copy).
    private(set) var state: PreviewState
    let backend: any TerminalBackend
    private let options: PreviewOptions
    private let loader: ThemeLoader
    private let environment: [String: String]
    /// Runs the editor on the lent terminal and waits for it (``EditorProcess/run(_:)``).
    private let runEditor: ([String]) -> EditorOutcome
    private let watcher: FileWatcher?
    /// Every theme file shown so far is watched; an edit of the one shown now reloads it.
    private var themePaths: Set<String> = []
    private let watchedProfile: String?
    private var documentReload = ReloadSchedule()
    private var themeReload = ReloadSchedule()
    private var profileReload = ReloadSchedule()
    /// The rest of a big document's screen-first layout, laid out at the start of the next turn.
    private var layoutToFinish: LayoutContinuation?

    /// A loop on the document `bytes` (read from `options.path`), shown with `theme` and
    /// `profile` as the command line chose them.
    init(options: PreviewOptions, environment: [String: String], loader: ThemeLoader, theme: Theme,
         profile: Profile, profileWarnings: [ProfileProblem], bytes: [UInt8], backend: any TerminalBackend,
         runEditor: @escaping ([String]) -> EditorOutcome = EditorProcess.run) {
        self.options = options
        self.environment = environment
        self.loader = loader
        self.backend = backend
        self.runEditor = runEditor
        let size = backend.size
        state = PreviewState(documentPath: options.path, theme: theme, themeName: options.themeName,
                             themeNames: loader.availableThemes().map(\.name),
                             depth: options.depth ?? ColorDepth.detect(environment: environment),
                             terminalDepth: backend.colorDepth, width: size.width, height: size.height)
        state.widthSlot = options.width
        state.policy = options.policy
        if let format = options.format { state.documentFormat = format }
        PreviewUpdate.profileLoaded(.success(profile), warnings: profileWarnings, now: 0, in: &state)
        state.message = nil
        layoutToFinish = PreviewUpdate.documentLoaded(.success(bytes), now: monotonicSeconds(), clock: monotonicSeconds,
                                                      in: &state)
        state.lastReloadMilliseconds = nil

        watcher = FileWatcher()
        watchedProfile = options.profilePath ?? options.profileCandidate
        if options.path != "-" { watcher?.watch(options.path) }
        watchTheme(options.themeName)
        if let watchedProfile { watcher?.watch(watchedProfile) }
    }

    /// Runs until the user quits, then restores the terminal.
    func run() {
        defer { backend.stop() }
        draw()
        while !state.isQuitting { turn() }
    }

    /// One turn: wait for a key, a file change or a deadline, then act on all that came.
    private func turn() {
        if let continuation = layoutToFinish {
            // A big document's first screens are up: lay out the rest and show it.
            layoutToFinish = nil
            PreviewUpdate.finishLayout(continuation, in: &state)
            draw()
        }
        let now = monotonicSeconds()
        let deadlines = [documentReload.due, themeReload.due, profileReload.due, PreviewUpdate.nextDeadline(in: state)].compactMap { $0 }
        let timeout = deadlines.map { max(0, Int32(($0 - now) * 1000)) }.min() ?? 1000
        backend.wait(milliseconds: min(timeout, 1000), alsoWatching: watcher.map { [$0.descriptor] } ?? [])

        var effects: [PreviewEffect] = []
        while let key = backend.readKey() {
            effects += PreviewUpdate.handle(key, in: &state)
            if state.isQuitting { break }
        }
        sendClipboard()
        followSize()
        if let watcher { noteChanges(watcher.changedPaths(), at: monotonicSeconds()) }
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
                loadTheme(name)
                watchTheme(name)
            case .saveRender(let path):
                let bytes = RenderExport.bytes(of: state, path: path)
                state.message = FileWriter.write(bytes, to: path)
                    ?? "saved the render to \(path) (\(bytes.count) bytes)"
            case .openEditor(let place):
                edit(at: place)
            }
        }
        let after = monotonicSeconds()
        var reloadStarted: Double?
        if documentReload.fire(at: after) {
            reloadStarted = after
            let result: Result<[UInt8], DocumentReadError>
            do { result = .success(try FileReader.read(options.path)) } catch { result = .failure(error) }
            layoutToFinish = PreviewUpdate.documentLoaded(result, now: after, clock: monotonicSeconds, in: &state)
        }
        if themeReload.fire(at: after) {
            loadTheme(state.themeName)
        }
        if let watchedProfile, profileReload.fire(at: after) {
            reloadProfile(watchedProfile, candidate: options.profilePath == nil, now: after)
        }
        PreviewUpdate.tick(now: monotonicSeconds(), in: &state)
        if !state.isQuitting {
            draw()
            if let reloadStarted, state.documentError == nil {
                // Save-to-repaint: read, pipeline, layout, view and drawing, shown on the next frame.
                state.lastReloadMilliseconds = (monotonicSeconds() - reloadStarted) * 1000
            }
        }
    }

    private func draw() {
        backend.draw(PreviewView.render(state, now: monotonicSeconds()), depth: state.effectiveDepth)
    }

    /// Sends what `y` copied to the terminal's clipboard.
    private func sendClipboard() {
        guard let text = state.pendingClipboard else { return }
        backend.send(OSC52.sequence(for: text))
        state.pendingClipboard = nil
    }

    /// Lays the screen out again when the terminal's size changed.
    private func followSize() {
        let current = backend.size
        guard current.width != state.screenWidth || current.height != state.screenHeight else { return }
        PreviewUpdate.resize(width: current.width, height: current.height, in: &state)
        backend.invalidate()
    }

    /// Schedules reloads for the watched files among `changed`.
    private func noteChanges(_ changed: Set<String>, at now: Double) {
        if changed.contains(where: { Self.samePath($0, options.path) }) { documentReload.changed(at: now) }
        if changed.contains(where: { changedPath in themePaths.contains { Self.samePath(changedPath, $0) } }),
           let shown = loader.locate(state.themeName)?.path, changed.contains(where: { Self.samePath($0, shown) }) {
            themeReload.changed(at: now)
        }
        if let watchedProfile, changed.contains(where: { Self.samePath($0, watchedProfile) }) {
            profileReload.changed(at: now)
        }
    }

    /// Lends the terminal to the editor at `place`, takes it back, and reloads the document at
    /// once (the place is kept as on any reload). A failure is said in the status line.
    private func edit(at place: EditorPlace) {
        let arguments: [String]
        switch EditorCommand.arguments(environment: environment, place: place) {
        case .failure(let error):
            state.message = error.message
            return
        case .success(let words):
            arguments = words
        }
        let program = arguments[0]
        backend.suspend()
        let outcome = runEditor(arguments)
        backend.resume()
        switch outcome {
        case .exited(0): state.message = nil
        case .exited(let status): state.message = "the editor '\(program)' exited with status \(status)"
        case .killed(let signal): state.message = "the editor '\(program)' was ended by signal \(signal)"
        case .failedToStart(let reason):
            state.message = "cannot start the editor '\(program)': \(reason)"
            return
        }
        // What the editor saved is read now rather than after the watcher's pause; the
        // document's own change events are covered by this reload.
        let now = monotonicSeconds()
        if let watcher {
            noteChanges(watcher.changedPaths().filter { !Self.samePath($0, options.path) }, at: now)
        }
        documentReload.request(at: now)
        followSize()
    }

    private func watchTheme(_ name: String) {
        guard let path = loader.locate(name)?.path, !themePaths.contains(path) else { return }
        themePaths.insert(path)
        watcher?.watch(path)
    }

    private func loadTheme(_ name: String) {
        let result: Result<Theme, ThemeLoadError>
        do { result = .success(try loader.load(name)) } catch { result = .failure(error) }
        PreviewUpdate.themeLoaded(result, name: name, in: &state)
    }

    /// Reads the profile again; a candidate (one that appeared while previewing) that is gone
    /// again means no profile, rather than a broken one.
    private func reloadProfile(_ path: String, candidate: Bool, now: Double) {
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
}
