/// Values by element name, held by the name's ``KnownElements`` slot: a lookup whose slot is
/// known reads an array instead of hashing the name.
struct ElementTable<Value: Sendable>: Sendable {
    private var bySlot: [Value?]
    /// Values of names HTML does not know.
    private var others: [String: Value] = [:]

    /// `values` in order, a later value of a name replacing an earlier one. A list, not a
    /// dictionary: a table is built once per process, where hashing each name into a dictionary
    /// only to read it back cost more than the rest of building it.
    init(_ values: [(name: String, value: Value)]) {
        bySlot = Array(repeating: nil, count: KnownElements.slotCount)
        for (name, value) in values {
            if let slot = KnownElements.slot(of: name) { bySlot[slot] = value } else { others[name] = value }
        }
    }

    /// The value of `name`, whose slot is `slot` (nil when HTML does not know the name).
    subscript(name: String, slot slot: Int?) -> Value? {
        if let slot { return bySlot[slot] }
        return others.isEmpty ? nil : others[name]
    }

    /// The value of `name`, its slot looked up.
    subscript(name: String) -> Value? {
        self[name, slot: KnownElements.slot(of: name)]
    }
}
