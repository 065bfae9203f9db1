import MarkupCore

extension LayoutEngine {
    /// Whether the text of `node` may change the marks: some mark is open, or the text is
    /// underlined or struck. Most text is neither, with none open: then there is nothing to do,
    /// and this test, inlined where text is added, spares the call to ``markDecorations``.
    @inline(__always)
    func mayChangeDecorations(_ node: MarkupNode) -> Bool {
        !decorations.open.isEmpty || document.style(of: node).underline == true
            || document.style(of: node).strikethrough == true
    }

    /// The marks around decorated text the output cannot decorate (see ``DecorationMarks``);
    /// when they change, leading white space goes before the marks, not inside them. Called
    /// when ``mayChangeDecorations(_:)``: else the document is not handed over (a copy of it
    /// per text).
    func markDecorations(_ node: MarkupNode, styleKey: UInt32, text: inout UnsafeBufferPointer<UInt8>,
                         exact: inout Int?, preserves: Bool) {
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
