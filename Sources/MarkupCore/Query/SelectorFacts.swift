/// What selectors ask of the elements of one tree (tag name, `id`, class names), read once per
/// element and held as small numbers, so that matching many selectors against the tree
/// compares integers instead of reading and splitting attributes for every selector and node.
///
/// Only names some selector asks for get a number: an element's `class="a b c"` is kept as the
/// numbers of those of `a`, `b`, `c` that a selector names. Names are told apart as the
/// string comparisons of ``CompoundSelector/matches(_:)`` tell them apart (`String` equality),
/// so a compound matches exactly the elements that reading their strings matches.
struct SelectorFacts {
    /// A compound selector in numbers: ``any`` where it asks nothing of that fact, ``absent``
    /// where it names something no element has (it can then match nothing).
    struct Compound {
        var tag: Int32
        var id: Int32
        var classes: [Int32]
        var attributes: [AttributeCondition]
        /// Whether no element of the tree can match (it names a tag, id or class none has).
        var matchesNothing: Bool { tag == SelectorFacts.absent || id == SelectorFacts.absent || classes.contains(SelectorFacts.absent) }
    }

    static let any: Int32 = -1
    static let absent: Int32 = -2

    private var tagNumbers: [String: Int32] = [:]
    private var idNumbers: [String: Int32] = [:]
    private var classNumbers: [String: Int32] = [:]
    /// Per node, the number of its tag and of its `id` (``any`` when no selector names it).
    private var tags: [Int32]
    private var ids: [Int32]
    /// Per node, where its class numbers are in ``classes`` (sorted, each once).
    private var classStarts: [Int32]
    private var classes: [Int32] = []
    /// Per number, whether some element has it (numbers count up from 0).
    private var presentTags: [Bool] = []
    private var presentIDs: [Bool] = []
    private var presentClasses: [Bool] = []

    /// The facts of every element of `tree` that `selectors` ask about.
    init(_ selectors: [ComplexSelector], in tree: MarkupTree) {
        for selector in selectors {
            for compound in selector.compounds.prefix(SelectorMatcher.maximumCompounds) {
                if let tag = compound.tag { Self.number(tag, in: &tagNumbers) }
                if let id = compound.id { Self.number(id, in: &idNumbers) }
                for name in compound.classes { Self.number(name, in: &classNumbers) }
            }
        }
        presentTags = [Bool](repeating: false, count: tagNumbers.count)
        presentIDs = [Bool](repeating: false, count: idNumbers.count)
        presentClasses = [Bool](repeating: false, count: classNumbers.count)
        let count = max(1, tree.records.count)
        tags = [Int32](repeating: Self.any, count: count)
        ids = [Int32](repeating: Self.any, count: count)
        classStarts = [Int32](repeating: 0, count: count + 1)
        for index in 1..<count {
            classStarts[index] = Int32(classes.count)
            guard tree.records[index].kind != .text else { continue }
            if !tagNumbers.isEmpty, let number = tagNumbers[tree.tag(at: index)] {
                tags[index] = number
                presentTags[Int(number)] = true
            }
            if !idNumbers.isEmpty, let id = tree.attribute("id", at: index), let number = idNumbers[id] {
                ids[index] = number
                presentIDs[Int(number)] = true
            }
            if !classNumbers.isEmpty, let names = tree.attribute("class", at: index) {
                let start = classes.count
                for name in names.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
                    guard let number = classNumbers[String(name)] else { continue }
                    classes.append(number)
                    presentClasses[Int(number)] = true
                }
                classes[start...].sort()
            }
        }
        classStarts[count] = Int32(classes.count)
    }

    private static func number(_ name: String, in numbers: inout [String: Int32]) {
        if numbers[name] == nil { numbers[name] = Int32(numbers.count) }
    }

    /// `compound` in this tree's numbers.
    func compile(_ compound: CompoundSelector) -> Compound {
        func number(_ name: String?, in numbers: [String: Int32], present: [Bool]) -> Int32 {
            guard let name else { return Self.any }
            guard let number = numbers[name], present[Int(number)] else { return Self.absent }
            return number
        }
        return Compound(tag: number(compound.tag, in: tagNumbers, present: presentTags),
                        id: number(compound.id, in: idNumbers, present: presentIDs),
                        classes: compound.classes.map { number($0, in: classNumbers, present: presentClasses) },
                        attributes: compound.attributes)
    }

    /// Whether the element at `index` of `tree` meets every condition of `compound`.
    @inline(__always)
    func matches(_ compound: Compound, at index: Int, in tree: MarkupTree) -> Bool {
        if compound.tag != Self.any, tags[index] != compound.tag { return false }
        if compound.id != Self.any, ids[index] != compound.id { return false }
        if !compound.classes.isEmpty {
            let own = Int(classStarts[index])..<Int(classStarts[index + 1])
            for name in compound.classes where !classes[own].contains(name) { return false }
        }
        if !compound.attributes.isEmpty {
            let node = tree[NodeID(index)]
            for condition in compound.attributes where !condition.matches(node) { return false }
        }
        return true
    }
}
