import Foundation
import Testing

extension PreviewEndToEndTests {
    /// `markscope notes.md` previews Markdown: the render, the source pane on the Markdown, the
    /// tokens pane naming constructs, live reload staying Markdown.
    @Test(.enabled(if: hasTmux, "tmux is not installed (Scripts/test.sh installs it)"))
    func previewsMarkdownAndReloadsIt() throws {
        let session = try Session()
        let file = session.directory.appendingPathComponent("notes.md")
        try "# Launch\n\n**Bold** news and ^[a span](class: 'vip')\n\n- [x] done\n".write(to: file, atomically: false, encoding: .utf8)
        let binary = CommandLineTests.binary().path
        try session.start("\(binary) \(file.path) --no-profile; echo EXIT=$?; sleep 30")

        var screen = try session.wait { $0.contains("Bold news and a span") && $0.contains("? help") }
        #expect(screen.contains("Bold news and a span"), "the render reads the Markdown")
        #expect(screen.contains("☑ done"), "the task item's checkbox")
        #expect(screen.contains("│    1 # Launch"), "the source pane shows the Markdown")

        try session.keys("1")
        screen = try session.wait { $0.contains("md:heading") }
        #expect(screen.contains("md:heading"), "the tokens pane names each construct")

        try "Edited *in place*\n".write(to: file, atomically: false, encoding: .utf8)
        screen = try session.wait { $0.contains("Edited in place") && $0.contains("md:emph") }
        #expect(screen.contains("Edited in place"), "a reload is read as Markdown too")
        #expect(screen.contains("md:emph"), "and its tokens are Markdown's")

        try session.keys("q")
        screen = try session.wait { $0.contains("EXIT=") }
        #expect(screen.contains("EXIT=0"))
    }
}
