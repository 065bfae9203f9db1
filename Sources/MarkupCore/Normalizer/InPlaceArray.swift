/// An array of plain values that is written in place: its memory is held by reference and
/// changed without the check an `Array` makes at each change that its storage is not shared.
///
/// For the tree builder's own arrays (its nodes, its stack of open elements), changed at every
/// element. Its owner is the only writer: a copy shares the elements until either grows, so a
/// copy is only ever read (as a builder or tree passed to a method that is not inlined is).
struct InPlaceArray<Element: BitwiseCopyable>: RandomAccessCollection {
    /// Owns the memory; `elements` points into it.
    private var storage: Storage
    private var elements: UnsafeMutablePointer<Element>
    private(set) var count: Int

    /// An array holding `first`.
    init(_ first: Element) {
        self.init()
        append(first)
    }

    /// An empty array.
    init() {
        storage = Storage(capacity: 16)
        elements = storage.elements
        count = 0
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        unsafeAddress {
            precondition(isPosition(position), "a position in the array")
            return UnsafePointer(elements + position)
        }
        unsafeMutableAddress {
            precondition(isPosition(position), "a position in the array")
            return elements + position
        }
    }

    /// Whether `position` is one of the array's: one unsigned comparison (a negative position
    /// reads as a very large one).
    @inline(__always) private func isPosition(_ position: Int) -> Bool {
        UInt(bitPattern: position) < UInt(bitPattern: count)
    }

    /// Makes room for `capacity` elements, so that appending up to that many moves no memory.
    mutating func reserveCapacity(_ capacity: Int) {
        if capacity > storage.capacity { move(toCapacity: capacity) }
    }

    /// Calls `body` with the elements' memory, to write several without a check each.
    @inline(__always)
    mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        try body(UnsafeMutableBufferPointer(start: elements, count: count))
    }

    /// The elements' memory, for giving back pages of it (``BuildRelease``): valid until the
    /// array next grows.
    var memory: UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: elements, count: count)
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == storage.capacity { move(toCapacity: count * 2) }
        (elements + count).initialize(to: element)
        count += 1
    }

    @inline(__always) @discardableResult mutating func removeLast() -> Element {
        precondition(count > 0, "an element to remove")
        count -= 1
        return elements[count]
    }

    @discardableResult mutating func remove(at position: Int) -> Element {
        precondition(position >= 0 && position < count, "a position in the array")
        let element = elements[position]
        (elements + position).update(from: elements + position + 1, count: count - position - 1)
        count -= 1
        return element
    }

    mutating func insert(_ element: Element, at position: Int) {
        precondition(position >= 0 && position <= count, "a position in the array")
        if count == storage.capacity { move(toCapacity: count * 2) }
        (elements + position + 1).moveInitialize(from: elements + position, count: count - position)
        (elements + position).initialize(to: element)
        count += 1
    }

    /// Drops the elements of `range`, which runs to the end of the array.
    mutating func removeSubrange(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound == count, "a range up to the end")
        count = range.lowerBound
    }

    /// Moves the elements to new memory of `capacity` elements.
    private mutating func move(toCapacity capacity: Int) {
        let moved = Storage(capacity: capacity)
        moved.elements.initialize(from: elements, count: count)
        storage = moved
        elements = moved.elements
    }

    /// Memory for `capacity` elements, freed with this object.
    private final class Storage {
        let elements: UnsafeMutablePointer<Element>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            elements = .allocate(capacity: capacity)
        }

        deinit { elements.deallocate() }
    }
}
