/// Writes resolved styles per text run, with where each field came from.
public enum StyleDump {
    /// One block per run: the text, then each field with its value and origin.
    public static func text(_ document: StyledDocument) -> String {
        var provenance = StyleProvenance(document: document)
        let source = document.tree.source
        var blocks: [String] = []
        for run in document.runs {
            let node = document.tree[run.node]
            let origins = provenance.origins(of: node)
            var lines = ["\(TreeDump.quoted(run.text)) @\(source.describe(run.range))"]
            for (field, value) in run.style.setFields {
                var line = "  \(field.rawValue): \(value)"
                if let origin = origins[field] { line += "  ← " + describe(origin, in: document) }
                lines.append(line)
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n")
    }

    /// The styled text: one line a run, its text and a compact style summary.
    public static func runsText(_ document: StyledDocument) -> String {
        let source = document.tree.source
        return document.runs.map { run in
            let summary = run.style.setFields
                .filter { !($0.field == .fontSize && $0.value == "16px") && !($0.field == .fontWeight && $0.value.hasPrefix("400 ")) }
                .map { "\($0.field.rawValue)=\($0.value)" }
                .joined(separator: " ")
            return "@\(source.describe(run.range)) \(TreeDump.quoted(run.text))" + (summary.isEmpty ? "" : " " + summary)
        }.joined(separator: "\n")
    }

    /// `inline style on <span> (1:7) 1:20-1:31`: an origin for people.
    public static func describe(_ origin: StyleOrigin, in document: StyledDocument) -> String {
        let node = document.tree[origin.node]
        let source = document.tree.source
        var text = origin.sourceDescription
        if let media = origin.media { text += " (\(source.location(of: media.range.start)))" }
        if node.kind != .root {
            let at = node.startTagRange.map { " (\(source.location(of: $0.start)))" } ?? ""
            text += " on <\(node.tag)>\(at)"
        }
        if let range = origin.range { text += " @" + source.describe(range) }
        if origin.isImportant { text += " !important" }
        return text
    }

    /// The JSON contract: `{"runs": [{text, node, range, style, provenance}]}`.
    package static func json(_ document: StyledDocument, into writer: inout JSONWriter, withProvenance: Bool = true) {
        var provenance = StyleProvenance(document: document)
        writer.beginArray(key: "runs")
        for run in document.runs {
            writer.beginObject()
            writer.string(run.text, key: "text")
            writer.number(run.node.index, key: "node")
            writer.range(run.range)
            writer.beginObject(key: "style")
            for (field, value) in run.style.setFields { writeValue(field, value, run.style, into: &writer) }
            writer.endObject()
            if withProvenance {
                let origins = provenance.origins(of: document.tree[run.node])
                writer.beginObject(key: "provenance")
                for (field, _) in run.style.setFields {
                    guard let origin = origins[field] else { continue }
                    writeOrigin(origin, document: document, key: field.rawValue, into: &writer)
                }
                writer.endObject()
            }
            writer.endObject()
        }
        writer.endArray()
    }

    private static func writeValue(_ field: StyleField, _ text: String, _ style: MarkupStyle, into writer: inout JSONWriter) {
        switch field {
        case .fontWeight: writer.number(style.fontWeight?.value ?? 400, key: field.rawValue)
        case .italic, .underline, .strikethrough, .hidden: writer.bool(text == "true", key: field.rawValue)
        default: writer.string(text, key: field.rawValue)
        }
    }

    private static func writeOrigin(_ origin: StyleOrigin, document: StyledDocument, key: String,
                                    into writer: inout JSONWriter) {
        writer.beginObject(key: key)
        switch origin.source {
        case .root: writer.string("root", key: "source")
        case .tagDefault: writer.string("tag-default", key: "source")
        case .attribute(let name):
            writer.string("attribute", key: "source")
            writer.string(name, key: "attribute")
        case .profile(let section, let location):
            writer.string("user-style", key: "source")
            writer.string(section.description, key: "section")
            if let location { writer.string(location.description, key: "profile") }
        case .styleSheet(let selector):
            writer.string("style-sheet", key: "source")
            writer.string(selector, key: "selector")
            if let media = origin.media {
                writer.beginObject(key: "media")
                writer.string(media.condition, key: "condition")
                writer.range(media.range)
                writer.endObject()
            }
        case .inlineStyle: writer.string("inline-style", key: "source")
        }
        writer.number(origin.node.index, key: "node")
        writer.string(document.tree[origin.node].tag, key: "tag")
        if let range = origin.range { writer.range(range) }
        if origin.isImportant { writer.bool(true, key: "important") }
        writer.endObject()
    }
}
