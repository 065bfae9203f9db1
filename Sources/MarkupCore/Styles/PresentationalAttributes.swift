/// Old-style attributes that still set a look: `<font color size face>`, `align`, `bgcolor`,
/// `<a href>`, list `type`, `hidden`.
enum PresentationalAttributes {
    static func assignments(for node: MarkupNode) -> [(attribute: Attribute, assignments: [StyleAssignment])] {
        var result: [(Attribute, [StyleAssignment])] = []
        let tree = node.tree
        // Only the attributes that can set a look are read out (names compared as bytes).
        for entry in tree.attributeEntries(at: node.id.index) where setsALook(entry: entry, in: tree) {
            let attribute = tree.attribute(ofEntry: entry)
            let value = attribute.value.trimmingASCIIWhitespace()
            var assignments: [StyleAssignment] = []
            switch (node.tag, attribute.name) {
            case ("a", "href"):
                assignments = [.link(value), .underline(true)]
            case ("font", "color"):
                if let color = legacyColor(value) { assignments = [.foreground(color)] }
            case ("font", "size"):
                if let size = fontSize(value) { assignments = [.fontSize(.length(.pixels(size)))] }
            case ("font", "face"):
                if !value.isEmpty { assignments = [.fontFamily(value)] }
            case (_, "bgcolor"):
                if let color = legacyColor(value) { assignments = [.background(color)] }
            case (_, "align") where alignable.contains(node.tag):
                if let align = TextAlign(alignAttribute: value.asciiLowercased()) { assignments = [.textAlign(align)] }
            case ("ol", "type"), ("ul", "type"), ("li", "type"):
                if let type = ListStyleType(typeAttribute: value) { assignments = [.listStyleType(type)] }
            case (_, "hidden"):
                assignments = [.hidden(true)]
            default:
                break
            }
            if !assignments.isEmpty { result.append((attribute, assignments)) }
        }
        return result
    }

    /// Whether an attribute called `name` can set a look on some element: the names the
    /// switch in ``assignments(for:)`` matches. Most, like `class`, `style` or `src`, cannot.
    static func setsALook(_ name: String) -> Bool {
        setsALook(length: name.utf8.count) { name == $0 }
    }

    /// ``setsALook(_:)`` of the name of the attribute at `entry` of `tree`'s attribute array,
    /// compared as bytes.
    private static func setsALook(entry: Int, in tree: MarkupTree) -> Bool {
        setsALook(length: tree.attributeNameLength(ofEntry: entry)) { tree.attributeName(ofEntry: entry, is: $0) }
    }

    /// ``setsALook(_:)`` of a name `length` bytes long that `named` compares: by length
    /// first, then as `named` compares. One list for the string and the bytes.
    @inline(__always)
    private static func setsALook(length: Int, named: (String) -> Bool) -> Bool {
        switch length {
        case 4: named("href") || named("size") || named("face") || named("type")
        case 5: named("color") || named("align")
        case 6: named("hidden")
        case 7: named("bgcolor")
        default: false
        }
    }

    private static let alignable: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "tr", "caption", "center", "thead",
        "tbody", "tfoot",
    ]

    /// Colours as browsers read `<font color>`: CSS colours, or bare hex digits.
    private static func legacyColor(_ value: String) -> CSSColor? {
        if let color = CSSColor(value) { return color }
        if value.count == 6 || value.count == 3, value.allSatisfy(\.isHexDigit) { return CSSColor("#" + value) }
        return nil
    }

    /// `<font size>`: 1–7, or relative to 3 with `+`/`-`.
    private static func fontSize(_ value: String) -> Double? {
        let sizes: [Double] = [10, 13, 16, 18, 24, 32, 48]
        guard let number = Int(value.hasPrefix("+") ? String(value.dropFirst()) : value) else { return nil }
        let level = value.hasPrefix("+") || value.hasPrefix("-") ? 3 + number : number
        return sizes[min(max(level, 1), 7) - 1]
    }
}
