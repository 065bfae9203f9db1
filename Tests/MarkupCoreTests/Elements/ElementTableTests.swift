import Testing
@testable import MarkupCore

@Suite struct ElementTableTests {
    private let values = ["p": 1, "td": 2, "my-widget": 3, "font": 4]

    @Test func findsWhatTheDictionaryHoldsByNameOrBySlot() {
        let table = ElementTable(values)
        for name in ["p", "td", "my-widget", "font", "div", "other-widget", ""] {
            #expect(table[name] == values[name], "\(name)")
            #expect(table[name, slot: KnownElements.slot(of: name)] == values[name], "\(name) by slot")
        }
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
