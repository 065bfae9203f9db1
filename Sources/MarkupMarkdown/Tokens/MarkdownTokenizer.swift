import MarkupCore

/// Reads Markdown (GitHub-Flavoured, with inline HTML and Apple's custom attributes) into the
/// token stream HTML of the same meaning would give, so every later stage runs unchanged.
///
/// Each Markdown node becomes the start and end tokens of the element it means (`**b**` →
/// `<strong>`, a heading → `<hN>`, a table cell → `<td align>`, a task item → `<li>` with a
/// checkbox), the start token over the node's opening syntax, the end token over its closing
/// syntax, so the element covers the node's bytes. Text keeps its literal (escapes resolved)
/// over its source bytes; HTML goes through the HTML tokenizer where it sits. The stream's
/// ``TokenStream/markdownConstructs`` names the Markdown construct of every token.
public enum MarkdownTokenizer {
    /// The tokens of the Markdown `source`.
    public static func tokenize(_ source: SourceText) -> TokenStream {
        // cmark-gfm turns NUL into U+FFFD, three bytes for one, which would shift every column
        // after it on its line: it reads a one-byte stand-in, put back in the literals.
        let standIn = source.bytes.contains(0) ? MarkdownTreeWalk.nulStandIn(for: source.bytes) : nil
        let input = standIn.map { standIn in source.bytes.map { $0 == 0 ? standIn : $0 } } ?? source.bytes
        var spans = CustomAttributeSpans.scan(input)
        var read = input
        var placed: MarkdownNode?
        if !spans.isEmpty {
            // Attribute syntax inside code or HTML is not syntax: find those first. When masking
            // cannot move them, the parse of the masked bytes finds them and, when no span lies in
            // one, is the document; else a parse of the bytes as written finds them.
            if spans.masksAreInert(in: input) {
                let masked = spans.masked(input)
                let document = placedDocument(masked, of: source)
                let verbatim = verbatimRanges(document)
                if !spans.hasSpan(insideAny: verbatim) {
                    spans.dropInside(verbatim)
                    read = masked
                    placed = document
                }
            }
            if placed == nil {
                let document = placedDocument(input, of: source)
                spans.dropInside(verbatimRanges(document))
                read = spans.spans.isEmpty ? input : spans.masked(input)
            }
        }
        let document = placed ?? placedDocument(read, of: source)
        var walk = MarkdownTreeWalk(writer: MarkdownTokenWriter(source: source), spans: spans, nulStandIn: standIn)
        for problem in spans.problems { walk.writer.report(problem) }
        walk.write(document)
        return walk.writer.stream()
    }

    /// Tokenizes a string, for tests and tools.
    public static func tokenize(_ markdown: String) -> TokenStream {
        tokenize(SourceText(markdown))
    }

    /// cmark-gfm's tree of `bytes` (the source as cmark reads it), placed over `source`.
    private static func placedDocument(_ bytes: [UInt8], of source: SourceText) -> MarkdownNode {
        let document = CmarkReader.parse(bytes)
        MarkdownPositions(source: source, bytes: bytes).place(document)
        return document
    }

    /// The ranges of code and HTML in a placed document.
    private static func verbatimRanges(_ document: MarkdownNode) -> [SourceRange] {
        var ranges: [SourceRange] = []
        var pending = [document]
        while let node = pending.popLast() {
            switch node.kind {
            case .code, .codeBlock, .htmlBlock, .htmlInline: ranges.append(node.range)
            default: pending += node.children
            }
        }
        return ranges
    }
}

extension MarkupDocument {
    /// Runs the whole pipeline over Markdown `source` (see ``MarkdownTokenizer``).
    public init(markdown source: SourceText, options: StyleOptions = StyleOptions()) {
        self.init(tokens: MarkdownTokenizer.tokenize(source), options: options)
    }

    /// Runs the whole pipeline over a Markdown string.
    public init(markdown: String, options: StyleOptions = StyleOptions()) {
        self.init(markdown: SourceText(markdown), options: options)
    }

    /// ``styledTree(_:options:)`` of Markdown `source`.
    public static func styledTree(markdown source: SourceText, options: StyleOptions = StyleOptions()) -> StyledDocument {
        styledTree(tokens: MarkdownTokenizer.tokenize(source), options: options)
    }
}
