/// Writes a tree back out as balanced HTML: the document as markscope repaired it.
///
/// Every element is closed, void elements have no end tag, attributes keep their order and
/// are double-quoted, and text is escaped only where HTML needs it (`&`, `<`, `>` in text; `&`,
/// `"` in attribute values). The content of raw-text elements (`style`, `script`, `xmp` …) is
/// written as is. Comments and doctypes are not in the tree, so they are not written.
public enum HTMLExport {
    /// The balanced HTML of `tree`.
    public static func html(_ tree: MarkupTree) -> String {
        write(tree, nodes: 1..<tree.count, wrapsTopLevelText: false) { _, attributes in attributes }
    }

    /// The balanced HTML of `document`'s tree; with `inlineStyles`, each element carries its
    /// resolved style (profile included) in `style=""`, after the element's own declarations,
    /// in declarations markscope reads back to the same style, so a client that cannot
    /// cascade shows the same look. Without, an element with Markdown custom attributes the
    /// profile maps (`^[x](color: 'red')`) carries what they set in `style=""` besides its
    /// `data-KEY`: in HTML a `data-KEY` styles nothing.
    public static func html(_ document: StyledDocument, inlineStyles: Bool) -> String {
        guard inlineStyles else {
            let mappings = document.options.profile.attributes
            guard !mappings.isEmpty else { return html(document.tree) }
            return write(document.tree, nodes: 1..<document.tree.count, wrapsTopLevelText: false) { node, attributes in
                withCustomAttributeStyles(node, attributes, mappings: mappings)
            }
        }
        return write(document.tree, nodes: 1..<document.tree.count, wrapsTopLevelText: true) { node, attributes in
            inlining(document, node, attributes, parent: document.parentStyle(of: node))
        }
    }

    /// One element and its subtree as balanced HTML with every element's resolved style
    /// inline, for a block of HTML inside Markdown: `parent` is the style the element's
    /// parent has where the HTML is read, and no line of it is blank (a blank line ends an
    /// HTML block), line feeds in text being written as `&#10;`.
    static func htmlBlock(_ document: StyledDocument, _ element: MarkupNode, parent: MarkupStyle) -> String {
        write(document.tree, nodes: element.id.index..<element.subtreeEnd, wrapsTopLevelText: false,
              escapesLineFeeds: true) { node, attributes in
            inlining(document, node, attributes,
                     parent: node == element ? parent : document.parentStyle(of: node))
        }
    }

    /// `attributes` with what the node's mapped custom attributes set, in `style=""`.
    private static func withCustomAttributeStyles(_ node: MarkupNode, _ attributes: [Attribute],
                                                  mappings: [String: ProfileAttribute]) -> [Attribute] {
        let tree = node.tree
        var declarations: [String] = []
        for entry in tree.attributeEntries(at: node.id.index) where tree.tables.isCustomAttribute(at: entry) {
            let attribute = tree.attribute(ofEntry: entry)
            guard attribute.name.hasPrefix("data-"), let mapping = mappings[String(attribute.name.dropFirst(5))],
                  let declaration = mapping.declaration(value: attribute.value) else { continue }
            declarations.append(declaration)
        }
        guard !declarations.isEmpty else { return attributes }
        // Custom attributes give only `class`, `id` and `data-KEY`: the element has no `style`.
        return attributes + [Attribute(name: "style", value: declarations.joined(separator: "; "), range: node.range,
                                       valueRange: node.range)]
    }

    /// `attributes` with the node's resolved style, against `parent`, after its own `style=""`.
    private static func inlining(_ document: StyledDocument, _ node: MarkupNode, _ attributes: [Attribute],
                                 parent: MarkupStyle) -> [Attribute] {
        let declarations = InlineStyleDeclarations.css(for: document.style(of: node), parent: parent)
        var result = attributes
        if let index = result.firstIndex(where: { $0.name == "style" }) {
            // The element's own declarations stay first: layout reads some the resolved
            // style does not hold (widths, padding, `margin: auto`); the resolved ones follow and
            // win, so an own one of a property they say is left out (an export read and
            // exported again comes out the same).
            let own = InlineStyleDeclarations.own(result[index].value, besides: declarations)
            result[index].value = own.isEmpty || declarations.isEmpty
                ? own + declarations : own + (own.hasSuffix(";") ? " " : "; ") + declarations
        } else if !declarations.isEmpty {
            result.append(Attribute(name: "style", value: declarations, range: node.range, valueRange: node.range))
        }
        return result
    }

    /// Writes the tree in document order without recursion (trees can be 100,000 levels
    /// deep), with each element's attributes as `attributes` gives them. With
    /// `wrapsTopLevelText`, text outside every element (the root's style, which no element
    /// carries) is written in a `span` with the attributes `attributes` gives the text node.
    private static func write(_ tree: MarkupTree, nodes: Range<Int>, wrapsTopLevelText: Bool, escapesLineFeeds: Bool = false,
                              attributes: (MarkupNode, [Attribute]) -> [Attribute]) -> String {
        var output = ""
        // Each open element's end index and end tag, innermost last.
        var open: [(end: Int, tag: String)] = []
        var rawTextUntil = -1
        func text(_ text: String, raw: Bool) -> String {
            let written = raw ? text : escaped(text, quote: false)
            guard escapesLineFeeds, written.utf8.contains(0x0A) else { return written }
            // Raw text (a style sheet, a script) has no references: a space stands in there.
            return written.replacing("\n", with: raw ? " " : "&#10;")
        }
        for index in nodes {
            while let last = open.last, last.end <= index {
                open.removeLast()
                output += "</" + last.tag + ">"
            }
            let node = tree[NodeID(index)]
            if node.kind == .text {
                if wrapsTopLevelText, open.isEmpty, !node.text.utf8.allSatisfy(ASCII.isWhitespace) {
                    output += startTag("span", attributes(node, [])) + text(node.text, raw: false) + "</span>"
                } else {
                    output += text(node.text, raw: index < rawTextUntil)
                }
                continue
            }
            output += startTag(node.tag, attributes(node, node.attributes))
            let categories = node.knownSlot.map { KnownElements.categories[$0] } ?? []
            if categories.contains(.void) { continue }
            if categories.contains(.rawText), !Tokenizer.escapableRawTextElements.contains(node.tag),
               !isForeign(open.lazy.map(\.tag)) {
                rawTextUntil = node.subtreeEnd
            }
            // Everything after `<plaintext>` is its text, to the end: no end tag can follow.
            if node.tag == "plaintext", !isForeign(open.lazy.map(\.tag)) {
                for text in node.descendants where text.kind == .text { output += text.text }
                return output
            }
            // The parser drops a line feed right after these start tags: write one to keep a leading one.
            if ["pre", "listing", "textarea"].contains(node.tag), index + 1 < node.subtreeEnd,
               tree[NodeID(index + 1)].text.utf8.first == 0x0A {
                output += "\n"
            }
            open.append((node.subtreeEnd, node.tag))
        }
        while let last = open.popLast() { output += "</" + last.tag + ">" }
        return output
    }

    /// Whether an element opened inside `enclosing` (outermost first) is SVG or MathML, whose
    /// `style` and `script` hold ordinary, escaped text; their HTML integration points
    /// (`foreignObject`, `desc`, `title`, `annotation-xml`) hold HTML again.
    private static func isForeign(_ enclosing: some BidirectionalCollection<String>) -> Bool {
        for tag in enclosing.reversed() {
            switch tag {
            case "svg", "math": return true
            case "foreignObject", "desc", "title", "annotation-xml": return false
            default: continue
            }
        }
        return false
    }

    /// `<tag name="value" …>`.
    private static func startTag(_ tag: String, _ attributes: [Attribute]) -> String {
        var result = "<" + tag
        for attribute in attributes {
            result += " " + attribute.name + "=\"" + escaped(attribute.value, quote: true) + "\""
        }
        return result + ">"
    }

    /// `text` with `&`, `<` and `>` escaped, or for an attribute value (`quote`) `&` and `"`.
    static func escaped(_ text: String, quote: Bool) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || (quote ? $0 == 0x22 : $0 == 0x3C || $0 == 0x3E) }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<" where !quote: result += "&lt;"
            case ">" where !quote: result += "&gt;"
            case "\"" where quote: result += "&quot;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
