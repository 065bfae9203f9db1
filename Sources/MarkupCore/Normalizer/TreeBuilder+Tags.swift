/// Start and end tags "in body".
extension TreeBuilder {
    /// Processes the start tag being read: `name` with its known-element `slot`.
    mutating func startTag(_ name: String, slot: Int?, selfClosing: Bool) {
        var name = name
        var slot = slot
        if name == "image" {
            name = "img"
            slot = KnownElements.slot(of: name)
        }
        let categories = ElementCategories.of(slot: slot)
        if categories.contains(.documentStructure) {
            report(.ignoredTag, "\(tokenSource(index)) is ignored: the copy is already inside a document body",
                   isWarning: false)
            return
        }
        if name == "svg" || name == "math" {
            reconstructFormatting()
            insertForeignElement(name, namespace: name == "svg" ? .svg : .math, selfClosing: selfClosing)
            return
        }
        if selfClosing, !categories.contains(.void) {
            report(.ignoredTag, "HTML ignores '/>' on <\(name)>, so \(tokenSource(index)) stays open like a start tag")
        }
        if categories.contains(.tableStructure) {
            tableStartTag(name, slot: slot)
            return
        }
        if categories.contains(.closesParagraph) {
            blockStartTag(name, slot: slot, categories)
            return
        }
        if name == "a", let (_, previous) = formatting.lastElement(named: "a") {
            report(.closedEarly, "a link cannot contain another link: \(describe(previous)) ends here")
            _ = adoptionAgency("a", byEndTag: false)
            formatting.remove(previous, in: &tree)
            if let position = open.lastIndex(of: previous) { removeFromOpen(at: position) }
        }
        if name == "nobr", hasInScope("nobr") {
            _ = adoptionAgency("nobr", byEndTag: false)
        }
        if !categories.contains(.headOnly) { reconstructFormatting() }
        let id = insertElement(token: index, name: name, slot: slot)
        if categories.contains(.formatting) { formatting.push(id, in: &tree) }
        if categories.contains(.formattingMarker) { formatting.pushMarker() }
        if name == "textarea" { markNewlineDropping() }
    }

    private mutating func blockStartTag(_ name: String, slot: Int?, _ categories: ElementCategories) {
        if name == "li" { closeListItem(["li"]) }
        if name == "dd" || name == "dt" { closeListItem(["dd", "dt"]) }
        closeParagraphIfOpen()
        if categories.contains(.heading), self.categories(currentNode).contains(.heading) {
            report(.closedEarly, "\(tokenSource(index)) cannot sit inside \(describe(currentNode)), which ends here")
            pop(cause: index)
        }
        insertElement(token: index, name: name, slot: slot)
        if name == "pre" || name == "listing" { markNewlineDropping() }
    }

    private mutating func markNewlineDropping() {
        newlineDroppingTagIndex = index
    }

    /// Closes an open `li` (or `dd`/`dt`) before a new one, as the standard's walk does.
    private mutating func closeListItem(_ names: [String]) {
        guard names.contains(where: { hasOpen($0) }) else { return }
        var position = open.count - 1
        while position > 0 {
            let id = open[position]
            let elementName = name(id)
            if names.contains(elementName) {
                generateImpliedEndTags(except: elementName)
                popUntil(.element(id), closedBy: nil)
                return
            }
            if categories(id).contains(.special), elementName != "address", elementName != "div", elementName != "p" {
                return
            }
            position -= 1
        }
    }

    /// Processes the end tag being read: `name` with its known-element `slot`.
    mutating func endTag(_ name: String, slot: Int?) {
        let categories = ElementCategories.of(slot: slot)
        if categories.contains(.documentStructure) {
            report(.ignoredTag, "\(tokenSource(index)) is ignored: the copy is already inside a document body",
                   isWarning: false)
            return
        }
        switch name {
        case "p":
            if !hasInScope("p", scope: Self.buttonScope) {
                report(.inserted, "\(tokenSource(index)) has no open <p>, so an empty paragraph is inserted, as browsers do")
                insertElement(token: nil, name: "p", startCause: index)
            }
            generateImpliedEndTags(except: "p")
            popUntil(.named("p"), closedBy: index)
        case "br":
            report(.inserted, "\(tokenSource(index)) is read as <br>, as browsers do")
            reconstructFormatting()
            insertElement(token: nil, name: "br", startCause: index)
        case "li":
            closeInScope(name, scope: Self.listItemScope)
        case _ where categories.contains(.heading):
            guard HTMLElements.headings.contains(where: { hasInScope($0) }) else { return dropStray(name) }
            generateImpliedEndTags()
            popUntil(.heading, closedBy: index)
        case _ where categories.contains(.blockEndTag), "dd", "dt":
            closeInScope(name)
        case _ where categories.contains(.formatting):
            if !adoptionAgency(name) { anyOtherEndTag(name) }
        case _ where categories.contains(.tableStructure):
            tableEndTag(name)
        default:
            anyOtherEndTag(name)
        }
    }

    private mutating func closeInScope(_ name: String, scope: ElementCategories = defaultScope) {
        guard hasInScope(name, scope: scope) else { return dropStray(name) }
        generateImpliedEndTags(except: name)
        popUntil(.named(name), closedBy: index)
    }

    mutating func dropStray(_ name: String) {
        report(.droppedEndTag, "\(tokenSource(index)) has no open <\(name)> to close, so it is dropped")
    }

    mutating func anyOtherEndTag(_ name: String) {
        guard hasOpen(name) else { return dropStray(name) }
        var position = open.count - 1
        while position > 0 {
            let id = open[position]
            let elementName = self.name(id)
            if elementName == name {
                generateImpliedEndTags(except: name)
                popUntil(.element(id), closedBy: index)
                return
            }
            if categories(id).contains(.special) {
                report(.droppedEndTag, "\(tokenSource(index)) cannot close <\(name)> from inside \(describe(id)), so it is dropped")
                return
            }
            position -= 1
        }
        dropStray(name)
    }
}
