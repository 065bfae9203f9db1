import Testing
@testable import MarkupCore

@Suite struct StyleTableTests {
    /// Styles differing in one field each, more than the table's first size holds.
    private static let distinct: [MarkupStyle] = (0..<300).map { number in
        var style = MarkupStyle.root
        switch number % 3 {
        case 0: style.fontSize = Double(number)
        case 1: style.link = "https://example.com/\(number)"
        default: style.foregroundColor = RGBAColor(rgb: UInt32(number))
        }
        return style
    }

    @Test func equalStylesShareAnIndexAcrossGrowth() {
        var table = StyleTable()
        let first = Self.distinct.map { table.intern($0) }
        #expect(first == (0..<300).map(Int32.init))
        #expect(Self.distinct.reversed().map { table.intern($0) } == first.reversed())
        #expect(table.styles == Self.distinct)
    }

    @Test func aTableMadeWithRoomFindsStylesWithinAndPastIt() {
        var table = StyleTable(capacity: 100)
        let first = Self.distinct.map { table.intern($0) }
        #expect(first == (0..<300).map(Int32.init))
        #expect(Self.distinct.map { table.intern($0) } == first)
        #expect(table.styles == Self.distinct)
    }

    @Test func stylesWithEqualHashesStayApart() {
        // The hash packs a link's length, not its text: these collide and must still differ.
        var a = MarkupStyle.root
        a.link = "https://a.example"
        var b = a
        b.link = "https://b.example"
        #expect(a.hashValue == b.hashValue)
        var table = StyleTable()
        #expect(table.intern(a) == 0)
        #expect(table.intern(b) == 1)
        #expect(table.intern(a) == 0)
        #expect(table.styles == [a, b])
    }
}
