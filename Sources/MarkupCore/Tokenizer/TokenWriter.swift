/// Where ``TokenScanner`` writes its tokens: in place, into the room of the array the stream
/// will hold, with no uniqueness or capacity check of an array append per token.
///
/// Should a document hold more tokens than that room (only tags alternating with one-byte
/// texts do), the tokens move to storage of twice the size, owned here until ``finish()``.
struct TokenWriter {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    /// How many tokens were written.
    private(set) var count = 0
    /// Whether `base` is storage this writer allocated after outgrowing the array's room.
    private var ownsStorage = false

    /// A writer into `room`, the uninitialized capacity of the array that will hold the tokens.
    init(room: UnsafeMutableBufferPointer<Token>) {
        base = room.baseAddress!
        capacity = room.count
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { moveToLargerStorage() }
        (base + count).initialize(to: token)
        count += 1
    }

    private mutating func moveToLargerStorage() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        if ownsStorage { base.deallocate() }
        base = larger
        capacity *= 2
        ownsStorage = true
    }

    /// Ends the writing: how many tokens the array's room holds, or, when they outgrew it, none
    /// there and all of them in `moved`.
    mutating func finish() -> (countInRoom: Int, moved: [Token]?) {
        guard ownsStorage else { return (count, nil) }
        let moved = Array(UnsafeBufferPointer(start: base, count: count))
        base.deinitialize(count: count)
        base.deallocate()
        ownsStorage = false
        count = 0
        return (0, moved)
    }
}
