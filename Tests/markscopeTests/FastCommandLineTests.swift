import Foundation
import Testing
import ArgumentParser
@testable import markscope

/// The fast path for `render`, `strip` and `check` reads exactly what ArgumentParser reads, and
/// leaves every other line to it.
@Suite struct FastCommandLineTests {
    private static let document = "SampleDocs/broken-nesting.html"

    /// Whether the fast path's job is the one ArgumentParser's command makes.
    private static func same(_ job: any CommandJob, as command: any ParsableCommand) -> Bool {
        switch (job, command) {
        case (let job as RenderJob, let command as Render): job == command.job
        case (let job as StripJob, let command as Strip): job == command.job
        case (let job as CheckJob, let command as Check): job == command.job
        default: false
        }
    }

    /// Command lines of the shapes the fast path reads: options in both spellings, in every
    /// position around the file(s), from a fixed pseudo-random sequence.
    private static func validLines(count: Int) -> [[String]] {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        func option(_ name: String, _ value: String) -> [String] {
            next(2) == 0 ? ["--" + name, value] : ["--\(name)=\(value)"]
        }
        var lines: [[String]] = []
        for index in 0..<count {
            let command = ["render", "render", "strip", "check"][index % 4]
            var words: [[String]] = []
            if command == "render" {
                if next(2) == 0 { words.append(option("width", ["1", "40", "80", "132", "999", "10000"][next(6)])) }
                if next(2) == 0 { words.append(option("theme", ["default", "light", "monochrome", "Themes/ansi16.toml", "nosuch"][next(5)])) }
                if next(2) == 0 { words.append(option("colors", ["truecolor", "256", "16", "none"][next(4)])) }
                if next(3) == 0 { words.append(["--hyperlinks"]) }
                if next(3) == 0 { words.append(["--clip-pre"]) }
            }
            if command == "check" {
                if next(3) == 0 { words.append(["--strict"]) }
                if next(3) == 0 { words.append(["--notes"]) }
            }
            if next(2) == 0 { words.append(option("policy", ["inline-wins", "code-wins"][next(2)])) }
            if next(4) == 0 { words.append(option("input", ["html", "markdown"][next(2)])) }
            switch next(4) {
            case 0: words.append(option("profile", "SampleDocs/app-profile/markscope.toml"))
            case 1: words.append(["--no-profile"])
            default: break
            }
            let files = command == "check" ? Array(["SampleDocs/pricing-table.html", document, "-"].prefix(1 + next(3)))
                : [[document, "-", "no/such.html", "SampleDocs/emoji-and-scripts.html",
                    "SampleDocs/markdown-launch/launch-notes.md"][next(5)]]
            for file in files { words.insert([file], at: next(words.count + 1)) }
            lines.append([command] + words.flatMap { $0 })
        }
        return lines
    }

    /// 600 valid lines: the fast path makes the job ArgumentParser's command makes, field for field.
    @Test func readsValidLinesAsArgumentParserDoes() throws {
        for line in Self.validLines(count: 600) {
            guard let job = FastCommandLine.job(line) else {
                Issue.record("\(line) is not read by the fast path")
                continue
            }
            #expect(Self.same(job, as: try Markscope.parseAsRoot(line)), "\(line)")
        }
    }

    /// Help, completion, validation messages, unknown or repeated options and other commands
    /// are ArgumentParser's.
    @Test func leavesEverythingElseToArgumentParser() {
        let document = Self.document
        let lines: [[String]] = [
            [], ["render"], ["render", "--help"], ["render", "-h"], ["render", document, "--help"], ["help", "render"],
            ["--version"], ["--generate-completion-script", "bash"], ["render", document, "--generate-completion-script", "zsh"],
            ["---completion", "render", "--", "--th"], ["render", document, "--width", "0"], ["render", document, "--width", "-5"],
            ["render", document, "--width", "+80"], ["render", document, "--width", "080"], ["render", document, "--width", "10001"],
            ["render", document, "--width", "eighty"], ["render", document, "--width"], ["render", document, "--colors", "257"],
            ["render", document, "--colors", "None"], ["render", document, "--theme"], ["render", document, "--theme", "-x"],
            ["render", document, "--theme="], ["render", document, "--bogus"], ["render", document, "-w", "80"],
            ["render", document, document], ["render", document, "--width", "80", "--width", "40"],
            ["render", document, "--hyperlinks", "--hyperlinks"], ["render", document, "--hyperlinks=true"],
            ["render", document, "--profile", "p.toml", "--no-profile"], ["render", "--", document], ["render", "help"],
            ["render", ""], ["render", document, "--policy", "both"], ["render", document, "--input", "md"],
            ["strip", document, "--input", "Markdown"], ["check", document, "--input"], ["strip"], ["strip", document, "--width", "80"],
            ["strip", document, document], ["check"], ["check", "--strict"], ["check", document, "--stage", "tokens"],
            ["dump", document, "--stage", "tokens"], [document], ["themes"], ["select", document, "b"],
        ]
        for line in lines {
            let read = FastCommandLine.job(line) != nil
            #expect(!read, "\(line)")
        }
    }

    /// Whole processes: each valid line's output, errors and exit status are those of the same
    /// line read by ArgumentParser (the file moved after `--`, which the fast path never reads).
    @Test func outputIsByteIdenticalToArgumentParsers() throws {
        let input = "<p>Sale <b>50% <i>off</b> today</i></p>\n<table><tr><td>a<td>b</table>"
        for line in Self.validLines(count: 48) {
            let files = Set(["-", "no/such.html"] + (try FileManager.default.contentsOfDirectory(atPath: CommandLineTests.packageRoot
                .appendingPathComponent("SampleDocs").path).map { "SampleDocs/" + $0 }))
            let slow = line.filter { !files.contains($0) } + ["--"] + line.filter { files.contains($0) }
            let read = FastCommandLine.job(slow) != nil
            #expect(!read, "\(slow)")
            let fast = try CommandLineTests.run(line, input: input)
            let argumentParser = try CommandLineTests.run(slow, input: input)
            #expect(fast.status == argumentParser.status, "\(line)")
            #expect(fast.output == argumentParser.output, "\(line)")
            #expect(fast.error == argumentParser.error, "\(line)")
            // (A clean `check` prints nothing; everything else prints the copy or why not.)
            if line[0] != "check" { #expect(!fast.output.isEmpty || !fast.error.isEmpty, "\(line) printed nothing") }
        }
    }
}
