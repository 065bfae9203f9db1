/// Lines written as terminal bytes as layout finishes them, handed on in chunks of about
/// 64 KB: the streaming `render` holds neither the whole render nor a line of cells for a
/// line of text (layout writes such a line from its segments).
///
/// Lines' text is gathered in a buffer of the stream's, many lines at a time, and copied to
/// the chunk when the buffer is full, before an escape sequence and before the chunk goes: a
/// copy per line would cost a call of `Array.append(contentsOf:)` (some 70 instructions), and
/// one more for its newline.
final class ANSIStream {
    let writer: ANSIWriter
    @exclusivity(unchecked) private var chunk: [UInt8] = []
    private let send: ([UInt8]) -> Void
    private static let chunkSize = 1 << 16
    /// Text of the lines written since the last copy to ``chunk``: the first ``textUsed`` of
    /// ``textCapacity`` bytes.
    private let text: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var textUsed = 0
    private static let textCapacity = 1 << 13

    init(writer: ANSIWriter, send: @escaping ([UInt8]) -> Void) {
        self.writer = writer
        self.send = send
        text = .allocate(capacity: Self.textCapacity)
        chunk.reserveCapacity(2 * Self.chunkSize)
    }

    deinit {
        text.deallocate()
    }

    /// Writes a line of cells.
    func write(_ cells: [Cell]) {
        writeLine { line, writer, output in
            cells.withUnsafeBufferPointer { line.write($0, writer: writer, to: &output) }
        }
    }

    /// Writes the line `body` writes a part at a time into a new ``ANSILine``, then ends it.
    /// Inlined, so that what `body` reads of its caller is not retained for the call.
    @inline(__always)
    func writeLine(_ body: (inout ANSILine, ANSIWriter, inout [UInt8]) -> Void) {
        var line = ANSILine(text: text, capacity: Self.textCapacity, used: textUsed)
        body(&line, writer, &chunk)
        textUsed = line.finishWithNewline(to: &chunk)
        if chunk.count &+ textUsed >= Self.chunkSize {
            copyText()
            send(chunk)
            chunk.removeAll(keepingCapacity: true)
        }
    }

    /// Copies the gathered text to the chunk.
    private func copyText() {
        guard textUsed > 0 else { return }
        chunk.append(contentsOf: UnsafeBufferPointer(start: text, count: textUsed))
        textUsed = 0
    }

    /// Hands on what is left.
    func finish() {
        copyText()
        if !chunk.isEmpty { send(chunk) }
        chunk.removeAll(keepingCapacity: true)
    }
}
