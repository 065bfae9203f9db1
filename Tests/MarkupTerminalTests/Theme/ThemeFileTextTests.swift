import Foundation
import Testing
@testable import MarkupTerminal

/// Theme files read with system calls, held to what Foundation's
/// `String(contentsOfFile:encoding: .utf8)` reads from the same files.
@Suite struct ThemeFileTextTests {
    @Test func readsEveryFileAsFoundationDoes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markscope-theme-text-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let contents: [String: [UInt8]] = [
            "plain.toml": Array("name = \"x\"\n[styles]\nlink = { fg = \"#ff00ff\" }\n".utf8),
            "bom.toml": [0xEF, 0xBB, 0xBF] + Array("name = \"x\"\n".utf8),
            "two-boms.toml": [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("a".utf8),
            "only-bom.toml": [0xEF, 0xBB, 0xBF],
            "empty.toml": [],
            "latin1.toml": Array("caf".utf8) + [0xE9],
            "controls.toml": Array("a\u{0}b\r\nc\u{1B}".utf8),
            "wide.toml": Array("rule = \"━\"\nbullets = [\"●\", \"◆\"]\n".utf8),
            "large.toml": Array(String(repeating: "# comment line é\n", count: 3000).utf8),
        ]
        for (name, bytes) in contents {
            try Data(bytes).write(to: directory.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder.toml"),
                                                withIntermediateDirectories: true)
        for name in Array(contents.keys) + ["folder.toml", "missing.toml"] {
            let path = directory.appendingPathComponent(name).path
            let foundation = try? String(contentsOfFile: path, encoding: .utf8)
            #expect(ThemeFileText.read(path) == foundation, "\(name)")
        }
        #expect(ThemeFileText.read(directory.appendingPathComponent("bom.toml").path) == "name = \"x\"\n")
        #expect(ThemeFileText.read(directory.appendingPathComponent("latin1.toml").path) == nil)
    }
}
