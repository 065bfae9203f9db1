/// Splits HTML source into tokens by scanning bytes once.
///
/// Never fails: a `<` that does not open a well-formed tag is text, so copy such as
/// `<Congratulation!>` or `1 < 2` survives. Runs in time linear in the input: every
/// search that reaches the end of the input is remembered, so no later `<` repeats it.
public enum Tokenizer {
    /// Elements whose content is one text token, never scanned for tags (the standard's
    /// RAWTEXT, RCDATA, script data and PLAINTEXT elements; `noscript` is markup, as with
    /// scripting off).
    static let rawTextElements: [String] = [
        "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "plaintext",
    ]

    /// Whether `name` is one of ``rawTextElements`` (the scanner asks by the name's slot).
    static func isRawText(_ name: String) -> Bool {
        KnownElements.slot(of: name).map { KnownElements.categories[$0].contains(.rawText) } ?? false
    }

    /// Raw-text elements whose content still has character references decoded.
    static let escapableRawTextElements: [String] = ["textarea", "title"]

    /// Tokenizes `source`.
    public static func tokenize(_ source: SourceText) -> TokenStream {
        source.bytes.withUnsafeBufferPointer { buffer in
            var scanner = TokenScanner(bytes: buffer)
            scanner.run()
            var stream = TokenStream(source: source, tokens: scanner.takeTokens(), tables: scanner.tables,
                                     diagnostics: source.diagnostics + scanner.diagnostics)
            stream.containsNUL = scanner.containsNUL
            return stream
        }
    }

    /// Tokenizes a string, for tests and tools.
    public static func tokenize(_ html: String) -> TokenStream {
        tokenize(SourceText(html))
    }
}
