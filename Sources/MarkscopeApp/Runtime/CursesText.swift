import MarkupTerminal

/// What curses can be given for a cell: one spacing character and its combining marks.
enum CursesText {
    /// Text curses draws at the cell's width: clusters with several spacing characters
    /// (ZWJ sequences, flags) are shortened, since curses would count each of them.
    static func displayable(_ cell: Cell) -> (text: String, width: Int) {
        let scalars = Array(cell.grapheme.unicodeScalars)
        guard scalars.count > 1 else { return (cell.grapheme, DisplayWidth.of(scalar: scalars.first ?? " ")) }
        if scalars.count == 2, (0x1F1E6...0x1F1FF).contains(scalars[0].value), (0x1F1E6...0x1F1FF).contains(scalars[1].value) {
            let letters = scalars.map { Character(Unicode.Scalar($0.value - 0x1F1E6 + 0x41)!) }
            return (String(letters), 2)
        }
        var kept = [scalars[0]]
        for scalar in scalars.dropFirst() {
            if scalar.value == 0x200D { break }
            if DisplayWidth.of(scalar: scalar) == 0, scalar.value != 0xFE0F { kept.append(scalar) } else if scalar.value != 0xFE0F { break }
        }
        return (String(String.UnicodeScalarView(kept)), DisplayWidth.of(scalar: scalars[0]))
    }
}
