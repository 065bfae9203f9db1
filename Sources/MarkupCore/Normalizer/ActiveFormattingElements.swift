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
            let attributes = tree.attributeIndices(of: id)
            var identical = 0
            var earliest = -1
            var position = entries.count - 1
            while position >= 0, entries[position] != .marker {
                if case .element(let other, let otherName) = entries[position], otherName == name,
                   Self.sameAttributes(tree.attributeIndices(of: other), attributes, in: tree) {
                    identical += 1
                    earliest = position
                }
                position -= 1
            }
            if identical >= 3 { remove(at: earliest, in: &tree) }
        }
        insert(.element(id: id, name: name), at: entries.count, in: &tree)
    }

    /// Whether two elements' attributes (entries of the tree's attribute array) have the same
    /// names and values in the same order; read only when both have the same number (formatting
    /// tags mostly have none).
    private static func sameAttributes(_ first: Range<Int>, _ second: Range<Int>, in tree: BuildTree) -> Bool {
        guard first.count == second.count else { return false }
        if first == second { return true }
        return zip(first, second).allSatisfy { one, other in
            tree.tables.attributeName(at: one, in: tree.source) == tree.tables.attributeName(at: other, in: tree.source)
                && tree.tables.attributeValue(at: one, in: tree.source)
                == tree.tables.attributeValue(at: other, in: tree.source)
        }
    }

    mutating func pushMarker() {
        entries.append(.marker)
    }

    mutating func insert(_ entry: Entry, at position: Int, in tree: inout BuildTree) {
        // Appending (a push) through `insert(_:at:)` went through the general range replacement.
        if position == entries.count { entries.append(entry) } else { entries.insert(entry, at: position) }
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
