import Testing
import MarkupCore
@testable import MarkscopeApp

/// What `e` runs for each editor: the variable chosen, its words, and the place in the form
/// each editor takes.
@Suite struct EditorCommandTests {
    /// Line 3; byte column 9, character column 7, screen column 12 (a tab, then `é` and a wide `中`).
    static let place = EditorPlace(path: "/copy/promo.html", line: 3, byteColumn: 9, characterColumn: 7, screenColumn: 12)

    static func arguments(_ editor: String, place: EditorPlace = place) -> [String]? {
        try? EditorCommand.arguments(environment: ["EDITOR": editor], place: place).get()
    }

    @Test func eachEditorGetsThePlaceAsItTakesIt() {
        #expect(Self.arguments("vi") == ["vi", "+3", "/copy/promo.html"])
        #expect(Self.arguments("vim") == ["vim", "+call cursor(3,9)", "/copy/promo.html"])
        #expect(Self.arguments("/usr/bin/nvim") == ["/usr/bin/nvim", "+call cursor(3,9)", "/copy/promo.html"])
        #expect(Self.arguments("vim.basic") == ["vim.basic", "+call cursor(3,9)", "/copy/promo.html"])
        #expect(Self.arguments("vim.tiny") == ["vim.tiny", "+3", "/copy/promo.html"], "built without :call")
        #expect(Self.arguments("emacs -nw") == ["emacs", "-nw", "+3:12", "/copy/promo.html"])
        #expect(Self.arguments("emacsclient -t") == ["emacsclient", "-t", "+3:12", "/copy/promo.html"])
        #expect(Self.arguments("nano") == ["nano", "+3,12", "/copy/promo.html"])
        #expect(Self.arguments("kak") == ["kak", "+3:9", "/copy/promo.html"])
        #expect(Self.arguments("micro") == ["micro", "+3:7", "/copy/promo.html"])
        #expect(Self.arguments("hx") == ["hx", "/copy/promo.html:3:7"])
        #expect(Self.arguments("code --wait") == ["code", "--wait", "--goto", "/copy/promo.html:3:7"])
        #expect(Self.arguments("subl -w") == ["subl", "-w", "/copy/promo.html:3:7"])
        #expect(Self.arguments("zed --wait") == ["zed", "--wait", "/copy/promo.html:3:7"])
        #expect(Self.arguments("joe") == ["joe", "+3", "/copy/promo.html"], "an editor not known here gets +LINE, as less gives it")
    }

    @Test func visualComesFirstThenEditorThenVi() {
        #expect(EditorCommand.editor(environment: ["VISUAL": "nvim", "EDITOR": "nano"]) == "nvim")
        #expect(EditorCommand.editor(environment: ["VISUAL": "  ", "EDITOR": "nano"]) == "nano", "a blank VISUAL is not set")
        #expect(EditorCommand.editor(environment: ["EDITOR": ""]) == "vi")
        #expect(EditorCommand.editor(environment: [:]) == "vi")
    }

    @Test func theVariableIsSplitAsAShellWouldWithoutExpanding() {
        #expect(Self.arguments("'/opt/my editor/bin/vim' -u NONE")
            == ["/opt/my editor/bin/vim", "-u", "NONE", "+call cursor(3,9)", "/copy/promo.html"])
        #expect(Self.arguments("\"$HOME/bin/ed\" --flag=a\\ b") == ["$HOME/bin/ed", "--flag=a b", "+3", "/copy/promo.html"])
    }

    @Test func aFileNameThatReadsAsAnOptionIsMadeRelative() {
        var place = Self.place
        place.path = "-promo.html"
        #expect(Self.arguments("vi", place: place) == ["vi", "+3", "./-promo.html"])
        place.path = "+promo.html"
        #expect(Self.arguments("hx", place: place) == ["hx", "./+promo.html:3:7"])
    }

    @Test func anUnclosedQuoteOrAnEmptyCommandIsAnError() {
        let quote = EditorCommand.arguments(environment: ["EDITOR": "vim 'oops"], place: Self.place)
        #expect(quote == .failure(EditorError("cannot run the editor: a quote in 'vim 'oops' never closes")))
        let empty = EditorCommand.arguments(environment: ["EDITOR": "''"], place: Self.place)
        #expect(empty == .failure(EditorError("cannot run the editor: '' names no program")))
    }
}
