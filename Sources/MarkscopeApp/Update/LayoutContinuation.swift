import MarkupTerminal

/// The rest of a screen-first layout: the lines a big document's refresh left to come, laid
/// out when the runtime gets to it and handed back through ``PreviewUpdate/finishLayout(_:in:)``.
///
/// It is work in progress, not state: ``PreviewState`` keeps only the ``generation`` it waits
/// for, so the state stays a plain value and copies of it never share a layout.
public struct LayoutContinuation {
    private let layout: IncrementalLayout
    /// The refresh this layout belongs to.
    let generation: Int

    init(layout: IncrementalLayout, generation: Int) {
        self.layout = layout
        self.generation = generation
    }

    /// The whole document's lines (laid out now if they are not yet; finishing twice gives
    /// the same lines).
    func finishedLines() -> RenderedDocument {
        layout.finish()
        return layout.rendered
    }
}
