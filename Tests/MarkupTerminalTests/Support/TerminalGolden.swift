import Foundation
import GoldenSupport
import Testing
import MarkupCore
import MarkupTerminal

/// Golden files for renders; MARKSCOPE_UPDATE_GOLDEN=1 rewrites them on purpose.
enum TerminalGolden {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let directory = testsDirectory.appendingPathComponent("Golden")
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    static func check(_ actual: String, against name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try GoldenFile.check(actual, against: directory.appendingPathComponent(name), name: name, sourceLocation: sourceLocation)
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
