import Foundation
import MarkupCore

/// Finds, reads and resolves themes: built-in ones by name, files by path, and `inherits`.
public struct ThemeLoader: Sendable {
    /// Folders searched for `NAME.toml`, first match wins, before the built-in themes.
    public var searchPaths: [String]

    public init(searchPaths: [String]) {
        self.searchPaths = searchPaths
    }

    /// The usual search path from the process's environment (see ``standard(environment:)``).
    public static func standard() -> ThemeLoader {
        // Only the three variables are read, straight into the path: Foundation's copy of the
        // whole environment costs more than the rest of finding the theme, and a dictionary of
        // them would be the process's first `String: Hashable` (a search of every conformance).
        func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        return ThemeLoader(searchPaths: searchPaths(themePath: variable("MARKSCOPE_THEME_PATH"),
                                                    configHome: variable("XDG_CONFIG_HOME"), home: variable("HOME")))
    }

    /// The usual search path: `$MARKSCOPE_THEME_PATH` (colon-separated), `./Themes`,
    /// `$XDG_CONFIG_HOME/markscope/themes` (or `~/.config/markscope/themes`).
    public static func standard(environment: [String: String]) -> ThemeLoader {
        ThemeLoader(searchPaths: searchPaths(themePath: environment["MARKSCOPE_THEME_PATH"],
                                             configHome: environment["XDG_CONFIG_HOME"], home: environment["HOME"]))
    }

    private static func searchPaths(themePath: String?, configHome: String?, home: String?) -> [String] {
        var paths: [String] = []
        if let themePath {
            paths += themePath.split(separator: ":").map(String.init)
        }
        paths.append("Themes")
        let config = configHome ?? ((home ?? "") + "/.config")
        paths.append(config + "/markscope/themes")
        return paths
    }

    /// The theme called `nameOrPath`: a file when it names one (has a `/` or ends in `.toml`),
    /// else `NAME.toml` on the search path, else a built-in theme. A name that is nowhere is
    /// "no theme 'x'" with the names there are; a path that cannot be read is "cannot read
    /// 'PATH': reason", worded as for documents.
    public func load(_ nameOrPath: String) throws(ThemeLoadError) -> Theme {
        guard let (path, text) = locate(nameOrPath) else {
            if Self.isPath(nameOrPath) {
                throw ThemeLoadError(errors: [Self.unreadableFileProblem(nameOrPath)
                    ?? .notRead(nameOrPath, "cannot read '\(nameOrPath)': \(Self.readFailure(nameOrPath))")])
            }
            let names = availableThemes().map(\.name).joined(separator: ", ")
            throw ThemeLoadError(errors: [.notRead(nameOrPath, "no theme '\(nameOrPath)' (the themes are \(names))")])
        }
        return try parse(text: text, path: path)
    }

    /// The names of every theme available: built-in and on the search path.
    public func availableThemes() -> [(name: String, location: String)] {
        var found: [String: String] = [:]
        for (name, _) in BuiltinThemes.files { found[name] = "built-in" }
        for directory in searchPaths.reversed() {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            for entry in entries where entry.hasSuffix(".toml") {
                found[String(entry.dropLast(5))] = directory + "/" + entry
            }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Whether `nameOrPath` names a file rather than a theme: it has a `/` or ends in `.toml`.
    static func isPath(_ nameOrPath: String) -> Bool {
        // A character, not a string, to look for: Foundation's `contains` of a string goes
        // through NSString and CoreFoundation's search on every start.
        nameOrPath.contains("/" as Character) || nameOrPath.hasSuffix(".toml")
    }

    /// Why the file at `path` cannot be read, as `strerror` words it (or "it is a directory").
    static func readFailure(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return String(cString: strerror(ENOENT))
        }
        if isDirectory.boolValue { return "it is a directory" }
        return String(cString: strerror(EACCES))
    }

    /// Why a theme file that exists cannot be used: not UTF-8 (at the first bad byte).
    static func unreadableFileProblem(_ path: String) -> ThemeError? {
        var isDirectory: ObjCBool = false
        guard isPath(path), FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
              !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else { return nil }
        let source = SourceText(data)
        guard let invalid = source.diagnostics.first else { return nil }
        let location = source.location(of: invalid.range.start)
        return ThemeError(path: path, line: location.line, column: location.column,
                          message: "not valid UTF-8: " + invalid.message)
    }

    /// The path and text of a theme by name or path, or nil when there is none.
    public func locate(_ nameOrPath: String, relativeTo directory: String? = nil) -> (path: String, text: String)? {
        if Self.isPath(nameOrPath) {
            var path = nameOrPath
            if let directory, !path.hasPrefix("/") { path = directory + "/" + path }
            guard let text = ThemeFileText.read(path) else { return nil }
            return (path, text)
        }
        for directory in searchPaths {
            let path = directory + "/" + nameOrPath + ".toml"
            if let text = ThemeFileText.read(path) { return (path, text) }
        }
        if let text = BuiltinThemes.files[nameOrPath] { return ("Themes/\(nameOrPath).toml", text) }
        return nil
    }


    /// Parses theme text as if read from `path`, resolving `inherits`.
    public func parse(text: String, path: String) throws(ThemeLoadError) -> Theme {
        var visiting: [String] = []
        return try parse(text: text, path: path, visiting: &visiting)
    }

    private func parse(text: String, path: String, visiting: inout [String]) throws(ThemeLoadError) -> Theme {
        // The shipped default theme (by name, from a file with its text, or as a parent) is
        // compiled in: its TOML is not parsed at start-up. The path only names errors, and it has none.
        if Self.isBuiltinDefault(text) { return BuiltinThemes.compiledDefault }
        if let problem = TOMLHeaderCheck.problem(in: text) {
            throw ThemeLoadError(errors: [ThemeError(path: path, line: problem.line, column: problem.column,
                                                     message: problem.message)])
        }
        var parser = ThemeParser(path: path, text: text)
        var base = Theme.defaults
        if let parent = parser.parentName() {
            // Resolving a path takes Foundation a quarter of a millisecond: only themes that inherit need it.
            let identity = Self.identity(path)
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            guard var located = locate(parent, relativeTo: directory) else {
                var error = parser.parentSite()
                error.message = "no theme '\(parent)' to inherit from (looked in \(searchPaths.joined(separator: ", ")) and the built-in themes)"
                throw ThemeLoadError(errors: [error])
            }
            // A theme may refine the built-in theme of its own name: `inherits = "default"` in default.toml.
            if Self.identity(located.path) == identity, let builtin = BuiltinThemes.files[parent] {
                located = ("built-in \(parent).toml", builtin)
            }
            let chain = visiting + [identity]
            if chain.contains(Self.identity(located.path)) {
                var error = parser.parentSite()
                let names = (chain + [Self.identity(located.path)]).map { URL(fileURLWithPath: $0).lastPathComponent }
                error.message = "inheritance cycle: " + names.joined(separator: " → ")
                throw ThemeLoadError(errors: [error])
            }
            visiting.append(identity)
            defer { visiting.removeLast() }
            base = try parse(text: located.text, path: located.path, visiting: &visiting)
        }
        let theme = parser.parse(over: base)
        guard parser.errors.isEmpty else {
            throw ThemeLoadError(errors: parser.errors.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        }
        return theme
    }

    /// Whether `text` is the shipped default.toml, byte for byte (compared as memory: a
    /// generic walk over the two UTF-8 views costs as much as a quarter of the parse it saves).
    private static func isBuiltinDefault(_ text: String) -> Bool {
        guard var builtin = BuiltinThemes.files["default"], text.utf8.count == builtin.utf8.count else { return false }
        var text = text
        return text.withUTF8 { ours in
            builtin.withUTF8 { shipped in ours.count == 0 || memcmp(ours.baseAddress!, shipped.baseAddress!, ours.count) == 0 }
        }
    }

    private static func identity(_ path: String) -> String {
        path.hasPrefix("built-in ") ? path : URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
