import MarkupCore

extension LayoutEngine {
    /// Whether the text being added may change the marks: some mark is open, or its style
    /// (``textStyle``) underlines or strikes through. Most text is neither, with none open: then
    /// there is nothing to do, and this test, inlined where text is added, spares the call to
    /// ``markDecorations(at:range:styleKey:text:exact:preserves:)``.
    @inline(__always)
    func mayChangeDecorations() -> Bool {
        !decorations.open.isEmpty || textStyle.decorates
    }

    /// The marks around decorated text the output cannot decorate (see ``DecorationMarks``);
    /// when they change, leading white space goes before the marks, not inside them. Called
    /// when ``mayChangeDecorations()``.
    /// The text is that of the text node at node index `index`, whose range is `range`.
    func markDecorations(at index: Int, range: SourceRange, styleKey: UInt32, text: inout UnsafeBufferPointer<UInt8>,
                         exact: inout Int?, preserves: Bool) {
        let wanted = wantedDecorations(at: index, styleKey: styleKey)
        guard !wanted.isEmpty || !decorations.open.isEmpty else { return }
        // White space alone changes no mark: `<del>a</del> <del>b</del>` closes after `a`.
        var leading = 0
        if !preserves {
            while leading < text.count, InlineFlow.isCollapsible(text[leading]) { leading += 1 }
        }
        guard leading < text.count else { return }
        if leading > 0 {
            let spaceRange = exact.map { SourceRange(start: $0, end: $0 + leading) } ?? range
            flow.add(" ", styleKey: styleKey, node: NodeID(index), range: spaceRange, exactOffset: nil, link: nil,
                     preserve: false, wrapsPreformatted: false)
            text = UnsafeBufferPointer(rebasing: text[leading...])
            exact = exact.map { $0 + leading }
        }
        decorations.change(to: wanted, in: &flow, tree: document.tree)
    }

    /// The marks the text node at node index `index` needs, outermost first: its style
    /// decorates it, the cell style `styleKey` it is laid out in does not show the decoration,
    /// and the theme's marks for it are not empty (as ``DecorationMarks/needs`` says). Each
    /// mark's element is the outermost of the unbroken line of ancestors of the text so
    /// decorated (the element that starts the decoration), within
    /// ``DecorationMarks/maximumWalk``. A method of the engine, which reads the document's
    /// styles in place: handed to a function, the document (a struct of 520 bytes) is copied
    /// for the call.
    func wantedDecorations(at index: Int, styleKey: UInt32) -> DecorationMarks.Wanted {
        typealias Mark = DecorationMarks.Mark
        let underlined = document.style(ofNodeAt: index).underline == true
            && document.style(ofNodeAt: index).link == nil
        let struck = document.style(ofNodeAt: index).strikethrough == true
        guard underlined || struck else { return DecorationMarks.Wanted() }
        let needs = decorations.needs
        let shown = needs.showsAttributes
            ? (styleKey == 0 ? TerminalStyle.plain : cellStyles.value(styleKey)).attributes : []
        let tree = document.tree
        let parent = tree.parentIndex(of: index)
        let limit = DecorationMarks.maximumWalk
        var marks = DecorationMarks.Wanted()
        if underlined, !shown.contains(.underline) {
            let element = decorations.underlinedAncestors.outermost(from: parent, in: tree, limit: limit) {
                document.style(ofNodeAt: $0).underline == true
            }
            let isInsertion = decorations.underlinedAncestors.outermostIsInsertion
            let kind: DecorationMarks.Kind = isInsertion ? .insertion : .underline
            if element >= 0, needs.marks(kind) {
                marks.append(Mark(kind: kind, of: decorations.underlinedAncestors, styleKey: styleKey))
            }
        }
        if struck, !shown.contains(.strikethrough), needs.marksStrikethrough {
            let element = decorations.struckAncestors.outermost(from: parent, in: tree, limit: limit) {
                document.style(ofNodeAt: $0).strikethrough == true
            }
            if element >= 0 {
                marks.append(Mark(kind: .strikethrough, of: decorations.struckAncestors, styleKey: styleKey))
            }
        }
        marks.order()
        return marks
    }

    /// ``DecorationMarks/prepare(theme:options:)``, whose answer is remembered in ``mayMarkDecorations``.
    func lookUpMayMarkDecorations() -> Bool {
        let may = decorations.prepare(theme: theme, options: options)
        mayMarkDecorations = may
        return may
    }
}
