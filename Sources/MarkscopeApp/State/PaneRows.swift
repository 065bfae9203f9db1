import MarkupCore

/// A pane's rows, built when they are looked at: a large document keeps only what is shown.
///
/// A random-access collection of ``PaneRow``; rows are cached (up to a bound) once built.
/// Finding the rows linked to a selection uses cheap ranges, never building cells.
public final class PaneRows: RandomAccessCollection {
    public let count: Int
    private let build: (Int) -> PaneRow
    private let ranges: (Int) -> [SourceRange]
    private let finder: ((SourceRange) -> Int?)?
    private var cache: [Int: PaneRow] = [:]

    static let cacheLimit = 4096

    /// Rows from a builder; `ranges` gives the ranges that light a row up, `finder` a faster search.
    init(count: Int, ranges: @escaping (Int) -> [SourceRange], finder: ((SourceRange) -> Int?)? = nil,
         build: @escaping (Int) -> PaneRow) {
        self.count = count
        self.build = build
        self.ranges = ranges
        self.finder = finder
    }

    /// Rows already built.
    convenience init(_ rows: [PaneRow]) {
        self.init(count: rows.count, ranges: { rows[$0].linkRanges }, build: { rows[$0] })
    }

    /// No rows (a new instance each time: a cache is never shared between panes).
    public static var empty: PaneRows { PaneRows([]) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> PaneRow {
        if let row = cache[position] { return row }
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        let row = build(position)
        cache[position] = row
        return row
    }

    /// The first row standing for something inside `selection`.
    public func firstIndex(linkedTo selection: SourceRange) -> Int? {
        if let finder { return finder(selection) }
        return indices.first { index in
            ranges(index).contains { PaneRow.links($0, selection) }
        }
    }
}

extension PaneRow {
    var linkRanges: [SourceRange] { (range.map { [$0] } ?? []) + alsoMatches }
}
