import MarkupCore

/// The cells of an inline flow and their marks, side by side in room the flow owns.
///
/// A flow writes a text's cells straight into this room once it has made room for the whole
/// text (see ``InlineFlow/makeRoom(for:)``): no scratch copy, and no check of the room or of
/// sharing per cell. Flows share a storage when copied; one about to change it takes its
/// own first, as arrays do.
final class InlineFlowStorage {
    /// Cells and marks are plain data (no references), so they are never deinitialized.
    let cells: UnsafeMutablePointer<Cell>
    let marks: UnsafeMutablePointer<InlineFlow.Marks>
    /// How many positions hold a cell and its mark.
    var count = 0
    let capacity: Int

    /// The storage of every new flow, with no room: shared, so the first change takes room of
    /// its own, and a flow that gets no text costs no allocation. Never changed (held here, it
    /// is never uniquely referenced), so it is safe to share between threads.
    nonisolated(unsafe) static let empty = InlineFlowStorage(capacity: 0)

    init(capacity: Int) {
        self.capacity = capacity
        cells = .allocate(capacity: capacity)
        marks = .allocate(capacity: capacity)
        if capacity >= Self.hugePageCapacity { HugePages.advise(UnsafeMutableRawPointer(cells), bytes: capacity * MemoryLayout<Cell>.stride) }
    }

    /// Room for this many cells and more is asked to be backed by 2 MB pages (a flow of a
    /// megabyte of text: one long paragraph).
    static let hugePageCapacity = (4 << 20) / MemoryLayout<Cell>.stride

    /// A storage of `capacity` positions holding this one's first `count` cells and marks.
    func copy(count: Int, capacity: Int) -> InlineFlowStorage {
        let copy = InlineFlowStorage(capacity: capacity)
        copy.cells.initialize(from: cells, count: count)
        copy.marks.initialize(from: marks, count: count)
        copy.count = count
        return copy
    }

    deinit {
        cells.deallocate()
        marks.deallocate()
    }
}
