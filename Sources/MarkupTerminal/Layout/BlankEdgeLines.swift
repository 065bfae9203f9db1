/// The lines of a flow in a layout table, told whether each shows anything: those that show
/// nothing (`&nbsp;`, `<br>`) take no room at the flow's edges, and between lines that show
/// they are one empty line each (the author's break), as browsers collapse spacer lines.
struct BlankEdgeLines {
    private var shownLine = false
    private var heldLines = 0

    /// Takes the next line: nil when it shows nothing (held until a line that shows comes,
    /// dropped if none does), else the number of empty lines that go before it.
    @inline(__always)
    mutating func admit(showsNothing: Bool) -> Int? {
        if showsNothing {
            if shownLine { heldLines += 1 }
            return nil
        }
        defer {
            heldLines = 0
            shownLine = true
        }
        return heldLines
    }
}
