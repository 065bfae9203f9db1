/// A big source tokenized in two halves at once, on two threads, and joined into exactly the
/// stream one pass makes.
///
/// The second half starts at a `<` and a letter near the middle of the source, with a scanner
/// of its own as at the start of a document. The first half scans from the start as always and
/// stops when it reaches that `<` outside any tag, comment or raw text. They join only if:
/// - the first half reached it so, outside SVG and MathML (whose content reads differently);
/// - the second half read a tag there (not text: one pass would have joined that text to the
///   text before);
/// - the first half reported no unclosed quote at or past it (one pass reports each once).
///
/// Everything else a scanner keeps between tags is a memo of facts about the input after a
/// position (no `>` after it, a tag from there runs off the end), which the second half finds
/// again. When a check fails, the first half scans the rest itself and the second half's
/// tokens are dropped, so the stream is always one pass's.
extension Tokenizer {
    /// Sources of fewer bytes are tokenized in one pass: a thread costs more than half their
    /// tokenizing saves.
    static let halvesMinimumBytes = 1 << 18
    /// How far past the middle the second half's `<` is looked for.
    static let halvesSearchWindow = 1 << 16

    /// Where the second half starts in `bytes`: the first `<` followed by an ASCII letter from
    /// the middle on (within ``halvesSearchWindow``), or nil for a source of fewer than
    /// `minimumBytes` bytes or with fewer than two `processors`.
    static func secondHalfStart(in bytes: UnsafeBufferPointer<UInt8>, minimumBytes: Int = halvesMinimumBytes,
                                processors: @autoclosure () -> Int = WorkerThread.processorCount) -> Int? {
        guard bytes.count >= max(minimumBytes, 2), processors() > 1 else { return nil }
        var position = bytes.count / 2
        let end = min(bytes.count - 1, position + halvesSearchWindow)
        while position < end {
            if bytes[position] == ASCII.lessThan, ASCII.isLetter(bytes[position + 1]) { return position }
            position += 1
        }
        return nil
    }

    /// Scans all of `scanner`'s input, the part from `start` (a `<`) on by a second scanner on
    /// a thread of its own, joined when the halves meet (see above); returns whether they did.
    static func scan(_ scanner: inout TokenScanner, secondHalfFrom start: Int) -> Bool {
        let bytes = scanner.bytes
        let second = TokenizerSecondHalf()
        guard let worker = WorkerThread({ second.scan(bytes, from: start) }) else {
            scanner.run()
            return false
        }
        let reached = scanner.run(stoppingAt: start)
        worker.wait()
        guard reached, scanner.foreign.isOutside, !scanner.tailIsText,
              scanner.reportedQuotes.allSatisfy({ $0 < start }), second.startsWithTag(at: start) else {
            if reached { scanner.run() }
            return false
        }
        scanner.append(secondHalf: second, endingTextAt: start)
        return true
    }
}

/// What the second half's scanner read: its tokens, attributes and side buffer numbered from
/// zero, and its diagnostics.
final class TokenizerSecondHalf: @unchecked Sendable {
    private(set) var scanned = Tokenizer.Scanned()

    /// Scans `bytes` from `start` on, as at the start of a document.
    func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
        scanned = Tokenizer.scanIntoNewArrays(bytes, roomFor: bytes.count - start) { scanner in
            scanner.index = start
            scanner.textStart = start
            scanner.run()
        }
    }

    /// Whether the first token read is a tag starting at `start`.
    func startsWithTag(at start: Int) -> Bool {
        guard let first = scanned.tokens.first else { return false }
        return first.isTag && first.range.start == start
    }
}

extension TokenScanner {
    /// Ends the text before `start` and appends what `second` read from `start` on after this
    /// scanner's tokens, attributes, side buffer and diagnostics, its numbers moved to follow
    /// them, in one pass's order: the side-buffer bytes and diagnostics of the tag at `start`
    /// (its attribute values, decoded) come before the text it ends, which one pass decodes
    /// once it knows the tag is one.
    mutating func append(secondHalf: TokenizerSecondHalf, endingTextAt start: Int) {
        let second = secondHalf.scanned
        let (attributeCount, sideCount) = (attributes.count, sideBuffer.count)
        // What the tag at `start` made before it was appended (its decoded attribute values).
        let firstTag = second.beforeFirstToken ?? (0, 0)
        second.sideBuffer.withUnsafeBufferPointer { side in
            appendSideBytes(UnsafeBufferPointer(rebasing: side[..<firstTag.sideBytes]))
        }
        diagnostics += second.diagnostics[..<firstTag.diagnostics]
        flushText(upTo: start)
        let textSideBytes = sideBuffer.count - sideCount - firstTag.sideBytes
        second.sideBuffer.withUnsafeBufferPointer { side in
            appendSideBytes(UnsafeBufferPointer(rebasing: side[firstTag.sideBytes...]))
        }
        diagnostics += second.diagnostics[firstTag.diagnostics...]
        // A second-half offset into its side buffer moves past this one's, and past the text's
        // bytes when it lies after the first tag's.
        let moved = { (offset: Int) in offset + sideCount + (offset < firstTag.sideBytes ? 0 : textSideBytes) }
        for span in second.attributes { attributes.append(span.following(side: moved)) }
        let tokenCount = self.tokenCount
        for token in second.tokens {
            appendMovedToken(token.following(tokens: tokenCount, attributes: attributeCount, side: moved))
        }
        containsNUL = containsNUL || second.containsNUL
    }

    /// Appends `bytes` to the side buffer.
    private mutating func appendSideBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        _ = sideBuffer.write(atMost: bytes.count) { room in
            room.initialize(from: bytes.baseAddress!, count: bytes.count)
            return bytes.count
        }
    }
}
