/// Raw text (`script`, `style`, `textarea`, `title`, `xmp`, `iframe`, `noembed`,
/// `noframes`, `plaintext`) and CDATA sections: content read as one text token, not
/// scanned for tags, up to the end the standard gives it.
extension TokenScanner {
    /// Scans the content of a raw-text element up to its end tag, as one text token: `script`
    /// through the standard's script data states (its end tag does not count inside
    /// `<!--<script>…</script>-->`), `plaintext` to the end of the input, the others up to
    /// the first `</name`.
    mutating func scanRawText(of name: String) {
        let contentStart = index
        let nameBytes = Array(name.utf8)
        let closeStart: Int?
        switch name {
        case "plaintext": closeStart = nil
        case "script": closeStart = scriptDataEnd(from: contentStart)
        default: closeStart = rawTextEnd(from: contentStart, nameBytes: nameBytes)
        }
        let contentEnd = closeStart ?? bytes.count
        if contentEnd > contentStart {
            let range = contentStart..<contentEnd
            appendToken(Tokenizer.escapableRawTextElements.contains(name) ? decodedToken(.text, range) : rawTextToken(range))
        }
        index = contentEnd
        textStart = contentEnd
        if closeStart == nil, name != "plaintext" {
            diagnostics.append(Diagnostic(
                .warning, "<\(name)> is never closed; the rest of the document is its content",
                range: SourceRange(start: contentStart, end: contentEnd), code: .unterminatedRawText))
        }
    }

    /// Whether `</name` followed by whitespace, `/` or `>` (an end tag of `name`) is at `lessThan`.
    private func isEndTag(_ nameBytes: [UInt8], at lessThan: Int) -> Bool {
        let nameStart = lessThan + 2
        return nameStart + nameBytes.count <= bytes.count && bytes[lessThan + 1] == ASCII.slash
            && matchesIgnoringCase(nameBytes, at: nameStart) && endsTagName(nameStart + nameBytes.count)
    }

    private func rawTextEnd(from start: Int, nameBytes: [UInt8]) -> Int? {
        var cursor = start
        while let lessThan = find(ASCII.lessThan, from: cursor) {
            if isEndTag(nameBytes, at: lessThan) { return lessThan }
            cursor = lessThan + 1
        }
        return nil
    }

    private static let scriptName = Array("script".utf8)

    /// The `<` of the end tag that ends a script's content, following the standard's script
    /// data, escaped and double escaped states; nil when the content runs to the end.
    private func scriptDataEnd(from start: Int) -> Int? {
        enum State { case data, escaped, doubleEscaped }
        var state = State.data
        var cursor = start
        let count = bytes.count
        while cursor < count {
            let byte = bytes[cursor]
            switch state {
            case .data:
                guard let lessThan = find(ASCII.lessThan, from: cursor) else { return nil }
                if isEndTag(Self.scriptName, at: lessThan) { return lessThan }
                if hasPrefix("<!--", at: lessThan) {
                    state = .escaped
                    cursor = lessThan + 4
                    // `<!-->` and `<!--->` end the escape at once.
                    if hasPrefix(">", at: cursor) { state = .data; cursor += 1 }
                    else if hasPrefix("->", at: cursor) { state = .data; cursor += 2 }
                } else {
                    cursor = lessThan + 1
                }
            case .escaped:
                if byte == ASCII.lessThan {
                    if isEndTag(Self.scriptName, at: cursor) { return cursor }
                    if cursor + 1 < count, ASCII.isLetter(bytes[cursor + 1]), isScriptName(at: cursor + 1) {
                        state = .doubleEscaped
                        cursor += 7
                        continue
                    }
                } else if hasPrefix("-->", at: cursor) {
                    state = .data
                    cursor += 3
                    continue
                }
                cursor += 1
            case .doubleEscaped:
                if byte == ASCII.lessThan, cursor + 1 < count, bytes[cursor + 1] == ASCII.slash,
                   isScriptName(at: cursor + 2) {
                    state = .escaped
                    cursor += 8
                    continue
                }
                if hasPrefix("-->", at: cursor) {
                    state = .data
                    cursor += 3
                    continue
                }
                cursor += 1
            }
        }
        return nil
    }

    /// Whether `script` followed by whitespace, `/` or `>` is at `start` (any case).
    private func isScriptName(at start: Int) -> Bool {
        start + 6 <= bytes.count && matchesIgnoringCase(Self.scriptName, at: start) && endsTagName(start + 6)
    }

    /// Raw text (script, style …): its bytes, NUL as U+FFFD (then in the side buffer), as the
    /// standard's tokenizer reads it.
    private mutating func rawTextToken(_ range: Range<Int>) -> Token {
        let sourceRange = SourceRange(start: range.lowerBound, end: range.upperBound)
        guard contains(ASCII.nul, in: range) else {
            return Token(kind: .text, data: range, range: sourceRange)
        }
        let sideStart = sideBuffer.count
        for byte in UnsafeBufferPointer(rebasing: bytes[range]) {
            if byte == ASCII.nul { sideBuffer.append(contentsOf: UTF8Repair.replacementCharacter) } else { sideBuffer.append(byte) }
        }
        return Token(kind: .text, side: sideStart..<sideBuffer.count, range: sourceRange)
    }

    /// A CDATA section in SVG or MathML: its content is text, up to `]]>` or the end of the input.
    mutating func scanCDATA(at start: Int) -> Bool {
        let contentStart = start + 9
        var cursor = contentStart
        var contentEnd = bytes.count
        var end = bytes.count
        while let bracket = find(ASCII.rightBracket, from: cursor) {
            if hasPrefix("]]>", at: bracket) { contentEnd = bracket; end = bracket + 3; break }
            cursor = bracket + 1
        }
        flushText(upTo: start)
        if contentEnd > contentStart {
            // No references in CDATA; only the input stream's newlines (CR LF, CR) are normalized.
            let range = contentStart..<contentEnd
            let sourceRange = SourceRange(start: contentStart, end: contentEnd)
            if contains(ASCII.nul, in: range) { containsNUL = true }
            if contains(ASCII.carriageReturn, in: range) {
                let sideStart = sideBuffer.count
                var cursor = contentStart
                while cursor < contentEnd {
                    let byte = bytes[cursor]
                    cursor += 1
                    guard byte == ASCII.carriageReturn else { sideBuffer.append(byte); continue }
                    sideBuffer.append(ASCII.lineFeed)
                    if cursor < contentEnd, bytes[cursor] == ASCII.lineFeed { cursor += 1 }
                }
                appendToken(Token(kind: .text, side: sideStart..<sideBuffer.count, range: sourceRange))
            } else {
                appendToken(Token(kind: .text, data: range, range: sourceRange))
            }
        }
        index = end
        textStart = end
        return true
    }
}
