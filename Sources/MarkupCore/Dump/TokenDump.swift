/// Writes token streams as aligned text lines or as JSON.
public enum TokenDump {
    /// The tokenizer's tokens, one a line: location, kind and the token as markup; for a stream
    /// read from Markdown, each token's construct last (`md:emph`).
    public static func text(_ stream: TokenStream) -> String {
        text(stream.tokens, tables: stream.tables, source: stream.source,
             markdown: stream.markdownConstructNames(of: stream.tokens, byOrigin: false))
    }

    /// The balanced tokens, one a line, synthesized ones marked `+`; `markdown` names each
    /// token's Markdown construct (``TokenStream/markdownConstructNames(of:byOrigin:)``).
    public static func text(_ stream: NormalizedStream, markdown: [String?]? = nil) -> String {
        text(stream.tokens, tables: stream.tables, source: stream.source, markdown: markdown)
    }

    /// One token a line: location, kind and the token as markup, synthesized ones marked `+`;
    /// `markdown` (one per token, nil where a token has none) last.
    package static func text(_ tokens: [Token], tables: TokenTables, source: SourceText,
                             markdown: [String?]? = nil) -> String {
        tokens.enumerated().map { index, token in
            let location = token.isSynthesized ? "+ " + (token.origin == nil ? "end" : source.describe(token.range))
                                               : source.describe(token.range)
            let padded = location.paddedRight(to: 16)
            let kind = token.kind.rawValue.paddedRight(to: 13)
            let construct = markdown.flatMap { index < $0.count ? $0[index] : nil }.map { "  md:" + $0 } ?? ""
            return "\(padded) \(kind)\(describe(token, tables: tables, source: source))\(construct)"
        }.joined(separator: "\n")
    }

    /// The token as markup: `<a href="x">`, `</b>`, `"text"`, `<!--…-->`.
    package static func describe(_ token: Token, tables: TokenTables, source: SourceText) -> String {
        switch token.kind {
        case .startTag, .selfClosingTag:
            var text = "<" + tables.name(of: token, in: source)
            for attribute in tables.attributes(of: token, in: source) {
                text += " " + attribute.name
                if !attribute.isBare { text += "=" + TreeDump.quoted(attribute.value) }
            }
            return text + (token.kind == .selfClosingTag ? "/>" : ">")
        case .endTag:
            return "</\(tables.name(of: token, in: source))>"
        case .text:
            return TreeDump.quoted(tables.text(of: token, in: source))
        case .comment:
            return "<!--" + TreeDump.quoted(tables.text(of: token, in: source)) + "-->"
        case .doctype:
            return "<!DOCTYPE " + TreeDump.quoted(tables.text(of: token, in: source)) + ">"
        }
    }

    /// The JSON contract: an array of `{kind, name, attributes, text, range, synthesized, origin}`,
    /// with `markdown` (the token's Markdown construct) for a document read from Markdown.
    package static func json(_ tokens: [Token], tables: TokenTables, source: SourceText, into writer: inout JSONWriter,
                             key: String? = nil, markdown: [String?]? = nil) {
        writer.beginArray(key: key)
        for (index, token) in tokens.enumerated() {
            writer.beginObject()
            writer.string(token.kind.rawValue, key: "kind")
            writer.string(tables.name(of: token, in: source), key: "name")
            writer.beginObject(key: "attributes")
            for attribute in tables.attributes(of: token, in: source) {
                writer.string(attribute.value, key: attribute.name)
            }
            writer.endObject()
            writer.string(tables.text(of: token, in: source), key: "text")
            writer.range(token.range)
            writer.bool(token.isSynthesized, key: "synthesized")
            if let origin = token.origin { writer.number(origin, key: "origin") } else { writer.null(key: "origin") }
            if let markdown {
                if index < markdown.count, let construct = markdown[index] {
                    writer.string(construct, key: "markdown")
                } else {
                    writer.null(key: "markdown")
                }
            }
            writer.endObject()
        }
        writer.endArray()
    }

    /// Repairs as text lines: `1:22-1:26 closed-early: explanation`.
    public static func repairsText(_ repairs: [Repair], source: SourceText) -> String {
        repairs.map { "\(source.describe($0.range)) \($0.kind.rawValue): \($0.explanation)" }.joined(separator: "\n")
    }

    package static func repairsJSON(_ repairs: [Repair], into writer: inout JSONWriter, key: String? = nil) {
        writer.beginArray(key: key)
        for repair in repairs {
            writer.beginObject()
            writer.string(repair.kind.rawValue, key: "kind")
            writer.range(repair.range)
            writer.string(repair.explanation, key: "explanation")
            writer.bool(repair.isWarning, key: "warning")
            writer.endObject()
        }
        writer.endArray()
    }
}
