/// What of an html5lib test markscope can be compared on, and why the rest cannot.
///
/// markscope parses copy as the content of a `<body>`: it has no `<head>`, no `<html>` or
/// document node to hold anything, and runs no scripts. So a document test is compared on
/// its content in document order, as markscope holds it: what html5lib put in `<head>`,
/// between `<head>` and `<body>`, before `<html>` and in `<body>`, one level. A fragment
/// test is compared when its context parses like a body.
enum Comparable {
    /// The entries to compare at depth 0 (as in a fragment test), or why the test is skipped.
    enum Verdict {
        case compare([String])
        case skip(Reason)
    }

    enum Reason: String, CaseIterable {
        case scriptingOn = "scripting on: markscope runs no scripts, so <noscript> holds markup"
        case frameset = "a frameset document has no <body>"
        case afterBody = "html5lib put content after the body (a comment after </body> or </html>), where markscope keeps it in the element open there"
        case movedIntoHead = "html5lib moved an element written after </head> back into <head>, out of document order"
        case noscriptInHead = "a <noscript> in <head> has an insertion mode of its own (scripting off), which a body does not"
        case documentWhitespace = "whitespace before <html>, <head> or <body>, which html5lib drops as the document's own and markscope keeps as the copy's (the only difference)"
        case quirksMode = "a document without a doctype, or with a legacy one, is in quirks mode, where <table> does not close an open <p>; markscope parses copy as a body fragment, in no-quirks mode as fragments are"
        case foreignContext = "the fragment's context is an SVG or MathML element; markscope starts in HTML"
        case contextMode = "the fragment's context sets an insertion mode or tokenizer state other than a body's (table parts, select, template, raw text, html, frameset)"
    }

    /// HTML contexts whose fragment does not parse like a body's content: the standard's
    /// "reset the insertion mode" and tokenizer states for the fragment case.
    static let nonBodyContexts: Set<String> = [
        "select", "td", "th", "tr", "tbody", "thead", "tfoot", "caption", "colgroup", "table", "template",
        "html", "frameset", "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script",
        "noscript", "plaintext",
    ]

    static func verdict(for test: TreeConstructionTest) -> Verdict {
        if test.scripting == true { return .skip(.scriptingOn) }
        if let context = test.fragmentContext {
            if context.hasPrefix("svg ") || context.hasPrefix("math ") { return .skip(.foreignContext) }
            if nonBodyContexts.contains(context) { return .skip(.contextMode) }
            return .compare(test.document)
        }
        return documentContent(of: test.document)
    }

    /// The document's content in order, one level: comments before `<html>`, the children of
    /// `<head>`, what lies between `<head>` and `<body>`, and the children of `<body>`;
    /// attributes of `<html>`, `<head>` and `<body>` left out, adjacent texts merged.
    private static func documentContent(of document: [String]) -> Verdict {
        var content: [String] = []
        var sawHTML = false
        var sawBody = false
        var parent = ""
        var headHasChildren = false
        var betweenHeadAndBody = false
        for entry in document {
            let depth = entry.prefix { $0 == " " }.count / 2
            let node = entry.dropFirst(depth * 2)
            switch depth {
            case 0:
                if node.hasPrefix("<!DOCTYPE") { continue }
                if node == "<html>" { sawHTML = true; continue }
                if sawHTML { return .skip(.afterBody) }
                append(String(node), to: &content)
            case 1:
                if isAttribute(node) { continue }
                if sawBody { return .skip(.afterBody) }
                parent = String(node)
                if node == "<frameset>" { return .skip(.frameset) }
                if node == "<body>" { sawBody = true; continue }
                if node == "<head>" { continue }
                betweenHeadAndBody = true
                if headHasChildren { return .skip(.movedIntoHead) }
                append(String(entry.dropFirst(2)), to: &content)
            default:
                if depth == 2, isAttribute(node), parent == "<body>" || parent == "<head>" { continue }
                if depth == 2, node == "<noscript>", parent == "<head>" { return .skip(.noscriptInHead) }
                if depth == 2, parent == "<head>" {
                    headHasChildren = true
                    if betweenHeadAndBody { return .skip(.movedIntoHead) }
                }
                append(String(entry.dropFirst(4)), to: &content)
            }
        }
        return sawBody ? .compare(content) : .skip(.frameset)
    }

    /// Whether html5lib parsed the test's document in quirks mode and it shows: a `<table>`
    /// directly in a `<p>` (no-quirks mode closes the paragraph first).
    static func showsQuirksMode(_ test: TreeConstructionTest) -> Bool {
        guard test.fragmentContext == nil else { return false }
        let start = test.data.drop(while: \.isWhitespace).lowercased()
        let standardsMode = start.hasPrefix("<!doctype html>")
            || start.hasPrefix("<!doctype html system \"about:legacy-compat\">")
        guard !standardsMode else { return false }
        var parents: [String] = []
        for entry in test.document {
            let depth = entry.prefix { $0 == " " }.count / 2
            let node = String(entry.dropFirst(depth * 2))
            parents.removeSubrange(min(depth, parents.count)...)
            if node == "<table>", parents.last == "<p>" { return true }
            parents.append(node)
        }
        return false
    }

    /// Appends an entry, merging a text with a text just before it at the same depth.
    private static func append(_ entry: String, to content: inout [String]) {
        let depth = entry.prefix { $0 == " " }.count
        if let last = content.last, last.prefix(while: { $0 == " " }).count == depth,
           last.dropFirst(depth).first == "\"", entry.dropFirst(depth).first == "\"" {
            content[content.count - 1] = String(last.dropLast()) + String(entry.dropFirst(depth + 1))
            return
        }
        content.append(entry)
    }

    private static func isAttribute(_ node: Substring) -> Bool {
        guard let first = node.first else { return false }
        return first != "<" && first != "\"" && node != "content"
    }
}
