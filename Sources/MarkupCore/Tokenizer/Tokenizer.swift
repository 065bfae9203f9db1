/// Splits HTML source into tokens by scanning bytes once.
///
/// Never fails: a `<` that does not open a well-formed tag is text, so copy such as
/// `<Congratulation!>` or `1 < 2` survives. Runs in time linear in the input: every
/// search that reaches the end of the input is remembered, so no later `<` repeats it.
public enum Tokenizer {
    /// Elements whose content is one text token, never scanned for tags.
    static let rawTextElements: [String] = ["script", "style", "textarea", "title"]

    /// Whether `name` is one of ``rawTextElements``: every start tag asks, and comparing a
    /// short name with the names of its length is several times cheaper than hashing it.
    static func isRawText(_ name: String) -> Bool {
        switch name.utf8.count {
        case 5: name == "style" || name == "title"
        case 6: name == "script"
        case 8: name == "textarea"
        default: false
        }
    }
    /// Raw-text elements whose content still has character references decoded.
    static let escapableRawTextElements: [String] = ["textarea", "title"]

    /// Tokenizes `source`.
    public static func tokenize(_ source: SourceText) -> TokenStream {
        source.bytes.withUnsafeBufferPointer { buffer in
            var scanner = TokenScanner(bytes: buffer)
            scanner.run()
            return TokenStream(source: source, tokens: scanner.takeTokens(),
                               diagnostics: source.diagnostics + scanner.diagnostics)
        }
    }

    /// Tokenizes a string, for tests and tools.
    public static func tokenize(_ html: String) -> TokenStream {
        tokenize(SourceText(html))
    }
}
