/// One line being written by an ``ANSIWriter``: what the terminal shows so far (attributes,
/// colours, link), so that the line can be written a part at a time (a prefix's cells,
/// alignment blanks, stretches of an inline flow) with the escape sequences one pass over
/// all its cells would write.
///
/// Only a change of look is looked into: cells in a run share theirs, and at depth `none`
/// no look is looked at all. The text between escape sequences is gathered in a buffer the
/// caller gives (see ``withLine(_:)``, and ``ANSIStream``, whose buffer gathers many lines)
/// and appended to the output in one copy.
struct ANSILine {
    private var state = ANSIWriter.State()
    private var link: UInt32 = 0
    private var styleKey = UInt32.max
    private var lookKey: UInt32?
    private var target = ANSIWriter.State()
    /// Text not yet appended to the output, and how much of ``capacity`` it takes.
    private let text: UnsafeMutablePointer<UInt8>
    private var used: Int
    private let capacity: Int

    /// The room of the text buffer on the stack (see ``withLine(_:)``).
    static let stackCapacity = 512

    /// A line whose text goes to `text`, room for `capacity` bytes (at least 8), of which
    /// the first `used` hold text written before it and not yet appended to the output.
    init(text: UnsafeMutablePointer<UInt8>, capacity: Int, used: Int = 0) {
        self.text = text
        self.capacity = capacity
        self.used = used
    }

    /// Calls `body` with a new line whose text buffer is on the stack.
    static func withLine<Result>(_ body: (inout ANSILine) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stackCapacity) { buffer in
            var line = ANSILine(text: buffer.baseAddress!, capacity: stackCapacity)
            return body(&line)
        }
    }

    /// Appends the text gathered so far to `output`.
    @inline(__always)
    private mutating func flush(to output: inout [UInt8]) {
        guard used > 0 else { return }
        output.append(contentsOf: UnsafeBufferPointer(start: text, count: used))
        used = 0
    }

    /// Whether writing in look `key` next needs no escape sequence (the same look as the last
    /// cell's, or plain output).
    @inline(__always)
    func keeps(_ key: UInt32, writer: ANSIWriter) -> Bool {
        writer.depth == .none || key == lookKey
    }

    /// Writes what takes the terminal to look `key`, when anything does.
    mutating func change(to key: UInt32, writer: ANSIWriter, output: inout [UInt8]) {
        lookKey = key
        let look = Cell.look(ofKey: key)
        if look.styleKey != styleKey {
            styleKey = look.styleKey
            let style = look.styleKey == 0 ? TerminalStyle.plain : cellStyles.value(look.styleKey)
            target = ANSIWriter.State(attributes: style.attributes,
                                      foreground: style.foreground?.resolved(at: writer.depth),
                                      background: style.background?.resolved(at: writer.depth))
        }
        if target != state {
            flush(to: &output)
            ANSIWriter.appendTransition(from: state, to: target, to: &output)
            state = target
        }
        if writer.hyperlinks, look.linkKey != link {
            flush(to: &output)
            let url = look.linkKey == 0 ? "" : cellStrings.value(look.linkKey)
            output += ("\u{1B}]8;;" + ANSIWriter.cleanURL(url) + "\u{1B}\\").utf8
            link = look.linkKey
        }
    }

    /// Writes one cell (a continuation writes nothing, its cluster was written).
    @inline(__always)
    mutating func write(_ cell: Cell, writer: ANSIWriter, to output: inout [UInt8]) {
        if cell.isContinuation { return }
        if !keeps(cell.lookKey, writer: writer) { change(to: cell.lookKey, writer: writer, output: &output) }
        Self.writeCluster(of: cell, text: text, used: &used, capacity: capacity, to: &output)
    }

    /// Writes the cluster of `cell` (not a continuation) into the buffer `text`, `used` bytes
    /// of `capacity` full, handing the buffer to `output` first when a scalar may not fit and
    /// after it when the cluster is longer than one scalar (then written to `output` itself).
    @inline(__always)
    private static func writeCluster(of cell: Cell, text: UnsafeMutablePointer<UInt8>, used: inout Int,
                                     capacity: Int, to output: inout [UInt8]) {
        if used > capacity - 4 {
            output.append(contentsOf: UnsafeBufferPointer(start: text, count: used))
            used = 0
        }
        if !cell.writeScalar(to: text, at: &used) {
            output.append(contentsOf: UnsafeBufferPointer(start: text, count: used))
            used = 0
            cell.appendMultiScalarCluster(to: &output)
        }
    }

    /// Writes `cells` with no look to follow: each cell is its bytes, an ASCII one a single
    /// store. Inlined with `checkingRoom` a constant, so that the loop the caller knows to have
    /// room for every cell has no test of the room left.
    @inline(__always)
    private static func writePlain(_ cells: UnsafeBufferPointer<Cell>, checkingRoom: Bool,
                                   text: UnsafeMutablePointer<UInt8>, used: inout Int, capacity: Int,
                                   to output: inout [UInt8]) {
        var index = 0
        let count = cells.count
        while index < count {
            let cell = cells[index]
            index &+= 1
            let byte = cell.asciiByte
            if byte != 0 {
                if checkingRoom, used == capacity {
                    output.append(contentsOf: UnsafeBufferPointer(start: text, count: used))
                    used = 0
                }
                text[used] = byte
                used &+= 1
                continue
            }
            if cell.isContinuation { continue }
            writeCluster(of: cell, text: text, used: &used, capacity: capacity, to: &output)
        }
    }

    /// Writes `cells` (continuations are skipped, their cluster was written).
    ///
    /// The loop keeps the buffer's fill in a local (the line's own is written back around a
    /// change of look), so a run of ASCII cells costs a load, a test and a store each.
    mutating func write(_ cells: UnsafeBufferPointer<Cell>, writer: ANSIWriter, to output: inout [UInt8]) {
        let plain = writer.depth == .none
        let capacity = self.capacity
        let text = self.text
        var used = self.used
        var index = 0
        let count = cells.count
        if plain {
            // A cell writes at most four bytes (a scalar; a longer cluster goes to `output` itself):
            // when the buffer has that much room for every cell, no cell looks at the room left.
            if count <= (capacity &- used) >> 2 {
                Self.writePlain(cells, checkingRoom: false, text: text, used: &used, capacity: capacity, to: &output)
            } else {
                Self.writePlain(cells, checkingRoom: true, text: text, used: &used, capacity: capacity, to: &output)
            }
            self.used = used
            return
        }
        while index < count {
            let cell = cells[index]
            index &+= 1
            if cell.isContinuation { continue }
            if cell.lookKey != lookKey {
                self.used = used
                change(to: cell.lookKey, writer: writer, output: &output)
                used = self.used
            }
            Self.writeCluster(of: cell, text: text, used: &used, capacity: capacity, to: &output)
            // The cells after it in the same look that are one ASCII character each need
            // nothing but their byte: most of a line of cells.
            let runLook = cell.lookKey
            while index < count, used < capacity {
                let next = cells[index]
                let byte = next.asciiByte
                guard byte != 0, next.lookKey == runLook else { break }
                text[used] = byte
                used &+= 1
                index &+= 1
            }
        }
        self.used = used
    }

    /// Writes `count` copies of `cell` (a table's padding, bars and rules). A run of an ASCII
    /// character in the look the line is in, that fits the buffer, is only its bytes.
    @inline(__always)
    mutating func write(_ cell: Cell, count: Int, writer: ANSIWriter, to output: inout [UInt8]) {
        let byte = cell.asciiByte
        guard byte != 0, count <= capacity - used, keeps(cell.lookKey, writer: writer) else {
            writeCopies(of: cell, count: count, writer: writer, to: &output)
            return
        }
        var used = self.used
        for _ in 0..<count {
            text[used] = byte
            used &+= 1
        }
        self.used = used
    }

    /// ``write(_:count:writer:to:)`` of any cell: the look is changed once, and a cluster of
    /// one scalar encoded once and its bytes copied.
    private mutating func writeCopies(of cell: Cell, count: Int, writer: ANSIWriter, to output: inout [UInt8]) {
        guard count > 0, !cell.isContinuation else { return }
        if !keeps(cell.lookKey, writer: writer) { change(to: cell.lookKey, writer: writer, output: &output) }
        var encoded: UInt32 = 0
        var length = 0
        let isScalar = withUnsafeMutableBytes(of: &encoded) { bytes in
            cell.writeScalar(to: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), at: &length)
        }
        guard isScalar else {
            for _ in 0..<count { Self.writeCluster(of: cell, text: text, used: &used, capacity: capacity, to: &output) }
            return
        }
        // Each copy stores all four bytes, of which the next copy overwrites what is not its own.
        let text = UnsafeMutableRawPointer(self.text)
        var used = self.used
        for _ in 0..<count {
            if used > capacity - 4 {
                output.append(contentsOf: UnsafeBufferPointer(start: self.text, count: used))
                used = 0
            }
            text.storeBytes(of: encoded, toByteOffset: used, as: UInt32.self)
            used &+= length
        }
        self.used = used
    }

    /// Writes `count` plain blanks (alignment padding).
    mutating func writeBlanks(_ count: Int, writer: ANSIWriter, to output: inout [UInt8]) {
        guard count > 0 else { return }
        if !keeps(0, writer: writer) { change(to: 0, writer: writer, output: &output) }
        for _ in 0..<count {
            if used == capacity { flush(to: &output) }
            text[used] = UInt8(ascii: " ")
            used += 1
        }
    }

    /// Ends the line, returning the terminal to its default style and no link.
    mutating func finish(to output: inout [UInt8]) {
        flush(to: &output)
        if link != 0 { output += "\u{1B}]8;;\u{1B}\\".utf8 }
        if state != ANSIWriter.State() { output += "\u{1B}[0m".utf8 }
    }

    /// Ends the line as ``finish(to:)`` does, and a newline after it; returns how many bytes
    /// of text the buffer still holds for `output` (see ``used``). A line that leaves the
    /// terminal as it found it (all of them at depth `none`) ends in the buffer: the text of
    /// many lines goes to `output` in one copy.
    mutating func finishWithNewline(to output: inout [UInt8]) -> Int {
        if link == 0, state == ANSIWriter.State() {
            if used == capacity { flush(to: &output) }
            text[used] = UInt8(ascii: "\n")
            used &+= 1
            return used
        }
        finish(to: &output)
        output.append(UInt8(ascii: "\n"))
        return 0
    }
}
