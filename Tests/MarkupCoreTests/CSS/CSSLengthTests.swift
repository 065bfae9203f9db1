import Testing
@testable import MarkupCore

@Suite struct CSSLengthTests {
    /// Numbers read digit by digit must be the doubles the decimal reads as (correctly rounded).
    @Test func decimalsReadAsTheDoubleTheyName() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: UInt64) -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (seed >> 33) % bound
        }
        for _ in 0..<5_000 {
            let digitCount = 1 + Int(next(15))
            var digits = String((0..<digitCount).map { _ in Character(String(next(10))) })
            let point = Int(next(UInt64(digitCount) + 1))
            if point < digitCount { digits.insert(".", at: digits.index(digits.startIndex, offsetBy: point)) }
            if digits.hasPrefix(".") || digits.hasSuffix(".") { digits = digits.replacingDot() }
            let sign = ["", "-", "+"][Int(next(3))]
            let expected = Double(sign + digits)!
            #expect(CSSLength(sign + digits + "px") == .pixels(expected), "\(sign + digits)px")
            #expect(CSSLength(sign + digits + "EM") == .em(expected), "\(sign + digits)EM")
            #expect(CSSLength(sign + digits, allowsNumber: true) == .number(expected), "\(sign + digits)")
        }
    }

    @Test(arguments: [
        ("-0px", CSSLength.pixels(-0.0)), (".5em", .em(0.5)), ("+2rem", .rem(2)), ("1.50em", .em(1.5)),
        ("\t3pt\n", .pixels(4)), ("2pc", .pixels(32)), ("1in", .pixels(96)), ("2.54cm", .pixels(96)),
        ("1e1px", .pixels(10)), ("1234567890123456px", .pixels(1_234_567_890_123_456)), ("-0", .pixels(0)),
    ])
    func unusualLengths(text: String, expected: CSSLength) {
        #expect(CSSLength(text) == expected)
    }

    @Test(arguments: ["1..5px", "1.5.5px", "px", "1 px", "1pxx", "1\u{5}", "1\u{5}px", "--1px", "1%px", "nanpx",
                      "infpx", "1e999px", "12"])
    func invalidLengths(text: String) {
        #expect(CSSLength(text) == nil)
    }
}

private extension String {
    /// A leading or trailing point dropped (the test's decimals always have digits on both sides).
    func replacingDot() -> String { filter { $0 != "." } }
}
