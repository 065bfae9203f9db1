/// Attributes of one tag being scanned; a repeated name keeps its first value.
struct AttributeList {
    private(set) var items: [Attribute] = []
    /// Built only once a tag has many attributes, so small tags stay cheap.
    private var seen: Set<String>?
    /// Where the last quoted value of the tag ended, for the scanner's memo of `>`.
    var lastQuotedValueEnd: Int?

    private static let indexThreshold = 8
    /// Room made at the first attribute: most tags that have any have one or two, and growing
    /// from one copies the first. (Four, for `img`'s `src`, `alt`, `width` and `height`, saved a
    /// further 1% of tokenizing but took 6% more peak memory on 10 MB: a token keeps its list.)
    private static let initialCapacity = 2

    func accepts(_ name: String) -> Bool {
        if let seen { return !seen.contains(name) }
        return !items.contains { $0.name == name }
    }

    mutating func add(name: String, value: String, range: SourceRange, valueRange: SourceRange) {
        guard accepts(name) else { return }
        if items.isEmpty { items.reserveCapacity(Self.initialCapacity) }
        items.append(Attribute(name: name, value: value, range: range, valueRange: valueRange))
        if seen != nil {
            seen?.insert(name)
        } else if items.count > Self.indexThreshold {
            seen = Set(items.map(\.name))
        }
    }
}
