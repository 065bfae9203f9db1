import Foundation
import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// `e` through the event loop: the terminal is lent to the editor and taken back, the screen
/// repainted and the document reloaded in place; failures are said in the status line.
@Suite struct PreviewLoopEditorTests {
    @Test func theTerminalIsLentToTheEditorThenTheDocumentReloadsInPlace() throws {
        let fixture = try LoopFixture(LoopFixture.paragraphs(40))
        var editorArguments: [String] = []
        var before: PaneCursor?
        var loop: PreviewLoop!
        var backend: MemoryBackend!
        backend = MemoryBackend(width: 120, height: 24, script: MemoryBackend.typing(String(repeating: "j", count: 20) + "0llll") + [
            .run { before = loop.state.cursor(.source) }, .key(.character("e")), .waitFor("Paragraph 21 edited"),
            .key(.character("q")),
        ])
        loop = try fixture.loop(backend, environment: ["VISUAL": "nvim", "EDITOR": "nano"]) { arguments in
            editorArguments = arguments
            backend.note("editor")
            try? fixture.write(LoopFixture.paragraphs(40, changing: 21))
            return .exited(0)
        }
        loop.run()
        #expect(editorArguments == ["nvim", "+call cursor(21,5)", fixture.path])
        let log = backend.log
        let suspend = try #require(log.firstIndex(of: .suspend))
        #expect(Array(log[suspend...].prefix(4)) == [.suspend, .note("editor"), .resume, .draw],
                "nothing is drawn while the editor has the terminal; the whole screen right after")
        #expect(backend.screen.contains { $0.contains("│   21 <p>Paragraph 21 edited</p>") }, "\(backend.screen.joined(separator: "\n"))")
        #expect(loop.state.cursor(.source).row == before?.row && loop.state.cursor(.source).top == before?.top, "the place is kept")
        #expect(loop.state.message == nil)
    }

    @Test func aRealEditorProcessGetsItsWordsAndTheFile() throws {
        let fixture = try LoopFixture("<p>First version</p>")
        let script = fixture.directory + "/fake editor.sh"
        let record = fixture.directory + "/argv"
        try fixture.write("""
            #!/bin/sh
            for argument in "$@"; do printf '%s\\n' "$argument"; done > '\(record)'
            for file; do :; done
            printf '<p>Written by the editor</p>\\n' > "$file"
            """, to: "fake editor.sh")
        chmod(script, 0o755)
        let backend = MemoryBackend(width: 100, height: 20, script: [.key(.character("e")), .waitFor("Written by the editor"),
                                                                    .key(.character("q"))])
        let loop = try fixture.loop(backend, environment: ["EDITOR": "'\(script)' --wait"], runEditor: EditorProcess.run)
        loop.run()
        let arguments = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(arguments == ["--wait", "+1", fixture.path])
        #expect(backend.screen.contains { $0.contains("Written by the editor") })
    }

    @Test func anEditorThatCannotStartIsSaidAndTheScreenRestored() throws {
        let fixture = try LoopFixture("<p>Sale</p>")
        let backend = MemoryBackend(width: 120, height: 20, script: [.key(.character("e")), .waitFor("cannot start"), .key(.character("q"))])
        let loop = try fixture.loop(backend, environment: ["EDITOR": "/nonexistent/editor -w"], runEditor: EditorProcess.run)
        loop.run()
        #expect(backend.screen.contains { $0.contains("cannot start the editor '/nonexistent/editor': No such file or directory") },
                "\(backend.screen.joined(separator: "\n"))")
        let suspend = try #require(backend.log.firstIndex(of: .suspend))
        #expect(Array(backend.log[suspend...].prefix(3)) == [.suspend, .resume, .draw])
        #expect(!backend.ranOut)
    }

    @Test func anEditorThatFailsIsSaidAndTheDocumentStillReloads() throws {
        let fixture = try LoopFixture("<p>Sale</p>")
        let backend = MemoryBackend(width: 120, height: 20, script: [.key(.character("e")), .waitFor("exited"), .key(.character("q"))])
        let loop = try fixture.loop(backend, environment: ["EDITOR": "vim"]) { _ in
            try? fixture.write("<p>Half saved</p>")
            return .exited(1)
        }
        loop.run()
        #expect(backend.screen.contains { $0.contains("the editor 'vim' exited with status 1") })
        #expect(backend.screen.contains { $0.contains("Half saved") })
    }

    @Test func aBadEditorVariableOrStandardInputLendsNothing() throws {
        let fixture = try LoopFixture("<p>Sale</p>")
        let backend = MemoryBackend(width: 120, height: 20, script: [.key(.character("e")), .waitFor("never closes"), .key(.character("q"))])
        var ran = false
        try fixture.loop(backend, environment: ["EDITOR": "vim 'oops"]) { _ in ran = true; return .exited(0) }.run()
        #expect(backend.screen.contains { $0.contains("a quote in 'vim 'oops' never closes") })

        let stdinBackend = MemoryBackend(width: 120, height: 20, script: [.key(.character("e")), .waitFor("no file"), .key(.character("q"))])
        try fixture.loop(stdinBackend, path: "-") { _ in ran = true; return .exited(0) }.run()
        #expect(stdinBackend.screen.contains { $0.contains("standard input has no file to edit") })
        #expect(!ran)
        #expect(!backend.log.contains(.suspend) && !stdinBackend.log.contains(.suspend))
    }
}
