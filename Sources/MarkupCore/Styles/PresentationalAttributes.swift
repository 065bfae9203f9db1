/// Old-style attributes that still set a look: `<font color size face>`, `align`, `bgcolor`,
/// `<a href>`, list `type`, `hidden`.
enum PresentationalAttributes {
    static func assignments(for node: MarkupNode) -> [(attribute: Attribute, assignments: [StyleAssignment])] {
        // Of the returned type, labels included: an array of unlabelled tuples is cast, a copy.
        var result: [(attribute: Attribute, assignments: [StyleAssignment])] = []
        let tree = node.tree
        let tables = tree.tables
        let source = tree.source
        // Only the attributes that can set a look are read out (names compared as bytes).
        for entry in tree.attributeEntries(at: node.id.index)
        where setsALook(PackedAttributeName.of(entry: entry, in: tables, source: source)) {
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
        setsALook(PackedAttributeName(name))
    }

    /// ``setsALook(_:)`` of a packed name (nil for a longer one, or an attribute's read as
    /// bytes): by length first. One list for the string and the bytes.
    @inline(__always)
    private static func setsALook(_ name: PackedAttributeName?) -> Bool {
        guard let name else { return false }
        return switch name.length {
        case 4: name == .href || name == .size || name == .face || name == .type
        case 5: name == .color || name == .align
        case 6: name == .hidden
        case 7: name == .bgcolor
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
