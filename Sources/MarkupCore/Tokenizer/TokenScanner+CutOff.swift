/// Tags that never close: one cut off by the end of the file is dropped and reported, as the
/// standard drops it (`<p>Sale is <span styl` shows "Sale is"); one whose attribute quote never
/// closes stays text (the deliberate departure: a browser would hide the rest of the document)
/// and the quote is reported.
extension TokenScanner {
    /// Drops the tag at `start` (name ending at `nameEnd`) when the end of the file cuts it off:
    /// no `>` follows it and no quote in it is left open. False when it is text after all.
    mutating func dropIfCutOff(at start: Int, nameEnd: Int) -> Bool {
        guard !tailIsText, nameEnd == bytes.count || endsTagName(nameEnd) else { return false }
        let lastGreaterThan = self.lastGreaterThan ?? findLastGreaterThan()
        self.lastGreaterThan = lastGreaterThan
        guard start > lastGreaterThan else { return false }
        if let quote = unclosedQuote(from: nameEnd) {
            reportUnclosedQuote(at: quote)
            tailIsText = true
            return false
        }
        flushText(upTo: start)
        diagnostics.append(Diagnostic(.warning, "tag not closed before the end of the file",
                                      range: SourceRange(start: start, end: bytes.count), code: .unterminatedTag))
        index = bytes.count
        textStart = bytes.count
        return true
    }

    /// Reports, once, that the attribute quote at `position` never closes.
    mutating func reportUnclosedQuote(at position: Int) {
        guard !reportedQuotes.contains(position) else { return }
        reportedQuotes.append(position)
        let quote = bytes[position] == ASCII.quote ? "\"" : "'"
        diagnostics.append(Diagnostic(
            .warning, "attribute quote never closes (no \(quote) after it): the tag is shown as text",
            range: SourceRange(start: position, end: position + 1), code: .unterminatedQuote))
    }

    private func findLastGreaterThan() -> Int {
        var position = bytes.count - 1
        while position >= 0, bytes[position] != ASCII.greaterThan { position -= 1 }
        return position
    }

    /// The opening quote of an attribute value that never closes, reading attributes from
    /// `start` to the end of the input as the scanner does (no `>` is left to end them).
    private func unclosedQuote(from start: Int) -> Int? {
        var cursor = start
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if ASCII.isWhitespace(byte) || byte == ASCII.slash { cursor += 1; continue }
            cursor += 1
            while cursor < bytes.count, !ASCII.isWhitespace(bytes[cursor]), bytes[cursor] != ASCII.slash,
                  bytes[cursor] != ASCII.equals {
                cursor += 1
            }
            while cursor < bytes.count, ASCII.isWhitespace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == ASCII.equals else { continue }
            cursor += 1
            while cursor < bytes.count, ASCII.isWhitespace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count else { return nil }
            let quote = bytes[cursor]
            if quote == ASCII.quote || quote == ASCII.apostrophe {
                guard let closing = find(quote, from: cursor + 1) else { return cursor }
                cursor = closing + 1
            } else {
                while cursor < bytes.count, !ASCII.isWhitespace(bytes[cursor]) { cursor += 1 }
            }
        }
        return nil
    }
}
