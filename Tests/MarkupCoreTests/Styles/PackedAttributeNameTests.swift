import Testing
@testable import MarkupCore

@Suite struct PackedAttributeNameTests {
    @Test func eachNamedConstantIsItsNamePacked() {
        let constants: [(String, PackedAttributeName)] = [
            ("id", .id), ("href", .href), ("size", .size), ("face", .face), ("type", .type), ("style", .style),
            ("color", .color), ("align", .align), ("class", .class), ("hidden", .hidden), ("bgcolor", .bgcolor),
        ]
        for (name, constant) in constants {
            #expect(PackedAttributeName(name) == constant, "\(name)")
        }
    }

    @Test func attributeNamesAreReadLowercasedFromTheSource() throws {
        let tree = MarkupDocument(html: #"<p STYLE="color:red" Align=left data-very-long-name=1>x</p>"#).tree
        let paragraph = try #require(tree.records.indices.first { tree.records[$0].hasAttributes })
        let names = tree.attributeEntries(at: paragraph).map {
            PackedAttributeName.of(entry: $0, in: tree.tables, source: tree.source)
        }
        #expect(names == [.style, .align, nil])
    }

    @Test func aNameWithANulByteMatchesNoName() throws {
        let tree = MarkupDocument(html: "<p sty\u{0}e=\"color:red\">x</p>").tree
        let paragraph = try #require(tree.records.indices.first { tree.records[$0].hasAttributes })
        let entry = try #require(tree.attributeEntries(at: paragraph).first)
        #expect(PackedAttributeName.of(entry: entry, in: tree.tables, source: tree.source) != .style)
        #expect(!tree.attributeName(ofEntry: entry, is: "style"))
    }
}
