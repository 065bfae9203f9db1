import Testing
@testable import MarkupCore

@Suite struct ElementTableTests {
    private let values = ["p": 1, "td": 2, "my-widget": 3, "font": 4]

    @Test func findsWhatTheListHoldsByNameOrBySlot() {
        let table = ElementTable(values.map { (name: $0.key, value: $0.value) })
        for name in ["p", "td", "my-widget", "font", "div", "other-widget", ""] {
            #expect(table[name] == values[name], "\(name)")
            #expect(table[name, slot: KnownElements.slot(of: name)] == values[name], "\(name) by slot")
        }
    }

    @Test func aLaterValueOfANameReplacesAnEarlierOne() {
        let table = ElementTable([(name: "p", value: 1), (name: "x-card", value: 2), (name: "p", value: 3),
                                  (name: "x-card", value: 4)])
        #expect(table["p"] == 3)
        #expect(table["x-card"] == 4)
    }

    @Test func tagsTakeTheirKindAndDefaultsFromTheLastListing() {
        // `address` is listed italic by the defaults and as a block by the kinds; headings and
        // hidden tags are appended after the literal lists.
        #expect(MarkupKind(tag: "address", slot: KnownElements.slot(of: "address")) == .block)
        #expect(MarkupKind(tag: "h3", slot: KnownElements.slot(of: "h3")) == .heading(level: 3))
        #expect(TagDefaults.assignments(for: "address", slot: KnownElements.slot(of: "address")) == [.italic(true)])
        #expect(TagDefaults.assignments(for: "h2", slot: KnownElements.slot(of: "h2"))
                == [.fontSize(.length(.em(1.5))), .fontWeight(.absolute(.bold))])
        #expect(TagDefaults.assignments(for: "script", slot: KnownElements.slot(of: "script")) == [.hidden(true)])
        #expect(TagDefaults.assignments(for: "xmp", slot: KnownElements.slot(of: "xmp"))
                == [.fontFamily("monospace"), .whiteSpace(.pre)])
    }

    @Test func tagsWithoutTheirOwnKindOrDefaultsFallBack() {
        #expect(MarkupKind(tag: "td", slot: KnownElements.slot(of: "td")) == .tableCell(header: false))
        #expect(MarkupKind(tag: "my-widget", slot: nil) == .extended)
        #expect(MarkupKind(tag: "object", slot: KnownElements.slot(of: "object")) == .extended)
        let strong = TagDefaults.assignments(for: "strong", slot: KnownElements.slot(of: "strong"))
        #expect(strong == [.fontWeight(.absolute(.bold))])
        #expect(TagDefaults.assignments(for: "span", slot: KnownElements.slot(of: "span")).isEmpty)
    }
}
