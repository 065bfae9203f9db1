import MarkupCore

extension LayoutEngine {
    /// The marks around decorated text the output cannot decorate (see ``DecorationMarks``);
    /// when they change, leading white space goes before the marks, not inside them.
    func markDecorations(_ node: MarkupNode, styleKey: UInt32, text: inout UnsafeBufferPointer<UInt8>,
                         exact: inout Int?, preserves: Bool) {
        // Text neither underlined nor struck wants no mark (most text): with none open there is
        // nothing to do, and the document is not handed over (a copy of it per text).
        guard !decorations.open.isEmpty || document.style(of: node).underline == true
            || document.style(of: node).strikethrough == true else { return }
        let wanted = DecorationMarks.wanted(for: node, styleKey: styleKey, document: document,
                                            needs: decorations.needs)
        guard !wanted.isEmpty || !decorations.open.isEmpty else { return }
        // White space alone changes no mark: `<del>a</del> <del>b</del>` closes after `a`.
        var leading = 0
        if !preserves {
            while leading < text.count, InlineFlow.isCollapsible(text[leading]) { leading += 1 }
        }
        guard leading < text.count else { return }
        if leading > 0 {
            let spaceRange = exact.map { SourceRange(start: $0, end: $0 + leading) } ?? node.range
            flow.add(" ", styleKey: styleKey, node: node.id, range: spaceRange, exactOffset: nil, link: nil,
                     preserve: false, wrapsPreformatted: false)
            text = UnsafeBufferPointer(rebasing: text[leading...])
            exact = exact.map { $0 + leading }
        }
        decorations.change(to: wanted, in: &flow)
    }

    /// ``DecorationMarks/prepare(theme:options:)``, whose answer is remembered in ``mayMarkDecorations``.
    func lookUpMayMarkDecorations() -> Bool {
        let may = decorations.prepare(theme: theme, options: options)
        mayMarkDecorations = may
        return may
    }
}
