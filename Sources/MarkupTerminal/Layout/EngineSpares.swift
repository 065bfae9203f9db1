/// What an engine keeps from one table cell to the next so that it is not made again: the
/// engine that measures cells, the flows of measured cells once drawn, and the lines of a
/// row's cells with their room. One thread lays a layout out, and each is taken and given
/// back a cell at a time, never while in use.
struct EngineSpares {
    /// The engine that measures table cells' content, kept for the next cell (see
    /// ``LayoutEngine/measuringEngine(roles:)``).
    var measuringEngine: LayoutEngine?
    /// Flows of measured cells whose table is drawn, emptied and reused by
    /// ``LayoutEngine/restart(roles:)`` (at most ``maximumFlows``).
    var flows: [InlineFlow] = []
    static let maximumFlows = 64
    /// The lines of a table row's cells, kept with their room for the next row and table
    /// (see ``LayoutEngine/takeCellLines()``).
    var cellLines = CellLines()
}
