/// The distinct deltas of a document, found by what an element's own style depends on
/// besides its parent's style.
///
/// Those inputs are: the tag; the attributes that set a look (presentational ones, `style`,
/// `class` and `id` when the profile styles them, and custom attributes whose key the profile
/// maps), in order; the style-sheet rules the
/// element matches (they stand for everything a selector reads: ancestors, siblings, any
/// attribute); and its place: the list depth of a `ul`, `menu` or `dir`, whether its parent is
/// an `svg`, and whether a table resets an inherited alignment. Two elements with equal
/// inputs get the same assignments from ``StyleCascade``, so each distinct set is cascaded once.
///
/// Most elements have a known tag, no rule and no attribute that sets a look: their delta is
/// found by place alone, in an array. The others are found by a hash of their inputs' bytes.
struct StyleDeltaIndex {
    /// An element's place and tag slot, packed by ``place(slot:parentSlot:enclosingLists:tableReset:)``.
    typealias Place = Int

    /// Where an element's delta is, or goes once computed.
    enum Lookup {
        /// By place alone.
        case place(Place)
        /// By the hash of all the inputs.
        case hashed(Int)
    }

    /// Inputs as stored with their delta: only the attributes that set a look, as a range of
    /// ``keyAttributes``.
    private struct Key {
        var place: Place
        var tag: String
        var attributes: Range<Int>
        var rules: [Int]
        var delta: Int32
    }

    /// The attributes that set a look of every stored key, each as its name's
    /// ``lookCode(_:readsClassAndID:)`` and its entry in the tree's attribute array (its value
    /// read there as bytes, never copied into a string): one array for the document rather
    /// than one per key.
    private var keyAttributes: [(code: Int, entry: Int)] = []
    /// The attributes that set a look of the element last read by ``readLook(of:in:)``, as
    /// ``keyAttributes`` holds a key's: the first ``elementLookCount`` entries (the array is
    /// overwritten from its start for each element, never emptied: emptying it is a call into
    /// the generic `replaceSubrange`).
    private var elementLook: [(code: Int, entry: Int)] = []
    private var elementLookCount = 0

    /// Every delta's assignments (see ``StyleDelta``), one delta after another: one array for
    /// the document, not one per delta, each grown by its layers and freed with the document.
    /// A new delta's are appended by the cascade, then stored with
    /// ``insert(at:place:tag:setsALook:rules:from:hasInlineDiagnostics:)``.
    var assignments: [StyleAssignment] = []
    /// Per delta id, where its assignments are in ``assignments``, and whether the `style=""`
    /// of its element reported problems (each element with it reports them at its own bytes).
    private var deltas: [(start: Int32, end: Int32, hasInlineDiagnostics: Bool)] = []
    /// The places met by elements found by place alone, with their deltas, in the order
    /// ``placeIndex`` numbers them: a document meets a few dozen of the thousands of places, so
    /// they are hashed rather than held in an array with room for each, filled per document.
    private var places: [(place: Place, delta: Int32)] = []
    private var placeIndex = HashedIndex()
    /// The inputs of the other deltas, in the order ``index`` numbers them.
    private var keys: [Key] = []
    private var index = HashedIndex()
    /// Whether `class` and `id` set a look: the profile styles classes or ids.
    private let readsClassAndID: Bool
    /// The `data-KEY` names of the custom attribute keys the profile maps, sorted.
    private let mappedAttributes: [String]

    /// An empty index for a tree of `nodeCount` nodes: a long document's gets room for its
    /// keys from the start (a megabyte of copy has about one per twenty nodes), so that the
    /// index is not rehashed and the arrays not copied as they grow; a short document's tables
    /// are made at its first key.
    init(readsClassAndID: Bool, mappedAttributes: [String] = [], nodeCount: Int = 0) {
        self.readsClassAndID = readsClassAndID
        self.mappedAttributes = mappedAttributes
        let keyCapacity = nodeCount / 16
        if keyCapacity > 64 {
            index = HashedIndex(capacity: keyCapacity)
            keys.reserveCapacity(keyCapacity)
            keyAttributes.reserveCapacity(keyCapacity * 2)
            deltas.reserveCapacity(keyCapacity)
            assignments.reserveCapacity(keyCapacity * 4)
        } else {
            deltas.reserveCapacity(64)
            assignments.reserveCapacity(128)
        }
    }

    /// The slots of `ul`, `menu` and `dir`, whose marker depends on their list depth, and of
    /// `svg`, whose children are hidden (-1 for none): looked up once for the process, as
    /// they are HTML's, not the document's.
    private static let knownSlots = (ul: KnownElements.slot(of: "ul") ?? -1, menu: KnownElements.slot(of: "menu") ?? -1,
                                     dir: KnownElements.slot(of: "dir") ?? -1, svg: KnownElements.slot(of: "svg") ?? -1)
    private let slots = StyleDeltaIndex.knownSlots

    /// An element's place and tag slot as one number: its slot (nil for a tag HTML does not
    /// know), the list nesting that picks a `ul`'s marker (0, 1, or 2 for deeper), whether its
    /// parent (slot `parentSlot`) is an `svg`, and whether it is a table that resets an
    /// inherited alignment.
    func place(slot: Int?, parentSlot: Int?, enclosingLists: Int, tableReset: Bool) -> Place {
        // Slots compared as numbers, -1 for none (no known slot is negative).
        let own = slot ?? -1
        let nested = own >= 0 && (own == slots.ul || own == slots.menu || own == slots.dir) ? min(enclosingLists, 2) : 0
        let parent = parentSlot ?? -1
        let svgParent = parent >= 0 && parent == slots.svg
        return (own + 1) << 4 | nested << 2 | (svgParent ? 2 : 0) | (tableReset ? 1 : 0)
    }

    /// The last places found by ``plainDelta(at:)``, each as `place << 32 | delta` at
    /// ``recentSlot(_:)`` of its place (-1 where none): most elements are plain, and their few
    /// places are met again and again, so most are found here for a load and a comparison,
    /// without hashing and probing.
    private var recentPlaces = [Int](repeating: -1, count: 128)

    private static func recentSlot(_ place: Place) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: place)) &* 0x9E37_79B9_7F4A_7C15) >> 57)
    }

    /// The id of the delta of an element with a known tag, no rule and no attribute that sets a look at
    /// `place`, or nil when none is stored yet (insert it at `.place(place)`).
    mutating func plainDelta(at place: Place) -> Int32? {
        let slot = Self.recentSlot(place)
        let recent = recentPlaces[slot]
        if recent >> 32 == place { return Int32(truncatingIfNeeded: recent) }
        guard let found = storedPlainDelta(at: place) else { return nil }
        recentPlaces[slot] = place << 32 | Int(found)
        return found
    }

    /// ``plainDelta(at:)`` from the stored places.
    private func storedPlainDelta(at place: Place) -> Int32? {
        placeIndex.find(Self.hash(place)) { places[$0].place == place }.map { places[$0].delta }
    }

    private static func hash(_ place: Place) -> Int { ByteHash(seed: UInt64(UInt(bitPattern: place))).value }

    /// Whether the delta with id `id` sets nothing, as most elements' deltas do.
    func setsNothing(_ id: Int32) -> Bool { deltas[Int(id)].start == deltas[Int(id)].end }

    /// The assignments of the delta with id `id`, in cascade order.
    func assignments(of id: Int32) -> ArraySlice<StyleAssignment> {
        assignments[Int(deltas[Int(id)].start)..<Int(deltas[Int(id)].end)]
    }

    /// Whether the `style=""` of the element the delta with id `id` was made for reported
    /// problems.
    func hasInlineDiagnostics(_ id: Int32) -> Bool { deltas[Int(id)].hasInlineDiagnostics }

    /// The id of the delta of an element with these inputs (`tag` only for a tag HTML does not
    /// know, else empty; `setsALook` whether ``readLook(of:in:)`` of its attributes, the last
    /// one read, found any, their values read in `tree` as bytes), or nil, with where to
    /// insert it.
    func find(place: Place, tag: String, setsALook: Bool, of tree: MarkupTree,
              rules: [Int]) -> (id: Int32?, lookup: Lookup) {
        let look = elementLook[..<(setsALook ? elementLookCount : 0)]
        let tables = tree.tables
        guard let hash = hash(place: place, tag: tag, look: look, tables: tables, source: tree.source,
                              rules: rules) else {
            return (storedPlainDelta(at: place), .place(place))
        }
        let found = index.find(hash) {
            matches(key: $0, place: place, tag: tag, look: look, tables: tables, source: tree.source, rules: rules)
        }
        return (found.map { keys[$0].delta }, .hashed(hash))
    }

    /// Reads which of the attributes at entries `attributes` of `tree`'s attribute array set a
    /// look into ``elementLook``, for ``find(place:tag:setsALook:of:rules:)`` and
    /// ``insert(at:place:tag:setsALook:rules:from:hasInlineDiagnostics:)`` of the same element;
    /// returns whether any does (an element without one is found by place alone).
    ///
    /// Names read from the source are packed straight from its bytes, every span and byte read
    /// through one pair of pointers for the element.
    mutating func readLook(of attributes: Range<Int>, in tree: MarkupTree) -> Bool {
        var count = 0
        let tables = tree.tables
        let source = tree.source
        let readsClassAndID = readsClassAndID
        let readsNamesOnly = mappedAttributes.isEmpty
        tables.attributes.withUnsafeBufferPointer { spans in
            source.bytes.withUnsafeBufferPointer { bytes in
                for entry in attributes {
                    let span = spans[entry]
                    let length = Int(span.nameLength)
                    let code: Int
                    if readsNamesOnly, span.nameStart >= 0, Int(span.nameStart) + 8 <= bytes.count {
                        // No name shorter than two bytes or longer than seven sets a look.
                        guard length >= 2, length <= 7 else { continue }
                        let word = UnsafeRawPointer(bytes.baseAddress! + Int(span.nameStart))
                            .loadUnaligned(as: UInt64.self)
                        let mask: UInt64 = (1 << (8 * UInt64(length))) - 1
                        let name = PackedAttributeName(length: length,
                                                       word: PackedAttributeName.lowercased(UInt64(littleEndian: word) & mask))
                        code = Self.lookCode(name, readsClassAndID: readsClassAndID)
                    } else {
                        code = lookCode(at: entry, tables: tables, source: source)
                    }
                    guard code != 0 else { continue }
                    if count < elementLook.count {
                        elementLook[count] = (code, entry)
                    } else {
                        elementLook.append((code, entry))
                    }
                    count += 1
                }
            }
        }
        elementLookCount = count
        return count > 0
    }

    /// Stores the delta for elements with these inputs, where
    /// ``find(place:tag:setsALook:of:rules:)`` said, and returns its id: its assignments are
    /// those of ``assignments`` from `start` on; `hasInlineDiagnostics` tells whether the
    /// element's `style=""` reported problems.
    mutating func insert(at lookup: Lookup, place: Place, tag: String, setsALook: Bool, rules: [Int],
                         from start: Int, hasInlineDiagnostics: Bool) -> Int32 {
        let id = Int32(deltas.count)
        deltas.append((Int32(start), Int32(assignments.count), hasInlineDiagnostics))
        switch lookup {
        case .place(let place):
            // Room for a short document's places and keys when the first is stored: grown from
            // empty, each array would be reallocated five times first.
            if places.isEmpty { places.reserveCapacity(32) }
            places.append((place, id))
            placeIndex.insert(Self.hash(place))
        case .hashed(let hash):
            if keys.isEmpty {
                keys.reserveCapacity(32)
                keyAttributes.reserveCapacity(32)
            }
            let first = keyAttributes.count
            // One at a time: appending the slice is a generic call that costs more than the copies.
            for attribute in 0..<(setsALook ? elementLookCount : 0) { keyAttributes.append(elementLook[attribute]) }
            keys.append(Key(place: place, tag: tag, attributes: first..<keyAttributes.count, rules: rules, delta: id))
            index.insert(hash)
        }
        return id
    }

    /// A number for each attribute name that can change an element's own style (those
    /// ``PresentationalAttributes`` reads, `style`, and `class` and `id` when the profile
    /// styles them), 0 for the rest.
    static func lookCode(_ name: String, readsClassAndID: Bool) -> Int {
        lookCode(PackedAttributeName(name), readsClassAndID: readsClassAndID)
    }

    /// ``lookCode(_:readsClassAndID:)`` of the name of the attribute at `index`, read as bytes;
    /// for a custom attribute whose key the profile maps, a code of its own past those.
    private func lookCode(at index: Int, tables: TokenTables, source: SourceText) -> Int {
        let code = Self.lookCode(PackedAttributeName.of(entry: index, in: tables, source: source),
                                 readsClassAndID: readsClassAndID)
        guard code == 0, !mappedAttributes.isEmpty, tables.isCustomAttribute(at: index) else { return code }
        for (position, name) in mappedAttributes.enumerated() where tables.attributeName(at: index, is: name, in: source) {
            return Self.mappedCodeBase + position
        }
        return 0
    }

    /// The first code of the mapped custom attributes, past every name's.
    private static let mappedCodeBase = 16

    /// ``lookCode(_:readsClassAndID:)`` of a packed name (nil for a longer one): by length
    /// first, as most names set no look. One table for the string and the bytes.
    @inline(__always)
    private static func lookCode(_ name: PackedAttributeName?, readsClassAndID: Bool) -> Int {
        guard let name else { return 0 }
        return switch name.length {
        case 2: readsClassAndID && name == .id ? 1 : 0
        case 4: name == .href ? 2 : name == .size ? 3 : name == .face ? 4 : name == .type ? 5 : 0
        case 5: name == .style ? 6 : name == .color ? 7 : name == .align ? 8
            : readsClassAndID && name == .class ? 9 : 0
        case 6: name == .hidden ? 10 : 0
        case 7: name == .bgcolor ? 11 : 0
        default: 0
        }
    }

    /// A hash of every input, values by their bytes; nil when the element is found by place
    /// alone (a known tag, no rule, no attribute that sets a look).
    private func hash(place: Place, tag: String, look: ArraySlice<(code: Int, entry: Int)>, tables: TokenTables,
                      source: SourceText, rules: [Int]) -> Int? {
        guard !look.isEmpty || !tag.isEmpty || !rules.isEmpty else { return nil }
        var hash = ByteHash(seed: UInt64(UInt(bitPattern: place)))
        for attribute in look {
            hash.add(UInt64(attribute.code))
            tables.withValueBytes(at: attribute.entry, in: source) { hash.add(bytes: $0) }
        }
        if !tag.isEmpty { hash.add(tag) }
        for rule in rules { hash.add(UInt64(UInt(bitPattern: rule))) }
        return hash.value
    }

    /// Whether the stored key at `key` has these inputs (read in place: binding a key copied it,
    /// retaining its arrays and strings).
    private func matches(key: Int, place: Place, tag: String, look: ArraySlice<(code: Int, entry: Int)>,
                         tables: TokenTables, source: SourceText, rules: [Int]) -> Bool {
        guard keys[key].place == place, keys[key].attributes.count == look.count, keys[key].rules == rules,
              ByteHash.sameBytes(keys[key].tag, tag) else {
            return false
        }
        var stored = keys[key].attributes.lowerBound
        for attribute in look {
            guard keyAttributes[stored].code == attribute.code,
                  Self.sameValue(tables, attribute.entry, keyAttributes[stored].entry, source: source) else {
                return false
            }
            stored += 1
        }
        return true
    }

    /// Whether the attributes at entries `first` and `second` have the same value bytes.
    private static func sameValue(_ tables: TokenTables, _ first: Int, _ second: Int, source: SourceText) -> Bool {
        let a = tables.attributes[first]
        let b = tables.attributes[second]
        guard a.valueDataLength == b.valueDataLength else { return false }
        if a.valueDataStart == b.valueDataStart { return true }
        return tables.withValueBytes(at: first, in: source) { one in
            tables.withValueBytes(at: second, in: source) { other in ByteComparison.equal(one, other) }
        }
    }
}
