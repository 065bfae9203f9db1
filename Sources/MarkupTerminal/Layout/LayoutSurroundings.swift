/// Where the content an engine lays out sits among layout tables, and whether it is measured:
/// what an engine for content inside another's starts from.
struct LayoutSurroundings {
    /// Whether lines stay start-aligned whatever their blocks ask: a cell measured at an
    /// unbounded width would otherwise be as wide as that width when centred.
    var ignoresAlignment = false
    /// How many layout tables around the content are centred at their content's width.
    var centredTables = 0
    /// Whether the content is a layout table's cell's (a side-by-side cell, a narrowed or
    /// centred table): see ``LayoutEngine/isInLayoutTable``.
    var inLayoutTable = false
}
