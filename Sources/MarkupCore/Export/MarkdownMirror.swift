/// The tree markscope reads a Markdown export back as, built alongside the export: each
/// construct the writer emits opens the element the Markdown reader turns it into (`**` a
/// `strong`, a tight list item an `li` without `p` …), and each text the writer emits is a text
/// node tied to the source text node it came from.
///
/// Resolving its styles under the document's options tells, for every source text node, the
/// style the export would be read back with, so ``MarkdownExport`` adds a carrier only where
/// that differs from the resolved style. Its tree has no source: every text, unknown name and
/// attribute is written to its tables' side buffer.
struct MarkdownMirror {
    private var records: [NodeRecord] = [
        NodeRecord(kind: .root, knownSlot: nil, range: .empty(at: 0), startTagRange: nil, endTagRange: nil,
                   isSynthesized: false, isEndSynthesized: false, parent: -1, subtreeEnd: 1, depth: 0),
    ]
    private var tables = TokenTables()
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

    /// Opens the element `tag` with `attributes` (name, value), custom attributes
    /// (`^[…](key: 'v')`, which a profile's `[attributes]` styles) when `customAttributes`;
    /// `source` is the source element it stands for, when its own style is compared.
    mutating func open(_ tag: String, _ attributes: [(String, String)] = [], customAttributes: Bool = false,
                       source: Int? = nil) {
        if let source { elements[source] = records.count }
        let slot = KnownElements.slot(of: tag)
        let name = slot == nil ? tables.appendToSideBuffer(tag.utf8) : 0..<0
        let first = tables.attributes.count
        for (attributeName, value) in attributes {
            let nameBytes = tables.appendToSideBuffer(attributeName.utf8)
            let valueBytes = tables.appendToSideBuffer(value.utf8)
            tables.attributes.append(AttributeSpan(
                start: 0, end: 0, valueStart: 0, valueEnd: 0,
                nameStart: ~Int32(nameBytes.lowerBound), nameLength: Int32(nameBytes.count),
                valueDataStart: ~Int32(valueBytes.lowerBound), valueDataLength: Int32(valueBytes.count)))
        }
        if customAttributes { tables.customAttributeEntries.formUnion(first..<tables.attributes.count) }
        records.append(NodeRecord(kind: MarkupKind(tag: tag, slot: slot), knownSlot: slot,
                                  dataStart: ~Int32(name.lowerBound), dataLength: Int32(name.count),
                                  attributes: first..<tables.attributes.count, range: .empty(at: 0),
                                  startTagRange: nil, endTagRange: nil, isSynthesized: false,
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
        let bytes = tables.appendToSideBuffer(text.utf8)
        records.append(NodeRecord(kind: .text, knownSlot: nil, dataStart: ~Int32(bytes.lowerBound),
                                  dataLength: Int32(bytes.count), range: .empty(at: 0), startTagRange: nil, endTagRange: nil, isSynthesized: false,
                                  isEndSynthesized: false, parent: open[open.count - 1], subtreeEnd: records.count + 1,
                                  depth: open.count))
    }

    /// The mirror's styles, resolved as the export's reader would resolve them.
    func resolved(options: StyleOptions, customTags: [String: Profile.Display]) -> StyledDocument {
        var records = records
        for element in open.dropFirst().reversed() { records[element].subtreeEnd = records.count }
        records[0].subtreeEnd = records.count
        return StyleResolver.resolve(MarkupTree(source: SourceText([UInt8]()), records: records, tables: tables,
                                                customTags: customTags), options: options)
    }
}
