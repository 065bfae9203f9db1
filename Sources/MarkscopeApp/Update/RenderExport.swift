import MarkupTerminal

/// `S`: the render as a file, and the prompt that names it.
enum RenderExport {
    /// What the save prompt starts with: the document's path with `.render.txt` for its
    /// extension (`promo.html` → `promo.render.txt`), beside the document.
    static func defaultPath(forDocument path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let nameStart = slash.map { path.index(after: $0) } ?? path.startIndex
        let dot = path[nameStart...].lastIndex(of: ".")
        let stem = dot.map { path[..<$0] } ?? path[...]
        return stem + ".render.txt"
    }

    /// Whether `path` asks for ANSI (`.ans`, `.ansi`) rather than plain text.
    static func wantsANSI(_ path: String) -> Bool {
        path.hasSuffix(".ans") || path.hasSuffix(".ansi")
    }

    /// The bytes written for `state`'s render: its lines with SGR styling at the depth on
    /// screen for an ANSI file; else plain text laid out again as `render --colors none` lays
    /// it out (struck and underlined text between the theme's marks, as attributes are gone).
    /// Every line ends in a line feed, trailing blanks dropped.
    static func bytes(of state: PreviewState, path: String) -> [UInt8] {
        if wantsANSI(path) {
            var text = ANSIWriter(depth: state.effectiveDepth, hyperlinks: false).write(state.rendered)
            if !text.hasSuffix("\n") { text += "\n" }
            return Array(text.utf8)
        }
        var rendered = state.rendered
        if let styled = state.snapshot?.document.styled {
            rendered = DocumentLayout.render(styled, theme: state.theme,
                                             options: LayoutOptions(width: state.renderWidth, showsAttributes: false))
        }
        let lines = rendered.text.map { line -> Substring in
            var line = Substring(line)
            while line.last == " " { line.removeLast() }
            return line
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }
}
