import MarkupCore

/// What an image shows in the copy: `[image: alt W×H]`, its alt text trimmed and made safe
/// to print, and its size when the attributes give one in pixels.
enum ImageLabel {
    static func text(of image: MarkupNode) -> String {
        var alt = image.attribute("alt").map {
            ControlCharacters.makeVisible($0.trimmingASCIIWhitespace(), keepingLineBreaks: false)
        } ?? ""
        let width = image.attribute("width").flatMap(pixels)
        let height = width == nil ? nil : image.attribute("height").flatMap(pixels)
        // Written once into the string's own storage: `[image` 6, `: ` 2, the alt text, a
        // space and two sizes of at most 5 digits with `×` (2 bytes) between them, and `]`.
        let capacity = alt.utf8.count + 25
        return alt.withUTF8 { altBytes in
            String(unsafeUninitializedCapacity: capacity) { buffer in
                var count = 0
                func write(_ byte: UInt8) {
                    buffer[count] = byte
                    count += 1
                }
                func write(_ bytes: some Sequence<UInt8>) {
                    for byte in bytes { write(byte) }
                }
                func write(number: Int) {
                    // The room counted on sizes of at most five digits (see `pixels`).
                    precondition(number > 0 && number < 100_000, "an image size outside 1–99,999")
                    write(DecimalDigits(number))
                }
                write("[image".utf8)
                if !altBytes.isEmpty {
                    write(": ".utf8)
                    write(altBytes)
                }
                if let width {
                    write(" ".utf8)
                    write(number: width)
                    if let height {
                        write("×".utf8)
                        write(number: height)
                    } else {
                        write("w".utf8)
                    }
                }
                write("]".utf8)
                return count
            }
        }
    }

    /// `120`, ` 120 `, `+120` or `120px` as a size in pixels (1–99,999), else nil.
    static func pixels(_ value: String) -> Int? {
        var trimmed = value.trimmingASCIIWhitespace()
        return trimmed.withUTF8 { bytes in
            var start = 0
            var end = bytes.count
            if end >= 2, bytes[end - 2] == UInt8(ascii: "p"), bytes[end - 1] == UInt8(ascii: "x") { end -= 2 }
            var isNegative = false
            if start < end, bytes[start] == UInt8(ascii: "+") || bytes[start] == UInt8(ascii: "-") {
                isNegative = bytes[start] == UInt8(ascii: "-")
                start += 1
            }
            guard start < end else { return nil }
            var number = 0
            for byte in bytes[start..<end] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                number = min(number * 10 + Int(byte - UInt8(ascii: "0")), 100_000)
            }
            return !isNegative && number > 0 && number < 100_000 ? number : nil
        }
    }
}
