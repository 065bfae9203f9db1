import MarkupCore

/// What an image shows in the copy: `[image: alt W×H]`, its alt text trimmed and made safe
/// to print, and its size when the attributes give one in pixels.
enum ImageLabel {
    static func text(of image: MarkupNode) -> String {
        var label = "[image"
        if let attribute = image.attribute("alt") {
            let alt = ControlCharacters.makeVisible(attribute.trimmingASCIIWhitespace(), keepingLineBreaks: false)
            if !alt.isEmpty {
                label += ": "
                label += alt
            }
        }
        let width = image.attribute("width").flatMap(pixels)
        let height = image.attribute("height").flatMap(pixels)
        if let width {
            label += " "
            label += String(width)
            if let height {
                label += "×"
                label += String(height)
            } else {
                label += "w"
            }
        }
        label += "]"
        return label
    }

    /// `120`, ` 120 `, `+120` or `120px` as a size in pixels (1–99,999), else nil.
    static func pixels(_ value: String) -> Int? {
        let trimmed = value.trimmingASCIIWhitespace()
        var bytes = trimmed.utf8[...]
        if bytes.count >= 2, bytes.suffix(2).elementsEqual("px".utf8) { bytes.removeLast(2) }
        var isNegative = false
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            isNegative = sign == UInt8(ascii: "-")
            bytes.removeFirst()
        }
        guard !bytes.isEmpty else { return nil }
        var number = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            number = min(number * 10 + Int(byte - UInt8(ascii: "0")), 100_000)
        }
        return !isNegative && number > 0 && number < 100_000 ? number : nil
    }
}
