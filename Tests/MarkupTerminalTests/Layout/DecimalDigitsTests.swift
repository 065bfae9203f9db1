import Testing
@testable import MarkupTerminal

@Suite struct DecimalDigitsTests {
    @Test func digitsAreTheNumbersInDecimal() {
        for number in [1, 7, 9, 10, 11, 99, 100, 101, 1_005, 99_999, 100_000, 123_456_789, Int.max] {
            let digits = DecimalDigits(number)
            #expect(String(decoding: Array(digits), as: UTF8.self) == String(number))
            #expect(digits.count == String(number).count)
        }
    }
}
