import MarkupCore

/// What an image shows in the copy: `[image: alt W×H]`, its alt text trimmed and made safe
/// to print, and its size when the attributes give one in pixels.
enum ImageLabel {
    static func text(of image: MarkupNode) -> String {
        var label = "image"
        let alt = ControlCharacters.makeVisible((image.attribute("alt") ?? "").trimmingASCIIWhitespace(), keepingLineBreaks: false)
        if !alt.isEmpty { label += ": " + alt }
        let width = image.attribute("width").flatMap(pixels)
        let height = image.attribute("height").flatMap(pixels)
        if let width, let height { label += " \(width)×\(height)" } else if let width { label += " \(width)w" }
        return "[" + label + "]"
    }

    /// `120`, ` 120 ` or `120px` as a size in pixels (1–99,999), else nil.
    static func pixels(_ value: String) -> Int? {
        var digits = Substring(value.trimmingASCIIWhitespace())
        if digits.hasSuffix("px") { digits = digits.dropLast(2) }
        return Int(digits).flatMap { $0 > 0 && $0 < 100_000 ? $0 : nil }
    }
}
