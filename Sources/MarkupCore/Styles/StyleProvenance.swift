/// Answers "why does this node look like this?", field by field, memoized per node.
///
/// A field's origin is the nearest node, from the node up, whose own style set the value
/// that shows; so computing it for every run of a document stays linear.
public struct StyleProvenance {
    let document: StyledDocument
    private var cache: [Int: [StyleField: StyleOrigin]] = [:]

    /// Answers for the nodes of `document`.
    public init(document: StyledDocument) {
        self.document = document
    }

    /// The origin of every set field of the node's resolved style.
    public mutating func origins(of node: MarkupNode) -> [StyleField: StyleOrigin] {
        let element = node.kind == .text ? (node.parent ?? node) : node
        var chain: [MarkupNode] = []
        var current: MarkupNode? = element
        while let candidate = current, cache[candidate.id.index] == nil {
            chain.append(candidate)
            current = candidate.parent
        }
        for candidate in chain.reversed() {
            cache[candidate.id.index] = compute(candidate)
        }
        return cache[element.id.index] ?? [:]
    }

    private func compute(_ node: MarkupNode) -> [StyleField: StyleOrigin] {
        guard let parent = node.parent else {
            var origins: [StyleField: StyleOrigin] = [:]
            for (field, _) in document.options.effectiveRoot.setFields {
                origins[field] = StyleOrigin(source: .root, node: node.id)
            }
            let root = document.options.profile.root
            for declaration in root.declarations {
                for assignment in declaration.assignments {
                    origins[assignment.field] = StyleOrigin(source: .profile(root.section, declaration.location),
                                                            node: node.id)
                }
            }
            return origins
        }
        var origins = cache[parent.id.index] ?? [:]
        let resolved = document.style(of: node)
        let own = document.ownStyle(of: node)
        for (field, origin) in own.origins where shows(field, own: own.style, resolved: resolved) {
            origins[field] = origin
        }
        for field in Array(origins.keys) where !resolved.has(field) { origins[field] = nil }
        return origins
    }

    /// Whether the node's own value of `field` is what the resolved style shows.
    private func shows(_ field: StyleField, own: MarkupStyle, resolved: MarkupStyle) -> Bool {
        switch field {
        case .underline: own.underline == resolved.underline
        case .strikethrough: own.strikethrough == resolved.strikethrough
        case .hidden: own.isHidden == resolved.isHidden
        case .backgroundColor: own.backgroundColor == resolved.backgroundColor
        default: true
        }
    }
}
