/// What an element's own declarations do to a style, before relative values are resolved:
/// every assignment of its cascade layers, weakest first.
///
/// Elements with the same tag, style-relevant attributes and matched rules (the inputs
/// ``StyleDeltaIndex`` keys on) share one delta, computed once; applying it to a parent's
/// resolved style is cheap and depends on nothing else, so the resolver memoizes the result by
/// (parent style, delta).
struct StyleDelta {
    /// The assignments in cascade order: a later one overrides an earlier one of its field.
    var assignments: [StyleAssignment]
    /// Whether the element's `style=""` reported problems: each element with it reports them
    /// at its own source bytes.
    var hasInlineDiagnostics = false

    /// The element's own style under a parent whose resolved style is `parent`: relative
    /// values (`em` and `%` font sizes, `bolder`, `currentColor`) resolve against it.
    /// `rootSize` is the root's font size in px.
    func ownStyle(parent: MarkupStyle, rootSize: Double) -> MarkupStyle {
        var style = MarkupStyle()
        guard !assignments.isEmpty else { return style }
        let parentSize = parent.fontSize ?? rootSize
        // Font sizes first: the other lengths are relative to the element's own size.
        for case .fontSize(let size) in assignments {
            switch size {
            case .length(let length): style.fontSize = length.pixels(parentFontSize: parentSize, rootFontSize: rootSize)
            case .smaller: style.fontSize = parentSize / 1.2
            case .larger: style.fontSize = parentSize * 1.2
            }
        }
        let ownSize = style.fontSize ?? parentSize
        var backgroundIsCurrentColor = false
        for assignment in assignments {
            switch assignment {
            case .fontSize: continue
            case .background(.currentColor): backgroundIsCurrentColor = true
            case .background: backgroundIsCurrentColor = false
            default: break
            }
            StyleCascade.apply(assignment, to: &style, parent: parent, fontSize: ownSize, rootSize: rootSize)
        }
        if backgroundIsCurrentColor {
            style.backgroundColor = style.foregroundColor ?? parent.foregroundColor
        }
        return style
    }
}
