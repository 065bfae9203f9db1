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
        let scanned = source.bytes.withUnsafeBufferPointer { buffer in
            scanIntoNewArrays(buffer, roomFor: buffer.count) { scanner in
                if let secondStart {
                    joined = scan(&scanner, secondHalfFrom: secondStart)
                } else {
                    scanner.run()
                }
            }
        }
        var tables = TokenTables()
        tables.attributes = scanned.attributes
        tables.sideBuffer = scanned.sideBuffer
        var stream = TokenStream(source: source, tokens: scanned.tokens, tables: tables,
                                 diagnostics: source.diagnostics + scanned.diagnostics)
        stream.containsNUL = scanned.containsNUL
        stream.isTokenizedFromSource = true
        return (stream, joined)
    }

    /// What a scanner wrote: its tokens, attributes and side buffer, its diagnostics, and
    /// whether a text kept a NUL.
    struct Scanned {
        var tokens: [Token] = []
        var attributes: [AttributeSpan] = []
        var sideBuffer: [UInt8] = []
        var diagnostics: [Diagnostic] = []
        var containsNUL = false
        /// See ``TokenScanner/beforeFirstToken``.
        var beforeFirstToken: (sideBytes: Int, diagnostics: Int)?
    }

    /// Runs `scan` with a scanner of `bytes` that writes its tokens, attributes and side buffer
    /// straight into the room of the arrays returned, room made for `inputCount` bytes of input.
    static func scanIntoNewArrays(_ bytes: UnsafeBufferPointer<UInt8>, roomFor inputCount: Int,
                                  _ scan: (inout TokenScanner) -> Void) -> Scanned {
        var scanned = Scanned()
        var moved: (tokens: [Token]?, attributes: [AttributeSpan]?, sideBuffer: [UInt8]?)
        let attributeRoomSize = TokenScanner.reservedAttributeCount(forInputOf: inputCount)
        let sideRoomSize = TokenScanner.reservedSideBufferCount(forInputOf: inputCount)
        let tokenRoomSize = TokenScanner.reservedTokenCount(forInputOf: inputCount)
        let attributes = [AttributeSpan](unsafeUninitializedCapacity: attributeRoomSize) { attributeRoom, attributesWritten in
            scanned.sideBuffer = [UInt8](unsafeUninitializedCapacity: sideRoomSize) { sideRoom, sideBytesWritten in
                scanned.tokens = [Token](unsafeUninitializedCapacity: tokenRoomSize) { tokenRoom, tokensWritten in
                    var scanner = TokenScanner(bytes: bytes, tokenRoom: tokenRoom, attributeRoom: attributeRoom,
                                               sideRoom: sideRoom)
                    scan(&scanner)
                    let written = scanner.finish()
                    (tokensWritten, moved.tokens) = written.tokens
                    (attributesWritten, moved.attributes) = written.attributes
                    (sideBytesWritten, moved.sideBuffer) = written.sideBuffer
                    (scanned.diagnostics, scanned.containsNUL) = (scanner.diagnostics, scanner.containsNUL)
                    scanned.beforeFirstToken = scanner.beforeFirstToken
                }
            }
        }
        scanned.attributes = moved.attributes ?? attributes
        if let tokens = moved.tokens { scanned.tokens = tokens }
        if let sideBuffer = moved.sideBuffer { scanned.sideBuffer = sideBuffer }
        return scanned
    }

    /// Tokenizes a string, for tests and tools.
    public static func tokenize(_ html: String) -> TokenStream {
        tokenize(SourceText(html))
    }
}
