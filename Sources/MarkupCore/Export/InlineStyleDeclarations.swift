/// A resolved style as CSS declarations that markscope's own style parser reads back to the
/// same style, for ``HTMLExport``'s `style=""`.
enum InlineStyleDeclarations {
    /// The declarations of `style`, the resolved style of an element whose parent's resolved
    /// style is `parent`. Indents add up from parent to child, so `margin-left` carries only
    /// the element's own share; the link comes from `href`, which the element keeps.
    static func css(for style: MarkupStyle, parent: MarkupStyle) -> String {
        css(declarations(for: style, parent: parent))
    }

    /// `property: value; …` of `declarations`.
    static func css(_ declarations: [(property: String, value: String)]) -> String {
        declarations.map { $0.property + ": " + $0.value }.joined(separator: "; ")
    }

    /// ``css(for:parent:)`` as (property, value) pairs, in the order it writes them.
    static func declarations(for style: MarkupStyle, parent: MarkupStyle) -> [(property: String, value: String)] {
        var declarations: [(property: String, value: String)] = []
        func add(_ property: String, _ value: String?) {
            if let value { declarations.append((property, value)) }
        }
        add("font-size", style.fontSize.map(pixels))
        add("font-weight", style.fontWeight.map { String($0.value) })
        add("font-style", style.italic.map { $0 ? "italic" : "normal" })
        add("color", style.foregroundColor?.description)
        add("background-color", style.backgroundColor?.description)
        add("text-decoration-line", decoration(underline: style.underline, strikethrough: style.strikethrough))
        add("vertical-align", style.verticalPosition?.rawValue)
        add("text-transform", style.textTransform?.rawValue)
        add("text-align", style.textAlign?.rawValue)
        // Said even when it is 0px: a tag default (`blockquote`) or a `<style>` rule would
        // otherwise indent the element again when the export is read.
        add("margin-left", style.headIndent.map { pixels($0 - (parent.headIndent ?? 0)) })
        add("text-indent", style.firstLineIndent.map(pixels))
        add("list-style-type", style.listStyleType?.rawValue)
        add("line-height", style.lineHeight.map(number))
        add("letter-spacing", style.letterSpacing.map(pixels))
        add("word-spacing", style.wordSpacing.map(pixels))
        add("display", style.isHidden == true ? "none" : nil)
        add("visibility", style.isHidden == false ? "visible" : nil)
        add("font-family", style.fontFamily)
        add("white-space", style.whiteSpace?.rawValue)
        return declarations
    }

    /// An element's own `style` declarations without those of the properties `resolved`
    /// (declarations ``css(for:parent:)`` wrote) says, which follow them and win.
    static func own(_ style: String, besides resolved: String) -> String {
        let said = Set(resolved.split(separator: ";").map { property(of: $0) })
        var kept: [Substring] = []
        var start = style.startIndex
        var depth = 0
        var quote: Character?
        for index in style.indices {
            let character = style[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth = max(0, depth - 1)
            } else if character == ";", depth == 0 {
                kept.append(style[start..<index])
                start = style.index(after: index)
            }
        }
        kept.append(style[start...])
        return kept.filter { declaration in
            !declaration.allSatisfy(\.isWhitespace) && !said.contains(property(of: declaration))
        }.map { String($0).trimmingASCIIWhitespace() }.joined(separator: "; ")
    }

    /// The lowercased property name of a declaration `name: value`.
    private static func property(of declaration: Substring) -> String {
        String(declaration.prefix { $0 != ":" }).trimmingASCIIWhitespace().lowercased()
    }

    /// A length in CSS pixels, exactly: a size resolved from `em` or `smaller` (13.333…px)
    /// must read back as the same number, not a rounded one.
    private static func pixels(_ value: Double) -> String { number(value) + "px" }

    /// A number as Swift's shortest exact form, without `.0` for whole numbers.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `text-decoration-line` for the two decorations: `none` clears both, and a decoration
    /// that is off only by default is left unsaid (CSS cannot clear one and leave the other).
    private static func decoration(underline: Bool?, strikethrough: Bool?) -> String? {
        let lines = (underline == true ? ["underline"] : []) + (strikethrough == true ? ["line-through"] : [])
        if !lines.isEmpty { return lines.joined(separator: " ") }
        return underline == false && strikethrough == false ? "none" : nil
    }
}

extension StyledDocument {
    /// The resolved style of `node`'s parent (unset for the root), what ``InlineStyleDeclarations``
    /// writes a node's declarations against.
    func parentStyle(of node: MarkupNode) -> MarkupStyle {
        node.parent.map { style(of: $0) } ?? MarkupStyle()
    }
}
