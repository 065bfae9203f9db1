import Foundation
import GoldenSupport
import Testing

/// Golden files next to the tests; set MARKSCOPE_UPDATE_GOLDEN=1 to rewrite them on purpose.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static let sampleDocs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SampleDocs")

    static func read(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Compares `actual` with the golden file `name`, line by line for a readable failure.
    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try GoldenFile.check(actual, against: directory.appendingPathComponent(name), name: name, sourceLocation: sourceLocation)
    }

    /// The sample documents, by file name.
    static func sampleDocumentNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sampleDocs.path).filter { $0.hasSuffix(".html") }.sorted()
    }

    static func sampleDocument(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: sampleDocs.appendingPathComponent(name)))
    }
}
