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
        var output: [UInt8] = []
        let lines = document.lines
        for index in lines.indices {
            lines.withCells(ofLine: index) { appendLine($0, to: &output) }
            output.append(0x0A)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// What the terminal shows: attributes and colours (see ``ANSILine``).
    struct State: Equatable {
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
        cells.withUnsafeBufferPointer { appendLine($0, to: &output) }
    }

    /// ``appendLine(_:to:)`` of cells read in place.
    func appendLine(_ cells: UnsafeBufferPointer<Cell>, to output: inout [UInt8]) {
        ANSILine.withLine { line in
            line.write(cells, writer: self, to: &output)
            line.finish(to: &output)
        }
    }

    /// Appends the SGR sequence that takes the terminal from `current` to `target`, its
    /// parameters written as bytes (no string is made per change of style): attributes turned
    /// off, then on, then the foreground and background colours. The sequence is gathered on
    /// the stack and appended in one copy: at most 17 parameters of up to three digits.
    static func appendTransition(from current: State, to target: State, to output: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 96) { buffer in
            let bytes = buffer.baseAddress!
            bytes[0] = 0x1B
            bytes[1] = UInt8(ascii: "[")
            var count = 2
            func parameter(_ value: UInt8) {
                if count > 2 {
                    bytes[count] = UInt8(ascii: ";")
                    count += 1
                }
                if value >= 100 {
                    bytes[count] = UInt8(ascii: "0") + value / 100
                    count += 1
                }
                if value >= 10 {
                    bytes[count] = UInt8(ascii: "0") + value / 10 % 10
                    count += 1
                }
                bytes[count] = UInt8(ascii: "0") + value % 10
                count += 1
            }
            let removed = current.attributes.subtracting(target.attributes)
            let added = target.attributes.subtracting(current.attributes)
            // 22 turns off both bold and dim: the one the target keeps is turned on again.
            let resetsIntensity = !removed.intersection([.bold, .dim]).isEmpty
            if resetsIntensity {
                parameter(22)
                if target.attributes.contains(.bold) { parameter(1) }
                if target.attributes.contains(.dim) { parameter(2) }
            }
            if removed.contains(.italic) { parameter(23) }
            if removed.contains(.underline) { parameter(24) }
            if removed.contains(.reverse) { parameter(27) }
            if removed.contains(.strikethrough) { parameter(29) }
            if added.contains(.bold), !resetsIntensity { parameter(1) }
            if added.contains(.dim), !resetsIntensity { parameter(2) }
            if added.contains(.italic) { parameter(3) }
            if added.contains(.underline) { parameter(4) }
            if added.contains(.reverse) { parameter(7) }
            if added.contains(.strikethrough) { parameter(9) }
            func color(_ color: TerminalColor?, background: Bool) {
                switch color {
                case nil:
                    parameter(background ? 49 : 39)
                case .rgb(let red, let green, let blue)?:
                    parameter(background ? 48 : 38)
                    parameter(2)
                    parameter(red)
                    parameter(green)
                    parameter(blue)
                case .indexed(let index)?:
                    parameter(background ? 48 : 38)
                    parameter(5)
                    parameter(index)
                case .ansi(let index)?:
                    let base: UInt8 = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
                    parameter(base + index % 8)
                }
            }
            if target.foreground != current.foreground { color(target.foreground, background: false) }
            if target.background != current.background { color(target.background, background: true) }
            guard count > 2 else { return }
            bytes[count] = UInt8(ascii: "m")
            output.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count + 1))
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
