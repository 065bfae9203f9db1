import Testing
@testable import MarkupCore

@Suite struct CSSDeclarationTests {
    private let fallback = SourceRange(start: 100, end: 140)

    private func parse(_ text: String, offset: Int? = 0)
        -> (declarations: [CSSDeclaration], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let declarations = CSSDeclarationParser.parse(text, offset: offset, fallback: fallback,
                                                      diagnostics: &diagnostics)
        return (declarations, diagnostics)
    }

    @Test func splitsTrimsAndLowercasesProperties() {
        let text = " Color : RED ;font-SIZE:12px;; \n\tBackground-Color:#FFF "
        let (declarations, diagnostics) = parse(text, offset: 7)
        #expect(diagnostics.isEmpty)
        #expect(declarations.map(\.property) == ["color", "font-size", "background-color"])
        #expect(declarations.map(\.value) == ["RED", "12px", "#FFF"])
        #expect(declarations.allSatisfy { !$0.isImportant })
        // Ranges are the declaration's trimmed bytes, shifted by the offset.
        #expect(declarations.map(\.range) == [SourceRange(start: 8, end: 19), SourceRange(start: 21, end: 35),
                                              SourceRange(start: 40, end: 61)])
        let unpinned = parse(text, offset: nil).declarations
        #expect(unpinned.map(\.range) == [fallback, fallback, fallback])
    }

    @Test func readsImportantInAnyCaseAndSpacing() {
        let (declarations, diagnostics) = parse("color: red !important; font-weight: bold ! IMPORTANT ;"
                                                + "font-style:italic!Important  ; x: a!b; y: !important")
        #expect(declarations.map(\.property) == ["color", "font-weight", "font-style", "x"])
        #expect(declarations.map(\.value) == ["red", "bold", "italic", "a!b"])
        #expect(declarations.map(\.isImportant) == [true, true, true, false])
        // Any CSS white space may stand between `!` and `important`.
        #expect(parse("color: red !\n\timportant").declarations.map(\.isImportant) == [true])
        // `!important` alone leaves an empty value.
        #expect(diagnostics.map(\.message) == ["'y: !important' has an empty value, ignored"])
    }

    @Test func keepsSemicolonsInsideQuotesAndParentheses() {
        let (declarations, diagnostics) = parse(
            "font-family: \"A;B\", 'C;D'; background: url(a;b.png) red; color: rgb(1,2,3)")
        #expect(diagnostics.isEmpty)
        #expect(declarations.map(\.value) == ["\"A;B\", 'C;D'", "url(a;b.png) red", "rgb(1,2,3)"])
        // An open quote or parenthesis runs to the end, which still ends the last declaration.
        #expect(parse("color: red; font-family: 'A;B").declarations.map(\.value) == ["red", "'A;B"])
        #expect(parse("color: red; background: url(a;b").declarations.map(\.value) == ["red", "url(a;b"])
        #expect(parse("font-family: \"x\"").declarations.map(\.value) == ["\"x\""])
    }

    @Test func blanksCommentsKeepingOffsets() {
        let text = "/* lead */color:/* x;y */red; /* open"
        let (declarations, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(declarations.map(\.property) == ["color"])
        #expect(declarations.map(\.value) == ["red"])
        #expect(declarations.first?.range == SourceRange(start: 10, end: 28))
        // A comment that never closes runs to the end; a lone `*/` is text.
        #expect(parse("color: red /* bold; font-weight: bold").declarations.map(\.value) == ["red"])
        #expect(parse("color: red */").declarations.map(\.value) == ["red */"])
    }

    @Test func reportsWhatItCannotRead() {
        let (declarations, diagnostics) = parse("color red; : blue; width:; font-weight: bold", offset: 3)
        #expect(declarations.map(\.property) == ["font-weight"])
        #expect(diagnostics.map(\.message) == [
            "'color red' is not a CSS declaration (no ':'), ignored",
            "': blue' has no property name before ':', ignored",
            "'width:' has an empty value, ignored",
        ])
        #expect(diagnostics.map(\.range) == [SourceRange(start: 3, end: 12), SourceRange(start: 14, end: 20),
                                             SourceRange(start: 22, end: 28)])
        #expect(diagnostics.allSatisfy { $0.code == .cssSyntax && $0.severity == .warning })
    }

    @Test func keepsNonASCIIValuesWhole() {
        let (declarations, _) = parse("font-family: \"ヒラギノ角ゴ\", 'Noto 😀'; CONTENT: \"É\"")
        #expect(declarations.map(\.property) == ["font-family", "content"])
        #expect(declarations.map(\.value) == ["\"ヒラギノ角ゴ\", 'Noto 😀'", "\"É\""])
    }

    @Test func importantInEveryPosition() {
        let (declarations, diagnostics) = parse(
            "a: red!important; b: red ! important; c: red !IMPORTANT; d: red /* x */ ! /* y */ important /* z */;"
            + "e: red !important !important; f: \"!important\"; g: red ! imp")
        #expect(diagnostics.isEmpty)
        #expect(declarations.map(\.isImportant) == [true, true, true, true, true, false, false])
        #expect(declarations.map(\.value) == ["red", "red", "red", "red", "red !important", "\"!important\"", "red ! imp"])
        // The range runs to the end of `important`, comments after it left out.
        #expect(declarations[3].range == SourceRange(start: 57, end: 91))
    }

    @Test func stringsAndURLsDoNotSplitDeclarations() {
        let (declarations, diagnostics) = parse(
            #"background: url("a.css?x=1&y=2;z"); content: 'a;b'; background-image: url(b.png?c=1;d=2); color: red"#)
        #expect(diagnostics.isEmpty)
        #expect(declarations.map(\.property) == ["background", "content", "background-image", "color"])
        #expect(declarations.map(\.value) == [#"url("a.css?x=1&y=2;z")"#, "'a;b'", "url(b.png?c=1;d=2)", "red"])
    }

    @Test func blocksInValuesAndAtRulesAmongDeclarations() {
        let (declarations, diagnostics) = parse("grid-template-areas: [a; b]; color: red; @media x { y: z } font-weight: bold")
        #expect(declarations.map(\.property) == ["grid-template-areas", "color", "font-weight"])
        #expect(diagnostics.map(\.message) == ["'@media' does not belong among declarations, ignored"])
    }

    @Test func internetExplorerHacksAreNotes() {
        let (declarations, diagnostics) = parse("*zoom: 1; color: red")
        #expect(declarations.map(\.property) == ["color"])
        #expect(diagnostics.map(\.severity) == [.note])
    }
}
