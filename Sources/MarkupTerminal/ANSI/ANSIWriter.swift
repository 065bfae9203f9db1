/// Writes cells as text with SGR escape sequences, changing only what differs from cell to cell.
///
/// At depth `none` the output is plain text with no escape sequence at all. Cell text is
/// already made safe (control characters are placeholders); hyperlink targets are cleaned
/// of control characters before they go into an OSC 8 sequence.
public struct ANSIWriter: Sendable {
    public var depth: ColorDepth
    public var hyperlinks: Bool

    public init(depth: ColorDepth, hyperlinks: Bool = false) {
        self.depth = depth
        self.hyperlinks = hyperlinks
    }

    /// Every line of a rendered document, each ending in a newline.
    public func write(_ document: RenderedDocument) -> String {
        var output = ""
        for line in document.lines {
            output += self.line(line)
            output += "\n"
        }
        return output
    }

    private struct State: Equatable {
        var attributes: TerminalAttributes = []
        var foreground: TerminalColor?
        var background: TerminalColor?
    }

    /// One line, returning the terminal to its default style at the end.
    public func line(_ cells: [Cell]) -> String {
        var output: [UInt8] = []
        appendLine(cells, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// ``line(_:)`` as UTF-8 bytes appended to `output` (no string is made per cell).
    ///
    /// The text between escape sequences is gathered in a buffer on the stack and appended
    /// in one copy, not a byte at a time.
    public func appendLine(_ cells: [Cell], to output: inout [UInt8]) {
        var state = State()
        var link: UInt32 = 0
        var styleKey = UInt32.max
        var lookKey: UInt32?
        var target = State()
        let capacity = 512
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { text in
            cells.withUnsafeBufferPointer { cells in
                let start = text.baseAddress!
                var used = 0
                func flush() {
                    output.append(contentsOf: UnsafeBufferPointer(start: start, count: used))
                    used = 0
                }
                for cell in cells where !cell.isContinuation {
                    // Runs of cells share their look: only a change of it is looked into.
                    if depth != .none, cell.lookKey != lookKey {
                        lookKey = cell.lookKey
                        let look = cell.look
                        if look.styleKey != styleKey {
                            styleKey = look.styleKey
                            let style = cell.style
                            target = State(attributes: style.attributes,
                                           foreground: style.foreground?.resolved(at: depth),
                                           background: style.background?.resolved(at: depth))
                        }
                        if target != state {
                            flush()
                            output += transition(from: state, to: target).utf8
                            state = target
                        }
                        if hyperlinks, look.linkKey != link {
                            flush()
                            output += ("\u{1B}]8;;" + Self.cleanURL(cell.hyperlink ?? "") + "\u{1B}\\").utf8
                            link = look.linkKey
                        }
                    }
                    if used > capacity - 4 { flush() }
                    if !cell.writeScalar(to: start, at: &used) {
                        flush()
                        output += cell.grapheme.utf8
                    }
                }
                flush()
            }
        }
        if link != 0 { output += "\u{1B}]8;;\u{1B}\\".utf8 }
        if state != State() { output += "\u{1B}[0m".utf8 }
    }

    private func transition(from current: State, to target: State) -> String {
        var codes: [String] = []
        let removed = current.attributes.subtracting(target.attributes)
        let added = target.attributes.subtracting(current.attributes)
        if !removed.intersection([.bold, .dim]).isEmpty {
            codes.append("22")
            for attribute in [TerminalAttributes.bold, .dim] where target.attributes.contains(attribute) {
                codes.append(attribute == .bold ? "1" : "2")
            }
        }
        if removed.contains(.italic) { codes.append("23") }
        if removed.contains(.underline) { codes.append("24") }
        if removed.contains(.reverse) { codes.append("27") }
        if removed.contains(.strikethrough) { codes.append("29") }
        if added.contains(.bold), !codes.contains("1") { codes.append("1") }
        if added.contains(.dim), !codes.contains("2") { codes.append("2") }
        if added.contains(.italic) { codes.append("3") }
        if added.contains(.underline) { codes.append("4") }
        if added.contains(.reverse) { codes.append("7") }
        if added.contains(.strikethrough) { codes.append("9") }
        if target.foreground != current.foreground { codes.append(Self.code(target.foreground, background: false)) }
        if target.background != current.background { codes.append(Self.code(target.background, background: true)) }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The SGR parameters of a colour (nil: the terminal's default).
    static func code(_ color: TerminalColor?, background: Bool) -> String {
        switch color {
        case nil: return background ? "49" : "39"
        case .rgb(let red, let green, let blue)?: return (background ? "48;2;" : "38;2;") + "\(red);\(green);\(blue)"
        case .indexed(let index)?: return (background ? "48;5;" : "38;5;") + "\(index)"
        case .ansi(let index)?:
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + Int(index % 8))
        }
    }

    /// A URL without control characters, spaces encoded, safe inside OSC 8.
    static func cleanURL(_ url: String) -> String {
        var result = ""
        for scalar in url.unicodeScalars {
            switch scalar.value {
            case 0..<0x20, 0x7F...0x9F: continue
            case 0x20: result += "%20"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
