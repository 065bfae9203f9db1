import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The real previewer in a real terminal: tmux runs it, send-keys types, capture-pane reads.
@Suite(.serialized) struct PreviewEndToEndTests {
    final class Session {
        let socket = "markscope-e2e-\(UUID().uuidString.prefix(8))"
        let directory: URL

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("markscope-e2e-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }

        deinit {
            _ = try? tmux(["kill-server"], capture: false)
            try? FileManager.default.removeItem(at: directory)
        }

        /// Runs tmux through the shell (popen waits for it properly, also when it forks its server).
        @discardableResult
        func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
            let command = (["tmux", "-L", socket] + arguments).map(Self.quoted).joined(separator: " ") + " 2>/dev/null"
            guard let stream = popen(command, "r") else { return "" }
            var output = ""
            var buffer = [CChar](repeating: 0, count: 4096)
            while fgets(&buffer, Int32(buffer.count), stream) != nil {
                output += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            pclose(stream)
            return output
        }

        static func quoted(_ argument: String) -> String {
            "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }

        func start(_ command: String, width: Int = 120, height: Int = 32) throws {
            try tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-e", "TERM=xterm-256color", command], capture: false)
        }

        func screen() throws -> String { try tmux(["capture-pane", "-p"]) }

        func keys(_ keys: String...) throws { try tmux(["send-keys"] + keys, capture: false) }

        /// Waits until the screen satisfies `condition` (up to `seconds`); returns the last screen.
        @discardableResult
        func wait(seconds: Double = 10, until condition: (String) -> Bool) throws -> String {
            let deadline = Date().addingTimeInterval(seconds)
            var last = ""
            while Date() < deadline {
                last = try screen()
                if condition(last) { return last }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return last
        }
    }

    static var hasTmux: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/tmux")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed (Scripts/test.sh installs it)"))
    func previewReloadsLiveAndRestoresTheTerminal() throws {
        let session = try Session()
        let file = session.directory.appendingPathComponent("promo.html")
        try "<p>First <b>version</b></p>\n<p>stray </i> close</p>".write(to: file, atomically: false, encoding: .utf8)
        let binary = CommandLineTests.binary().path
        let before = session.directory.appendingPathComponent("stty-before").path
        let after = session.directory.appendingPathComponent("stty-after").path
        try session.start("stty -g > \(before); \(binary) \(file.path); echo EXIT=$?; stty -g > \(after); sleep 30")

        // Curses may be caught mid-frame: wait for the status line too.
        var screen = try session.wait { $0.contains("First version") && $0.contains("? help") }
        #expect(screen.contains("┌─ Source · promo.html"), "the source pane")
        #expect(screen.contains("│    1 <p>First <b>version</b></p>"))
        #expect(screen.contains("1 repair"), "the status line counts repairs")

        try "<p>Edited <b>in place</b></p>".write(to: file, atomically: false, encoding: .utf8)
        screen = try session.wait { $0.contains("Edited in place") }
        #expect(screen.contains("Edited in place"), "edit in place")

        let temporary = session.directory.appendingPathComponent(".promo.html.swp")
        try "<p>Saved <i>by rename</i></p>".write(to: temporary, atomically: false, encoding: .utf8)
        _ = rename(temporary.path, file.path)
        screen = try session.wait { $0.contains("Saved by rename") }
        #expect(screen.contains("Saved by rename"), "save by rename")

        try FileManager.default.removeItem(at: file)
        screen = try session.wait { $0.contains("No such file or directory") && $0.contains("Saved by rename") }
        #expect(screen.contains("cannot read"), "deleted: the problem shows")
        #expect(screen.contains("Saved by rename"), "deleted: the last good render stays")

        try "<p>Back <b>again".write(to: file, atomically: false, encoding: .utf8)
        screen = try session.wait { $0.contains("Back again") && !$0.contains("No such file") }
        #expect(screen.contains("Back again"), "recreated, half-written: it renders what is there")
        #expect(!screen.contains("No such file"), "the problem clears")

        try session.keys("3")
        screen = try session.wait { $0.contains("[3 Tree]") && $0.contains("paragraph <p>") }
        #expect(screen.contains("paragraph <p>"), "the tree pane")

        try session.keys("Tab", "/", "again", "Enter")
        screen = try session.wait { $0.contains("/again") }
        #expect(screen.contains("/again"), "search")

        try session.keys("q")
        screen = try session.wait { $0.contains("EXIT=") }
        #expect(screen.contains("EXIT=0"))
        _ = try session.wait(seconds: 2) { _ in FileManager.default.fileExists(atPath: after) }
        let sttyBefore = try String(contentsOfFile: before, encoding: .utf8)
        let sttyAfter = try String(contentsOfFile: after, encoding: .utf8)
        #expect(sttyBefore == sttyAfter, "the terminal settings are restored exactly")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed (Scripts/test.sh installs it)"))
    func previewReloadsTheProfileLive() throws {
        let session = try Session()
        let file = session.directory.appendingPathComponent("copy.html")
        let profile = session.directory.appendingPathComponent("markscope.toml")
        try "<p>Deal <promo>now</p>".write(to: file, atomically: false, encoding: .utf8)
        try "[tags.promo]\ndisplay = \"block\"\n".write(to: profile, atomically: false, encoding: .utf8)
        let binary = CommandLineTests.binary().path
        try session.start("\(binary) \(file.path); echo EXIT=$?; sleep 30")

        try session.keys("3")
        var screen = try session.wait { $0.contains("(app tag)") && $0.contains("? help") }
        #expect(screen.contains("block <promo> (app tag)"), "the profile beside the document is used")
        #expect(screen.contains("│ profile markscope.toml"), "the status line names it")

        try "[tag.promo]\n".write(to: profile, atomically: false, encoding: .utf8)
        screen = try session.wait { $0.contains("unknown section") }
        #expect(screen.contains("markscope.toml:1:1: error: unknown section 'tag'"), "a broken profile says where")
        #expect(screen.contains("block <promo> (app tag)"), "and the last good one stays")

        try "[root]\ncolor = \"red\"\n".write(to: profile, atomically: false, encoding: .utf8)
        screen = try session.wait { $0.contains("text \"<promo>\"") && !$0.contains("unknown section") }
        #expect(screen.contains("text \"<promo>\""), "without the custom tag, the unclosed tag is text again")
        #expect(!screen.contains("(app tag)"))

        try FileManager.default.removeItem(at: profile)
        screen = try session.wait { $0.contains("│ no profile") }
        #expect(!screen.contains("│ profile markscope.toml"), "a deleted profile is no profile")
        #expect(!screen.contains("cannot read"), "and no error")
        try "[tags.promo]\n".write(to: profile, atomically: false, encoding: .utf8)
        screen = try session.wait { $0.contains("inline <promo> (app tag)") }
        #expect(screen.contains("inline <promo> (app tag)"), "one written while previewing is used")

        try session.keys("q")
        screen = try session.wait { $0.contains("EXIT=") }
        #expect(screen.contains("EXIT=0"))
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed (Scripts/test.sh installs it)"))
    func interruptRestoresTheTerminal() throws {
        let session = try Session()
        let binary = CommandLineTests.binary().path
        let before = session.directory.appendingPathComponent("before").path
        let after = session.directory.appendingPathComponent("after").path
        let sample = CommandLineTests.packageRoot.appendingPathComponent("SampleDocs/ja-campaign.html").path
        try session.start("stty -g > \(before); \(binary) \(sample); echo EXIT=$?; stty -g > \(after); sleep 30", width: 90, height: 24)
        let screen = try session.wait { $0.contains("キャンペーン") }
        #expect(screen.contains("春の新生活キャンペーン"))
        try session.keys("C-c")
        let done = try session.wait { $0.contains("EXIT=") }
        #expect(done.contains("EXIT=130"))
        _ = try session.wait(seconds: 2) { _ in FileManager.default.fileExists(atPath: after) }
        #expect(try String(contentsOfFile: before, encoding: .utf8) == String(contentsOfFile: after, encoding: .utf8))
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed (Scripts/test.sh installs it)"))
    func tinyTerminalsSaySo() throws {
        let session = try Session()
        let sample = CommandLineTests.packageRoot.appendingPathComponent("SampleDocs/app-banner.html").path
        try session.start("\(CommandLineTests.binary().path) \(sample); echo EXIT=$?; sleep 30", width: 30, height: 8)
        let screen = try session.wait { $0.contains("too small") }
        #expect(screen.contains("Terminal too small (30×8)"))
        try session.keys("q")
        #expect(try session.wait { $0.contains("EXIT=0") }.contains("EXIT=0"))
    }

    /// `render` on a terminal is styled as the environment says (a pipe gets plain text:
    /// CommandLineTests): struck text is struck, not marked; under NO_COLOR it is plain text
    /// with the marks.
    @Test(.enabled(if: hasTmux, "tmux is not installed (Scripts/test.sh installs it)"))
    func renderOnATerminalIsStyled() throws {
        let session = try Session()
        let file = session.directory.appendingPathComponent("sale.html")
        try "<p><b>Sale</b> was <del>$99</del></p>".write(to: file, atomically: false, encoding: .utf8)
        let render = "\(CommandLineTests.binary().path) render \(file.path) --width 40"
        try session.start("env -u NO_COLOR \(render); echo EXIT=$?; NO_COLOR=1 \(render); echo EXIT=$?; sleep 30")
        let screen = try session.wait { $0.components(separatedBy: "EXIT=0").count == 3 }
        #expect(screen.hasPrefix("Sale was $99\nEXIT=0\nSale was [-$99-]\nEXIT=0\n"), "\(screen)")
        let escapes = try session.tmux(["capture-pane", "-p", "-e"]).components(separatedBy: "\n")
        #expect(escapes[0].contains("\u{1B}[1m") && escapes[0].contains("\u{1B}[9m"), "bold and struck: \(escapes[0].debugDescription)")
        #expect(!escapes[2].contains("\u{1B}"), "NO_COLOR: \(escapes[2].debugDescription)")
    }

    /// Rewrites 100 times a second for 10 seconds, the file replaced by a directory and by
    /// an unreadable file, and a theme broken and mended mid-session: the previewer keeps
    /// up, shows each problem with the last good render, recovers, and quits cleanly. It runs
    /// as `nobody` (through setpriv) so that permissions apply even when the tests run as root.
    @Test(.enabled(if: hasTmux, "tmux is not installed (Scripts/test.sh installs it)"))
    func previewerUnderStress() throws {
        let session = try Session()
        chmod(session.directory.path, 0o777)
        let file = session.directory.appendingPathComponent("copy.html")
        let theme = session.directory.appendingPathComponent("brand.toml")
        try "<p>Version <b>0</b></p>".write(to: file, atomically: false, encoding: .utf8)
        try "inherits = \"default\"\n[styles]\nlink = { fg = \"#ff8800\" }\n".write(to: theme, atomically: false, encoding: .utf8)
        let binary = CommandLineTests.binary().path
        let setpriv = "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups "
        // Only when `nobody` can reach the binary (a clone under /root, say, it cannot).
        let asNobody = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
            && system(setpriv + "test -x " + Session.quoted(binary)) == 0 ? setpriv : ""
        try session.start("\(asNobody)\(binary) --theme \(theme.path) \(file.path); echo EXIT=$?; sleep 30", width: 160, height: 30)
        try session.wait { $0.contains("Version 0") && $0.contains("? help") }

        // 1,000 rewrites over 10 seconds: new versions keep appearing while the writes go on.
        let writer = Thread {
            for version in 1...1000 {
                try? "<p>Version <b>\(version)</b></p>".write(to: file, atomically: false, encoding: .utf8)
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
        writer.start()
        var seen = Set<String>()
        let until = Date().addingTimeInterval(8)
        while Date() < until {
            let screen = try session.screen()
            if let line = screen.split(separator: "\n").first(where: { $0.contains("│Version ") }) { seen.insert(String(line)) }
            Thread.sleep(forTimeInterval: 0.2)
        }
        #expect(seen.count >= 10, "the render followed the rewrites (\(seen.count) versions seen)")
        var screen = try session.wait(seconds: 15) { $0.contains("Version 1000") }
        #expect(screen.contains("Version 1000"), "the last version shows once the writes stop")

        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        screen = try session.wait { $0.contains("it is a directory") }
        #expect(screen.contains("it is a directory (showing the last good"))
        #expect(screen.contains("Version 1000"))

        try FileManager.default.removeItem(at: file)
        try "<p>Recovered</p>".write(to: file, atomically: false, encoding: .utf8)
        screen = try session.wait { $0.contains("Recovered") && !$0.contains("directory") }
        #expect(screen.contains("Recovered"))

        if !asNobody.isEmpty || getuid() != 0 {
            chmod(file.path, 0)
            try? "<p>Unreadable</p>".write(to: file, atomically: false, encoding: .utf8)
            screen = try session.wait { $0.contains("Permission denied") }
            #expect(screen.contains("Permission denied (showing the last good"))
            #expect(screen.contains("Recovered"))
            chmod(file.path, 0o644)
            try "<p>Readable again</p>".write(to: file, atomically: false, encoding: .utf8)
            screen = try session.wait { $0.contains("Readable again") && !$0.contains("Permission") }
            #expect(!screen.contains("Permission denied"))
        }

        try "inherits = \"default\"\n[styles\nlink = 1\n".write(to: theme, atomically: false, encoding: .utf8)
        screen = try session.wait { $0.contains("brand.toml:2:") }
        #expect(screen.contains("brand.toml:2:8: error:"), "the broken theme's position shows")
        try "inherits = \"light\"\n".write(to: theme, atomically: false, encoding: .utf8)
        screen = try session.wait { !$0.contains("error:") && $0.contains("theme brand") }
        #expect(!screen.contains("error:"), "the mended theme loads")

        // `T` pressed once per theme, fast: the cycle comes back to the theme given by path,
        // and an edit of that file afterwards still reloads it.
        let cycle = try CommandLineTests.run(["themes"]).output.split(separator: "\n").count + 1
        try session.keys(String(repeating: "T", count: cycle))
        Thread.sleep(forTimeInterval: 1)
        try "inherits = \"default\"\n[styles\nlink = 2\n".write(to: theme, atomically: false, encoding: .utf8)
        screen = try session.wait { $0.contains("brand.toml:2:") }
        #expect(screen.contains("brand.toml:2:8: error:"), "the edit after a round of T is picked up")

        try session.keys("q")
        #expect(try session.wait { $0.contains("EXIT=") }.contains("EXIT=0"))
    }

    /// A 100 MB file: the previewer shows its first 4 MiB, says so, and stays usable.
    @Test(.enabled(if: hasTmux, "tmux is not installed (Scripts/test.sh installs it)"))
    func hundredMegabyteFile() throws {
        let session = try Session()
        let file = session.directory.appendingPathComponent("huge.html")
        let paragraph = Array("<p>Spring <b>sale</b>: 週年慶 up to 50% off <a href=\"https://example.com\">shop</a></p>\n".utf8)
        var block: [UInt8] = []
        while block.count < 1 << 20 { block += paragraph }
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        for _ in 0..<100 { handle.write(Data(block)) }
        try handle.close()
        try session.start("\(CommandLineTests.binary().path) \(file.path); echo EXIT=$?; sleep 30", width: 120, height: 30)
        var screen = try session.wait(seconds: 120) { $0.contains("too big to preview live") && $0.contains("? help") }
        #expect(screen.contains("showing the first 4 MB of 100"), "the status says what is shown")
        #expect(screen.contains("Spring sale"))
        try session.keys("G")
        let nearTheEnd = { (screen: String) in screen.range(of: #"│ ?\d{5,} <p>Spring"#, options: .regularExpression) != nil }
        screen = try session.wait(seconds: 30, until: nearTheEnd)
        #expect(nearTheEnd(screen), "G moves to the last of some 50,000 lines")
        try session.keys("q")
        screen = try session.wait(seconds: 60) { $0.contains("EXIT=") }
        #expect(screen.contains("EXIT=0"))
    }
}
