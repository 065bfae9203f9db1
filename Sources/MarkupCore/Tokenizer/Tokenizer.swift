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

    /// Tokenizes `source`: a big one in two halves at once where there are two processors
    /// (see Tokenizer+Halves.swift), the same stream either way.
    public static func tokenize(_ source: SourceText) -> TokenStream {
        tokenize(source, secondHalfFrom: source.bytes.withUnsafeBufferPointer { secondHalfStart(in: $0) })
    }

    /// ``tokenize(_:)`` with a second half from the `<` at `secondStart` when set.
    package static func tokenize(_ source: SourceText, secondHalfFrom secondStart: Int?) -> TokenStream {
        tokenizeInHalves(source, secondHalfFrom: secondStart).stream
    }

    /// ``tokenize(_:secondHalfFrom:)``, and whether the halves joined (false with no second half).
    package static func tokenizeInHalves(_ source: SourceText,
                                         secondHalfFrom secondStart: Int?) -> (stream: TokenStream, joined: Bool) {
        var joined = false
        let stream = source.bytes.withUnsafeBufferPointer { buffer in
            var diagnostics: [Diagnostic] = []
            var containsNUL = false
            var tokens: [Token] = []
            var sideBuffer: [UInt8] = []
            var moved: (tokens: [Token]?, attributes: [AttributeSpan]?, sideBuffer: [UInt8]?)
            // The scanner writes the tokens, the attributes and the side buffer straight into
            // the room of the arrays the stream keeps.
            let attributeRoomSize = TokenScanner.reservedAttributeCount(forInputOf: buffer.count)
            let sideRoomSize = TokenScanner.reservedSideBufferCount(forInputOf: buffer.count)
            let tokenRoomSize = TokenScanner.reservedTokenCount(forInputOf: buffer.count)
            let attributes = [AttributeSpan](unsafeUninitializedCapacity: attributeRoomSize) { attributeRoom, attributesWritten in
                sideBuffer = [UInt8](unsafeUninitializedCapacity: sideRoomSize) { sideRoom, sideBytesWritten in
                    tokens = [Token](unsafeUninitializedCapacity: tokenRoomSize) { tokenRoom, tokensWritten in
                        var scanner = TokenScanner(bytes: buffer, tokenRoom: tokenRoom, attributeRoom: attributeRoom,
                                                   sideRoom: sideRoom)
                        if let secondStart {
                            joined = scan(&scanner, secondHalfFrom: secondStart)
                        } else {
                            scanner.run()
                        }
                        let written = scanner.finish()
                        (tokensWritten, moved.tokens) = written.tokens
                        (attributesWritten, moved.attributes) = written.attributes
                        (sideBytesWritten, moved.sideBuffer) = written.sideBuffer
                        (diagnostics, containsNUL) = (scanner.diagnostics, scanner.containsNUL)
                    }
                }
            }
            var tables = TokenTables()
            tables.attributes = moved.attributes ?? attributes
            tables.sideBuffer = moved.sideBuffer ?? sideBuffer
            var stream = TokenStream(source: source, tokens: moved.tokens ?? tokens, tables: tables,
                                     diagnostics: source.diagnostics + diagnostics)
            stream.containsNUL = containsNUL
            stream.isTokenizedFromSource = true
            return stream
        }
        return (stream, joined)
    }

    /// Tokenizes a string, for tests and tools.
    public static func tokenize(_ html: String) -> TokenStream {
        tokenize(SourceText(html))
    }
}
