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
            var tables = TokenTables()
            var diagnostics: [Diagnostic] = []
            var containsNUL = false
            var tokens: [Token] = []
            var moved: [Token]?
            var movedSideBuffer: [UInt8]?
            // The scanner writes the tokens and the side buffer straight into their arrays' room.
            let sideRoom = TokenScanner.reservedSideBufferCount(forInputOf: buffer.count)
            let sideBuffer = [UInt8](unsafeUninitializedCapacity: sideRoom) { sideRoom, sideCount in
                let room = TokenScanner.reservedTokenCount(forInputOf: buffer.count)
                tokens = [Token](unsafeUninitializedCapacity: room) { tokenRoom, initializedCount in
                    var scanner = TokenScanner(bytes: buffer, tokenRoom: tokenRoom, sideRoom: sideRoom)
                    scanner.run()
                    (initializedCount, moved) = scanner.finishTokens()
                    (sideCount, movedSideBuffer) = scanner.finishSideBuffer()
                    (tables, diagnostics, containsNUL) = (scanner.tables, scanner.diagnostics, scanner.containsNUL)
                }
            }
            tables.sideBuffer = movedSideBuffer ?? sideBuffer
            var stream = TokenStream(source: source, tokens: moved ?? tokens, tables: tables,
                                     diagnostics: source.diagnostics + diagnostics)
            stream.containsNUL = containsNUL
            return stream
        }
    }

    /// Tokenizes a string, for tests and tools.
    public static func tokenize(_ html: String) -> TokenStream {
        tokenize(SourceText(html))
    }
}
