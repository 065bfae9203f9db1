import MarkupCore

/// The inline content of one block: clusters with their cells, collapsible spaces and
/// forced breaks, wrapped into lines at a width.
struct InlineFlow {
    struct Atom {
        enum Kind { case text, space, hardBreak }
        var kind: Kind
        var cell: Cell
        /// A line may break before this atom (between CJK characters, after a hyphen, in wrapped `pre`).
        var breakBefore = false
    }

    private(set) var atoms: [Atom] = []
    /// Column within the current preformatted line, for tab stops.
    private var preColumn = 0

    /// Whether there is anything to show (spaces alone are not).
    var hasContent: Bool { atoms.contains { $0.kind != .space } }

    mutating func reset() {
        atoms.removeAll(keepingCapacity: true)
        preColumn = 0
    }

    /// Adds text in the cells' style `styleKey`; `exactOffset` is the source offset of its first
    /// byte when the text is exactly the source (so each cluster gets its own range), else
    /// every cluster gets `range`.
    ///
    /// Scans the UTF-8 bytes: printable ASCII and "simple" scalars (see ``SimpleScalar``) are
    /// clusters of their own; only the rest goes through grapheme segmentation.
    mutating func add(_ text: String, styleKey: UInt32, node: NodeID?, range: SourceRange?, exactOffset: Int?,
                      link: String?, preserve: Bool, wrapsPreformatted: Bool) {
        // A run shares its style and link: intern them once, not per cluster.
        let run = Run(styleKey: styleKey, linkKey: link.map { $0.isEmpty ? 0 : cellStrings.key($0) } ?? 0,
                      nodeIndex: node.map { Int32(clamping: $0.index) } ?? -1)
        let original = text
        var storage = text
        storage.withUTF8 { bytes in
            let count = bytes.count
            var index = 0
            while index < count {
                let byte = bytes[index]
                if !preserve, byte > 0x20, byte < 0x7F {
                    // A run of printable ASCII: a cluster per byte, but for the last one when
                    // what follows the run joins it (a combining mark).
                    var end = index + 1
                    while end < count, bytes[end] > 0x20, bytes[end] < 0x7F { end += 1 }
                    if end < count, bytes[end] >= 0x80,
                       !SimpleScalar.standsAlone(followedBy: SimpleScalar.decode(bytes, at: end)?.0) {
                        end -= 1
                    }
                    if end > index {
                        appendPrintableASCII(bytes, index..<end, run: run, range: range, exactOffset: exactOffset)
                        index = end
                        continue
                    }
                }
                // Printable ASCII or whitespace not followed by a combining sequence: a cluster of its own.
                if byte < 0x80, byte != 0x0D, index + 1 == count || bytes[index + 1] < 0x80
                    || SimpleScalar.standsAlone(followedBy: SimpleScalar.decode(bytes, at: index + 1)?.0) {
                    let clusterRange = exactOffset.map { SourceRange(start: $0 + index, end: $0 + index + 1) } ?? range
                    index += 1
                    if preserve {
                        addPreserved(Character(Unicode.Scalar(byte)), run: run, range: clusterRange, wraps: wrapsPreformatted)
                    } else if isASCIIWhitespace(byte) {
                        appendCollapsibleSpace(run: run, range: clusterRange)
                    } else if byte >= 0x20, byte < 0x7F {
                        appendASCII(byte, run: run, range: clusterRange)
                    } else {
                        appendText(Character(Unicode.Scalar(byte)), run: run, range: clusterRange, forceBreakable: false)
                    }
                    continue
                }
                if !preserve, let (scalar, length) = SimpleScalar.decode(bytes, at: index), SimpleScalar.isSimple(scalar.value),
                   SimpleScalar.standsAlone(followedBy: SimpleScalar.decode(bytes, at: index + length)?.0) {
                    let clusterRange = exactOffset.map { SourceRange(start: $0 + index, end: $0 + index + length) } ?? range
                    index += length
                    appendSimple(scalar, run: run, range: clusterRange)
                    continue
                }
                let cluster = original[original.utf8.index(original.utf8.startIndex, offsetBy: index)]
                let length = cluster.utf8.count
                let clusterRange = exactOffset.map { SourceRange(start: $0 + index, end: $0 + index + length) } ?? range
                index += length
                if preserve {
                    addPreserved(cluster, run: run, range: clusterRange, wraps: wrapsPreformatted)
                } else if cluster.unicodeScalars.allSatisfy({ $0.value < 0x80 && isASCIIWhitespace(UInt8($0.value)) }) {
                    appendCollapsibleSpace(run: run, range: clusterRange)
                } else {
                    appendText(cluster, run: run, range: clusterRange, forceBreakable: false)
                }
            }
        }
    }

    /// What every cluster of one `add` shares, interned.
    private struct Run {
        var styleKey: UInt32
        var linkKey: UInt32
        var nodeIndex: Int32

        func cell(_ code: UInt32, width: UInt8 = 1, range: SourceRange?) -> Cell {
            Cell(code: code, width: width, styleKey: styleKey, nodeIndex: nodeIndex, range: range, linkKey: linkKey)
        }
    }

    private mutating func appendCollapsibleSpace(run: Run, range: SourceRange?) {
        guard let last = atoms.last, last.kind == .text else { return }
        atoms.append(Atom(kind: .space, cell: run.cell(0x20, range: range)))
    }

    private mutating func addPreserved(_ cluster: Character, run: Run, range: SourceRange?, wraps: Bool) {
        switch cluster {
        case "\n", "\r\n":
            atoms.append(Atom(kind: .hardBreak, cell: Cell(code: 0, width: 0, styleKey: run.styleKey,
                                                           nodeIndex: run.nodeIndex, range: range, linkKey: 0)))
            preColumn = 0
        case "\r":
            break
        case "\t":
            let spaces = 8 - preColumn % 8
            for _ in 0..<spaces {
                atoms.append(Atom(kind: .text, cell: run.cell(0x20, range: range), breakBefore: wraps))
            }
            preColumn += spaces
        default:
            appendText(cluster, run: run, range: range, forceBreakable: wraps)
            preColumn += Int(atoms.last?.cell.width ?? 1)
        }
    }

    private mutating func appendText(_ cluster: Character, run: Run, range: SourceRange?, forceBreakable: Bool) {
        let visible = VisibleCluster(cluster)
        let cell = run.cell(Cell.code(visible.text), width: UInt8(visible.width), range: range)
        atoms.append(Atom(kind: .text, cell: cell, breakBefore: forceBreakable
                          || mayBreak(before: cell, startsWithLetter: visible.text.unicodeScalars.first?.properties.isAlphabetic == true)))
    }

    /// A cluster of one letter or ideograph (see ``SimpleScalar``), without building a `Character`.
    private mutating func appendSimple(_ scalar: Unicode.Scalar, run: Run, range: SourceRange?) {
        let cell = run.cell(scalar.value, width: UInt8(DisplayWidth.of(scalar: scalar)), range: range)
        atoms.append(Atom(kind: .text, cell: cell,
                          breakBefore: mayBreak(before: cell, startsWithLetter: scalar.properties.isAlphabetic)))
    }

    /// Printable ASCII characters, each its own cluster: the common case, in one loop.
    /// Inside the run only a hyphen before a letter allows a break (no cell is wide).
    private mutating func appendPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ positions: Range<Int>, run: Run,
                                               range: SourceRange?, exactOffset: Int?) {
        for position in positions {
            let byte = bytes[position]
            let cell = run.cell(UInt32(byte), range: exactOffset.map { SourceRange(start: $0 + position, end: $0 + position + 1) } ?? range)
            let breakBefore = position == positions.lowerBound
                ? mayBreak(before: cell, startsWithLetter: ASCII.isLetter(byte))
                : bytes[position - 1] == 0x2D && ASCII.isLetter(byte)
            atoms.append(Atom(kind: .text, cell: cell, breakBefore: breakBefore))
        }
    }

    /// A printable ASCII character: the common case, without building a `Character`.
    private mutating func appendASCII(_ byte: UInt8, run: Run, range: SourceRange?) {
        let cell = run.cell(UInt32(byte), range: range)
        atoms.append(Atom(kind: .text, cell: cell, breakBefore: mayBreak(before: cell, startsWithLetter: ASCII.isLetter(byte))))
    }

    /// Whether a line may break before `cell`: next to wide (CJK) text unless punctuation
    /// forbids it, or after a hyphen before a letter.
    private func mayBreak(before cell: Cell, startsWithLetter: @autoclosure () -> Bool) -> Bool {
        guard let previous = atoms.last, previous.kind == .text else { return false }
        if previous.cell.width == 2 || cell.width == 2,
           !LineBreaking.forbidsBreak(before: cell), !LineBreaking.forbidsBreak(after: previous.cell) {
            return true
        }
        return previous.cell.graphemeCode == 0x2D && startsWithLetter()
    }

    /// Adds a forced line break (`<br>`).
    mutating func addBreak(node: NodeID?, range: SourceRange?) {
        atoms.append(Atom(kind: .hardBreak, cell: Cell(grapheme: "", width: 0, node: node, range: range)))
        preColumn = 0
    }

    /// Adds cells glued to what precedes them (a link number `[1]`).
    mutating func addGlued(_ cells: [Cell]) {
        for cell in cells where !cell.isContinuation {
            atoms.append(Atom(kind: .text, cell: cell))
        }
    }

    /// The content wrapped greedily into lines of at most `width` columns.
    func wrap(width: Int, clipsPreformatted: Bool = false) -> [[Cell]] {
        let width = max(1, width)
        // A line holds at most `width` cells (+1 for a placeholder): one allocation per line.
        let capacity = min(width, atoms.count) + 1
        var lines: [[Cell]] = []
        var line: [Cell] = []
        line.reserveCapacity(capacity)
        var lineWidth = 0
        // Collapsed spaces waiting for the next word (dropped at a line break).
        var pendingSpaces: [Cell] = []
        let count = atoms.count
        var index = 0
        while index < count {
            let atom = atoms[index]
            switch atom.kind {
            case .hardBreak:
                Self.finish(&line, into: &lines, width: &lineWidth, capacity: capacity)
                pendingSpaces.clearKeepingCapacity()
                index += 1
            case .space:
                if lineWidth > 0 { pendingSpaces.append(atom.cell) }
                index += 1
            case .text:
                var end = index + 1
                var wordWidth = Int(atom.cell.width)
                while end < count, atoms[end].kind == .text, !atoms[end].breakBefore {
                    wordWidth += Int(atoms[end].cell.width)
                    end += 1
                }
                if lineWidth + pendingSpaces.count + wordWidth <= width {
                    for space in pendingSpaces { Self.append(space, to: &line, width: &lineWidth) }
                    pendingSpaces.clearKeepingCapacity()
                    for position in index..<end { Self.append(atoms[position].cell, to: &line, width: &lineWidth) }
                    index = end
                } else if lineWidth > 0 {
                    Self.finish(&line, into: &lines, width: &lineWidth, capacity: capacity)
                    pendingSpaces.clearKeepingCapacity()
                } else {
                    // A word wider than the line: break it between clusters.
                    pendingSpaces.clearKeepingCapacity()
                    var position = index
                    while position < end, lineWidth + Int(atoms[position].cell.width) <= width {
                        Self.append(atoms[position].cell, to: &line, width: &lineWidth)
                        position += 1
                    }
                    if position == index {
                        // A wide cluster on a one-column line: show a placeholder rather than overflow.
                        let wide = atoms[position].cell
                        Self.append(Cell(grapheme: "…", style: wide.style, node: wide.node, range: wide.range),
                                    to: &line, width: &lineWidth)
                        position += 1
                    }
                    if clipsPreformatted {
                        while position < count, atoms[position].kind != .hardBreak { position += 1 }
                        index = position
                        continue
                    }
                    index = position
                    if index < count, atoms[index].kind != .hardBreak {
                        Self.finish(&line, into: &lines, width: &lineWidth, capacity: capacity)
                    }
                }
            }
        }
        if !line.isEmpty || lines.isEmpty || atoms.last?.kind == .hardBreak { lines.append(line) }
        return lines
    }

    private static func append(_ cell: Cell, to line: inout [Cell], width: inout Int) {
        line.append(cell)
        if cell.width == 2 { line.append(.continuation(of: cell)) }
        width += Int(cell.width)
    }

    private static func finish(_ line: inout [Cell], into lines: inout [[Cell]], width: inout Int, capacity: Int) {
        lines.append(line)
        line = []
        line.reserveCapacity(capacity)
        width = 0
    }
}

private extension Array {
    /// `removeAll(keepingCapacity: true)`, free when already empty (wrap calls it per word).
    mutating func clearKeepingCapacity() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}

private func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
}

private enum ASCII {
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}

/// Where CJK text may not break: no line starts with closing punctuation, none ends with opening.
enum LineBreaking {
    static let noBreakBefore: Set<UInt32> = Set("、。，．：；！？）」』】〕〉》’”…‥ー々ゝゞぁぃぅぇぉっゃゅょァィゥェォッャュョ〜・,.:;!?)]}％%"
        .unicodeScalars.map(\.value))
    static let noBreakAfter: Set<UInt32> = Set("（「『【〔〈《‘“([{$¥￥".unicodeScalars.map(\.value))

    static func forbidsBreak(before cell: Cell) -> Bool {
        cell.scalar.map { noBreakBefore.contains($0.value) } ?? false
    }

    static func forbidsBreak(after cell: Cell) -> Bool {
        cell.scalar.map { noBreakAfter.contains($0.value) } ?? false
    }
}
