/// The standard's list of active formatting elements, with markers.
///
/// Entries are plain integers: an element's node, its name's slot and where its attributes
/// are, so the "Noah's Ark" check on each push compares integers and moves no strings.
/// Counts per name let lookups skip the scan when no element of that name is in the list,
/// which keeps hostile inputs (100,000 stray end tags) linear.
struct ActiveFormattingElements {
    /// An element (its node, name slot and attributes' place in the tree's attribute array,
    /// a reopened copy's being those of the element it copies) or a marker.
    struct Entry: Equatable {
        private let storedID: Int32
        /// The name's slot among the known elements; -1 for a name HTML does not know (the
        /// name is then read from the tree).
        let slot: Int32
        private let attributeStart: Int32
        private let attributeEnd: Int32

        static let marker = Entry(storedID: -1, slot: -1, attributeStart: 0, attributeEnd: 0)

        private init(storedID: Int32, slot: Int32, attributeStart: Int32, attributeEnd: Int32) {
            self.storedID = storedID
            self.slot = slot
            self.attributeStart = attributeStart
            self.attributeEnd = attributeEnd
        }

        /// The entry for element `id` of `tree`. Inlined: a call would pass the whole tree, copied.
        @inline(__always)
        init(_ id: Int, in tree: BuildTree) {
            self.init(id, slot: tree[id].knownSlot, attributes: tree.attributeIndices(of: id))
        }

        /// The entry for element `id`, whose name's slot is `slot` and attributes `attributes`.
        @inline(__always)
        init(_ id: Int, slot: Int32, attributes: Range<Int>) {
            // Node numbers and attribute entries fit in 32 bits (the tree stores them so).
            self.init(storedID: Int32(truncatingIfNeeded: id), slot: slot,
                      attributeStart: Int32(truncatingIfNeeded: attributes.lowerBound),
                      attributeEnd: Int32(truncatingIfNeeded: attributes.upperBound))
        }

        var isMarker: Bool { storedID < 0 }
        var id: Int? { storedID < 0 ? nil : Int(storedID) }
        var attributes: Range<Int> { Int(attributeStart)..<Int(attributeEnd) }
        var attributeCount: Int32 { attributeEnd &- attributeStart }
        func hasSameAttributeEntries(as other: Entry) -> Bool {
            attributeStart == other.attributeStart && attributeEnd == other.attributeEnd
        }
    }

    /// Written in place (see ``InPlaceArray``): each push past three identical elements changes it.
    private var entries = InPlaceArray<Entry>()
    /// Entries per element name, so that a push or a lookup need not walk the list.
    private var counts = ElementCounts()

    var count: Int { entries.count }
    var last: Entry? { entries.last }

    subscript(position: Int) -> Entry { entries[position] }

    /// Whether the list holds an element called `name`, whose slot is `slot`.
    @inline(__always)
    func holds(_ name: String?, slot: Int32) -> Bool {
        counts.count(of: name ?? "", slot: slot) > 0
    }

    /// The last element called `name` after the last marker, with its position; `slot` is the
    /// name's slot (``TreeBuilder/slot(of:)``), which the caller holds (`name` may then be nil
    /// for a known element's). Inlined: a call would
    /// pass the list and the whole tree, copied, and most calls find no element of the name.
    @inline(__always)
    func lastElement(named name: String?, slot: Int32, in tree: BuildTree) -> (position: Int, id: Int)? {
        guard counts.count(of: name ?? "", slot: slot) > 0 else { return nil }
        var position = entries.count - 1
        while position >= 0 {
            let entry = entries[position]
            guard let id = entry.id else { return nil }
            if entry.slot == slot, slot >= 0 || tree.name(of: id) == name { return (position, id) }
            position -= 1
        }
        return nil
    }

    func position(of id: Int) -> Int? {
        entries.lastIndex { $0.id == id }
    }

    /// Adds element `id`, read from its own start tag, whose name's slot is `slot` and
    /// attributes `attributes` (the tag's, which the caller holds: the tree is not read for
    /// them), first dropping the earliest of three identical ones (the "Noah's Ark" clause).
    mutating func push(_ id: Int, slot: Int32, attributes: Range<Int>, in tree: inout BuildTree) {
        let entry = Entry(id, slot: slot, attributes: attributes)
        guard entry.slot >= 0 else { return pushReadingTree(entry, in: &tree) }
        // A known name (nearly all): no name is made, the list is looked through and changed in
        // one pass over its buffer, and the nodes are marked in one write.
        let sameName = counts.count(of: "", slot: entry.slot)
        if sameName >= 3 {
            let dropped = replaceEarliestOfThreeIdentical(with: entry, sameNameCount: sameName)
            if dropped >= 0 { return tree.markActiveFormatting(id, unmarking: dropped) }
            if dropped == Self.attributesToCompare { return pushReadingTree(entry, in: &tree) }
        }
        entries.append(entry)
        counts.add(1, to: "", slot: entry.slot)
        tree[id].isActiveFormatting = true
    }

    /// What ``replaceEarliestOfThreeIdentical(with:sameNameCount:)`` returns when attributes must be compared
    /// by their names and values (two elements have as many attributes, at different entries).
    private static let attributesToCompare = -2

    /// Drops the earliest of the entries since the last marker identical to `entry`, a known
    /// element's (same slot, and no attributes or the same attribute entries), when there are
    /// three or more, and appends `entry`: the count per name stays, so only the entries after
    /// it move up one place. Returns the dropped element; -1 when nothing was dropped (nor
    /// appended), ``attributesToCompare`` when the list could not be told without the tree (and
    /// is left as it was). Reads no tree, so the tree is not copied into the closure.
    /// `sameNameCount` is how many entries of the list have `entry`'s slot. Out of line: most
    /// pushes find fewer than three of the name, and the push stays small for them.
    @inline(never)
    private mutating func replaceEarliestOfThreeIdentical(with entry: Entry, sameNameCount: Int) -> Int {
        entries.withUnsafeMutableBufferPointer { buffer in
            let last = buffer.count - 1
            // Exactly three of the name, the last three, identical to it (nested identical
            // elements, `<b><b><b><b>`): they are the three, the earliest the first of them.
            if sameNameCount == 3, last >= 2, Self.isIdentical(buffer[last], to: entry),
               Self.isIdentical(buffer[last - 1], to: entry), Self.isIdentical(buffer[last - 2], to: entry),
               let dropped = buffer[last - 2].id {
                buffer[last - 2] = buffer[last - 1]
                buffer[last - 1] = buffer[last]
                buffer[last] = entry
                return dropped
            }
            var identical = 0
            var earliest = -1
            var position = buffer.count - 1
            while position >= 0 {
                let other = buffer[position]
                if other.isMarker { break }
                if other.slot == entry.slot, other.attributeCount == entry.attributeCount {
                    guard entry.attributeCount == 0 || other.hasSameAttributeEntries(as: entry) else {
                        return Self.attributesToCompare
                    }
                    identical += 1
                    earliest = position
                }
                position -= 1
            }
            guard identical >= 3, let dropped = buffer[earliest].id else { return -1 }
            var index = earliest
            while index < buffer.count - 1 {
                buffer[index] = buffer[index + 1]
                index += 1
            }
            buffer[buffer.count - 1] = entry
            return dropped
        }
    }

    /// Whether `other` is identical to `entry`, a known element's, as far as the entries tell:
    /// the same slot, and no attributes or the same attribute entries.
    @inline(__always)
    private static func isIdentical(_ other: Entry, to entry: Entry) -> Bool {
        other.slot == entry.slot && other.attributeCount == entry.attributeCount
            && (entry.attributeCount == 0 || other.hasSameAttributeEntries(as: entry))
    }

    /// ``push(_:slot:attributes:in:)`` reading names and attributes from the tree: an element whose name HTML
    /// does not know (compared by name), or whose attributes are compared by names and values.
    private mutating func pushReadingTree(_ entry: Entry, in tree: inout BuildTree) {
        let id = entry.id!
        let name = tree.name(of: id)
        if counts.count(of: name, slot: entry.slot) >= 3,
           let earliest = earliestOfThreeIdentical(to: entry, named: name, in: tree) {
            let dropped = entries[earliest].id!
            dropEarliestIdentical(at: earliest, for: entry)
            tree.markActiveFormatting(id, unmarking: dropped)
        } else {
            entries.append(entry)
            counts.add(1, to: name, slot: entry.slot)
            tree[id].isActiveFormatting = true
        }
    }

    /// The position of the earliest of the entries since the last marker identical to `entry`
    /// (same name and attributes), when there are three or more; nil otherwise.
    @inline(__always)
    private func earliestOfThreeIdentical(to entry: Entry, named name: String, in tree: BuildTree) -> Int? {
        var identical = 0
        var earliest = -1
        var position = entries.count - 1
        while position >= 0 {
            let other = entries[position]
            if other.isMarker { break }
            // A known name compares by slot alone; attributes mostly by their count alone.
            if other.slot == entry.slot, entry.slot >= 0 || tree.name(of: other.id!) == name,
               Self.sameAttributes(other, entry, in: tree) {
                identical += 1
                earliest = position
            }
            position -= 1
        }
        return identical >= 3 ? earliest : nil
    }

    /// Drops the entry at `position` and appends `entry`, identical to it: the count per name
    /// stays, so only the entries after `position` move up one place.
    @inline(__always)
    private mutating func dropEarliestIdentical(at position: Int, for entry: Entry) {
        entries.withUnsafeMutableBufferPointer { buffer in
            var index = position
            while index < buffer.count - 1 {
                buffer[index] = buffer[index + 1]
                index += 1
            }
            buffer[buffer.count - 1] = entry
        }
    }

    /// Whether two entries' elements have the same attributes: both none (formatting tags
    /// mostly have none) or the same entries, else compared by ``sameAttributes(_:_:in:)``.
    @inline(__always)
    private static func sameAttributes(_ first: Entry, _ second: Entry, in tree: BuildTree) -> Bool {
        guard first.attributeCount == second.attributeCount else { return false }
        if first.attributeCount == 0 || first.hasSameAttributeEntries(as: second) { return true }
        return sameAttributes(first.attributes, second.attributes, in: tree)
    }

    /// Whether two elements' attributes (entries of the tree's attribute array) have the same
    /// names and values in the same order; read only when both have the same number.
    private static func sameAttributes(_ first: Range<Int>, _ second: Range<Int>, in tree: BuildTree) -> Bool {
        guard first.count == second.count else { return false }
        if first.isEmpty || first == second { return true }
        return zip(first, second).allSatisfy { one, other in
            tree.tables.attributeName(at: one, in: tree.source) == tree.tables.attributeName(at: other, in: tree.source)
                && tree.tables.attributeValue(at: one, in: tree.source)
                == tree.tables.attributeValue(at: other, in: tree.source)
        }
    }

    mutating func pushMarker() {
        entries.append(.marker)
    }

    /// Puts element `id` at `position`.
    mutating func insert(_ id: Int, at position: Int, in tree: inout BuildTree) {
        let entry = Entry(id, in: tree)
        entries.insert(entry, at: position)
        counts.add(1, to: entry.slot >= 0 ? "" : tree.name(of: id), slot: entry.slot)
        tree[id].isActiveFormatting = true
    }

    mutating func remove(at position: Int, in tree: inout BuildTree) {
        // Most often the last entry: taken off the end without the general removal's move.
        let entry = position == entries.count - 1 ? entries.removeLast() : entries.remove(at: position)
        if let id = entry.id {
            counts.add(-1, to: entry.slot >= 0 ? "" : tree.name(of: id), slot: entry.slot)
            tree[id].isActiveFormatting = false
        }
    }

    mutating func remove(_ id: Int, in tree: inout BuildTree) {
        if let position = position(of: id) { remove(at: position, in: &tree) }
    }

    mutating func replace(at position: Int, with id: Int, in tree: inout BuildTree) {
        remove(at: position, in: &tree)
        insert(id, at: position, in: &tree)
    }

    /// Removes entries up to and including the last marker (leaving a table cell).
    mutating func clearToLastMarker(in tree: inout BuildTree) {
        while let entry = entries.last {
            remove(at: entries.count - 1, in: &tree)
            if entry.isMarker { return }
        }
    }
}
