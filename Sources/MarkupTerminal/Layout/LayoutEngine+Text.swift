import MarkupCore

/// Adding a text node to the inline flow.
extension LayoutEngine {
    /// What adding a text reads from its style, kept for the style of the last text added:
    /// texts in a row mostly share one (equal styles share a document key), and each field
    /// read through the style index is two checked loads.
    struct TextStyleFacts {
        /// The document's key of the style these facts are of; -1 before the first text.
        var documentKey = -1
        var isHidden = false
        /// Whether the style transforms the text (`text-transform` other than `none`).
        var transforms = false
        /// Whether the style keeps white space as written.
        var preserves = false
        /// Whether the style underlines or strikes through (see ``mayChangeDecorations()``).
        var decorates = false
    }

    /// Reads ``textStyle`` from the style of the node at `index`, whose document key is `documentKey`.
    @inline(never)
    private func lookUpTextStyle(_ documentKey: Int, at index: Int) {
        // Field by field, in place: a copy of the style retains its strings.
        textStyle = TextStyleFacts(documentKey: documentKey,
                                   isHidden: document.style(ofNodeAt: index).isHidden == true,
                                   transforms: (document.style(ofNodeAt: index).textTransform ?? .none) != .none,
                                   preserves: Self.isPreserved(document.style(ofNodeAt: index).whiteSpace),
                                   decorates: document.style(ofNodeAt: index).underline == true
                                       || document.style(ofNodeAt: index).strikethrough == true)
    }

    /// Adds the text node at node index `index`.
    func addText(at index: Int) {
        // The style's facts are read once per style, not per text (see ``TextStyleFacts``).
        let documentKey = document.styleKey(ofNodeAt: index)
        if documentKey != textStyle.documentKey { lookUpTextStyle(documentKey, at: index) }
        if textStyle.isHidden { return }
        // The range is read from the record in place, once: through the node, each read is a call.
        let range = document.tree.records[index].range
        let exact = document.tree.isVerbatim(at: index) ? range.start : nil
        if textStyle.transforms, let transform = document.style(ofNodeAt: index).textTransform {
            let original = document.tree.text(at: index)
            var text = TextTransforms.apply(transform, to: original)
            let transformedExact = text.utf8.count == original.utf8.count ? exact : nil
            text.withUTF8 { addText(at: index, range: range, bytes: $0, exact: transformedExact) }
            return
        }
        // The text's bytes as the tree holds them (the source's or decoded ones): no string.
        document.tree.withTextBytes(at: index) { addText(at: index, range: range, bytes: $0, exact: exact) }
    }

    /// Adds the text of the text node at `index` (whose source range is `range`) given as its
    /// UTF-8 bytes; `exact` is the source offset of the first byte when they are the source's.
    /// ``textStyle`` holds the facts of its style.
    private func addText(at index: Int, range: SourceRange, bytes: UnsafeBufferPointer<UInt8>, exact: Int?) {
        var bytes = bytes
        var exact = exact
        let node = NodeID(index)
        let styleKey = mapper.cellStyleKey(document.style(ofNodeAt: index), documentKey: textStyle.documentKey,
                                           roles: roles)
        let preserves = textStyle.preserves || frames.innermost.preserves
        if mayMarkDecorations ?? lookUpMayMarkDecorations(), mayChangeDecorations() {
            markDecorations(at: index, range: range, styleKey: styleKey, text: &bytes, exact: &exact, preserves: preserves)
        }
        // A flow about to outgrow its room takes room for the rest of its block at once (a cluster
        // takes at least a byte): a paragraph of megabytes would otherwise grow by doubling, each
        // step copying its cells into fresh pages (big arrays are mapped on their own).
        if flow.cells.count + bytes.count > flow.cells.capacity, let block = frames.innermost.node {
            flow.makeRoom(for: max(bytes.count, document.tree[block].range.end - range.start))
        }
        // Without hyperlinks the link is a literal nil, so no string is released after the call.
        guard options.hyperlinks else {
            flow.add(bytes: bytes, styleKey: styleKey, node: node, range: range, exactOffset: exact, link: nil,
                     preserve: preserves, wrapsPreformatted: options.wrapsPreformatted)
            return
        }
        flow.add(bytes: bytes, styleKey: styleKey, node: node, range: range, exactOffset: exact,
                 link: document.style(ofNodeAt: index).link, preserve: preserves,
                 wrapsPreformatted: options.wrapsPreformatted)
    }
}
