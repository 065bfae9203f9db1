/// Inline content: text escaped, `**`, `*`, `~~`, code spans, links, images, hard breaks;
/// elements Markdown has no syntax for as inline HTML (`<u>`, `<sup>` …) or, when they carry
/// a class, an id or `data-` attributes, as Apple's custom attributes `^[text](class: 'x')`;
/// and a text's carrier (``MarkdownCarrier``) around it where its look needs one.
extension MarkdownWriter {
    /// Inline elements without Markdown syntax whose tag is their look (kept as inline HTML).
    static let keptTags: Set<String> = [
        "u", "ins", "sub", "sup", "small", "big", "mark", "kbd", "samp", "tt", "var", "cite", "dfn",
    ]

    mutating func inline(_ node: MarkupNode, into out: inout String) {
        if node.kind == .text {
            text(node, into: &out)
            return
        }
        if document.isHidden(node) { return }
        if node.depth >= Self.nestingLimit {
            flat(node, into: &out)
            return
        }
        switch node.tag {
        case "br":
            mirror.void("br")
            out += singleLine ? "<br>" : "\\\n"
        case "img" where node.attribute("alt") == nil:
            // `![](…)` always has an alt text, and an image without one is shown otherwise.
            let source = node.attribute("src").map { [("src", $0)] } ?? []
            mirror.void("img", source)
            wroteVisible = true
            out += "<img" + source.map { " src=\"" + HTMLExport.escaped($0.1, quote: true) + "\"" }.joined() + ">"
        case "img":
            let source = node.attribute("src") ?? ""
            let alternative = node.attribute("alt") ?? ""
            mirror.void("img", [("src", source), ("alt", alternative)])
            wroteVisible = true
            out += "![" + MarkdownEscaping.text(alternative, collapsesSpace: true) + "]("
                + destination(source) + ")"
        case "input" where node.attribute("type")?.lowercased() == "checkbox":
            let checked = node.attribute("checked") != nil
            mirror.void("input", [("type", "checkbox"), ("disabled", "")] + (checked ? [("checked", "")] : []))
            wroteVisible = true
            out += "<input type=\"checkbox\" disabled" + (checked ? " checked" : "") + ">"
        case "strong", "b":
            delimited(node, marker: "**", tag: "strong", into: &out)
        case "em", "i":
            delimited(node, marker: "*", tag: "em", into: &out)
        case "del", "s", "strike":
            delimited(node, marker: "~~", tag: "del", into: &out)
        case "code":
            code(node, into: &out)
        case "a" where node.attribute("href") != nil && !inLink:
            let href = node.attribute("href") ?? ""
            // A link whose decorations the reader's `a` would not give (`text-decoration: none`
            // on it, which its text cannot undo) is inline HTML saying them.
            let decoration = structure.linkDecorations[node.id.index]
            mirror.open("a", [("href", href)] + (decoration.map { [("style", $0)] } ?? []), source: node.id.index)
            inLink = true
            var inner = ""
            children(of: node, into: &inner)
            inLink = false
            mirror.close()
            if let decoration {
                out += "<a href=\"" + HTMLExport.escaped(href, quote: true) + "\" style=\"" + decoration + "\">" + inner + "</a>"
            } else {
                Self.openLink(&out)
                out += inner + "](" + destination(href) + ")"
            }
        case let tag where Self.keptTags.contains(tag):
            let attributes = hookAttributes(of: node)
            mirror.open(tag, attributes)
            var inner = ""
            children(of: node, into: &inner)
            mirror.close()
            out += "<" + tag + attributes.map { " " + $0.0 + "=\"" + HTMLExport.escaped($0.1, quote: true) + "\"" }.joined()
                + ">" + inner + "</" + tag + ">"
        default:
            customAttributes(node, into: &out)
        }
    }

    /// An element's visible text in order without nesting, blocks and `br` as hard breaks.
    private mutating func flat(_ node: MarkupNode, into out: inout String) {
        var index = node.id.index + 1
        while index < node.subtreeEnd {
            let child = tree[NodeID(index)]
            if child.kind == .text {
                text(child, into: &out)
            } else if document.isHidden(child) {
                index = child.subtreeEnd
                continue
            } else if child.kind == .lineBreak || (child.kind.isBlock && !out.isEmpty) {
                mirror.void("br")
                out += singleLine ? "<br>" : "\\\n"
            }
            index += 1
        }
    }

    /// Writes a link's `[`, escaping a `!` right before it (`![` would start an image).
    static func openLink(_ out: inout String) {
        if out.hasSuffix("!"), out.dropLast().reversed().prefix(while: { $0 == "\\" }).count % 2 == 0 {
            out.insert("\\", at: out.index(before: out.endIndex))
        }
        out += "["
    }

    mutating func children(of node: MarkupNode, into out: inout String) {
        for child in node.children { inline(child, into: &out) }
    }

    /// A text node, escaped, in its carrier if it has one.
    private mutating func text(_ node: MarkupNode, into out: inout String) {
        let style = document.style(of: node)
        if style.isHidden == true { return }
        let keepsSpace = style.whiteSpace?.isPreserved ?? false
        let link = inLink ? nil : structure.textLinks[node.id.index] ?? carriers[node.id.index]?.link
        var escaped = MarkdownEscaping.text(node.text, collapsesSpace: !keepsSpace, inLink: inLink || link != nil)
        // A space that ends the text before already stands for this one's leading white space.
        if !keepsSpace, escaped.hasPrefix(" "), out.hasSuffix(" ") { escaped.removeFirst() }
        // Kept line feeds are text, not breaks: a reference keeps one inside a line.
        if keepsSpace { escaped = escaped.replacing("\n", with: "&#10;") }
        let visible = keepsSpace || node.text.unicodeScalars.contains { !MarkdownEscaping.isCollapsibleSpace($0) }
        // White space takes its carrier only between visible text on the line (a space
        // between two bold words is bold); at a line's edge it shows nothing, and nothing
        // left of it (the space before stands for it) needs none.
        let applies = !escaped.isEmpty && (visible || (wroteVisible && ![nil, "\n"].contains(nextCharacter(after: node))))
        wroteVisible = wroteVisible || visible
        guard applies, link != nil || carriers[node.id.index] != nil else {
            mirror.text(node.text, source: node.id.index)
            out += escaped
            return
        }
        let carrier = carriers[node.id.index] ?? MarkdownCarrier(declarations: [], link: nil, profile: Profile())
        // Spaces stay inside the span and take its look; at a paragraph's start they are dropped anyway.
        // Custom attributes only around visible text outside links (their syntax is a link).
        let merged = mergedCarrier == node.id.index
        let writesAttributes = !merged && !carrier.attributes.isEmpty && !inLink && link == nil && visible
        let declarations = merged || writesAttributes ? carrier.declarations : carrier.allDeclarations
        if let link { mirror.open("a", [("href", link)]) }
        if writesAttributes {
            mirror.open("span", carrier.attributes.map { ("data-" + $0.key, $0.value) }, customAttributes: true)
        }
        if !declarations.isEmpty { mirror.open("span", [("style", declarations)]) }
        mirror.text(node.text, source: node.id.index)
        if !declarations.isEmpty { mirror.close() }
        if writesAttributes { mirror.close() }
        if link != nil { mirror.close() }
        if link != nil { Self.openLink(&out) }
        var written = declarations.isEmpty ? escaped
            : "<span style=\"" + HTMLExport.escaped(declarations, quote: true) + "\">" + escaped + "</span>"
        if writesAttributes {
            written = "^[" + written + "](" + attributeList(carrier.attributes) + ")"
        }
        out += written
        if let link { out += "](" + destination(link) + ")" }
    }

    /// `key: 'value', …` of a custom attribute list; a number is written as one (`size: 20`)
    /// for a key the profile maps to a property, as an app declaring the key numeric reads it.
    func attributeList(_ attributes: [(key: String, value: String)]) -> String {
        let mappings = document.options.profile.attributes
        return attributes.map { key, value in
            let number = !mappings.isEmpty && mappings[key] != nil && ProfileAttribute.isNumber(value)
            return key + ": " + (number ? value : MarkdownEscaping.attributeValue(value))
        }.joined(separator: ", ")
    }

    /// `**`, `*` or `~~` around the element's content, or its HTML tag where the delimiters
    /// would not be read as such (content starting or ending with punctuation next to a letter,
    /// a delimiter right before).
    private mutating func delimited(_ node: MarkupNode, marker: String, tag: String, into out: inout String) {
        // Inside the same emphasis, the inner one adds nothing to the look.
        if openDelimiters.contains(tag) {
            children(of: node, into: &out)
            return
        }
        mirror.open(tag)
        openDelimiters.insert(tag)
        var inner = ""
        children(of: node, into: &inner)
        openDelimiters.remove(tag)
        mirror.close()
        let (lead, core, trail) = Self.splitSpaces(inner)
        guard !core.isEmpty else {
            out += inner
            return
        }
        let before = lead.isEmpty ? out.last : " "
        let after: Character? = trail.isEmpty ? nextCharacter(after: node) : " "
        if canDelimit(core, marker: marker, before: before, after: after) {
            out += lead + marker + core + marker + trail
        } else {
            out += lead + "<" + tag + ">" + core + "</" + tag + ">" + trail
        }
    }

    /// Whether `marker` around `core` opens and closes by CommonMark's flanking rules.
    private func canDelimit(_ core: String, marker: String, before: Character?, after: Character?) -> Bool {
        guard let first = core.first, let last = core.last, let markerCharacter = marker.first,
              !first.isWhitespace, !last.isWhitespace, before != markerCharacter, first != markerCharacter,
              last != markerCharacter, !core.hasSuffix("\\") else { return false }
        func isSpaceOrPunctuation(_ character: Character?) -> Bool {
            character.map { $0.isWhitespace || MarkdownEscaping.isPunctuation($0) } ?? true
        }
        if MarkdownEscaping.isPunctuation(first), !isSpaceOrPunctuation(before) { return false }
        if MarkdownEscaping.isPunctuation(last), !isSpaceOrPunctuation(after) { return false }
        return true
    }

    /// The first character shown after `node` (a line feed for a break or block), or nil at the end.
    func nextCharacter(after node: MarkupNode) -> Character? {
        let records = tree.records
        var index = node.subtreeEnd
        while index < records.count {
            if document.style(ofNodeAt: index).isHidden == true, records[index].kind != .text {
                index = records[index].subtreeEnd
                continue
            }
            switch records[index].kind {
            case .text:
                if document.style(ofNodeAt: index).isHidden != true, let first = tree.text(at: index).first { return first }
            case .lineBreak: return "\n"
            case .image: return "!"
            case let kind where kind.isBlock: return "\n"
            default: break
            }
            index += 1
        }
        return nil
    }

    /// A code span when the element holds one text needing no carrier, else `<code>`.
    private mutating func code(_ node: MarkupNode, into out: inout String) {
        let children = Array(node.children)
        if children.count == 1, children[0].kind == .text, !saysMore(children[0].id.index),
           let span = MarkdownEscaping.codeSpan(children[0].text, inTableCell: inTableCell) {
            mirror.open("code")
            mirror.text(children[0].text, source: children[0].id.index)
            mirror.close()
            wroteVisible = true
            out += span
            return
        }
        mirror.open("code")
        var inner = ""
        self.children(of: node, into: &inner)
        mirror.close()
        out += "<code>" + inner + "</code>"
    }

    /// An element without Markdown syntax: its content in `^[…](…)` with its class, id and
    /// `data-` attributes when it has any (not inside a link, nor around one: the syntax is a
    /// link to a reader), else its content alone (its look comes from carriers).
    private mutating func customAttributes(_ node: MarkupNode, into out: inout String) {
        let attributes = inLink || holdsLinks[node.id.index] ? [] : hookAttributes(of: node)
        guard !attributes.isEmpty else {
            children(of: node, into: &out)
            return
        }
        if holdsHTMLDataOfMappedKey(node) {
            // As a custom attribute it would style the text; as HTML it styles nothing, as here.
            mirror.open("span", attributes)
            var inner = ""
            children(of: node, into: &inner)
            mirror.close()
            out += "<span" + attributes.map { " " + $0.0 + "=\"" + HTMLExport.escaped($0.1, quote: true) + "\"" }.joined()
                + ">" + inner + "</span>"
            return
        }
        let merged = mergedAttributes(of: node, besides: attributes)
        mirror.open("span", attributes + merged.map { ("data-" + $0.key, $0.value) }, customAttributes: true)
        var inner = ""
        // The syntax is a link to a reader, and links do not nest.
        inLink = true
        children(of: node, into: &inner)
        inLink = false
        mergedCarrier = nil
        mirror.close()
        guard inner.contains(where: { !$0.isWhitespace }) else {
            out += inner
            return
        }
        let list = attributes.map { name, value in
            (key: name.hasPrefix("data-") ? String(name.dropFirst(5)) : name, value: value)
        }
        out += "^[" + inner + "](" + attributeList(list + merged) + ")"
    }

    /// The custom attributes of the carrier of the element's only child, a visible text, said
    /// in the element's own list (`^[Gold](class: 'vip', color: '#e00000')`) when no key is
    /// there already; ``mergedCarrier`` is set to that text.
    private mutating func mergedAttributes(of node: MarkupNode,
                                           besides attributes: [(String, String)]) -> [(key: String, value: String)] {
        let first = node.id.index + 1
        guard node.subtreeEnd == first + 1, tree.records[first].kind == .text, let carrier = carriers[first],
              carrier.link == nil, !carrier.attributes.isEmpty, document.style(ofNodeAt: first).isHidden != true,
              tree.text(at: first).unicodeScalars.contains(where: { !MarkdownEscaping.isCollapsibleSpace($0) }),
              !carrier.attributes.contains(where: { key, _ in attributes.contains { $0.0 == "data-" + key } })
        else { return [] }
        mergedCarrier = first
        return carrier.attributes
    }

    /// Whether the element has an HTML `data-KEY` attribute (not Markdown's custom attribute)
    /// whose key the profile maps to a property.
    private func holdsHTMLDataOfMappedKey(_ node: MarkupNode) -> Bool {
        let mappings = document.options.profile.attributes
        guard !mappings.isEmpty else { return false }
        for entry in tree.attributeEntries(at: node.id.index) where !tree.tables.isCustomAttribute(at: entry) {
            let name = tree.attribute(ofEntry: entry).name
            if name.hasPrefix("data-"), mappings[String(name.dropFirst(5))] != nil { return true }
        }
        return false
    }

    /// The class, id and `data-` attributes a profile, a style sheet or an app hooks onto,
    /// as the custom attribute syntax can say them.
    private func hookAttributes(of node: MarkupNode) -> [(String, String)] {
        node.attributes.compactMap { attribute in
            let name = attribute.name
            let key = name.hasPrefix("data-") ? name.dropFirst(5) : Substring(name)
            guard name == "class" || name == "id" || (name.hasPrefix("data-") && !key.isEmpty),
                  key.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F || $0 == 0x2D })
            else { return nil }
            return (name, attribute.value)
        }
    }

    /// A destination, with `|` escaped in a table cell.
    private func destination(_ url: String) -> String {
        let written = MarkdownEscaping.destination(url)
        return inTableCell ? written.replacing("|", with: "\\|") : written
    }

    /// `text` as its leading ASCII spaces, the rest, and its trailing ASCII spaces.
    static func splitSpaces(_ text: String) -> (String, String, String) {
        let lead = text.prefix { $0 == " " }
        let rest = text.dropFirst(lead.count)
        let trail = rest.reversed().prefix { $0 == " " }
        return (String(lead), String(rest.dropLast(trail.count)), String(trail))
    }
}
