import MarkupCore

/// Lays out a styled document at a width, like a browser's normal flow.
///
/// Whitespace collapses outside `pre`; blocks start new lines and paragraphs, headings,
/// lists, quotes, tables and `pre` are set apart by a blank line; `br` breaks; lists
/// indent per level with markers and hanging lines; quotes get the theme's bar; `hr`
/// fills the width; images show as their alt text (see ``ImageLabel``); links are numbered
/// `[n]` with their URLs listed at the end, never broken (or become OSC 8 hyperlinks). Every cell keeps its node
/// and source range. The walk is a loop, so any depth of nesting is fine.
public enum DocumentLayout {
    /// The document laid out at `options.width` with `theme`.
    public static func render(_ document: StyledDocument, theme: Theme, options: LayoutOptions) -> RenderedDocument {
        render(document, theme: theme, options: options, split: LayoutSplit.find(in: document))
    }

    /// ``render(_:theme:options:)`` in two halves at once when `split` is set (see
    /// ``LayoutSplit``), else in one pass: the same lines either way.
    package static func render(_ document: StyledDocument, theme: Theme, options: LayoutOptions,
                               split: LayoutSplit?) -> RenderedDocument {
        // The engine keeps its lines (a closure appending to a captured array would check
        // every append for exclusivity).
        var links = LinkRegistry()
        let engine = topLevelEngine(document, theme: theme, options: options, links: links)
        var lines: RenderedLines
        if let split {
            let second = topLevelEngine(document, theme: theme, options: options,
                                        links: split.linksBefore(in: document, options: options))
            if let started = split.start(first: engine, second: second, root: document.tree.root) {
                let met = split.layOutFirstHalf(engine, meeting: started)
                started.worker.wait()
                lines = engine.takeLines()
                if met {
                    let blankLines = LayoutSplit.blankLines(after: engine, before: second.leadingBlankLines)
                    for _ in 0..<blankLines.count { lines.append(blankLines.line) }
                    lines.append(contentsOf: second.takeLines())
                    links = second.links
                }
            } else {
                lines = engine.takeLines()
            }
        } else {
            engine.layout(childrenOf: document.tree.root, align: .start)
            lines = engine.takeLines()
        }
        listReferences(links, theme: theme, options: options) { lines.append($0) }
        return RenderedDocument(width: options.width, lines: lines, references: links.references)
    }

    /// Lays the document out line by line, handing each line to `output` as soon as it is
    /// final (a printer need not hold the whole render); returns the numbered link targets.
    @discardableResult
    public static func render(_ document: StyledDocument, theme: Theme, options: LayoutOptions,
                              eachLine output: @escaping ([Cell]) -> Void) -> [(number: Int, url: String)] {
        let links = LinkRegistry()
        let engine = topLevelEngine(document, theme: theme, options: options, links: links)
        engine.output = output
        engine.layout(childrenOf: document.tree.root, align: .start)
        listReferences(links, theme: theme, options: options, output: output)
        return links.references
    }

    /// Lays the document out and writes it with `writer`, a line as soon as it is final,
    /// handing the bytes to `send` in chunks of about 64 KB: the bytes of
    /// ``ANSIWriter/appendLine(_:to:)`` and a newline for each line ``render(_:theme:options:eachLine:)``
    /// gives, made without a line of cells for each line of text. Returns the numbered link targets.
    @discardableResult
    package static func write(_ document: StyledDocument, theme: Theme, options: LayoutOptions, writer: ANSIWriter,
                              send: @escaping ([UInt8]) -> Void) -> [(number: Int, url: String)] {
        write(document, theme: theme, options: options, writer: writer, split: LayoutSplit.find(in: document), send: send)
    }

    /// ``write(_:theme:options:writer:send:)`` in two halves at once when `split` is set (see
    /// ``LayoutSplit``), else in one pass: the same bytes either way. The second half's bytes
    /// are held until the first half's are sent.
    @discardableResult
    package static func write(_ document: StyledDocument, theme: Theme, options: LayoutOptions, writer: ANSIWriter,
                              split: LayoutSplit?, heldLimit: Int = heldOutputLimit,
                              send: @escaping ([UInt8]) -> Void) -> [(number: Int, url: String)] {
        var links = LinkRegistry()
        let stream = ANSIStream(writer: writer, send: send)
        let engine = topLevelEngine(document, theme: theme, options: options, links: links, stream: stream)
        if let split {
            let held = HeldOutput(limit: heldLimit, send: send)
            let secondStream = ANSIStream(writer: writer, send: held.add)
            let second = topLevelEngine(document, theme: theme, options: options,
                                        links: split.linksBefore(in: document, options: options), stream: secondStream)
            let started = split.start(first: engine, second: second, root: document.tree.root) {
                secondStream.finish()
                held.finish()
            }
            if let started {
                if split.layOutFirstHalf(engine, meeting: started) {
                    // The second half's first line, and so what it asked for before it, is
                    // laid out by the time it hands over a chunk.
                    held.waitForFirstChunk()
                    let blankLines = LayoutSplit.blankLines(after: engine, before: second.leadingBlankLines)
                    for _ in 0..<blankLines.count { stream.write(blankLines.line) }
                    stream.finish()
                    held.sendHeldAndPassOn()
                    started.worker.wait()
                    links = second.links
                } else {
                    held.drop()
                    started.worker.wait()
                }
            }
        } else {
            engine.layout(childrenOf: document.tree.root, align: .start)
        }
        listReferences(links, theme: theme, options: options, output: stream.write)
        stream.finish()
        return links.references
    }

    /// The most bytes the second half of a split `render` holds while the first half is laid
    /// out (see ``HeldOutput``): a split render of 10 MB peaks that much above one pass at most.
    static let heldOutputLimit = 2 << 20

    /// The engine of a whole document's layout (tables nest engines of their own), writing
    /// its lines to `stream` when given.
    static func topLevelEngine(_ document: StyledDocument, theme: Theme, options: LayoutOptions,
                               links: LinkRegistry, stream: ANSIStream? = nil) -> LayoutEngine {
        LayoutEngine(context: LayoutContext(document: document, theme: theme, options: options, links: links),
                     mapper: StyleMapper(theme: theme), roles: [], stream: stream)
    }

    /// The numbered link targets after the copy: `[n] URL` on a line, the URLs lined up after
    /// the widest label. A URL is never broken: one that does not fit after its label goes
    /// whole on the next line, from the first column, past the width if it must, so that it
    /// can be copied or clicked (a terminal selects it with a triple click).
    static func listReferences(_ links: LinkRegistry, theme: Theme, options: LayoutOptions, output: ([Cell]) -> Void) {
        guard !options.hyperlinks, !links.references.isEmpty else { return }
        output([])
        let style = theme.style(.linkList)
        let styleKey = style.cellKey
        // `[n] `, the widest label, gives the column every URL starts at.
        let labelWidth = DecimalDigits(links.references.count).count + 3
        for reference in links.references {
            if let line = referenceLine(reference, labelWidth: labelWidth, room: options.width - labelWidth,
                                        styleKey: styleKey) {
                output(line)
                continue
            }
            let url = Cell.cells(reference.url, styleKey: styleKey)
            if RenderedDocument.width(of: url) <= options.width - labelWidth {
                output(Cell.cells("[\(reference.number)]".padded(toColumns: labelWidth), styleKey: styleKey) + url)
            } else {
                // The label alone (broken only at a width too narrow for it), then the URL.
                var label = InlineFlow()
                label.addGlued(Cell.cells("[\(reference.number)]", styleKey: styleKey))
                label.wrap(width: options.width).forEach(output)
                output(url)
            }
        }
    }

    /// The line of a reference whose URL is printable ASCII fitting in `room` columns: its label
    /// padded to `labelWidth`, then the URL, written in one array; nil for any other URL.
    private static func referenceLine(_ reference: (number: Int, url: String), labelWidth: Int, room: Int,
                                      styleKey: UInt32) -> [Cell]? {
        var url = reference.url
        return url.withUTF8 { bytes in
            guard bytes.count <= room, ASCIICells.arePrintable(bytes) else { return nil }
            let template = Cell(code: 0x20, width: 1, styleKey: styleKey, node: nil, range: nil, linkKey: 0)
            return ASCIICells.make(capacity: labelWidth + bytes.count, like: template) { cells in
                cells.writeLinkNumber(reference.number)
                while cells.count < labelWidth { cells.write(UInt8(ascii: " ")) }
                cells.write(bytes)
            }
        }
    }
}

/// A layout done a part at a time, so a previewer can show the first screen of a big
/// document before the rest is laid out. The lines are those of ``DocumentLayout``.
public final class IncrementalLayout {
    private let engine: LayoutEngine
    private let links = LinkRegistry()
    private let theme: Theme
    private let options: LayoutOptions
    /// Whether every line, the link list included, is laid out.
    public private(set) var isComplete = false

    public init(_ document: StyledDocument, theme: Theme, options: LayoutOptions) {
        self.theme = theme
        self.options = options
        engine = DocumentLayout.topLevelEngine(document, theme: theme, options: options, links: links)
        engine.begin(childrenOf: document.tree.root, align: .start)
    }

    /// Lays out until at least `count` lines are final, or to the end.
    public func advance(toLines count: Int) {
        guard !isComplete else { return }
        while engine.lines.count < count {
            if !engine.step() {
                complete()
                return
            }
        }
    }

    /// Lays out the rest.
    public func finish() {
        guard !isComplete else { return }
        while engine.step() {}
        complete()
    }

    private func complete() {
        engine.finish()
        DocumentLayout.listReferences(links, theme: theme, options: options) { engine.appendLine($0) }
        isComplete = true
    }

    /// The lines laid out so far (the whole document once complete).
    public var rendered: RenderedDocument {
        RenderedDocument(width: options.width, lines: engine.lines, references: isComplete ? links.references : [])
    }
}
