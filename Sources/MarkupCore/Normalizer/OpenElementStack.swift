/// The stack of open elements of a ``TreeBuilder``: node numbers, the root's first.
///
/// The numbers are in memory held by reference, written in place: the builder pushes and pops
/// at every element, and an array there would check at each change that its storage is not
/// shared. The builder owns its stack: a copy of a stack shares its elements until either
/// grows, so a copy is only ever read (as a builder passed to a method that is not inlined is).
struct OpenElementStack: RandomAccessCollection {
    /// Owns the memory; `elements` points into it.
    private var storage: Storage
    private var elements: UnsafeMutablePointer<Int>
    private(set) var count: Int

    /// A stack holding `root`.
    init(root: Int) {
        storage = Storage(capacity: 16)
        elements = storage.elements
        elements.initialize(to: root)
        count = 1
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Int {
        get {
            precondition(position >= 0 && position < count, "a position in the stack")
            return elements[position]
        }
        set {
            precondition(position >= 0 && position < count, "a position in the stack")
            elements[position] = newValue
        }
    }

    /// Makes room for `capacity` elements, so that pushing up to that many moves no memory.
    mutating func reserveCapacity(_ capacity: Int) {
        if capacity > storage.capacity { move(toCapacity: capacity) }
    }

    @inline(__always) mutating func append(_ id: Int) {
        if count == storage.capacity { move(toCapacity: count * 2) }
        (elements + count).initialize(to: id)
        count += 1
    }

    @inline(__always) @discardableResult mutating func removeLast() -> Int {
        precondition(count > 0, "an element to pop")
        count -= 1
        return elements[count]
    }

    @discardableResult mutating func remove(at position: Int) -> Int {
        precondition(position >= 0 && position < count, "a position in the stack")
        let id = elements[position]
        (elements + position).update(from: elements + position + 1, count: count - position - 1)
        count -= 1
        return id
    }

    mutating func insert(_ id: Int, at position: Int) {
        precondition(position >= 0 && position <= count, "a position in the stack")
        if count == storage.capacity { move(toCapacity: count * 2) }
        (elements + position + 1).moveInitialize(from: elements + position, count: count - position)
        (elements + position).initialize(to: id)
        count += 1
    }

    /// Drops the elements of `range`, which runs to the top of the stack.
    mutating func removeSubrange(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound == count, "a range up to the top")
        count = range.lowerBound
    }

    /// Moves the elements to new memory of `capacity` elements.
    private mutating func move(toCapacity capacity: Int) {
        let moved = Storage(capacity: capacity)
        moved.elements.initialize(from: elements, count: count)
        storage = moved
        elements = moved.elements
    }

    /// Memory for `capacity` node numbers, freed with this object.
    private final class Storage {
        let elements: UnsafeMutablePointer<Int>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            elements = .allocate(capacity: capacity)
        }

        deinit { elements.deallocate() }
    }
}
