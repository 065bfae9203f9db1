import MarkupCore

/// What an image shows in the copy: `[image: alt W×H]`, its alt text trimmed and made safe
/// to print, and its size when the attributes give one in pixels.
enum ImageLabel {
    static func text(of image: MarkupNode) -> String {
        let alt = image.attribute("alt").map {
            ControlCharacters.makeVisible($0.trimmingASCIIWhitespace(), keepingLineBreaks: false)
        } ?? ""
        // Built as bytes: appending to a string costs more than the label's one allocation.
        var label: [UInt8] = []
        label.reserveCapacity(alt.utf8.count + 28)
        label += "[image".utf8
        if !alt.isEmpty {
            label += ": ".utf8
            label += alt.utf8
        }
        if let width = image.attribute("width").flatMap(pixels) {
            label.append(UInt8(ascii: " "))
            label += String(width).utf8
            if let height = image.attribute("height").flatMap(pixels) {
                label += "×".utf8
                label += String(height).utf8
            } else {
                label.append(UInt8(ascii: "w"))
            }
        }
        label.append(UInt8(ascii: "]"))
        return String(decoding: label, as: UTF8.self)
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
