/// Where ``TokenScanner`` writes its tokens, attributes and side buffer's bytes: in place,
/// into the room of the array the stream will hold, with no uniqueness or capacity check of
/// an array append per element.
///
/// Should the elements outgrow that room (tokens only when tags alternate with one-byte
/// texts, attributes when tags hold little else, decoded bytes when most of the input is
/// text with references), they move to storage at least twice the size, owned here until
/// ``finish()``.
struct RoomWriter<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements were written.
    private(set) var count = 0
    /// Whether `base` is storage this writer allocated after outgrowing the array's room.
    private var ownsStorage = false

    /// A writer into `room`, the uninitialized capacity (not empty) of the array that will
    /// hold the elements.
    init(room: UnsafeMutableBufferPointer<Element>) {
        base = room.baseAddress!
        capacity = room.count
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { moveToLargerStorage(holding: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(contentsOf elements: some Collection<Element>) {
        for element in elements { append(element) }
    }

    /// The element at `index` (below ``count``).
    @inline(__always)
    subscript(index: Int) -> Element {
        base[index]
    }

    /// Room for `maximumCount` elements after the written ones, for `write` to initialize
    /// from its start and return how many it did (at most `maximumCount`); they are then
    /// written. Returns where they went.
    @inline(__always)
    mutating func write(atMost maximumCount: Int,
                        _ write: (UnsafeMutablePointer<Element>) -> Int) -> Range<Int> {
        if capacity - count < maximumCount { moveToLargerStorage(holding: count + maximumCount) }
        let start = count
        count += write(base + start)
        return start..<count
    }

    /// Forgets the elements from `newCount` on.
    mutating func removeSubrange(from newCount: Int) {
        guard newCount < count else { return }
        (base + newCount).deinitialize(count: count - newCount)
        count = newCount
    }

    private mutating func moveToLargerStorage(holding minimumCapacity: Int) {
        let largerCapacity = max(capacity * 2, minimumCapacity)
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: largerCapacity)
        larger.moveInitialize(from: base, count: count)
        if ownsStorage { base.deallocate() }
        base = larger
        capacity = largerCapacity
        ownsStorage = true
    }

    /// Ends the writing: how many elements the array's room holds, or, when they outgrew it,
    /// none there and all of them in `moved`.
    mutating func finish() -> (countInRoom: Int, moved: [Element]?) {
        guard ownsStorage else { return (count, nil) }
        let moved = Array(UnsafeBufferPointer(start: base, count: count))
        base.deinitialize(count: count)
        base.deallocate()
        ownsStorage = false
        count = 0
        return (0, moved)
    }
}
