/// What an inline `<svg>` says to a reader: its `<title>` child's text, else its
/// `aria-label`, else nothing (`aria-hidden="true"` too). Its other content is a drawing,
/// not copy, so the style stage hides everything inside an `svg`.
package enum SVGLabel {
    private static let svgSlot = KnownElements.slot(of: "svg")
    private static let titleSlot = KnownElements.slot(of: "title")

    /// Whether `node` is an `svg` element.
    package static func isSVG(_ node: MarkupNode) -> Bool {
        node.kind != .text && node.knownSlot == svgSlot
    }

    /// The label of an `svg` element, whitespace collapsed; nil when it has none.
    package static func text(of svg: MarkupNode) -> String? {
        if svg.attribute("aria-hidden")?.lowercased() == "true" { return nil }
        for child in svg.children where child.kind != .text && child.knownSlot == titleSlot {
            let title = collapsed(PlainTextStripper.strip(subtree: child) { _ in false })
            if !title.isEmpty { return title }
        }
        let label = collapsed(svg.attribute("aria-label") ?? "")
        return label.isEmpty ? nil : label
    }

    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\u{C}" })
            .joined(separator: " ")
    }
}
