/// How text, code, URLs and attribute values are written so that a CommonMark (GFM) reader
/// reads back exactly the characters written, and nothing more.
enum MarkdownEscaping {
    /// ASCII punctuation that always has a meaning somewhere in inline Markdown: emphasis
    /// (`*`, `_`), code (`` ` ``), links and custom attributes (`[`, `]`), HTML and autolinks
    /// (`<`), GFM strikethrough (`~`), GFM table cells (`|`), and the escape itself.
    private static let alwaysEscaped: [Bool] = (0..<256).map { "\\*_`[]<~|".utf8.contains(UInt8($0)) }

    /// The bytes ``text(_:collapsesSpace:)`` may write otherwise: what it escapes, and the
    /// characters that may start an autolink or a reference.
    private static let mayNeedEscaping: [Bool] = (0..<256).map { byte in
        "\\*_`[]<~|&:.@".utf8.contains(UInt8(byte))
    }

    /// `text` as Markdown inline text; with `collapsesSpace`, each run of white space as one
    /// space (the text is shown with white space collapsed either way); `inLink` when it is a
    /// link's text, where nothing becomes an autolink.
    static func text(_ text: String, collapsesSpace: Bool, inLink: Bool = false) -> String {
        if !text.utf8.contains(where: { mayNeedEscaping[Int($0)] || (collapsesSpace && $0 <= 0x20) }) { return text }
        // Every escape is ASCII: the text is read and written by bytes.
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 8)
        func byte(at index: Int) -> UInt8? { index >= 0 && index < bytes.count ? bytes[index] : nil }
        var index = 0
        while index < bytes.count {
            let current = bytes[index]
            defer { index += 1 }
            if collapsesSpace, isCollapsibleSpace(current) {
                while index + 1 < bytes.count, isCollapsibleSpace(bytes[index + 1]) { index += 1 }
                result.append(0x20)
                continue
            }
            let next = byte(at: index + 1)
            var escapes = alwaysEscaped[Int(current)]
            switch current {
            case UInt8(ascii: "&"):
                // `&amp;`, `&#38;`: an entity reference would be decoded.
                escapes = next == UInt8(ascii: "#") || next.map(isASCIILetter) == true
            case UInt8(ascii: ":"):
                // GFM's extended autolinks: `https://…` in text would become a link (not in a link's text).
                escapes = !inLink && next == UInt8(ascii: "/") && byte(at: index + 2) == UInt8(ascii: "/")
            case UInt8(ascii: "."):
                // GFM's extended autolinks: `www.…`.
                escapes = !inLink && index >= 3 && bytes[index - 3..<index].allSatisfy { $0 | 0x20 == UInt8(ascii: "w") }
                    && !(byte(at: index - 4).map(isASCIIAlphanumeric) ?? false)
            case UInt8(ascii: "@") where !inLink && byte(at: index - 1).map(isEmailByte) == true && next.map(isEmailByte) == true:
                // GFM's extended autolinks: `name@example.com`. Its reader finds them in text
                // after escapes and references are read, so only an empty comment, which splits
                // the text, keeps it text.
                result += "<!-- -->".utf8
            default:
                break
            }
            if escapes { result.append(UInt8(ascii: "\\")) }
            result.append(current)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `line` with a leading character that would start a block (a heading, a block quote, a
    /// list item, a setext underline, a thematic break) escaped; leading spaces dropped (they
    /// would indent the line into a code block, and the text collapses them anyway).
    static func lineStart(_ line: Substring) -> String {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard let first = trimmed.first else { return "" }
        if "#>+-=".contains(first) { return "\\" + trimmed }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9, let after = trimmed.dropFirst(digits.count).first, after == "." || after == ")" {
            return digits + "\\" + trimmed.dropFirst(digits.count)
        }
        return String(trimmed)
    }

    /// A code span holding `code`, or nil when none can (nothing but spaces).
    static func codeSpan(_ code: String, inTableCell: Bool) -> String? {
        var content = code.replacing("\r\n", with: " ").replacing("\n", with: " ")
        guard content.contains(where: { $0 != " " }) else { return nil }
        // GFM splits table rows at `|` even in code; `\|` is its escape there.
        if inTableCell { content = content.replacing("|", with: "\\|") }
        let ticks = String(repeating: "`", count: longestRun(of: "`", in: content) + 1)
        // A reader strips one space from each end when both have one, and a backtick at an
        // end would join the fence: pad with a space then.
        let pads = content.first == "`" || content.last == "`" || (content.first == " " && content.last == " ")
        return pads ? ticks + " " + content + " " + ticks : ticks + content + ticks
    }

    /// The fence for a code block holding `code`: longer than any run of backticks in it, at least three.
    static func fence(for code: String) -> String {
        String(repeating: "`", count: max(3, longestRun(of: "`", in: code) + 1))
    }

    /// A link or image destination that reads back as `url`.
    static func destination(_ url: String) -> String {
        let scalars = Array(url.unicodeScalars)
        let needsBrackets = scalars.isEmpty || scalars.contains { $0.value <= 0x20 || "()<>".unicodeScalars.contains($0) }
        guard needsBrackets || scalars.contains(where: { $0 == "\\" || $0 == "&" }) else { return url }
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            // A reader decodes references in a destination before escapes: `&amp;` keeps a `&`.
            if scalar == "&", next == "#" || next?.properties.isAlphabetic == true {
                result += "&amp;"
                continue
            }
            if scalar == "\\" || (needsBrackets && (scalar == "<" || scalar == ">")) {
                result += "\\"
            }
            if scalar == "\n" {
                result += "%0A"
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return needsBrackets ? "<" + result + ">" : result
    }

    /// A custom attribute value: a single-quoted string, `\` and `'` escaped.
    static func attributeValue(_ value: String) -> String {
        "'" + value.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }

    /// Whether `scalar` is white space that HTML's normal white-space handling collapses.
    static func isCollapsibleSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }

    /// ``isCollapsibleSpace(_:)`` for a byte.
    static func isCollapsibleSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool { isASCIILetter(byte) || (byte >= 0x30 && byte <= 0x39) }

    private static func isEmailByte(_ byte: UInt8) -> Bool {
        isASCIIAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-")
    }

    /// Whether a character is punctuation for cmark-gfm's emphasis rules: ASCII punctuation
    /// (symbols included), and beyond ASCII the punctuation categories only (an emoji is not).
    static func isPunctuation(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { scalar in
            if scalar.isASCII {
                let value = scalar.value
                return (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value) || (0x5B...0x60).contains(value)
                    || (0x7B...0x7E).contains(value)
            }
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                 .finalPunctuation, .otherPunctuation:
                return true
            default:
                return false
            }
        } ?? false
    }

    private static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0
        var current = 0
        for each in text {
            current = each == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
