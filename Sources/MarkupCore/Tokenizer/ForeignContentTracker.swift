/// Follows, tag by tag, whether tokens fall inside SVG or MathML, as the tree builder will
/// place them: the tokenizer needs it before the tree exists (in SVG, `<style>` holds markup
/// and `<![CDATA[` opens text), and so does the filter of tags read as text.
///
/// It keeps the open SVG and MathML elements only (HTML ones inside an integration point
/// are not followed), so badly nested foreign markup may be judged differently from the
/// tree builder; well-formed SVG icons and formulas are judged alike.
struct ForeignContentTracker {
    private enum Namespace { case svg, math }
    /// Open foreign elements, each with how many HTML elements are open inside it (in an
    /// integration point).
    private var open: [(name: String, namespace: Namespace, htmlInside: Int)] = []

    // Held per tracker: a static is checked for its first use at every access.
    private let svgSlot = KnownElements.slot(of: "svg")
    private let mathSlot = KnownElements.slot(of: "math")

    /// Whether no SVG or MathML element is open (an end tag then changes nothing).
    var isOutside: Bool { open.isEmpty }

    /// Whether a start tag with this slot leaves the tracker as it is, outside SVG and MathML:
    /// the common case, checked before the names a start tag needs are read.
    @inline(__always)
    func staysOutside(slot: Int?) -> Bool { open.isEmpty && slot != svgSlot && slot != mathSlot }

    /// Whether a CDATA section may open here (the current node is SVG or MathML).
    var allowsCDATA: Bool { open.last.map { $0.htmlInside == 0 } ?? false }

    /// Whether the current element reads start tags as HTML.
    private var readsHTML: Bool {
        guard let top = open.last else { return true }
        switch top.namespace {
        case .svg: return top.name == "foreignobject" || top.name == "desc" || top.name == "title"
        case .math: return ["mi", "mo", "mn", "ms", "mtext", "annotation-xml"].contains(top.name)
        }
    }

    /// Records a start tag; returns whether it makes an SVG or MathML element. `name` is read
    /// only inside SVG and MathML; `breaksOutAsFont` says whether it is a `font` with an
    /// attribute that ends foreign content (``ForeignNames/breaksOut(_:asFont:)``).
    mutating func startTag(_ name: @autoclosure () -> String, slot: Int?, breaksOutAsFont: @autoclosure () -> Bool,
                           selfClosing: Bool) -> Bool {
        if open.isEmpty, slot != svgSlot, slot != mathSlot { return false }
        let name = name()
        if readsHTML {
            let top = open.last
            let keepsMath = top?.namespace == .math && (name == "mglyph" || name == "malignmark")
                && top?.name != "annotation-xml"
            let svgInAnnotation = top?.name == "annotation-xml" && slot == svgSlot
            if keepsMath {
                if !selfClosing { open.append((name, .math, 0)) }
                return true
            }
            guard slot == svgSlot || slot == mathSlot || svgInAnnotation else {
                let isVoid = slot.map { KnownElements.categories[$0].contains(.void) } ?? false
                if !open.isEmpty, !selfClosing, !isVoid { open[open.count - 1].htmlInside += 1 }
                return false
            }
            if !selfClosing { open.append((name, slot == svgSlot ? .svg : .math, 0)) }
            return true
        }
        if ForeignNames.breaksOut(name, asFont: breaksOutAsFont()) {
            while !readsHTML { open.removeLast() }
            return false
        }
        if !selfClosing { open.append((name, open[open.count - 1].namespace, 0)) }
        return true
    }

    /// Records an end tag: it closes the nearest open foreign element of its name.
    mutating func endTag(_ name: @autoclosure () -> String) {
        guard !open.isEmpty else { return }
        let name = name()
        if open[open.count - 1].htmlInside > 0, open[open.count - 1].name != name {
            open[open.count - 1].htmlInside -= 1
        } else if let position = open.lastIndex(where: { $0.name == name }) {
            open.removeSubrange(position...)
        }
    }
}
