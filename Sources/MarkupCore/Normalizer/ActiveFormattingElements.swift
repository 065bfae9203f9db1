/// The standard's list of active formatting elements, with markers.
///
/// Entries know their names so lookups can skip the scan when no element of that name
/// is in the list, which keeps hostile inputs (100,000 stray end tags) linear.
struct ActiveFormattingElements {
    enum Entry: Equatable {
        case marker
        case element(id: Int, name: String)

        var id: Int? {
            if case .element(let id, _) = self { return id }
            return nil
        }
    }

    private(set) var entries: [Entry] = []
    /// Entries per element name, so that a push or a lookup need not walk the list.
    private var counts = ElementCounts()

    var count: Int { entries.count }
    var last: Entry? { entries.last }

    subscript(position: Int) -> Entry { entries[position] }

    /// The last element called `name` after the last marker, with its position.
    func lastElement(named name: String) -> (position: Int, id: Int)? {
        guard counts.count(of: name) > 0 else { return nil }
        var position = entries.count - 1
        while position >= 0 {
            switch entries[position] {
            case .marker: return nil
            case .element(let id, let entryName) where entryName == name: return (position, id)
            default: position -= 1
            }
        }
        return nil
    }

    func position(of id: Int) -> Int? {
        entries.lastIndex { $0.id == id }
    }

    /// Adds an element, first dropping the earliest of three identical ones (the "Noah's Ark" clause).
    mutating func push(_ id: Int, in tree: inout BuildTree) {
        let name = tree.name(of: id)
        if counts.count(of: name, slot: tree[id].knownSlot) >= 3 {
            let attributes = tree.attributes(of: id)
            var identical = 0
            var earliest = -1
            var position = entries.count - 1
            while position >= 0, entries[position] != .marker {
                if case .element(let other, let otherName) = entries[position], otherName == name,
                   Self.sameAttributes(tree.attributes(of: other), attributes) {
                    identical += 1
                    earliest = position
                }
                position -= 1
            }
            if identical >= 3 { remove(at: earliest, in: &tree) }
        }
        insert(.element(id: id, name: name), at: entries.count, in: &tree)
    }

    /// Whether two elements have the same attributes, names and values, in the same order.
    private static func sameAttributes(_ first: [Attribute], _ second: [Attribute]) -> Bool {
        first.count == second.count && zip(first, second).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    mutating func pushMarker() {
        entries.append(.marker)
    }

    mutating func insert(_ entry: Entry, at position: Int, in tree: inout BuildTree) {
        entries.insert(entry, at: position)
        if case .element(let id, let name) = entry {
            counts.add(1, to: name, slot: tree[id].knownSlot)
            tree[id].isActiveFormatting = true
        }
    }

    mutating func remove(at position: Int, in tree: inout BuildTree) {
        let entry = entries.remove(at: position)
        if case .element(let id, let name) = entry {
            counts.add(-1, to: name, slot: tree[id].knownSlot)
            tree[id].isActiveFormatting = false
        }
    }

    mutating func remove(_ id: Int, in tree: inout BuildTree) {
        if let position = position(of: id) { remove(at: position, in: &tree) }
    }

    mutating func replace(at position: Int, with id: Int, in tree: inout BuildTree) {
        remove(at: position, in: &tree)
        insert(.element(id: id, name: tree.name(of: id)), at: position, in: &tree)
    }

    /// Removes entries up to and including the last marker (leaving a table cell).
    mutating func clearToLastMarker(in tree: inout BuildTree) {
        while let entry = entries.last {
            remove(at: entries.count - 1, in: &tree)
            if entry == .marker { return }
        }
    }
}
