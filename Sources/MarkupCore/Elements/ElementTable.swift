/// Values by element name, held by the name's ``KnownElements`` slot: a lookup whose slot is
/// known reads an array instead of hashing the name.
struct ElementTable<Value: Sendable>: Sendable {
    private var bySlot: [Value?]
    /// Values of names HTML does not know.
    private var others: [String: Value] = [:]

    init(_ values: [String: Value]) {
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
