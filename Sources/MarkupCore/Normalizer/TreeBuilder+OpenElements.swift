/// The stack of open elements and the list of active formatting elements: pushing and
/// popping, scope, implied end tags, and reopening formatting.
extension TreeBuilder {
    var currentNode: Int { open[open.count - 1] }
    // The builder's helpers that its mutating steps call are inlined: the builder is a large
    // struct (over 300 bytes), and a call of a method that is not copies it to pass it.
    @inline(__always) func name(_ id: Int) -> String { tree.name(of: id) }
    @inline(__always) func categories(_ id: Int) -> ElementCategories { tree[id].categories }

    @discardableResult
    mutating func insertElement(token: Int?, name: String, startCause: Int? = nil, clonedFrom: Int? = nil) -> Int {
        insertElement(token: token, name: name, slot: KnownElements.slot(of: name), startCause: startCause,
                      clonedFrom: clonedFrom)
    }

    /// Inserts an element whose name's slot among the known elements (``KnownElements``) is
    /// `slot`; `name` may be nil for a known element (its name is then its slot's, made only
    /// where a rule reads it: reading it from the table costs a retain and a release).
    @discardableResult
    mutating func insertElement(token: Int?, name: String?, slot: Int?, startCause: Int? = nil,
                                clonedFrom: Int? = nil) -> Int {
        assert(name == nil ? slot != nil : slot == KnownElements.slot(of: name!), "the slot is the name's")
        let isVoid = slot.map { KnownElements.categories[$0].contains(.void) } ?? false
        // Only known elements are made up: any other takes its name from its start tag.
        precondition(slot != nil || token.map { tokenName(tokens[$0]) == name } == true,
                     "<\(name ?? "")> is neither known nor read")
        // Made open (see ``push(_:)``): one write of the node.
        let fostered = options.fosterParenting
            && fosters(elementNamed: name ?? knownNames[slot!] ?? "", token: token)
        // Slots are below 512 (``KnownElements/slotBits``).
        let slot32 = Int32(truncatingIfNeeded: slot ?? -1)
        let id = insert(BuildTree.Node(kind: .element, token: token, knownSlot: slot32, isVoid: isVoid, isOpen: !isVoid,
                                       startCause: startCause),
                        fostered: fostered)
        if let clonedFrom { tree.markClone(id, of: clonedFrom) }
        if !isVoid {
            open.append(id)
            openCounts.add(1, to: name ?? "", slot: slot32)
        }
        return id
    }

    /// The tokenizer's tokens (the tree refers to them by index).
    var tokens: TreeTokens { tree.tokens }

    /// A tag's lowercased name: a known element's from the element table, any other read
    /// from the source.
    @inline(__always) func tokenName(_ token: Token) -> String {
        if let slot = token.elementSlot, let name = knownNames[slot] { return name }
        return tree.tables.name(of: token, in: source)
    }

    @inline(__always) func hasOpen(_ name: String) -> Bool { openCounts.count(of: name) > 0 }

    /// ``hasOpen(_:)`` of a name whose slot (``slot(of:)``) the caller holds; `name` may be nil
    /// for a known element (see ``resolvedName(_:slot:)``).
    @inline(__always) func hasOpen(_ name: String?, slot: Int32) -> Bool {
        openCounts.count(of: name ?? "", slot: slot) > 0
    }

    /// `name`, or when nil the name of the known element `slot`. An end tag's name is passed
    /// as nil through the steps that compare elements by slot: reading it from the table costs
    /// a retain and a release, and only an element whose name HTML does not know is compared
    /// by name.
    @inline(__always) func resolvedName(_ name: String?, slot: Int32) -> String {
        name ?? (slot >= 0 ? knownNames[Int(slot)] : nil) ?? ""
    }

    /// The ``KnownElements`` slot of `name`, -1 for a name HTML does not know.
    static func slot(of name: String) -> Int32 { KnownElements.slot(of: name).map(Int32.init) ?? -1 }

    /// Whether element `id` is called `name`, whose slot is `slot` (``slot(of:)``): a known
    /// element by its slot, without making its name; an unknown or foreign one by its name.
    @inline(__always) func isElement(_ id: Int, named name: String?, slot: Int32) -> Bool {
        let own = tree[id].knownSlot
        return own >= 0 ? own == slot : tree.name(of: id) == resolvedName(name, slot: slot)
    }

    mutating func push(_ id: Int) {
        open.append(id)
        tree[id].isOpen = true
        adjustOpenCount(of: id, by: 1)
    }

    /// Pops the current node; `closedBy` is its own end tag, else `cause` closed it (nil: end of input).
    mutating func pop(closedBy: Int? = nil, cause: Int?) {
        let id = open.removeLast()
        markClosed(id, closedBy: closedBy, cause: cause)
    }

    mutating func removeFromOpen(at position: Int, closedBy: Int? = nil) {
        let id = open.remove(at: position)
        markClosed(id, closedBy: closedBy, cause: index)
    }

    mutating func adjustOpenCount(of id: Int, by delta: Int) {
        let slot = tree[id].knownSlot
        openCounts.add(delta, to: slot >= 0 ? "" : tree.name(of: id), slot: slot)
    }

    @inline(__always) private mutating func markClosed(_ id: Int, closedBy: Int?, cause: Int?) {
        let (slot, categories) = tree.close(id, closedBy: closedBy, cause: cause)
        if slot >= 0 { openCounts.add(-1, to: "", slot: slot) } else { openCounts.add(-1, to: tree.name(of: id), slot: slot) }
        if categories.contains(.clearsFormatting) {
            formatting.clearToLastMarker(in: &tree)
        }
    }

    /// What ``popUntil(_:closedBy:)`` pops up to.
    enum PopTarget {
        /// That element.
        case element(Int)
        /// The first element of that name, whose slot is `slot` (``TreeBuilder/slot(of:)``).
        /// (`name` may be nil for a known element: see ``TreeBuilder/resolvedName(_:slot:)``.)
        case name(String?, slot: Int32)
        /// The first heading.
        case heading

        /// The first element called `name`.
        static func named(_ name: String) -> PopTarget { .name(name, slot: TreeBuilder.slot(of: name)) }
    }

    /// Whether `id` is what `target` names: a known element by its slot, inlined; an element of
    /// another name by ``matchesByName(_:_:in:)``.
    @inline(__always) private func matches(_ id: Int, _ target: PopTarget) -> Bool {
        let slot = tree[id].knownSlot
        switch target {
        case .element(let element): return id == element
        case .name(_, let targetSlot):
            if slot >= 0 { return slot == targetSlot && tree[id].namespace == .html }
        case .heading:
            if slot >= 0 { return KnownElements.categories[Int(slot)].contains(.heading) }
        }
        return Self.matchesByName(id, target, in: tree)
    }

    /// ``matches(_:_:)`` of an element whose name HTML does not know, read from the tree.
    @inline(never)
    private static func matchesByName(_ id: Int, _ target: PopTarget, in tree: BuildTree) -> Bool {
        switch target {
        case .element(let element): id == element
        case .name(let name, let slot):
            tree[id].namespace == .html && tree.name(of: id) == (name ?? (slot >= 0 ? KnownElements.names[Int(slot)] : nil))
        case .heading: HTMLElements.headings.contains(tree.name(of: id))
        }
    }

    /// Pops up to and including the first node matching `target`, reporting elements closed on the way.
    mutating func popUntil(_ target: PopTarget, closedBy: Int?) {
        // Most often the current node is the one.
        guard open.count > 1 else { return }
        if matches(currentNode, target) { return pop(closedBy: closedBy, cause: index) }
        popUntilBelowCurrent(target, closedBy: closedBy)
    }

    /// ``popUntil(_:closedBy:)`` once the current node is known not to match.
    private mutating func popUntilBelowCurrent(_ target: PopTarget, closedBy: Int?) {
        // The matching node's place (0, the root's, when none matches) is found first, so that
        // the nodes above it are closed in one pass: deep nesting may end at once (100,000
        // unclosed `<b>` ended by `</p>`).
        var position = open.count - 1
        while position > 0, !matches(open[position], target) { position -= 1 }
        popDown(to: position, closedBy: closedBy)
    }

    /// Pops the nodes above `position` in the stack of open elements, reporting those closed
    /// early, then the node at `position` (none when it is the root's), closed by `closedBy`.
    mutating func popDown(to position: Int, closedBy: Int?) {
        // Most often the node is the current one.
        if position > 0, position == open.count - 1 { return pop(closedBy: closedBy, cause: index) }
        var closedEarly: [Int] = []
        if keepsRepairs {
            for above in stride(from: open.count - 1, to: position, by: -1)
            where !categories(open[above]).contains(.optionalEnd) {
                closedEarly.append(open[above])
            }
        }
        popAll(above: position, cause: index)
        if position > 0 { pop(closedBy: closedBy, cause: index) }
        reportClosedEarly(closedEarly)
    }

    /// Pops the nodes above `position` in the stack of open elements, as ``pop(closedBy:cause:)``
    /// does each from the top, `cause` having closed them. Inlined up to the test that finds
    /// none (most calls).
    @inline(__always) mutating func popAll(above position: Int, cause: Int?) {
        guard position + 1 < open.count else { return }
        closeAll(above: position, cause: cause)
    }

    /// ``popAll(above:cause:)`` once there is a node to pop.
    private mutating func closeAll(above position: Int, cause: Int?) {
        let above = position + 1..<open.count
        let clearing = tree.closeAll(open, above, cause: cause)
        openCounts.removeOne(each: open, above, in: tree)
        open.removeSubrange(above)
        for _ in clearing { formatting.clearToLastMarker(in: &tree) }
    }

    /// ``generateImpliedEndTags(except:)`` of a name whose slot (``slot(of:)``) the caller holds.
    mutating func generateImpliedEndTags(except excluded: String?, slot: Int32) {
        while open.count > 1, categories(currentNode).contains(.impliedEnd),
              !isElement(currentNode, named: excluded, slot: slot) {
            pop(cause: index)
        }
    }

    mutating func generateImpliedEndTags(except excluded: String? = nil) {
        // The excluded name's slot is looked up once an element with an implied end is met.
        var excludedSlot: Int32?
        while open.count > 1, categories(currentNode).contains(.impliedEnd) {
            if let excluded {
                let slot = excludedSlot ?? Self.slot(of: excluded)
                excludedSlot = slot
                if isElement(currentNode, named: excluded, slot: slot) { return }
            }
            pop(cause: index)
        }
    }

    /// The standard's scopes, by the elements that stop their walk.
    static let defaultScope: ElementCategories = .scopeBoundary
    static let buttonScope: ElementCategories = [.scopeBoundary, .buttonScopeBoundary]
    static let listItemScope: ElementCategories = [.scopeBoundary, .listItemScopeBoundary]
    static let tableScope: ElementCategories = .tableScopeBoundary

    /// Whether an element called `target` is open with no element of `boundaries` above it.
    @inline(__always) func hasInScope(_ target: String, scope boundaries: ElementCategories = defaultScope) -> Bool {
        hasInScope(target, slot: Self.slot(of: target), scope: boundaries)
    }

    /// ``hasInScope(_:scope:)`` of a name whose slot (``slot(of:)``) the caller holds.
    @inline(__always)
    func hasInScope(_ target: String?, slot: Int32, scope boundaries: ElementCategories = defaultScope) -> Bool {
        positionInScope(target, slot: slot, scope: boundaries) != nil
    }

    /// Where in the stack of open elements the element ``hasInScope(_:slot:scope:)`` finds is.
    @inline(__always)
    func positionInScope(_ target: String?, slot: Int32, scope boundaries: ElementCategories = defaultScope) -> Int? {
        guard hasOpen(target, slot: slot) else { return nil }
        var position = open.count - 1
        while position > 0 {
            let id = open[position]
            if isElement(id, named: target, slot: slot), tree[id].namespace == .html { return position }
            if !tree[id].categories.isDisjoint(with: boundaries) { return nil }
            position -= 1
        }
        return nil
    }

    @inline(__always) func hasInScope(node target: Int) -> Bool {
        var position = open.count - 1
        while position > 0 {
            let id = open[position]
            if id == target { return true }
            if categories(id).contains(.scopeBoundary) { return false }
            position -= 1
        }
        return false
    }

    mutating func closeParagraphIfOpen() {
        guard hasInScope("p", slot: slots.p, scope: Self.buttonScope) else { return }
        generateImpliedEndTags(except: "p", slot: slots.p)
        popUntil(.name("p", slot: slots.p), closedBy: nil)
    }

    // MARK: Active formatting elements

    /// Reopens formatting elements that were closed early, before new content. Inlined up to
    /// the test that finds nothing to reopen (most calls).
    @inline(__always) mutating func reconstructFormatting() {
        guard let last = formatting.last, let lastID = last.id, !tree[lastID].isOpen else { return }
        reopenFormatting()
    }

    /// ``reconstructFormatting()`` once the last entry is known to be closed.
    private mutating func reopenFormatting() {
        var position = formatting.count - 1
        while position > 0 {
            let entry = formatting[position - 1]
            guard let id = entry.id, !tree[id].isOpen else { break }
            position -= 1
        }
        var reopened: [Int] = []
        for entryPosition in position..<formatting.count {
            guard let old = formatting[entryPosition].id else { continue }
            let name = name(old)
            let slot = tree[old].knownSlot
            let clone = insertElement(token: nil, name: name, slot: slot >= 0 ? Int(slot) : KnownElements.slot(of: name),
                                      startCause: index, clonedFrom: old)
            formatting.replace(at: entryPosition, with: clone, in: &tree)
            reopened.append(old)
        }
        guard keepsRepairs else { return }
        var text = ExplanationText()
        text.append("reopened ")
        for (position, id) in reopened.enumerated() {
            if position > 0 { text.append(", ") }
            appendDescription(of: id, to: &text)
        }
        let closers = Set(reopened.compactMap { tree[$0].endCause }).sorted()
        for (position, closer) in closers.enumerated() {
            text.append(position == 0 ? " after " : ", ")
            appendTokenSource(closer, to: &text)
        }
        if !closers.isEmpty { text.append(" closed it early") }
        text.append(", so the formatting carries on here")
        report(.reopened, text.string, isWarning: false)
    }
}
