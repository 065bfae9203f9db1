import Foundation
import MarkupCore

/// Finds and reads `markscope.toml` profiles.
public enum ProfileLoader {
    /// The profile's file name, looked for beside the document and in its parent folders.
    public static let fileName = "markscope.toml"

    /// The profile for the document at `documentPath` (`-` for standard input, looked for from
    /// the working folder): `markscope.toml` in the document's folder or the nearest parent
    /// folder that has one, as `.editorconfig` is found; nil when there is none.
    public static func discover(forDocument documentPath: String) -> String? {
        // Paths that standardizing leaves as they are (the usual ones) are walked as strings
        // with stat and getcwd: Foundation's URL and FileManager cost a quarter of a
        // millisecond of start-up the first time they are used.
        if let found = PlainPaths.discover(fileName, forDocument: documentPath) { return found.path }
        return discover(forDocument: documentPath, fileManager: .default)
    }

    /// ``discover(forDocument:)`` through `fileManager`, for any path (`..`, `.`, `//`, …).
    public static func discover(forDocument documentPath: String, fileManager: FileManager) -> String? {
        let start: URL
        if documentPath == "-" {
            start = URL(fileURLWithPath: fileManager.currentDirectoryPath, isDirectory: true)
        } else {
            start = URL(fileURLWithPath: documentPath).deletingLastPathComponent()
        }
        var folder = start.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            var isFolder: ObjCBool = false
            if fileManager.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue {
                return shortPath(candidate, documentPath: documentPath, fileManager: fileManager)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Where the document's own profile would be: `markscope.toml` in its folder.
    public static func candidate(forDocument documentPath: String) -> String {
        guard let slash = documentPath.lastIndex(of: "/") else { return fileName }
        return documentPath[...slash] + fileName
    }

    /// The path as the user would write it: relative to the working folder when it lies under it.
    private static func shortPath(_ url: URL, documentPath: String, fileManager: FileManager) -> String {
        let working = URL(fileURLWithPath: fileManager.currentDirectoryPath, isDirectory: true).standardizedFileURL.path
        let path = url.standardizedFileURL.path
        if path.hasPrefix(working + "/") { return String(path.dropFirst(working.count + 1)) }
        return path
    }

    /// Reads the profile at `path`; its warnings come with it, its errors are thrown.
    public static func load(path: String) throws(ProfileLoadError) -> (profile: Profile, warnings: [ProfileProblem]) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ProfileLoadError(problems: [ProfileProblem(.error, "cannot read the profile: "
                + ((error as NSError).localizedFailureReason ?? "no such file or not readable"),
                at: ProfileLocation(path: path, line: 1, column: 1))])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ProfileLoadError(problems: [ProfileProblem(.error, "the profile is not UTF-8 text",
                                                             at: ProfileLocation(path: path, line: 1, column: 1))])
        }
        return try parse(text, path: path)
    }

    /// Reads profile text as if from `path`.
    public static func parse(_ text: String, path: String) throws(ProfileLoadError) -> (profile: Profile, warnings: [ProfileProblem]) {
        var parser = ProfileParser(path: path, text: text)
        guard let profile = parser.parse() else { throw ProfileLoadError(problems: parser.problems) }
        return (profile, parser.problems)
    }
}

/// Why a profile could not be read: every problem found, errors and warnings, in file order.
public struct ProfileLoadError: Error, Sendable, CustomStringConvertible {
    public var problems: [ProfileProblem]

    public init(problems: [ProfileProblem]) {
        self.problems = problems
    }

    /// The first error, as the status line shows it.
    public var firstError: ProfileProblem? { problems.first { $0.severity == .error } ?? problems.first }

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
