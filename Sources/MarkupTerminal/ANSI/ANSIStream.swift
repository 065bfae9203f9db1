/// Lines written as terminal bytes as layout finishes them, handed on in chunks of about
/// 64 KB: the streaming `render` holds neither the whole render nor a line of cells for a
/// line of text (layout writes such a line from its segments).
final class ANSIStream {
    let writer: ANSIWriter
    @exclusivity(unchecked) private var chunk: [UInt8] = []
    private let send: ([UInt8]) -> Void
    private static let chunkSize = 1 << 16

    init(writer: ANSIWriter, send: @escaping ([UInt8]) -> Void) {
        self.writer = writer
        self.send = send
        chunk.reserveCapacity(2 * Self.chunkSize)
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
        ANSILine.withLine { line in
            body(&line, writer, &chunk)
            line.finish(to: &chunk)
        }
        chunk.append(UInt8(ascii: "\n"))
        if chunk.count >= Self.chunkSize {
            send(chunk)
            chunk.removeAll(keepingCapacity: true)
        }
    }

    /// Hands on what is left.
    func finish() {
        if !chunk.isEmpty { send(chunk) }
        chunk.removeAll(keepingCapacity: true)
    }
}
