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
                var label = LabelBytes(buffer: buffer)
                label.append("[image")
                if !altBytes.isEmpty {
                    label.append(": ")
                    label.append(altBytes)
                }
                if let width {
                    label.append(" ")
                    label.append(size: width)
                    if let height {
                        label.append("×")
                        label.append(size: height)
                    } else {
                        label.append("w")
                    }
                }
                label.append("]")
                return label.count
            }
        }
    }

    /// The label's bytes written in place, each write checked against the room counted.
    private struct LabelBytes {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        private(set) var count = 0

        init(buffer: UnsafeMutableBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        mutating func append(_ text: StaticString) {
            append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }

        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            precondition(bytes.count <= buffer.count - count, "an image label longer than its room")
            _ = UnsafeMutableBufferPointer(rebasing: buffer[count..<count + bytes.count]).update(fromContentsOf: bytes)
            count += bytes.count
        }

        /// A size in pixels: the room counted on at most five digits (see `pixels`).
        mutating func append(size: Int) {
            precondition(size > 0 && size < 100_000, "an image size outside 1–99,999")
            let digits = DecimalDigits(size)
            precondition(digits.count <= buffer.count - count, "an image label longer than its room")
            for digit in digits {
                buffer[count] = digit
                count += 1
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
