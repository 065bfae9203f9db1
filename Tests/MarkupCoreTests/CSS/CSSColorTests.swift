import Testing
@testable import MarkupCore

@Suite struct CSSColorTests {
    private func hex(_ text: String) -> String? {
        guard case .rgba(let color)? = CSSColor(text) else { return nil }
        return color.description
    }

    @Test(arguments: [
        ("#f00", "#ff0000"), ("#F00A", "#ff0000aa"), ("#ff000080", "#ff000080"), ("#1a7f37", "#1a7f37"),
        ("red", "#ff0000"), ("RebeccaPurple", "#663399"), ("transparent", "#00000000"),
        ("rgb(255, 0, 0)", "#ff0000"), ("rgb(100%, 50%, 0%)", "#ff8000"), ("rgba(0, 0, 255, 0.5)", "#0000ff80"),
        ("rgb(0 128 255 / 50%)", "#0080ff80"), ("rgb(300, -5, 0)", "#ff0000"),
        ("hsl(0, 100%, 50%)", "#ff0000"), ("hsl(120deg 60% 35%)", "#248f24"), ("hsla(240, 100%, 50%, .25)", "#0000ff40"),
        ("hsl(0.5turn 100% 50%)", "#00ffff"), ("  #ABC\t", "#aabbcc"), ("#FFFFFF80", "#ffffff80"),
        ("rgb ( 1 ,2 , 3 )", "#010203"), ("rgb(1\t2  3)", "#010203"), ("rgba(1 2 3/ 0)", "#01020300"),
    ])
    func parses(_ pair: (String, String)) {
        #expect(hex(pair.0) == pair.1)
    }

    @Test(arguments: ["#ff", "#ggg", "nope", "rgb(1,2)", "rgb(1,2,3,4,5)", "hsl(x, 1%, 1%)", "rgb(1 2 3 / )",
                      "rgb(1,,3)", "rgb(1 2 3 / 4 / 5)", "rgb(1,2,3,)", "",
                      "#", "#12345", "#1234567", "#123456789", "# fff", "#ｆｆｆ", "#f\u{301}f"])
    func rejects(_ text: String) {
        #expect(CSSColor(text) == nil)
    }

    @Test func currentColorIsKept() {
        #expect(CSSColor("currentColor") == .currentColor)
    }

    @Test func allNamedColoursAreThere() {
        #expect(CSSNamedColors.table.count == 148)
        #expect(hex("gray") == hex("grey"))
    }

    /// The binary search needs the names in strictly ascending order; every name is found,
    /// and what is not a name is not.
    @Test func namedColoursAreFoundByTheirSortedNames() {
        let names = CSSNamedColors.table.map(\.name)
        #expect(zip(names, names.dropFirst()).allSatisfy { $0 < $1 })
        for color in CSSNamedColors.table {
            #expect(CSSNamedColors.rgb(named: color.name) == color.rgb, "\(color.name)")
        }
        #expect(CSSNamedColors.rgb(named: "aliceblue") == 0xF0F8FF)
        #expect(CSSNamedColors.rgb(named: "lightgoldenrodyellow") == 0xFAFAD2)
        #expect(CSSNamedColors.rgb(named: "rebeccapurple") == 0x663399)
        #expect(CSSNamedColors.rgb(named: "yellowgreen") == 0x9ACD32)
        for miss in ["", "a", "aliceblu", "alicebluee", "Red", "reds", "zzz", "transparent", "currentcolor", "r\u{301}ed"] {
            #expect(CSSNamedColors.rgb(named: miss) == nil, "\(miss)")
        }
    }

    @Test func lengths() {
        #expect(CSSLength("12px") == .pixels(12))
        #expect(CSSLength("9pt") == .pixels(12))
        #expect(CSSLength("1.5em") == .em(1.5))
        #expect(CSSLength("150%") == .em(1.5))
        #expect(CSSLength("2rem") == .rem(2))
        #expect(CSSLength("0") == .pixels(0))
        #expect(CSSLength("12") == nil)
        #expect(CSSLength("1.4", allowsNumber: true) == .number(1.4))
        #expect(CSSLength("em") == nil)
        #expect(CSSLength("%") == nil)
        #expect(CSSLength(" 1.5REM ") == .rem(1.5))
        #expect(CSSLength("10mm") == .pixels(10 * 96 / 25.4))
        #expect(CSSLength("12 px") == nil)
        #expect(CSSLength("12p\u{301}x") == nil)
        #expect(CSSLength("50%", percentIsEm: false) == nil)
    }

    @Test func declarationsSplitOnSemicolonsOutsideParentheses() {
        var diagnostics: [Diagnostic] = []
        let declarations = CSSDeclarationParser.parse(
            "color: rgb(1, 2, 3); font-family: 'A; B' ; /* c: d */ font-weight: bold !IMPORTANT; junk",
            offset: 100, fallback: .empty(at: 0), diagnostics: &diagnostics)
        #expect(declarations.map(\.property) == ["color", "font-family", "font-weight"])
        #expect(declarations[1].value == "'A; B'")
        #expect(declarations[2].isImportant)
        #expect(declarations[0].range == SourceRange(start: 100, end: 119))
        #expect(diagnostics.map(\.code) == [.cssSyntax])
    }

    /// CSS keywords match ASCII case-insensitively: the Kelvin sign is not a `k`.
    @Test func keywordsMatchASCIICaseInsensitivelyOnly() {
        #expect(CSSColor("BLACK") == .rgba(RGBAColor(rgb: 0x000000)))
        #expect(CSSColor("blac\u{212A}") == nil)
        #expect(CSSColor("RGB(1, 2, 3)") == .rgba(RGBAColor(red: 1, green: 2, blue: 3)))
    }
}
