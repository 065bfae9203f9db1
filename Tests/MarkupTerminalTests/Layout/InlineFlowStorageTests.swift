import Testing
@testable import MarkupTerminal

/// The storage of a long paragraph's flow, advised into huge pages (see ``InlineFlowStorage``).
@Suite struct InlineFlowStorageTests {
    /// A flow of a long paragraph takes room advised in huge pages, and lays out as before.
    @Test func aFlowPastTheHugePageCapacityKeepsItsCells() {
        var flow = InlineFlow()
        let text = String(repeating: "word ", count: InlineFlowStorage.hugePageCapacity / 4)
        flow.add(text, styleKey: 0, node: nil, range: nil, exactOffset: nil, link: nil, preserve: false,
                 wrapsPreformatted: false)
        let lines = flow.wrap(width: 80)
        #expect(lines.count == (InlineFlowStorage.hugePageCapacity / 4 * 5 + 79) / 80)
        #expect(lines.allSatisfy { $0.count <= 80 })
    }
}
