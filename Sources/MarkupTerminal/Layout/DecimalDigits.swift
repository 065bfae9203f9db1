/// The ASCII digits of a positive number, most significant first: how an image's size and a
/// link's number are written straight into storage, without a string made and read back.
struct DecimalDigits: Sequence, IteratorProtocol {
    private let number: Int
    private var divisor = 1
    /// How many digits there are.
    let count: Int

    init(_ number: Int) {
        precondition(number > 0, "only positive numbers")
        self.number = number
        var count = 1
        while number / divisor >= 10 {
            count += 1
            divisor *= 10
        }
        self.count = count
    }

    mutating func next() -> UInt8? {
        guard divisor > 0 else { return nil }
        defer { divisor /= 10 }
        return UInt8(ascii: "0") + UInt8(number / divisor % 10)
    }
}
