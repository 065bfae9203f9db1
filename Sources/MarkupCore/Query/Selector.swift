/// A CSS selector list over a ``MarkupTree``: `b`, `.promo`, `#hero`, `a[href]`,
/// `[data-tier=gold]`, `ul > li`, `div .price strong`, `h1, h2`.
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    /// The comma-separated alternatives.
    public var alternatives: [ComplexSelector]

    /// Parses a selector list; throws ``SelectorError`` with the offending position.
    public init(_ text: String) throws(SelectorError) {
        var parser = SelectorParser(text)
        alternatives = try parser.parseList()
    }

    public var description: String { alternatives.map(\.description).joined(separator: ", ") }
}

/// Compound selectors joined by descendant (` `) or child (`>`) combinators.
public struct ComplexSelector: Hashable, Sendable, CustomStringConvertible {
    /// How two compounds are joined.
    public enum Combinator: Hashable, Sendable {
        case descendant
        case child
    }

    /// The compounds from left to right.
    public var compounds: [CompoundSelector]
    /// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    public var combinators: [Combinator]

    /// CSS specificity as (ids, classes and attributes, tags).
    public var specificity: Specificity {
        compounds.reduce(Specificity()) { total, compound in
            Specificity(ids: total.ids + (compound.id == nil ? 0 : 1),
                        classes: total.classes + compound.classes.count + compound.attributes.count,
                        tags: total.tags + (compound.tag == nil ? 0 : 1))
        }
    }

    public var description: String {
        var text = compounds[0].description
        for (index, combinator) in combinators.enumerated() {
            text += (combinator == .child ? " > " : " ") + compounds[index + 1].description
        }
        return text
    }
}

/// CSS specificity, compared ids first, then classes, then tags.
public struct Specificity: Hashable, Comparable, Sendable {
    /// Number of id conditions.
    public var ids = 0
    /// Number of class and attribute conditions.
    public var classes = 0
    /// Number of tag conditions.
    public var tags = 0

    public static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        (lhs.ids, lhs.classes, lhs.tags) < (rhs.ids, rhs.classes, rhs.tags)
    }
}

/// Conditions on one element: `tag#id.class[attr=value]`.
public struct CompoundSelector: Hashable, Sendable, CustomStringConvertible {
    /// The lowercased tag name the element must have; nil for any.
    public var tag: String?
    /// The `id` the element must have; nil for any.
    public var id: String?
    /// Class names the element must all have.
    public var classes: [String] = []
    /// Attribute conditions the element must all meet.
    public var attributes: [AttributeCondition] = []

    public var description: String {
        var text = tag ?? ((id == nil && classes.isEmpty && attributes.isEmpty) ? "*" : "")
        if let id { text += "#" + id }
        for name in classes { text += "." + name }
        for condition in attributes { text += condition.description }
        return text
    }

    /// Whether an element node meets every condition.
    public func matches(_ node: MarkupNode) -> Bool {
        if let tag, node.tag != tag { return false }
        if let id, node.attribute("id") != id { return false }
        if !classes.isEmpty {
            let names = node.classNames
            for name in classes where !names.contains(where: { $0 == name }) { return false }
        }
        for condition in attributes where !condition.matches(node) { return false }
        return true
    }
}

/// `[name]`, `[name=value]`, `[name~=value]`, `[name^=value]`, `[name$=value]`, `[name*=value]`.
public struct AttributeCondition: Hashable, Sendable, CustomStringConvertible {
    /// How the attribute's value is compared with ``value``.
    public enum Operator: String, Hashable, Sendable {
        case exists = ""
        case equals = "="
        case containsWord = "~="
        case hasPrefix = "^="
        case hasSuffix = "$="
        case contains = "*="
        case dashPrefix = "|="
    }

    /// The attribute's name.
    public var name: String
    /// The comparison (`=`, `~=`, `^=` …), ``Operator/exists`` for `[name]`.
    public var op: Operator
    /// The value compared with (empty for ``Operator/exists``).
    public var value: String

    public var description: String {
        op == .exists ? "[\(name)]" : "[\(name)\(op.rawValue)\(TreeDump.quoted(value))]"
    }

    func matches(_ node: MarkupNode) -> Bool {
        guard let actual = node.attribute(name) else { return false }
        switch op {
        case .exists: return true
        case .equals: return actual == value
        case .containsWord: return actual.split(separator: " ").contains { $0 == value }
        case .hasPrefix: return !value.isEmpty && actual.hasPrefix(value)
        case .hasSuffix: return !value.isEmpty && actual.hasSuffix(value)
        case .contains: return !value.isEmpty && actual.contains(value)
        case .dashPrefix: return actual == value || actual.hasPrefix(value + "-")
        }
    }
}

/// A selector that cannot be parsed, with the 0-based character offset of the problem.
public struct SelectorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, for a person.
    public var message: String
    /// 0-based character offset of the problem in the selector text.
    public var offset: Int

    public var description: String { "\(message) (at character \(offset + 1))" }
}
