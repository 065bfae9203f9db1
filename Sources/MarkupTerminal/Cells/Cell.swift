import MarkupCore

/// One terminal cell: a grapheme cluster, its look, and where in the source it came from.
///
/// A wide cluster takes two cells: the first holds it with `width` 2, the second is a
/// continuation with `width` 0 and an empty grapheme.
public struct Cell: Hashable, Sendable {
    // Five 32-bit numbers, 20 bytes: layout writes every cell of a document and copies it
    // into its line, so a cell's size is much of layout's memory traffic.
    /// ``graphemeCode``, with ``width`` in the bits of `widthMask`.
    private var codeAndWidth: UInt32
    /// The interned ``style`` itself when the cell links nowhere, else `linked` plus the key of
    /// its style and ``hyperlink`` together (so no cell without a link pays for one).
    private(set) var lookKey: UInt32
    private var nodeIndex: Int32
    private var rangeStart: Int32
    private var rangeEnd: Int32

    static let multiScalar: UInt32 = 0x8000_0000
    private static let widthShift: UInt32 = 29
    private static let widthMask: UInt32 = 3 << widthShift
    private static let linked: UInt32 = 0x8000_0000

    /// The cluster: its scalar value when it is one scalar, else `multiScalar` plus its key
    /// in the interned strings (below `1 << 29`); 0 is the empty cluster.
    private(set) var graphemeCode: UInt32 {
        @inline(__always) get { codeAndWidth & ~Self.widthMask }
        @inline(__always) set { codeAndWidth = codeAndWidth & Self.widthMask | newValue }
    }

    /// Columns the cluster takes: 0 (a continuation or an empty cluster), 1 or 2.
    public var width: UInt8 {
        @inline(__always) get { UInt8(truncatingIfNeeded: codeAndWidth >> Self.widthShift) & 3 }
        @inline(__always) set {
            codeAndWidth = codeAndWidth & ~Self.widthMask | UInt32(newValue & 3) << Self.widthShift
        }
    }

    /// The interned ``style`` and ``hyperlink`` (a linked cell's are looked up once).
    var look: CellLook { Self.look(ofKey: lookKey) }

    /// The style and link a look key stands for (see ``lookKey(styleKey:linkKey:)``).
    @inline(__always)
    static func look(ofKey lookKey: UInt32) -> CellLook {
        lookKey & linked == 0 ? CellLook(styleKey: lookKey, linkKey: 0) : cellLooks.value(lookKey & ~linked)
    }

    /// The interned ``style``.
    var styleKey: UInt32 { look.styleKey }

    /// The interned ``hyperlink``; 0 is none.
    var linkKey: UInt32 { look.linkKey }

    /// The key of a cell's look: `styleKey` when `linkKey` is 0, else their pair interned.
    static func lookKey(styleKey: UInt32, linkKey: UInt32) -> UInt32 {
        precondition(styleKey < linked, "too many distinct styles")
        guard linkKey != 0 else { return styleKey }
        return linked | cellLooks.key(CellLook(styleKey: styleKey, linkKey: linkKey))
    }

    public var grapheme: String {
        get {
            if graphemeCode & Self.multiScalar != 0 { return cellStrings.value(graphemeCode & ~Self.multiScalar) }
            guard graphemeCode != 0, let scalar = Unicode.Scalar(graphemeCode) else { return "" }
            return String(Character(scalar))
        }
        set { graphemeCode = Self.code(newValue) }
    }

    public var style: TerminalStyle {
        get { styleKey == 0 ? .plain : cellStyles.value(styleKey) }
        set { lookKey = Self.lookKey(styleKey: newValue.cellKey, linkKey: linkKey) }
    }

    /// The node the cell shows (text, marker or border of that node).
    public var node: NodeID? {
        get { nodeIndex < 0 ? nil : NodeID(Int(nodeIndex)) }
        set { nodeIndex = newValue.map { Int32(clamping: $0.index) } ?? -1 }
    }

    /// The source bytes the cell shows, when known.
    public var range: SourceRange? {
        get { rangeStart < 0 ? nil : SourceRange(start: Int(rangeStart), end: Int(rangeEnd)) }
        set {
            rangeStart = newValue.map { Int32(clamping: $0.start) } ?? -1
            rangeEnd = newValue.map { Int32(clamping: $0.end) } ?? -1
        }
    }

    /// The link target, for OSC 8 hyperlinks and "follow link".
    public var hyperlink: String? {
        get { linkKey == 0 ? nil : cellStrings.value(linkKey) }
        set {
            let linkKey = newValue.map { $0.isEmpty ? 0 : cellStrings.key($0) } ?? 0
            lookKey = Self.lookKey(styleKey: styleKey, linkKey: linkKey)
        }
    }

    public init(grapheme: String, width: UInt8 = 1, style: TerminalStyle = .plain, node: NodeID? = nil,
                range: SourceRange? = nil, hyperlink: String? = nil) {
        self.init(code: Self.code(grapheme), width: width, styleKey: style.cellKey,
                  node: node, range: range, linkKey: hyperlink.map { $0.isEmpty ? 0 : cellStrings.key($0) } ?? 0)
    }

    /// A cell from already-interned parts: what layout uses for every character of a run.
    init(code: UInt32, width: UInt8, styleKey: UInt32, node: NodeID?, range: SourceRange?, linkKey: UInt32) {
        self.init(code: code, width: width, lookKey: Self.lookKey(styleKey: styleKey, linkKey: linkKey),
                  nodeIndex: node.map { Int32(clamping: $0.index) } ?? -1, range: range)
    }

    /// A cell from raw parts: what layout uses for every character of a run (its look interned
    /// once per run, no optionals to unwrap).
    init(code: UInt32, width: UInt8, lookKey: UInt32, nodeIndex: Int32, range: SourceRange?) {
        codeAndWidth = code | UInt32(width & 3) << Self.widthShift
        self.lookKey = lookKey
        self.nodeIndex = nodeIndex
        if let range {
            rangeStart = Int32(clamping: range.start)
            rangeEnd = Int32(clamping: range.end)
        } else {
            rangeStart = -1
            rangeEnd = -1
        }
    }

    /// Makes the cell show a printable ASCII character, keeping the rest (layout fills runs
    /// of cells copied from one template this way).
    @inline(__always)
    mutating func show(ascii byte: UInt8) {
        graphemeCode = UInt32(byte)
    }

    /// ``show(ascii:)`` with the range stored as given: offsets already clamped, or -1 for none.
    @inline(__always)
    mutating func show(ascii byte: UInt8, rangeStart start: Int32, rangeEnd end: Int32) {
        graphemeCode = UInt32(byte)
        rangeStart = start
        rangeEnd = end
    }

    /// Cells of a template's look and node (a run's), written in three stores instead of
    /// five: the fields after the cluster lie in memory in the order they are declared, look
    /// and node side by side, then the range's start and end, so each pair is one 64-bit
    /// store (little-endian, the first field in the low half).
    struct TemplateWriter {
        private let widthBits: UInt32
        private let lookAndNode: UInt64

        @inline(__always)
        init(template: Cell) {
            widthBits = template.codeAndWidth & Cell.widthMask
            lookAndNode = UInt64(template.lookKey) | UInt64(UInt32(bitPattern: template.nodeIndex)) << 32
        }

        /// A stored range packed as ``write(_:range:at:)`` takes it.
        @inline(__always)
        static func packedRange(start: Int32, end: Int32) -> UInt64 {
            UInt64(UInt32(bitPattern: start)) | UInt64(UInt32(bitPattern: end)) << 32
        }

        /// Initializes `cell` as the template showing `byte` over the packed `range`.
        @inline(__always)
        func write(_ byte: UInt8, range: UInt64, at cell: UnsafeMutablePointer<Cell>) {
            write(code: widthBits | UInt32(byte), range: range, at: cell)
        }

        /// Initializes `cell` as the template showing scalar `value` `width` columns wide
        /// (0 and 0 for a continuation) over the packed `range`.
        @inline(__always)
        func write(_ value: UInt32, width: UInt8, range: UInt64, at cell: UnsafeMutablePointer<Cell>) {
            write(code: value | UInt32(width & 3) << Cell.widthShift, range: range, at: cell)
        }

        @inline(__always)
        private func write(code: UInt32, range: UInt64, at cell: UnsafeMutablePointer<Cell>) {
            let raw = UnsafeMutableRawPointer(cell)
            raw.storeBytes(of: code, as: UInt32.self)
            raw.storeBytes(of: lookAndNode, toByteOffset: 4, as: UInt64.self)
            raw.storeBytes(of: range, toByteOffset: 12, as: UInt64.self)
        }
    }

    /// The stored range: offsets clamped to `Int32`, -1 when there is none.
    var storedRange: (start: Int32, end: Int32) { (rangeStart, rangeEnd) }

    /// Sets the range as stored: offsets already clamped, or -1 for none.
    @inline(__always)
    mutating func setStoredRange(start: Int32, end: Int32) {
        rangeStart = start
        rangeEnd = end
    }

    /// The code of a cluster (see ``graphemeCode``).
    static func code(_ grapheme: String) -> UInt32 {
        var scalars = grapheme.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        if scalars.next() == nil, first.value != 0 { return first.value }
        let key = cellStrings.key(grapheme)
        precondition(key < 1 << widthShift, "too many distinct clusters and links")
        return multiScalar | key
    }

    /// The single scalar of the cluster, if it is one (cheap: no string is made).
    var scalar: Unicode.Scalar? {
        graphemeCode & Self.multiScalar == 0 && graphemeCode != 0 ? Unicode.Scalar(graphemeCode) : nil
    }

    /// Appends the UTF-8 bytes of the cluster, one of more than one scalar (see
    /// ``writeScalar(to:at:)``), to `output`, read from the interned string in place: no copy
    /// of the string is made and released.
    func appendMultiScalarCluster(to output: inout [UInt8]) {
        cellStrings.withUTF8(ofKey: graphemeCode & ~Self.multiScalar) { output.append(contentsOf: $0) }
    }

    /// Writes the cluster's UTF-8 bytes (at most four) at `buffer[index...]` and moves `index`
    /// past them when it is one scalar (or empty); false, writing nothing, for a longer cluster.
    @inline(__always)
    func writeScalar(to buffer: UnsafeMutablePointer<UInt8>, at index: inout Int) -> Bool {
        let value = graphemeCode
        if value < 0x80 {
            if value != 0 {
                buffer[index] = UInt8(value)
                index += 1
            }
        } else if value & Self.multiScalar != 0 {
            return false
        } else if value < 0x800 {
            buffer[index] = UInt8(0xC0 | value >> 6)
            buffer[index + 1] = UInt8(0x80 | value & 0x3F)
            index += 2
        } else if value < 0x10000 {
            buffer[index] = UInt8(0xE0 | value >> 12)
            buffer[index + 1] = UInt8(0x80 | value >> 6 & 0x3F)
            buffer[index + 2] = UInt8(0x80 | value & 0x3F)
            index += 3
        } else {
            buffer[index] = UInt8(0xF0 | value >> 18)
            buffer[index + 1] = UInt8(0x80 | value >> 12 & 0x3F)
            buffer[index + 2] = UInt8(0x80 | value >> 6 & 0x3F)
            buffer[index + 3] = UInt8(0x80 | value & 0x3F)
            index += 4
        }
        return true
    }

    /// The cluster's byte when it is one ASCII character one column wide (most cells of Latin
    /// text), else 0: found with one subtraction and one compare.
    @inline(__always)
    var asciiByte: UInt8 {
        let code = codeAndWidth &- 1 << Self.widthShift
        return code &- 1 < 0x7F ? UInt8(truncatingIfNeeded: code) : 0
    }

    /// An empty cell with a style.
    public static func blank(_ style: TerminalStyle = .plain) -> Cell {
        style.isPlain ? plainBlank : Cell(grapheme: " ", width: 1, style: style)
    }

    private static let plainBlank = Cell(code: 0x20, width: 1, lookKey: 0, nodeIndex: -1, range: nil)

    /// Whether two cells show the same cluster (cheap: clusters are compared by their codes).
    public func showsSameCluster(as other: Cell) -> Bool { graphemeCode == other.graphemeCode }

    /// Whether the cell shows a space (cheap: no string is made).
    var isSpace: Bool { graphemeCode == 0x20 }
    /// Whether the cell is a no-break space (U+00A0, `&nbsp;`).
    var isNoBreakSpace: Bool { graphemeCode == 0xA0 }

    /// Whether the cell has the plain style (cheap: no table lookup).
    var isPlain: Bool { styleKey == 0 }

    /// The second half of a wide cluster.
    public static func continuation(of cell: Cell) -> Cell {
        var continuation = cell
        continuation.graphemeCode = 0
        continuation.width = 0
        return continuation
    }

    public var isContinuation: Bool { width == 0 }

    /// Cells for a whole string (wide clusters followed by their continuation).
    public static func cells(_ text: String, style: TerminalStyle, node: NodeID? = nil,
                             range: SourceRange? = nil) -> [Cell] {
        cells(text, styleKey: style.cellKey, node: node, range: range)
    }

    /// ``cells(_:style:node:range:)`` with the style already interned.
    ///
    /// Printable ASCII and simple scalars (see ``SimpleScalar``) are read from the UTF-8 bytes
    /// in place; grapheme segmentation starts at the first cluster that needs it.
    static func cells(_ text: String, styleKey: UInt32, node: NodeID? = nil, range: SourceRange? = nil) -> [Cell] {
        let template = Cell(code: 0x20, width: 1, styleKey: styleKey, node: node, range: range, linkKey: 0)
        var storage = text
        // All printable ASCII (numbers, labels, URLs): a cell per byte, written in place.
        let ascii: [Cell]? = storage.withUTF8 { bytes in
            guard ASCIICells.arePrintable(bytes) else { return nil }
            return ASCIICells.make(capacity: bytes.count, like: template) { $0.write(bytes) }
        }
        if let ascii { return ascii }
        var cells: [Cell] = []
        let complexStart: Int? = storage.withUTF8 { bytes in
            cells.reserveCapacity(bytes.count)
            // The width of the last scalar beyond ASCII measured: a rule or border repeats one.
            var measured: (value: UInt32, width: UInt8) = (0, 0)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x20, byte < 0x7F, index + 1 == bytes.count || bytes[index + 1] < 0x80 {
                    var cell = template
                    cell.show(ascii: byte)
                    cells.append(cell)
                    index += 1
                    continue
                }
                guard let (scalar, length) = SimpleScalar.decode(bytes, at: index), scalar.value >= 0x20,
                      scalar.value < 0x7F || SimpleScalar.isSimple(scalar.value),
                      SimpleScalar.standsAlone(followedBy: SimpleScalar.decode(bytes, at: index + length)?.0) else {
                    return index
                }
                if scalar.value != measured.value { measured = (scalar.value, UInt8(DisplayWidth.of(scalar: scalar))) }
                var cell = template
                cell.graphemeCode = scalar.value
                cell.width = measured.width
                cells.append(cell)
                if cell.width == 2 { cells.append(.continuation(of: cell)) }
                index += length
            }
            return nil
        }
        guard let complexStart else { return cells }
        for cluster in text[text.utf8.index(text.utf8.startIndex, offsetBy: complexStart)...] {
            let visible = VisibleCluster(cluster)
            var cell = template
            cell.graphemeCode = code(visible.text)
            cell.width = UInt8(visible.width)
            cells.append(cell)
            if visible.width == 2 { cells.append(.continuation(of: cell)) }
        }
        return cells
    }

    /// `text` repeated `count` times, as cells (rules and borders): what
    /// ``cells(_:styleKey:node:range:)`` gives for `String(repeating: text, count: count)`, made from one copy.
    static func repeated(_ text: String, count: Int, styleKey: UInt32, node: NodeID? = nil) -> [Cell] {
        let standsAlone = text.unicodeScalars.allSatisfy {
            ($0.value >= 0x20 && $0.value < 0x7F) || SimpleScalar.isSimple($0.value)
        }
        // Clusters that could join across copies (a flag's halves, a combining mark) are segmented as a whole.
        guard standsAlone else { return cells(String(repeating: text, count: max(0, count)), styleKey: styleKey, node: node) }
        let unit = cells(text, styleKey: styleKey, node: node)
        guard count > 1, !unit.isEmpty else { return count == 1 ? unit : [] }
        if unit.count == 1 { return Array(count: count, filledWith: unit[0]) }
        var cells: [Cell] = []
        cells.reserveCapacity(unit.count * count)
        for _ in 0..<count { cells += unit }
        return cells
    }
}
