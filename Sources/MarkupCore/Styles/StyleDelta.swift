/// What an element's own declarations do to a style, before relative values are resolved:
/// every assignment of its cascade layers, weakest first.
///
/// Elements with the same tag, style-relevant attributes and matched rules (the inputs
/// ``StyleDeltaIndex`` keys on) share one delta, computed once; applying it to a parent's
/// resolved style is cheap and depends on nothing else, so the resolver memoizes the result by
/// (parent style, delta).
///
/// The resolver keeps every delta's assignments in one array (``StyleDeltaIndex``) and applies
/// them with ``write(_:over:rootSize:)``; a delta as a value of its own is made for one node at
/// a time, by provenance.
struct StyleDelta {
    /// The assignments in cascade order: a later one overrides an earlier one of its field.
    var assignments: [StyleAssignment]

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

    /// Turns `style`, a copy of the parent's resolved style, into the element's whose delta has
    /// `assignments`: what ``ownStyle(parent:rootSize:)`` and then ``MarkupStyle/write(over:)`` make, without
    /// making the own style (a 200-byte value with two strings, made, compared and destroyed
    /// per resolution). Returns false when the own style would set nothing: the element then
    /// has its parent's style, and `style` is left equal to it.
    ///
    /// Fields the own style overwrites are written as their assignments come (the last one
    /// wins in both); those that ``MarkupStyle/write(over:)`` combines with the parent's
    /// (background, decorations, hiding, indent) are collected and combined at the end.
    static func write(_ assignments: ArraySlice<StyleAssignment>, over style: inout MarkupStyle,
                      rootSize: Double) -> Bool {
        guard !assignments.isEmpty else { return false }
        // What relative values resolve against, read before any field is written.
        let parentSize = style.fontSize ?? rootSize
        let parentWeight = style.fontWeight
        let parentForeground = style.foregroundColor
        // Font sizes first: the other lengths are relative to the element's own size.
        var ownSize: Double?
        for case .fontSize(let size) in assignments {
            switch size {
            case .length(let length): ownSize = length.pixels(parentFontSize: parentSize, rootFontSize: rootSize)
            case .smaller: ownSize = parentSize / 1.2
            case .larger: ownSize = parentSize * 1.2
            }
        }
        let fontSize = ownSize ?? parentSize
        if let ownSize { style.fontSize = ownSize }
        var setsField = ownSize != nil
        var foreground: RGBAColor?
        var background: RGBAColor?
        var backgroundIsCurrentColor = false
        var underline: Bool?
        var strikethrough: Bool?
        var hidden: Bool?
        var headIndent: Double?
        for assignment in assignments {
            switch assignment {
            case .fontSize: continue
            case .foreground(let color):
                switch color {
                case .rgba(let value): foreground = value
                case .currentColor: foreground = parentForeground
                }
                style.foregroundColor = foreground
            case .background(.currentColor): backgroundIsCurrentColor = true
            case .background(.rgba(let value)):
                backgroundIsCurrentColor = false
                background = value
            case .underline(let value): underline = value
            case .strikethrough(let value): strikethrough = value
            case .hidden(let value): hidden = value
            case .headIndent(let length): headIndent = length.pixels(parentFontSize: fontSize, rootFontSize: rootSize)
            case .lineHeight(let length):
                // A length is no factor of a zero font size: nothing is set then.
                if case .number = length { setsField = true } else if fontSize > 0 { setsField = true }
                StyleCascade.apply(assignment, to: &style, parentWeight: parentWeight,
                                   parentForeground: parentForeground, fontSize: fontSize, rootSize: rootSize)
            default:
                setsField = true
                StyleCascade.apply(assignment, to: &style, parentWeight: parentWeight,
                                   parentForeground: parentForeground, fontSize: fontSize, rootSize: rootSize)
            }
        }
        if backgroundIsCurrentColor { background = foreground ?? parentForeground }
        guard setsField || foreground != nil || background != nil || underline != nil || strikethrough != nil
                || hidden != nil || headIndent != nil else { return false }
        // As ``MarkupStyle/write(over:)`` combines them.
        if let background, !background.isTransparent {
            style.backgroundColor = background
        } else if style.backgroundColor == nil {
            style.backgroundColor = background
        }
        if style.underline != true { style.underline = underline }
        if style.strikethrough != true { style.strikethrough = strikethrough }
        if style.isHidden != true { style.isHidden = hidden }
        if let headIndent { style.headIndent = headIndent + (style.headIndent ?? 0) }
        return true
    }
}
