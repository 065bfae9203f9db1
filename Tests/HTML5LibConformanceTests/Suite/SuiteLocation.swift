import Foundation

/// Where the html5lib-tests suite is: `../shared/conformance/html5lib-tests/` beside the
/// package root (CI clones the repository with `shared/` beside it).
enum SuiteLocation {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let root = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/html5lib-tests")

    /// The suite's files in `folder` ending in `.suffix`, sorted; nil when the suite is missing.
    static func files(in folder: String, suffix: String) -> [URL]? {
        let directory = root.appendingPathComponent(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return nil }
        return names.filter { $0.hasSuffix("." + suffix) }.sorted().map { directory.appendingPathComponent($0) }
    }

    static var missingMessage: String {
        "the html5lib-tests suite is missing: expected it at \(root.path) (clone the project with shared/ beside it)"
    }
}
