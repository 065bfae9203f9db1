import Foundation
import MarkupCore
@testable import MarkupTerminal

/// The documents the export tests read: every HTML and Markdown file of a folder, each with
/// the `markscope.toml` beside it, as the commands find it.
enum ExportCorpus {
    /// The `.html` and `.md` files under `folder`, as paths within it, in order.
    static func files(in folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".html") || $0.hasSuffix(".md") }.sorted()
    }

    /// The file's bytes as a source.
    static func source(of url: URL) throws -> SourceText {
        SourceText(Array(try Data(contentsOf: url)))
    }

    /// The profile in the `markscope.toml` beside `url`, or no profile when there is none.
    static func profile(beside url: URL) throws -> Profile {
        let profileURL = url.deletingLastPathComponent().appendingPathComponent("markscope.toml")
        guard FileManager.default.fileExists(atPath: profileURL.path) else { return Profile() }
        return try ProfileLoader.parse(String(contentsOf: profileURL, encoding: .utf8), path: "markscope.toml").profile
    }
}
