/// Markup that is not a tag: comments, doctypes and the bogus comments `<!…>` and `<?…>`
/// become, each a token of its own.
extension TokenScanner {
    mutating func scanDeclaration(at start: Int) -> Bool {
        if hasPrefix("<!--", at: start) { return scanComment(at: start) }
        if foreign.allowsCDATA, hasPrefix("<![CDATA[", at: start) { return scanCDATA(at: start) }
        if hasPrefixIgnoringCase("<!doctype", at: start) {
            let closing = findGreaterThan(from: start + 9)
            let end = closing.map { $0 + 1 } ?? bytes.count
            flushText(upTo: start)
            let dataEnd = closing ?? bytes.count
            var data = start + 9..<dataEnd
            while !data.isEmpty, ASCII.isWhitespace(bytes[data.lowerBound]) { data = data.lowerBound + 1..<data.upperBound }
            while !data.isEmpty, ASCII.isWhitespace(bytes[data.upperBound - 1]) { data = data.lowerBound..<data.upperBound - 1 }
            appendToken(Token(kind: .doctype, data: data, range: SourceRange(start: start, end: end)))
            index = end
            textStart = end
            return true
        }
        return scanBogusComment(at: start, dataStart: start + 2)
    }

    private mutating func scanComment(at start: Int) -> Bool {
        let dataStart = start + 4
        var cursor = dataStart
        var dataEnd = bytes.count
        var end = bytes.count
        // `<!-->` and `<!--->` are complete (empty) comments in HTML.
        if hasPrefix(">", at: cursor) { dataEnd = cursor; end = cursor + 1 }
        else if hasPrefix("->", at: cursor) { dataEnd = cursor; end = cursor + 2 }
        else {
            while let dash = find(ASCII.hyphen, from: cursor) {
                if hasPrefix("-->", at: dash) { dataEnd = dash; end = dash + 3; break }
                if hasPrefix("--!>", at: dash) { dataEnd = dash; end = dash + 4; break }
                cursor = dash + 1
            }
        }
        flushText(upTo: start)
        if end == bytes.count, dataEnd == bytes.count {
            // At the end of the input a comment's closing dashes (`--`, `--!`) are not its data.
            if hasPrefix("--!", at: dataEnd - 3), dataEnd - 3 >= dataStart { dataEnd -= 3 }
            else if hasPrefix("--", at: dataEnd - 2), dataEnd - 2 >= dataStart { dataEnd -= 2 }
            else if hasPrefix("-", at: dataEnd - 1), dataEnd - 1 >= dataStart { dataEnd -= 1 }
            diagnostics.append(Diagnostic(
                .error, "comment is never closed with '-->'; everything after it is hidden",
                range: SourceRange(start: start, end: min(start + 4, bytes.count)), code: .unterminatedComment))
        }
        appendToken(commentToken(data: dataStart..<max(dataStart, dataEnd), range: SourceRange(start: start, end: end)))
        index = end
        textStart = end
        return true
    }

    /// `<!…>` and `<?…>` that are not comments or doctypes: comments up to the next `>`.
    mutating func scanBogusComment(at start: Int, dataStart: Int) -> Bool {
        let closing = findGreaterThan(from: dataStart)
        let dataEnd = closing ?? bytes.count
        let end = closing.map { $0 + 1 } ?? bytes.count
        flushText(upTo: start)
        appendToken(commentToken(data: dataStart..<dataEnd, range: SourceRange(start: start, end: end)))
        index = end
        textStart = end
        return true
    }
}
