import Testing
@testable import markscope

/// The mouse is on by default; `--no-mouse` turns it off; `--mouse` is still accepted.
@Suite struct MouseOptionTests {
    @Test func mouseIsOnByDefault() throws {
        #expect(try Preview.parse(["copy.html"]).mouse)
    }

    @Test func noMouseTurnsItOff() throws {
        #expect(try !Preview.parse(["copy.html", "--no-mouse"]).mouse)
    }

    /// Scripts written for the old opt-in flag keep working.
    @Test func mouseIsStillAccepted() throws {
        #expect(try Preview.parse(["--mouse", "copy.html"]).mouse)
    }

    @Test func helpSaysHowToTurnItOff() {
        #expect(Preview.helpMessage(columns: 200).contains("--no-mouse"))
    }
}
