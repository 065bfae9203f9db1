/// How many elements of each name a list holds (open elements, active formatting elements):
/// known names counted by their ``KnownElements`` slot, so a lookup hashes no string.
///
/// The known names' counts are in memory of their own, held by reference: the builder changes
/// them at every push and pop, and an array there would check at each change that it is not
/// shared. Each list owns its counts: a copy of an `ElementCounts` shares them, so a copy is
/// only ever read (as a builder passed to a method that is not inlined is).
struct ElementCounts {
    private let storage = KnownCounts()
    /// The known names' counts by slot (``KnownCounts/counts``), held here to be read in one load.
    private let known: UnsafeMutablePointer<Int32>
    /// Names HTML does not know (rare: copy's own custom elements).
    private var unknown: [String: Int] = [:]

    init() { known = storage.counts }

    /// The count of `name`, whose slot is `slot` (-1 for an unknown name); `name` is made only
    /// for an unknown one (a string made and dropped for each known one costs a release call).
    @inline(__always) func count(of name: @autoclosure () -> String, slot: Int32) -> Int {
        slot >= 0 ? Int(known[Int(slot)]) : unknown[name(), default: 0]
    }

    /// The count of `name`, its slot looked up.
    func count(of name: String) -> Int {
        count(of: name, slot: KnownElements.slot(of: name).map(Int32.init) ?? -1)
    }

    /// Adds `delta` to the count of the element whose slot is `slot`; `name` is made only when
    /// the slot is -1 (a caller with a known slot may pass an empty name).
    @inline(__always) mutating func add(_ delta: Int, to name: @autoclosure () -> String, slot: Int32) {
        if slot >= 0 { known[Int(slot)] += Int32(delta) } else { unknown[name(), default: 0] += delta }
    }

    /// Takes one off the count of each element `open[range]` of `tree`, in one write of the counts.
    mutating func removeOne(each open: InPlaceArray<Int>, _ range: Range<Int>, in tree: BuildTree) {
        for position in range {
            let slot = tree[open[position]].knownSlot
            if slot >= 0 { known[Int(slot)] -= 1 } else { unknown[tree.name(of: open[position]), default: 0] -= 1 }
        }
    }
}

/// The counts of the known elements, one per slot, in memory this object owns (see
/// ``ElementCounts``).
private final class KnownCounts {
    let counts: UnsafeMutablePointer<Int32>

    init() {
        counts = .allocate(capacity: KnownElements.slotCount)
        counts.initialize(repeating: 0, count: KnownElements.slotCount)
    }

    deinit { counts.deallocate() }
}
