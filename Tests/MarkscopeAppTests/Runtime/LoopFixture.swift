import Foundation
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// A document in a temporary folder and a ``PreviewLoop`` on it over a ``MemoryBackend``.
final class LoopFixture {
    let directory: String
    let path: String

    init(_ html: String, name: String = "copy.html") throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("markscope-loop-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        path = directory + "/" + name
        try write(html)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// Writes `text` over the document (or over `name` in the folder), in place as an editor
    /// that does not save by rename does.
    func write(_ text: String, to name: String? = nil) throws {
        try text.write(toFile: name.map { directory + "/" + $0 } ?? path, atomically: false, encoding: .utf8)
    }

    /// A loop on the document, themes looked up in the fixture's folder first.
    func loop(_ backend: MemoryBackend, theme: String = "default", path: String? = nil,
              environment: [String: String] = [:], profileCandidate: String? = nil,
              runEditor: @escaping ([String]) -> EditorOutcome = { _ in .failedToStart("no editor in this test") }) throws -> PreviewLoop {
        let loader = ThemeLoader(searchPaths: [directory])
        let options = PreviewOptions(path: path ?? self.path, themeName: theme, depth: .color256, mouse: false, width: .fit,
                                     profileCandidate: profileCandidate)
        return PreviewLoop(options: options, environment: environment, loader: loader, theme: try loader.load(theme),
                           profile: Profile(), profileWarnings: [], bytes: try FileReader.read(self.path), backend: backend,
                           runEditor: runEditor)
    }

    /// `count` numbered paragraphs, one a line.
    static func paragraphs(_ count: Int, changing changed: Int? = nil) -> String {
        (1...count).map { "<p>Paragraph \($0)\($0 == changed ? " edited" : "")</p>" }.joined(separator: "\n")
    }
}

extension MemoryBackend.Step {
    /// Waits (up to five seconds) until the screen shows `text`.
    static func waitFor(_ text: String) -> Self {
        .pause(seconds: 5, until: { $0.lines.contains { $0.contains(text) } })
    }
}
