/// The tree markscope reads a Markdown export back as, built alongside the export: each
/// construct the writer emits opens the element the Markdown reader turns it into (`**` a
/// `strong`, a tight list item an `li` without `p` …), and each text the writer emits is a text
/// node tied to the source text node it came from.
///
/// Resolving its styles under the document's options tells, for every source text node, the
/// style the export would be read back with, so ``MarkdownExport`` adds a carrier only where
/// that differs from the resolved style.
struct MarkdownMirror {
    private var records: [NodeRecord] = [
        NodeRecord(kind: .root, tag: "", knownSlot: nil, attributes: [], text: "", range: .empty(at: 0),
                   startTagRange: nil, endTagRange: nil, isSynthesized: false, isEndSynthesized: false,
                   parent: -1, subtreeEnd: 1, depth: 0),
    ]
    private var open = [0]
    /// Mirror text node index by source text node index.
    private(set) var textNodes: [Int: Int] = [:]
    /// Mirror element index by source element index, for the links written as `[…](…)` and
    /// the lists written with `-` or `1.`.
    private(set) var elements: [Int: Int] = [:]

    /// The innermost open element (0, the root, when none is open).
    var currentElement: Int { open[open.count - 1] }

    /// The index the next node gets.
    var nextIndex: Int { records.count }

    /// Opens the element `tag` with `attributes` (name, value); `source` is the source element
    /// it stands for, when its own style is compared.
    mutating func open(_ tag: String, _ attributes: [(String, String)] = [], source: Int? = nil) {
        if let source { elements[source] = records.count }
        let slot = KnownElements.slot(of: tag)
        let empty = SourceRange.empty(at: 0)
        records.append(NodeRecord(kind: MarkupKind(tag: tag, slot: slot), tag: tag, knownSlot: slot,
                                  attributes: attributes.map { Attribute(name: $0.0, value: $0.1, range: empty, valueRange: empty) },
                                  text: "", range: empty, startTagRange: nil, endTagRange: nil, isSynthesized: false,
                                  isEndSynthesized: false, parent: open[open.count - 1], subtreeEnd: records.count + 1,
                                  depth: open.count))
        open.append(records.count - 1)
    }

    /// Closes the innermost open element.
    mutating func close() {
        guard open.count > 1 else { return }
        records[open.removeLast()].subtreeEnd = records.count
    }

    /// A void element (`br`, `img`, `input`, `hr`).
    mutating func void(_ tag: String, _ attributes: [(String, String)] = []) {
        open(tag, attributes)
        close()
    }

    /// A text node written for the source text node at `source`.
    mutating func text(_ text: String, source: Int) {
        textNodes[source] = records.count
        records.append(NodeRecord(kind: .text, tag: "", knownSlot: nil, attributes: [], text: text,
                                  range: .empty(at: 0), startTagRange: nil, endTagRange: nil, isSynthesized: false,
                                  isEndSynthesized: false, parent: open[open.count - 1], subtreeEnd: records.count + 1,
                                  depth: open.count))
    }

    /// The mirror's styles, resolved as the export's reader would resolve them.
    func resolved(options: StyleOptions, customTags: [String: Profile.Display]) -> StyledDocument {
        var records = records
        for element in open.dropFirst().reversed() { records[element].subtreeEnd = records.count }
        records[0].subtreeEnd = records.count
        return StyleResolver.resolve(MarkupTree(source: SourceText([UInt8]()), records: records, customTags: customTags),
                                     options: options)
    }
}
