import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `e` in a real terminal: the editor gets the terminal as the shell had it, and the previewer
/// takes it back whole, with the edit shown.
extension PreviewEndToEndTests {
    @Test(.enabled(if: hasTmux, "tmux is not installed (Scripts/test.sh installs it)"))
    func editorGetsTheTerminalAndThePreviewComesBack() throws {
        let session = try Session()
        let file = session.directory.appendingPathComponent("promo.html")
        try "<p>First <b>version</b></p>\n<p>Second line here</p>\n".write(to: file, atomically: false, encoding: .utf8)
        let directory = session.directory.path
        let editor = session.directory.appendingPathComponent("fake-editor.sh")
        // Records its words and the terminal settings it got, shows a line, waits for a key, writes.
        try """
            #!/bin/sh
            printf '%s\\n' "$@" > '\(directory)/argv'
            stty -g > '\(directory)/stty-editor'
            printf 'FAKE EDITOR: press a key\\n'
            read answer
            for file; do :; done
            printf '<p>First <b>version</b></p>\\n<p>Second line edited</p>\\n' > "$file"
            """.write(to: editor, atomically: false, encoding: .utf8)
        chmod(editor.path, 0o755)
        let binary = CommandLineTests.binary().path
        let before = session.directory.appendingPathComponent("stty-before").path
        try session.start("stty -g > \(before); EDITOR=\(editor.path) \(binary) \(file.path); echo EXIT=$?; sleep 30")

        var screen = try session.wait { $0.contains("Second line here") && $0.contains("? help") }
        try session.keys("j", "0", "l", "l", "l", "l")
        try session.keys("e")
        screen = try session.wait { $0.contains("FAKE EDITOR") }
        #expect(screen.contains("FAKE EDITOR: press a key"), "the editor has the screen")
        #expect(!screen.contains("? help"), "the preview is not drawn over it")
        try session.keys("Enter")
        screen = try session.wait { $0.contains("Second line edited") && $0.contains("? help") }
        #expect(screen.contains("│    2 <p>Second line edited</p>"), "the preview is back, reloaded")
        #expect(!screen.contains("FAKE EDITOR"), "redrawn whole")
        let arguments = try String(contentsOfFile: directory + "/argv", encoding: .utf8)
        #expect(arguments == "+2\n\(file.path)\n")
        let sttyBefore = try String(contentsOfFile: before, encoding: .utf8)
        let sttyEditor = try String(contentsOfFile: directory + "/stty-editor", encoding: .utf8)
        #expect(sttyEditor == sttyBefore, "the editor gets the terminal settings the shell had")

        try session.keys("q")
        screen = try session.wait { $0.contains("EXIT=") }
        #expect(screen.contains("EXIT=0"))
    }
}
