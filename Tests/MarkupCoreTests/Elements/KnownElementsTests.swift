import Testing
@testable import MarkupCore

@Suite struct KnownElementsTests {
    @Test func everyKnownNameIsFoundInItsOwnSlot() {
        var known: [String: ElementCategories] = [:]
        for (names, category) in ElementCategories.groups {
            for name in names { known[name, default: []].insert(category) }
        }
        #expect(known.count >= 139 && known["p"] == [.known, .special, .closesParagraph, .optionalEnd, .impliedEnd])
        #expect(KnownElements.names.compactMap { $0 }.count == known.count)
        for (name, categories) in known {
            let slot = KnownElements.slot(of: name)
            #expect(slot.map { KnownElements.names[$0] } == name)
            #expect(slot.map { KnownElements.categories[$0] } == categories, "<\(name)>")
        }
    }

    @Test func namesThatOnlyLookAlikeAreNotFound() {
        // Case, a prefix or suffix of a known name, NUL (the packing's padding byte), and
        // names too long to pack.
        for name in ["", "B", "Div", "b\0", "\0", "di", "divv", "tablee", "h7", "abcdefghijklmnopq", "figcaptionfigcap"] {
            #expect(KnownElements.slot(of: name) == nil, "\(name.debugDescription)")
        }
    }

    @Test func aTagNameIsLowercasedWhilePacked() {
        for (written, name) in [("DIV", "div"), ("H1", "h1"), ("tBoDy", "tbody"), ("FigCaption", "figcaption")] {
            let packed = PackedBytes(written)?.settingBit5()
            #expect(packed == PackedBytes(name))
            #expect(packed.flatMap { KnownElements.slot(of: $0, in: KnownElements.packedNames) } == KnownElements.slot(of: name))
        }
    }
}
