import Testing
@testable import MarkupCore

@Suite struct StringASCIICaseTests {
    @Test func lowercasesASCIILettersOnly() {
        #expect("RGBA(255, 0, 0, .5)".asciiLowercased() == "rgba(255, 0, 0, .5)")
        #expect("Font-Weight: BOLD".asciiLowercased() == "font-weight: bold")
        #expect("already lower 123".asciiLowercased() == "already lower 123")
        #expect("ÉCOLE Straße".asciiLowercased() == "École straße")
        #expect("".asciiLowercased() == "")
    }
}
