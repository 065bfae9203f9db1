import Foundation
import Testing
import MarkupCore
import MarkupTerminal

/// Golden files for renders; MARKSCOPE_UPDATE_GOLDEN=1 rewrites them on purpose.
enum TerminalGolden {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let directory = testsDirectory.appendingPathComponent("Golden")
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    static func check(_ actual: String, against name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        let text = actual.hasSuffix("\n") ? actual : actual + "\n"
        if ProcessInfo.processInfo.environment["MARKSCOPE_UPDATE_GOLDEN"] == "1" {
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

    static func sampleNames() -> [String] {
        let directory = packageRoot.appendingPathComponent("SampleDocs")
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".html") }.sorted()
    }

    static func sample(_ name: String) throws -> MarkupDocument {
        MarkupDocument(bytes: Array(try Data(contentsOf: packageRoot.appendingPathComponent("SampleDocs/" + name))))
    }

    static func theme(_ name: String) throws -> Theme {
        try ThemeLoader(searchPaths: []).load(name)
    }

    /// Renders HTML at a width with the default theme.
    static func render(_ html: String, width: Int, theme: String = "monochrome", hyperlinks: Bool = false) throws -> RenderedDocument {
        DocumentLayout.render(MarkupDocument(html: html).styled, theme: try Self.theme(theme),
                              options: LayoutOptions(width: width, hyperlinks: hyperlinks))
    }

    static func text(_ html: String, width: Int) throws -> [String] {
        try render(html, width: width).text
    }
}
