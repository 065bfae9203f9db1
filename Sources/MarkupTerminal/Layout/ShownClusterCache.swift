import MarkupCore

/// What the clusters a layout meets show as: the cell code (made safe to show and interned),
/// the columns and whether it starts with a letter, found once per distinct cluster.
///
/// One cache serves a document's layout, its tables' cells (each laid out by an engine of
/// its own, twice when measured) included: a cell's flow is new, and a cache of its own met
/// every cluster of the cell as new. A layout runs on one thread, so accesses are not checked.
///
/// Copy repeats its emoji, and making a cluster safe to show, measuring it and interning it
/// costs thousands of instructions, so the answers are kept in two small tables. Tables rather
/// than a dictionary: the first use of a dictionary keyed by a new type costs the runtime a
/// conformance search through the whole binary, more than a short document's clusters.
final class ShownClusterCache {
    /// How a cluster is shown.
    struct ShownCluster {
        var code: UInt32
        var width: UInt8
        var startsWithLetter: Bool

        init(code: UInt32, width: UInt8, startsWithLetter: Bool) {
            self.code = code
            self.width = width
            self.startsWithLetter = startsWithLetter
        }

        /// Makes `cluster` safe to show, measures it and interns it.
        init(_ cluster: Character) {
            let visible = VisibleCluster(cluster)
            code = Cell.code(visible.text)
            width = UInt8(visible.width)
            startsWithLetter = visible.text.unicodeScalars.first?.properties.isAlphabetic == true
        }

        /// How a cluster of one scalar from U+00A0 on is shown when ``VisibleCluster`` shows it
        /// as itself, found without making a string: nil for a bidi control, a variation
        /// selector or a regional indicator (measured or shown otherwise) and for a scalar of
        /// no width (shown on a dotted circle).
        init?(showingItself scalar: Unicode.Scalar) {
            let value = scalar.value
            guard value >= 0xA0, value != 0xFE0E, value != 0xFE0F, value &- 0x1F1E6 > 0x1F1FF - 0x1F1E6,
                  !VisibleCluster.isBidiControl(value) else { return nil }
            let width = DisplayWidth.of(scalar: scalar)
            guard width > 0 else { return nil }
            self.init(code: value, width: UInt8(width), startsWithLetter: scalar.properties.isAlphabetic)
        }
    }

    /// Clusters that needed segmentation, by a hash of their UTF-8. Keyed by the bytes, not the
    /// `Character`: equal characters may be different scalars (`·` U+00B7 and U+0387), and the
    /// cell shows them as written.
    @exclusivity(unchecked) private var clusters: [(bytes: PackedBytes, shown: ShownCluster)?] = []
    /// The table's slots as a power of two: 1,024, made on the first cluster that needs
    /// segmentation (copy meets a few dozen distinct ones, mixed scripts hundreds, and with 64
    /// slots they pushed each other out: each miss costs thousands of instructions); 8,192 once
    /// it has missed as many clusters as it has slots (binary junk meets thousands).
    private var clusterBits = 10
    private static let largeClusterBits = 13
    /// Clusters not found in the table so far (until it grows).
    private var clusterMisses = 0
    /// Lone-scalar clusters (C0 and C1 controls by value, U+FFFD last), in a table of their own:
    /// in binary junk they are most clusters, and sharing the small table they pushed the
    /// others out of it.
    /// Each entry packed in a word (see ``packed(_:)``), 0 for none: in binary junk this table is
    /// read for most bytes, and a word is read and unpacked in a few instructions.
    @exclusivity(unchecked) private var loneScalars: [UInt64] = []
    private static let loneScalarSlots = 0xA1

    /// Widths of simple scalars that ``DisplayWidth`` finds by searching its tables (`’`, `€`,
    /// `✨`, emoji), by the scalar's low bits: the scalar with its width above bit 24, 0 for
    /// none. Copy repeats a few dozen such scalars, and each search costs some hundred
    /// instructions.
    /// 256 slots, 4,096 once it has missed as many scalars as it has slots (binary junk meets
    /// hundreds of Greek, Cyrillic, Hebrew and Arabic letters, whose widths are searched for).
    @exclusivity(unchecked) private var simpleWidths: [UInt32] = []
    private static let simpleWidthSlots = 256
    private static let largeSimpleWidthSlots = 4096
    /// Scalars not found in `simpleWidths` so far (until it grows).
    private var simpleWidthMisses = 0

    /// The columns a simple scalar (see ``SimpleScalar``) takes, as ``DisplayWidth`` measures it.
    @inline(__always)
    func width(ofSimple scalar: Unicode.Scalar) -> UInt8 {
        let value = scalar.value
        if value < 0x300 { return 1 }
        // Kana, CJK ideographs and Hangul syllables, as `DisplayWidth` tests them first.
        if (0x3040...0x30FF).contains(value) || (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value) {
            return 2
        }
        return searchedWidth(scalar)
    }

    @inline(__always)
    private func searchedWidth(_ scalar: Unicode.Scalar) -> UInt8 {
        let value = scalar.value
        if simpleWidths.isEmpty { simpleWidths = Array(count: Self.simpleWidthSlots, filledWith: 0) }
        let slot = Int(value & UInt32(simpleWidths.count - 1))
        let entry = simpleWidths[slot]
        if entry & 0xFF_FFFF == value { return UInt8(truncatingIfNeeded: entry >> 24) }
        let width = UInt8(DisplayWidth.of(scalar: scalar))
        simpleWidths[slot] = value | UInt32(width) << 24
        simpleWidthMisses += 1
        if simpleWidthMisses == simpleWidths.count, simpleWidths.count < Self.largeSimpleWidthSlots {
            growSimpleWidths()
        }
        return width
    }

    /// Moves the widths into a table of ``largeSimpleWidthSlots``. Out of line, so that the
    /// search it follows stays small enough to inline into simple text's loop.
    @inline(never)
    private func growSimpleWidths() {
        var grown: [UInt32] = Array(count: Self.largeSimpleWidthSlots, filledWith: 0)
        for entry in simpleWidths where entry != 0 {
            grown[Int(entry & 0xFF_FFFF & UInt32(Self.largeSimpleWidthSlots - 1))] = entry
        }
        simpleWidths = grown
    }

    /// How a cluster of one scalar below U+00A0, or U+FFFD, given by its value, is shown.
    @inline(__always)
    func shown(loneScalar value: UInt32) -> ShownCluster {
        let slot = value < 0xA0 ? Int(value) : Self.loneScalarSlots - 1
        if slot < loneScalars.count {
            let entry = loneScalars[slot]
            if entry != 0 {
                return ShownCluster(code: UInt32(truncatingIfNeeded: entry), width: UInt8(truncatingIfNeeded: entry >> 32),
                                    startsWithLetter: entry & 1 << 40 != 0)
            }
        }
        return shownNew(loneScalar: value, slot: slot)
    }

    @inline(never)
    private func shownNew(loneScalar value: UInt32, slot: Int) -> ShownCluster {
        if loneScalars.isEmpty { loneScalars = Array(count: Self.loneScalarSlots, filledWith: 0) }
        let shown = ShownCluster(Character(Unicode.Scalar(value)!))
        loneScalars[slot] = Self.packed(shown)
        return shown
    }

    /// `shown` in a word: the code in the low 32 bits, the width above it, then whether it
    /// starts with a letter, and bit 48 set so that no entry is 0.
    private static func packed(_ shown: ShownCluster) -> UInt64 {
        UInt64(shown.code) | UInt64(shown.width) << 32 | (shown.startsWithLetter ? 1 << 40 : 0) | 1 << 48
    }

    /// How the cluster whose UTF-8 is `cluster` (one whole grapheme cluster) is shown: found by
    /// its bytes, and made a `Character` only when it is not in the table.
    func shown(bytes cluster: UnsafeBufferPointer<UInt8>) -> ShownCluster {
        guard let bytes = PackedBytes(cluster) else { return ShownCluster(Self.character(cluster)) }
        let slot = bytes.hash(bits: clusterBits)
        if !clusters.isEmpty, let entry = clusters[slot], entry.bytes == bytes { return entry.shown }
        // A cluster of one scalar (junk meets thousands of distinct ones) is mostly shown as
        // itself.
        var shownItself: ShownCluster?
        if let (scalar, length) = SimpleScalar.decode(cluster, at: 0), length == cluster.count {
            shownItself = ShownCluster(showingItself: scalar)
        }
        let shown = shownItself ?? ShownCluster(Self.character(cluster))
        if clusters.isEmpty { clusters = Array(count: 1 << clusterBits, filledWith: nil) }
        clusters[slot] = (bytes, shown)
        clusterMisses += 1
        if clusterMisses == 1 << clusterBits, clusterBits < Self.largeClusterBits { growClusters() }
        return shown
    }

    /// Moves the clusters into a table of ``largeClusterBits``.
    @inline(never)
    private func growClusters() {
        clusterBits = Self.largeClusterBits
        var grown: [(bytes: PackedBytes, shown: ShownCluster)?] = Array(count: 1 << clusterBits, filledWith: nil)
        for case let entry? in clusters { grown[entry.bytes.hash(bits: clusterBits)] = entry }
        clusters = grown
    }

    private static func character(_ cluster: UnsafeBufferPointer<UInt8>) -> Character {
        String(decoding: cluster, as: UTF8.self).first!
    }
}
