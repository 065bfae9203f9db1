import Foundation
import Testing

/// What a command-line user expects of any tool: a version, plain error messages.
@Suite struct CommandLineHabitsTests {
    private func run(_ arguments: [String], input: String? = nil) throws -> CommandLineTests.Result {
        try CommandLineTests.run(arguments, input: input)
    }

    @Test func versionIsPrinted() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        // One line, a semantic version (MAJOR.MINOR.PATCH), as `swift --version`-style tools print.
        #expect(result.output.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+\n/) != nil, "got \(result.output.debugDescription)")
        #expect(result.error.isEmpty)
    }
}
