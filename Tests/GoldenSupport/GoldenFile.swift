import Foundation
import Testing

/// Compares text with a golden file, line by line; MARKSCOPE_UPDATE_GOLDEN=1 rewrites it on purpose.
public enum GoldenFile {
    public static var isUpdating: Bool { ProcessInfo.processInfo.environment["MARKSCOPE_UPDATE_GOLDEN"] == "1" }

    public static func check(_ actual: String, against url: URL, name: String,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let text = actual.hasSuffix("\n") ? actual : actual + "\n"
        if isUpdating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); run with MARKSCOPE_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = text.components(separatedBy: "\n")
        for (index, pair) in zip(expectedLines, actualLines).enumerated() where pair.0 != pair.1 {
            Issue.record("\(name):\(index + 1) differs\n  expected: \(pair.0)\n  actual:   \(pair.1)", sourceLocation: sourceLocation)
            return
        }
        #expect(expectedLines.count == actualLines.count, "\(name): line count differs", sourceLocation: sourceLocation)
    }
}
