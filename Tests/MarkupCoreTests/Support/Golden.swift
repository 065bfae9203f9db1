import Foundation
import Testing

/// Golden files next to the tests; set MARKSCOPE_UPDATE_GOLDEN=1 to rewrite them on purpose.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static let sampleDocs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SampleDocs")

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["MARKSCOPE_UPDATE_GOLDEN"] == "1" }

    static func read(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Compares `actual` with the golden file `name`, line by line for a readable failure.
    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
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

    /// The sample documents, by file name.
    static func sampleDocumentNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sampleDocs.path).filter { $0.hasSuffix(".html") }.sorted()
    }

    static func sampleDocument(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: sampleDocs.appendingPathComponent(name)))
    }
}
