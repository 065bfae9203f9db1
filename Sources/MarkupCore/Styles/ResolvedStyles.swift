/// The distinct resolved styles of a document, and which one each (parent style, delta) pair
/// resolves to, computed once per pair.
///
/// A delta's effect depends on nothing but the parent's resolved style, so a pair met again
/// (every `<b>` in text of one style, every `<a>` with one `href` in one paragraph style) is a
/// look-up of two numbers.
struct ResolvedStyles {
    private(set) var table: StyleTable
    private var pairs: [Int] = []
    private var results: [Int32] = []
    private var index: HashedIndex
    /// The root's font size in px, what `rem` and a rootless `em` are relative to.
    private let rootSize: Double

    /// A table holding `root`, with id 0, with room for the pairs and styles of a document
    /// of `elementCount` nodes before it grows: at most one pair each up to a short document's
    /// number, and about one per ten nodes in a long one (a megabyte of copy resolves a pair
    /// per ten nodes and keeps a style per thirty), so that the tables are not rehashed and
    /// copied as they grow.
    init(root: MarkupStyle, elementCount: Int) {
        rootSize = root.fontSize ?? 16
        let pairCapacity = max(min(max(elementCount, 16), 128), elementCount / 10)
        table = StyleTable(capacity: pairCapacity / 2)
        index = HashedIndex(capacity: pairCapacity)
        _ = table.intern(root)
        pairs.reserveCapacity(pairCapacity)
        results.reserveCapacity(pairCapacity)
    }

    /// The id of the style of an element whose parent has style `parent` and whose delta has
    /// id `deltaID`, if that pair was resolved before.
    func known(parent: Int32, deltaID: Int32) -> Int32? {
        let pair = Self.pair(parent: parent, deltaID: deltaID)
        return index.find(Self.hash(pair), where: { pairs[$0] == pair }).map { results[$0] }
    }

    /// Resolves the style of an element whose parent has style `parent` and whose delta (with
    /// id `deltaID`, a pair not resolved before) has `assignments`, stores it and returns its id.
    mutating func resolve(parent: Int32, assignments: ArraySlice<StyleAssignment>, deltaID: Int32) -> Int32 {
        // The child starts as a copy of the parent's style and is turned into its own in place.
        var style = table.styles[Int(parent)]
        let result: Int32
        if !StyleDelta.write(assignments, over: &style, rootSize: rootSize) {
            result = parent
        } else {
            // A style equal to the parent's is the parent's entry (the table holds each style
            // once): comparing spares hashing, as for `<b>` in bold text. The parent's is
            // compared where it is stored: each read from the array copies it.
            result = table.style(parent, equals: style) ? parent : table.intern(consume style)
        }
        let pair = Self.pair(parent: parent, deltaID: deltaID)
        pairs.append(pair)
        results.append(result)
        index.insert(Self.hash(pair))
        return result
    }

    private static func pair(parent: Int32, deltaID: Int32) -> Int {
        Int(UInt32(bitPattern: parent)) << 32 | Int(UInt32(bitPattern: deltaID))
    }

    private static func hash(_ pair: Int) -> Int { ByteHash(seed: UInt64(UInt(bitPattern: pair))).value }

    /// The style with id `id`.
    subscript(id: Int32) -> MarkupStyle { table.styles[Int(id)] }
}
