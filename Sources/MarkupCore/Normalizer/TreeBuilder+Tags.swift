/// Start and end tags "in body".
extension TreeBuilder {
    /// Processes the start tag being read, of the known element `slot` (nil: a name HTML does not
    /// know). Inlined up to the test for a plain element (``plainStartTagsBySlot``: most start
    /// tags, phrasing and formatting elements), which is inserted without the call of
    /// ``startTagByRules(slot:selfClosing:)`` and its tests.
    @inline(__always)
    mutating func startTag(slot: Int?, selfClosing: Bool) {
        if let slot, plainStartTags[slot], !selfClosing || ElementCategories.of(slot: slot).contains(.void),
           !categories(currentNode).contains(.ownContentRules) {
            return insertPlainElement(slot: slot)
        }
        startTagByRules(slot: slot, selfClosing: selfClosing)
    }

    /// Per known slot, whether the element's start tag meets no rule of
    /// ``startTagByRules(slot:selfClosing:)`` but the insertion and the list of active
    /// formatting elements (where the current node has no rules of its own for its content,
    /// and the tag is not `/>` on an element that is not void): no document, head, table,
    /// block or form-control rule (`<template>` and `<textarea>` among them), no marker, and
    /// not `<image>`, `<a>`, `<nobr>`, `<svg>` or `<math>`. Made from the categories alone
    /// (reading the names would retain each): a few instructions per slot, once per process.
    static let plainStartTagsBySlot: [Bool] = {
        let rules: ElementCategories = [.documentStructure, .headOnly, .tableStructure, .closesOwnKind,
                                        .closesParagraph, .formattingMarker]
        var plain = [Bool](repeating: false, count: KnownElements.slotCount)
        KnownElements.categories.withUnsafeBufferPointer { categories in
            for slot in categories.indices where categories[slot].contains(.known) {
                plain[slot] = categories[slot].isDisjoint(with: rules)
            }
        }
        let slots = Slots.shared
        for slot in [slots.image, slots.a, slots.nobr, slots.svg, slots.math] where slot >= 0 { plain[Int(slot)] = false }
        return plain
    }()

    /// ``startTag(slot:selfClosing:)`` of a plain element (``plainStartTagsBySlot``): what the
    /// rules come to for it.
    @inline(__always)
    private mutating func insertPlainElement(slot: Int) {
        bodyStarted = true
        reconstructFormatting()
        let id = insertElement(token: index, name: nil, slot: slot)
        if ElementCategories.of(slot: slot).contains(.formatting) {
            formatting.push(id, slot: Int32(truncatingIfNeeded: slot), attributes: tree.tokens.attributeIndices(of: index),
                            in: &tree)
        }
    }

    /// ``startTag(slot:selfClosing:)`` by the rules, in the standard's order. The tag's name is
    /// made (``tagName(_:)``) only where a rule reads it: reading a known element's name from
    /// the table costs a retain and a release per tag.
    private mutating func startTagByRules(slot: Int?, selfClosing: Bool) {
        // `<image>` is read as `<img>`.
        if Int32(truncatingIfNeeded: slot ?? -1) == slots.image {
            return startTag(slot: Int(slots.img), selfClosing: selfClosing)
        }
        let categories = ElementCategories.of(slot: slot)
        let slot32 = Int32(truncatingIfNeeded: slot ?? -1)
        if categories.contains(.documentStructure) {
            report(.ignoredTag, "\(tokenSource(index)) is ignored: the copy is already inside a document body",
                   isWarning: false)
            if slot32 == slots.html || slot32 == slots.head { sawDocumentStart = true } else if slot32 == slots.body {
                bodyStarted = true
            }
            return
        }
        if !bodyStarted, !categories.contains(.headOnly) { bodyStarted = true }
        let inOwnContentRules = self.categories(currentNode).contains(.ownContentRules)
        if inOwnContentRules, tree[currentNode].knownSlot == slots.template, !categories.contains(.headOnly) {
            if templateModes[currentNode] == .template {
                // A template's first element decides what its content is: table parts or a body's.
                templateModes[currentNode] = Self.templateMode(startingWith: tagName(slot))
            }
            if templateModes[currentNode] == .columnGroup, slot32 != slots.col {
                report(.ignoredTag, "\(tokenSource(index)) cannot follow a <col> in a template, so it is ignored")
                return
            }
        }
        if inOwnContentRules, tree[currentNode].knownSlot == slots.colgroup, slot32 != slots.col,
           slot32 != slots.template {
            // A column group holds only columns: anything else ends it.
            pop(cause: index)
        }
        if slot32 == slots.svg || slot32 == slots.math {
            reconstructFormatting()
            insertForeignElement(tagName(slot), namespace: slot32 == slots.svg ? .svg : .math, selfClosing: selfClosing)
            return
        }
        if selfClosing, !categories.contains(.void) {
            report(.ignoredTag, "HTML ignores '/>' on <\(tagName(slot))>, so \(tokenSource(index)) stays open like a start tag")
        }
        if categories.contains(.tableStructure) {
            tableStartTag(nil, slot: slot)
            return
        }
        if categories.contains(.closesOwnKind), !closeOwnKind(tagName(slot)) { return }
        if categories.contains(.closesParagraph) {
            blockStartTag(slot: slot, categories)
            return
        }
        if slot32 == slots.a, let (_, previous) = formatting.lastElement(named: "a", slot: slots.a, in: tree) {
            report(.closedEarly, "a link cannot contain another link: \(describe(previous)) ends here")
            _ = adoptionAgency("a", slot: slots.a, byEndTag: false)
            formatting.remove(previous, in: &tree)
            if let position = open.lastIndex(of: previous) { removeFromOpen(at: position) }
        }
        if slot32 == slots.nobr, hasInScope("nobr", slot: slots.nobr) {
            _ = adoptionAgency("nobr", slot: slots.nobr, byEndTag: false)
        }
        if !categories.contains(.headOnly) { reconstructFormatting() }
        // A known element's name is not passed (it is its slot's), in a call of its own: a name
        // chosen in the argument is released after the call, nil or not.
        let id = slot == nil ? insertElement(token: index, name: tagName(slot), slot: slot)
            : insertElement(token: index, name: nil, slot: slot)
        if slot32 == slots.template { templateModes[id] = .template }
        if categories.contains(.formatting) {
            formatting.push(id, slot: slot32, attributes: tree.tokens.attributeIndices(of: index), in: &tree)
        }
        if categories.contains(.formattingMarker) { formatting.pushMarker() }
        if slot32 == slots.textarea { markNewlineDropping() }
    }

    /// The name of the start or end tag being read, whose known-element slot is `slot`: the
    /// table's for a known element, else read from the tag.
    @inline(__always) func tagName(_ slot: Int?) -> String {
        if let slot, let name = knownNames[slot] { return name }
        return tokenName(tokens[index])
    }

    /// The mode a template's content is parsed in, by its first element (the standard's
    /// "in template" insertion mode).
    static func templateMode(startingWith name: String) -> TableMode {
        switch name {
        case "caption", "colgroup", "tbody", "tfoot", "thead": .table
        case "col": .columnGroup
        case "tr": .tableBody
        case "td", "th": .row
        default: .body
        }
    }

    /// What elements of one kind do to an open one before them (select, option, optgroup,
    /// button, ruby parts, input in a select, frame, form); false when the tag is ignored.
    private mutating func closeOwnKind(_ name: String) -> Bool {
        switch name {
        case "frame":
            report(.ignoredTag, "\(tokenSource(index)) belongs in a frameset, not in a body, so it is ignored")
            return false
        case "select":
            guard hasInScope("select") else { return true }
            report(.closedEarly, "\(tokenSource(index)) cannot sit in a <select>, so it ends the open one and is ignored")
            popUntil(.named("select"), closedBy: nil)
            return false
        case "input", "textarea":
            guard hasInScope("select") else { return true }
            report(.closedEarly, "\(tokenSource(index)) cannot sit in a <select>, so the <select> ends here")
            popUntil(.named("select"), closedBy: nil)
        case "option":
            if hasInScope("select") { generateImpliedEndTags(except: "optgroup") }
            else if self.name(currentNode) == "option" { pop(cause: index) }
        case "optgroup":
            if hasInScope("select") { generateImpliedEndTags() }
            else if self.name(currentNode) == "option" { pop(cause: index) }
        case "button":
            guard hasInScope("button") else { return true }
            report(.closedEarly, "a button cannot hold another button: \(tokenSource(index)) ends the open one")
            generateImpliedEndTags()
            popUntil(.named("button"), closedBy: nil)
        case "rb", "rtc":
            if hasInScope("ruby") { generateImpliedEndTags() }
        case "rp", "rt":
            if hasInScope("ruby") { generateImpliedEndTags(except: "rtc") }
        case "form":
            if formPointer != nil, !hasOpen("template") {
                report(.ignoredTag, "\(tokenSource(index)) is inside another form, so the tag is ignored (its content stays)")
                return false
            }
            switch tableMode {
            case .table, .tableBody, .row:
                // A form in a table outside a cell is empty: its content stays in the table.
                let form = insertElement(token: index, name: name, slot: KnownElements.slot(of: name))
                if !hasOpen("template") { formPointer = form }
                pop(cause: index)
                return false
            default:
                break
            }
        default:
            break
        }
        return true
    }

    private mutating func blockStartTag(slot: Int?, _ categories: ElementCategories) {
        // Compared by slot: every block start tag goes through these.
        let slot32 = Int32(truncatingIfNeeded: slot ?? -1)
        if slot32 == slots.li { closeListItem(slots.li, or: slots.li) }
        if slot32 == slots.dd || slot32 == slots.dt { closeListItem(slots.dd, or: slots.dt) }
        closeParagraphIfOpen()
        if slot32 == slots.hr, hasInScope("select") { generateImpliedEndTags() }
        if slot32 == slots.xmp { reconstructFormatting() }
        if categories.contains(.heading), self.categories(currentNode).contains(.heading) {
            report(.closedEarly, "\(tokenSource(index)) cannot sit inside \(describe(currentNode)), which ends here")
            pop(cause: index)
        }
        // A block is a known element: its name is its slot's.
        let id = insertElement(token: index, name: nil, slot: slot)
        if slot32 == slots.pre || slot32 == slots.listing { markNewlineDropping() }
        if slot32 == slots.form, !hasOpen("template") { formPointer = id }
    }

    private mutating func markNewlineDropping() {
        newlineDroppingTagIndex = index
    }

    /// Closes an open `li` (or `dd`/`dt`) before a new one, as the standard's walk does: the
    /// items are known elements, told apart by their slots `item` and `otherItem`.
    private mutating func closeListItem(_ item: Int32, or otherItem: Int32) {
        guard hasOpen("", slot: item) || hasOpen("", slot: otherItem) else { return }
        var position = open.count - 1
        while position > 0 {
            let id = open[position]
            let slot = tree[id].knownSlot
            if slot == item || slot == otherItem, let name = knownNames[Int(slot)] {
                generateImpliedEndTags(except: name, slot: slot)
                popUntil(.element(id), closedBy: nil)
                return
            }
            if categories(id).contains(.special), !isElement(id, named: "address", slot: slots.address),
               !isElement(id, named: "div", slot: slots.div), !isElement(id, named: "p", slot: slots.p) {
                return
            }
            position -= 1
        }
    }

    /// Processes the end tag being read, of the known element `slot` (nil: a name HTML does not
    /// know, which only "any other end tag" handles). A known element's name is passed on as
    /// nil (see ``resolvedName(_:slot:)``), made only for the table's rules and reports.
    mutating func endTag(slot: Int?) {
        guard let slot else { return anyOtherEndTag(tagName(nil), slot: -1) }
        // A known element: its name is passed on as nil (see ``resolvedName(_:slot:)``).
        let knownName: String? = nil
        let categories = ElementCategories.of(slot: slot)
        if categories.contains(.documentStructure) {
            report(.ignoredTag, "\(tokenSource(index)) is ignored: the copy is already inside a document body",
                   isWarning: false)
            return
        }
        let slot32 = Int32(truncatingIfNeeded: slot)
        if slot32 == slots.template {
            // A template ends with everything still open in its content.
            guard hasOpen("template") else { return dropStray(tagName(slot)) }
            generateImpliedEndTags()
            popUntil(.named("template"), closedBy: index)
            return
        }
        if slot32 == slots.form, !hasOpen("template") { return closeForm() }
        // By slot: a string `switch` compares the name with each case in turn.
        switch slot32 {
        case slots.p:
            // The paragraph's place is found once: the implied ends generated pop only nodes
            // above it, and it is then popped to without a second walk of the stack.
            var position = positionInScope("p", slot: slots.p, scope: Self.buttonScope)
            if sawDocumentStart, !bodyStarted, position == nil {
                report(.droppedEndTag, "\(tokenSource(index)) comes before the document's body, where browsers ignore it")
                return
            }
            if position == nil {
                report(.inserted, "\(tokenSource(index)) has no open <p>, so an empty paragraph is inserted, as browsers do")
                insertElement(token: nil, name: "p", startCause: index)
                position = open.count - 1
            }
            generateImpliedEndTags(except: "p", slot: slots.p)
            popDown(to: position ?? open.count - 1, closedBy: index)
        case slots.br:
            report(.inserted, "\(tokenSource(index)) is read as <br>, as browsers do")
            reconstructFormatting()
            insertElement(token: nil, name: "br", startCause: index)
        case slots.li:
            closeInScope(knownName, slot: slot32, scope: Self.listItemScope)
        case _ where categories.contains(.heading):
            guard HTMLElements.headings.contains(where: { hasInScope($0) }) else { return dropStray(tagName(slot)) }
            generateImpliedEndTags()
            popUntil(.heading, closedBy: index)
        case _ where categories.contains(.blockEndTag), slots.dd, slots.dt:
            closeInScope(knownName, slot: slot32)
        case _ where categories.contains(.formatting):
            if !adoptionAgency(knownName, slot: slot32) { anyOtherEndTag(knownName, slot: slot32) }
        case _ where categories.contains(.tableStructure):
            tableEndTag(knownName, slot: slot32)
        default:
            anyOtherEndTag(knownName, slot: slot32)
        }
    }

    /// `</form>` closes the form the pointer holds, and only it: elements opened in it stay
    /// open (their content joins the form's later siblings' places as in browsers).
    private mutating func closeForm() {
        let form = formPointer
        formPointer = nil
        guard let form, tree[form].isOpen, hasInScope(node: form), let position = open.lastIndex(of: form) else {
            return dropStray("form")
        }
        generateImpliedEndTags()
        if currentNode != form {
            report(.closedEarly, "\(tokenSource(index)) closes \(describe(form)) while elements inside it stay open")
            removeFromOpen(at: open.lastIndex(of: form) ?? position, closedBy: index)
        } else {
            pop(closedBy: index, cause: index)
        }
    }

    /// Closes the element called `name` (slot `slot`; nil for a known element's name) in scope,
    /// or drops its end tag.
    private mutating func closeInScope(_ name: String?, slot: Int32, scope: ElementCategories = defaultScope) {
        guard hasInScope(name, slot: slot, scope: scope) else { return dropStray(name, slot: slot) }
        generateImpliedEndTags(except: name, slot: slot)
        popUntil(.name(name, slot: slot), closedBy: index)
    }

    /// ``dropStray(_:)`` of a name that is nil for a known element's (see
    /// ``resolvedName(_:slot:)``): the name is made only when the repair is kept.
    @inline(__always) mutating func dropStray(_ name: String?, slot: Int32) {
        guard keepsRepairs else { return }
        dropStray(resolvedName(name, slot: slot))
    }

    mutating func dropStray(_ name: String) {
        guard keepsRepairs else { return }
        var text = ExplanationText()
        appendTokenSource(index, to: &text)
        text.append(" has no open <")
        text.append(name)
        text.append("> to close, so it is dropped")
        report(.droppedEndTag, text.string)
    }

    mutating func anyOtherEndTag(_ name: String) {
        anyOtherEndTag(name, slot: Self.slot(of: name))
    }

    /// ``anyOtherEndTag(_:)`` of a name whose slot (``slot(of:)``) the caller holds (`name` nil
    /// for a known element's, see ``resolvedName(_:slot:)``).
    mutating func anyOtherEndTag(_ name: String?, slot: Int32) {
        guard hasOpen(name, slot: slot) else { return dropStray(name, slot: slot) }
        var position = open.count - 1
        while position > 0 {
            let id = open[position]
            if isElement(id, named: name, slot: slot) {
                generateImpliedEndTags(except: name, slot: slot)
                popUntil(.element(id), closedBy: index)
                return
            }
            if categories(id).contains(.special) {
                report(.droppedEndTag,
                       "\(tokenSource(index)) cannot close <\(resolvedName(name, slot: slot))> from inside \(describe(id)), so it is dropped")
                return
            }
            position -= 1
        }
        dropStray(name, slot: slot)
    }
}
