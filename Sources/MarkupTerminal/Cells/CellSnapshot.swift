import MarkupCore

/// Text plus an attribute layer for cells, the form golden files and tests compare.
///
/// Each line is written twice: `│text` and `│styles`, where each column's letter names
/// the style of its cell (`.` for a plain cell); a legend lists the letters' styles at
/// the given depth (`a: bold fg=196`).
public enum CellSnapshot {
    public static func describe(_ lines: some Collection<[Cell]>, depth: ColorDepth) -> String {
        var letters: [String: Character] = [:]
        var legend: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var output: [String] = []
        for line in lines {
            var text = "│"
            var styles = "│"
            for cell in line {
                if !cell.isContinuation { text += cell.grapheme }
                let description = describe(cell.style, depth: depth)
                if description.isEmpty {
                    styles += "."
                    continue
                }
                if letters[description] == nil {
                    let letter = letters.count < alphabet.count ? alphabet[letters.count] : "?"
                    letters[description] = letter
                    legend.append("\(letter): \(description)")
                }
                styles.append(letters[description]!)
            }
            output.append(text)
            output.append(styles)
        }
        return (output + ["styles:"] + legend).joined(separator: "\n")
    }

    /// `bold underline fg=196 bg=236`: a style as resolved at a depth; empty when plain.
    public static func describe(_ style: TerminalStyle, depth: ColorDepth) -> String {
        var parts = style.attributes.names
        if let foreground = style.foreground?.resolved(at: depth) { parts.append("fg=" + describe(foreground)) }
        if let background = style.background?.resolved(at: depth) { parts.append("bg=" + describe(background)) }
        return parts.joined(separator: " ")
    }

    static func describe(_ color: TerminalColor) -> String {
        switch color {
        case .rgb(let red, let green, let blue): RGBAColor(red: red, green: green, blue: blue).description
        case .indexed(let index): "\(index)"
        case .ansi(let index): ColorQuantizer.ansiNames[Int(index)]
        }
    }
}
