import Testing
@testable import MarkupCore

@Suite struct PlainElementStylesTests {
    @Test func aStoredPairIsFoundAndOnlyByItsParentAndPlace() {
        var styles = PlainElementStyles()
        #expect(styles.style(parent: 0, place: 0) == nil)
        styles.store(7, parent: 3, place: 0x52)
        #expect(styles.style(parent: 3, place: 0x52) == 7)
        #expect(styles.style(parent: 4, place: 0x52) == nil)
        #expect(styles.style(parent: 3, place: 0x53) == nil)
    }

    @Test func aPairPushedOutOfItsSlotIsNoLongerFound() {
        var styles = PlainElementStyles()
        // More pairs than slots: some share a slot, and each slot answers only for its last.
        for parent in Int32(0)..<1000 { styles.store(parent + 1, parent: parent, place: 0x30) }
        var found = 0
        for parent in Int32(0)..<1000 {
            if let style = styles.style(parent: parent, place: 0x30) {
                #expect(style == parent + 1)
                found += 1
            }
        }
        #expect(found > 0 && found <= 256)
        #expect(styles.style(parent: 999, place: 0x30) == 1000)
    }
}
