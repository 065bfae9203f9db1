import MarkupCore

extension Cell {
    /// This cell showing the printable ASCII `byte` for the source bytes `range`, its look and
    /// node kept: a pane writes each plain character of a row from one template cell per look,
    /// without a string made and measured per character.
    @inline(__always)
    package func showing(ascii byte: UInt8, range: SourceRange) -> Cell {
        var cell = self
        cell.show(ascii: byte, rangeStart: Int32(clamping: range.start), rangeEnd: Int32(clamping: range.end))
        return cell
    }
}
