/// Attributes of one tag being scanned; a repeated name keeps its first value.
struct AttributeList {
    private(set) var items: [Attribute] = []
    /// Built only once a tag has many attributes, so small tags stay cheap.
    private var seen: Set<String>?
    /// Where the last quoted value of the tag ended, for the scanner's memo of `>`.
    var lastQuotedValueEnd: Int?

    private static let indexThreshold = 8

    func accepts(_ name: String) -> Bool {
        if let seen { return !seen.contains(name) }
        return !items.contains { $0.name == name }
    }

    mutating func add(name: String, value: String, range: SourceRange, valueRange: SourceRange) {
        guard accepts(name) else { return }
        items.append(Attribute(name: name, value: value, range: range, valueRange: valueRange))
        if seen != nil {
            seen?.insert(name)
        } else if items.count > Self.indexThreshold {
            seen = Set(items.map(\.name))
        }
    }
}
