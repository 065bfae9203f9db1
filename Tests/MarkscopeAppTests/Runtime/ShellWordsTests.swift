import Testing
@testable import MarkscopeApp

/// `$EDITOR` split into words as a shell splits them, with nothing expanded.
@Suite struct ShellWordsTests {
    @Test func blanksSeparateWords() {
        #expect(ShellWords.split("code --wait") == ["code", "--wait"])
        #expect(ShellWords.split("  vim\t-u  NONE \n") == ["vim", "-u", "NONE"])
        #expect(ShellWords.split("") == [])
    }

    @Test func quotesAndBackslashesKeepBlanks() {
        #expect(ShellWords.split("'/opt/my editor/vim' -c 'set nu'") == ["/opt/my editor/vim", "-c", "set nu"])
        #expect(ShellWords.split("\"a \\\"b\\\" \\x\"") == ["a \"b\" \\x"], "in double quotes a backslash escapes only \" \\ $ `")
        #expect(ShellWords.split("my\\ editor") == ["my editor"])
        #expect(ShellWords.split("ed''it \"\"") == ["edit", ""], "quotes join a word and make an empty one")
        #expect(ShellWords.split("vim \\\n-u") == ["vim", "-u"], "a backslash before a newline joins the lines")
    }

    @Test func nothingIsExpanded() {
        #expect(ShellWords.split("$HOME/bin/vim ~/x *.html") == ["$HOME/bin/vim", "~/x", "*.html"])
    }

    @Test func anUnclosedQuoteIsNoCommand() {
        #expect(ShellWords.split("vim 'oops") == nil)
        #expect(ShellWords.split("vim \"oops") == nil)
    }
}
