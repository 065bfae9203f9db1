/// An inline flow's cells and marks read in place while its lines are wrapped and written:
/// no copy of the flow and no reference counting per line.
struct FlowView {
    let cells: UnsafeBufferPointer<Cell>
    let marks: UnsafeBufferPointer<InlineFlow.Marks>
}

extension InlineFlow {
    /// Calls `body` with the flow's storage in place.
    @inline(__always)
    func withView<Result>(_ body: (FlowView) -> Result) -> Result {
        let (cells, marks, count) = freeRoom
        return withExtendedLifetime(self) {
            body(FlowView(cells: UnsafeBufferPointer(start: cells - count, count: count),
                          marks: UnsafeBufferPointer(start: marks - count, count: count)))
        }
    }
}
