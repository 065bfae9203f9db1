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

    @Test func eachByteIsLowercasedAsASCIIInEveryPosition() {
        for byte in UInt8.min...UInt8.max {
            for position in 0..<8 {
                let shift = UInt64(8 * position)
                let word = UInt64(byte) << shift | 0x41 << ((shift + 8) % 64)
                let expected = UInt64(ASCII.lowercased(byte)) << shift | 0x61 << ((shift + 8) % 64)
                #expect(PackedAttributeName.lowercased(word) == expected, "\(byte) at \(position)")
            }
        }
    }

    @Test func aNameAtTheEndOfTheSourceIsReadByteByByte() throws {
        let tree = MarkupDocument(html: "<p Style>").tree
        let paragraph = try #require(tree.records.indices.first { tree.records[$0].hasAttributes })
        let entry = try #require(tree.attributeEntries(at: paragraph).first)
        #expect(PackedAttributeName.of(entry: entry, in: tree.tables, source: tree.source) == .style)
    }
}
