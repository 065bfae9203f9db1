@testable import MarkupCore

/// Writes markscope's balanced stream as html5lib's tree dump: `<tag>`, `<svg tag>`,
/// attributes sorted on the lines below, `"text"` (adjacent texts merged), `<!-- data -->`,
/// `content` under a `<template>`. Doctypes are left out: in a body the standard ignores them.
enum StreamSerializer {
    enum Namespace { case html, svg, math }

    static func entries(_ stream: NormalizedStream) -> [String] {
        var entries: [String] = []
        // Open elements: name, namespace and whether it is an HTML template (its children sit under `content`).
        var open: [(name: String, namespace: Namespace, attributes: [Attribute])] = []
        var depth = 0
        var pendingText: String?
        func flushText() {
            if let text = pendingText { entries.append(indent(depth) + "\"\(text)\"") }
            pendingText = nil
        }
        for token in stream.tokens {
            let name = stream.name(of: token)
            switch token.kind {
            case .text:
                pendingText = (pendingText ?? "") + stream.text(of: token)
            case .comment:
                flushText()
                entries.append(indent(depth) + "<!-- \(stream.text(of: token)) -->")
            case .doctype:
                continue
            case .startTag, .selfClosingTag:
                flushText()
                let tokenAttributes = stream.attributes(of: token)
                let namespace = namespaceOf(name, attributes: tokenAttributes, parent: open.last)
                let prefix = namespace == .svg ? "svg " : namespace == .math ? "math " : ""
                entries.append(indent(depth) + "<\(prefix)\(name)>")
                let attributes = tokenAttributes.map { (name: attributeName($0.name, namespace), value: $0.value) }
                for attribute in attributes.sorted(by: { Array($0.name.utf16).lexicographicallyPrecedes(Array($1.name.utf16)) }) {
                    entries.append(indent(depth + 1) + "\(attribute.name)=\"\(attribute.value)\"")
                }
                if token.kind == .startTag {
                    open.append((name, namespace, tokenAttributes))
                    depth += 1
                    if name == "template", namespace == .html {
                        entries.append(indent(depth) + "content")
                        depth += 1
                    }
                }
            case .endTag:
                flushText()
                guard let closed = open.popLast() else { continue }
                depth -= closed.name == "template" && closed.namespace == .html ? 2 : 1
            }
        }
        flushText()
        return entries
    }

    private static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

    /// The namespace the standard's tree construction gives an element, from its parent's:
    /// `svg` and `math` start foreign content; an HTML integration point's children are HTML
    /// again, a MathML text integration point's too (but `mglyph`, `malignmark`).
    static func namespaceOf(_ name: String, attributes: [Attribute],
                            parent: (name: String, namespace: Namespace, attributes: [Attribute])?) -> Namespace {
        let html: Namespace = name == "svg" ? .svg : name == "math" ? .math : .html
        guard let parent else { return html }
        switch parent.namespace {
        case .html:
            return html
        case .svg:
            return ["foreignObject", "desc", "title"].contains(parent.name) ? html : .svg
        case .math:
            if ["mi", "mo", "mn", "ms", "mtext"].contains(parent.name), name != "mglyph", name != "malignmark" {
                return html
            }
            if parent.name == "annotation-xml" {
                if name == "svg" { return .svg }
                let encoding = parent.attributes.first { $0.name == "encoding" }?.value.lowercased()
                if encoding == "text/html" || encoding == "application/xhtml+xml" { return html }
            }
            return .math
        }
    }

    /// html5lib's attribute name string: the foreign attributes the standard puts in the
    /// XLink, XML and XMLNS namespaces are written `xlink href`.
    static func attributeName(_ name: String, _ namespace: Namespace) -> String {
        guard namespace != .html else { return name }
        switch name {
        case "xlink:actuate", "xlink:arcrole", "xlink:href", "xlink:role", "xlink:show", "xlink:title",
             "xlink:type", "xml:lang", "xml:space", "xmlns:xlink":
            return name.replacingOccurrences(of: ":", with: " ")
        case "xmlns": return "xmlns xmlns"
        default: return name
        }
    }
}
