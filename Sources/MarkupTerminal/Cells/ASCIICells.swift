/// Cells of printable ASCII in one look, written straight into a new array's storage: a
/// label such as a link's `[n]`, or an ASCII text, without a string made and read back.
struct ASCIICells {
    private let storage: UnsafeMutableBufferPointer<Cell>
    private let template: Cell
    private(set) var count = 0

    /// The cells `write` puts down, at most `capacity` of them, each a copy of `template`
    /// showing its byte.
    ///
    /// They are written into scratch room and copied into an array reserved for them:
    /// `init(unsafeUninitializedCapacity:)` would find the array's storage class at run time,
    /// which costs more than copying a label's few cells (see `Array(count:filledWith:)`).
    static func make(capacity: Int, like template: Cell, _ write: (inout ASCIICells) -> Void) -> [Cell] {
        var made: [Cell] = []
        made.reserveCapacity(capacity)
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: capacity) { buffer in
            var cells = ASCIICells(storage: buffer, template: template)
            write(&cells)
            made.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<cells.count]))
        }
        return made
    }

    /// Calls `body` with the cells `write` puts down as ``make(capacity:like:_:)`` does, in
    /// scratch room valid during the call: no array is made for cells that are only copied.
    static func withCells<Result>(capacity: Int, like template: Cell, writing write: (inout ASCIICells) -> Void,
                                  _ body: (UnsafeBufferPointer<Cell>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: capacity) { buffer in
            var cells = ASCIICells(storage: buffer, template: template)
            write(&cells)
            return body(UnsafeBufferPointer(rebasing: buffer[..<cells.count]))
        }
    }

    private init(storage: UnsafeMutableBufferPointer<Cell>, template: Cell) {
        self.storage = storage
        self.template = template
    }

    /// Whether every byte is printable ASCII: a cell and a column each.
    @inline(__always)
    static func arePrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether `text` is all printable ASCII (see ``arePrintable(_:)``).
    static func isPrintable(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(arePrintable)
    }

    /// Adds a cell showing `byte`, a printable ASCII character.
    mutating func write(_ byte: UInt8) {
        precondition(count < storage.count, "more cells than the room asked for")
        var cell = template
        cell.show(ascii: byte)
        storage.initializeElement(at: count, to: cell)
        count += 1
    }

    mutating func write(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { write(byte) }
    }

    /// Adds `[n]`, a link's number.
    mutating func writeLinkNumber(_ number: Int) {
        write(UInt8(ascii: "["))
        write(DecimalDigits(number))
        write(UInt8(ascii: "]"))
    }

    /// The cells ``writeLinkNumber(_:)`` adds.
    static func linkNumberCount(_ number: Int) -> Int {
        DecimalDigits(number).count + 2
    }
}
