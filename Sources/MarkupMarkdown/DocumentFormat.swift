import MarkupCore

/// The language a document is written in, which decides how it is tokenized; every later
/// stage is the same for both.
public enum DocumentFormat: String, Sendable, CaseIterable {
    case html
    case markdown

    /// The format a file's name says: Markdown for `.md` and `.markdown`, else HTML (standard
    /// input, `-`, is HTML).
    public init(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let suffix = name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
        self = suffix == "md" || suffix == "markdown" ? .markdown : .html
    }

    /// The tokens of `source` read in this format.
    public func tokenize(_ source: SourceText) -> TokenStream {
        switch self {
        case .html: Tokenizer.tokenize(source)
        case .markdown: MarkdownTokenizer.tokenize(source)
        }
    }
}

extension MarkupDocument {
    /// Runs the whole pipeline over `source` written in `format`.
    public init(source: SourceText, format: DocumentFormat, options: StyleOptions = StyleOptions()) {
        self.init(tokens: format.tokenize(source), options: options)
    }

    /// ``init(source:format:options:)``, with ``normalized`` made with the tree when
    /// `makesNormalizedStream` (a previewer showing it).
    package init(source: SourceText, format: DocumentFormat, options: StyleOptions, makesNormalizedStream: Bool) {
        self.init(tokens: format.tokenize(source), options: options, makesNormalizedStream: makesNormalizedStream)
    }

    /// ``styledTree(_:options:)`` of `source` written in `format`.
    public static func styledTree(_ source: SourceText, format: DocumentFormat,
                                  options: StyleOptions = StyleOptions()) -> StyledDocument {
        styledTree(tokens: format.tokenize(source), options: options)
    }

    /// The format the document was read in.
    public var format: DocumentFormat { tokens.isMarkdown ? .markdown : .html }
}
