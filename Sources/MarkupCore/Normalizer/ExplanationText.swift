/// A repair's explanation written as UTF-8 bytes into one buffer and made a string once,
/// rather than a string grown per piece: a document may have a repair per tag (100,000 stray
/// end tags), and so as many explanations.
struct ExplanationText {
    private var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(96)
    }

    /// Appends `text`'s bytes in one copy (appending its UTF-8 view goes byte by byte).
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ utf8: ArraySlice<UInt8>) {
        utf8.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
    }

    /// `line:column`, as ``SourceLocation/description`` writes it.
    mutating func append(_ location: SourceLocation) {
        appendDecimal(location.line)
        append(":")
        appendDecimal(location.column)
    }

    /// `value`, at or above zero (a line or column), in decimal digits as `String(value)` writes it.
    mutating func appendDecimal(_ value: Int) {
        assert(value >= 0, "a line or column")
        var rest = value
        let first = bytes.count
        repeat {
            bytes.append(UInt8(truncatingIfNeeded: rest % 10) + UInt8(ascii: "0"))
            rest /= 10
        } while rest > 0
        bytes[first...].reverse()
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
