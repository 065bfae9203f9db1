/// The byte cursor behind ``Tokenizer``: one pass, tokens appended as they end.
struct TokenScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private var tokens: RoomWriter<Token>
    /// Every tag's attributes, which tags refer to (the stream's ``TokenTables/attributes``).
    var attributes: RoomWriter<AttributeSpan>
    /// The decoded bytes (text and values), which tokens and attributes refer to (the
    /// stream's ``TokenTables/sideBuffer``).
    var sideBuffer: RoomWriter<UInt8>
    var diagnostics: [Diagnostic] = []
    var index = 0
    var textStart = 0
    /// The first `&`, CR or NUL of the text from ``textStart`` on (decoding starts there); below
    /// ``textStart`` while that text has none.
    var textDecodingWork = -1
    /// Set once a search for `>` ran off the end: no later `>` exists.
    var noGreaterThanAfter = Int.max
    /// Per quote byte, set once a search for its closing quote ran off the end.
    var noDoubleQuoteAfter = Int.max
    var noSingleQuoteAfter = Int.max
    /// Attribute positions from which a start tag was already found to run off the end.
    /// A later tag reaching one of them fails at once, so broken quotes stay linear.
    var deadAttributeStarts: [Bool] = []
    /// The offset of the input's last `>` (-1 when there is none), found the first time a tag
    /// fails to close: a tag that opens after it is cut off by the end of the file.
    var lastGreaterThan: Int?
    /// Set once a tag after the last `>` held a quote that never closes: from there on, as the
    /// departure for such quotes says, every `<` is text.
    var tailIsText = false
    /// The quotes already reported as never closing (several tags can reach the same one).
    var reportedQuotes: [Int] = []
    /// Where the attributes of the start tag being scanned begin (kept between tags to
    /// reuse its storage: most tags scan fine and never read it).
    var attributeStarts: [Int] = []
    /// How many of ``attributeStarts`` belong to the tag being scanned (the array is reused
    /// without clearing: emptying it per tag cost more than scanning most tags).
    var attributeStartCount = 0
    /// The names of the tag's attributes so far, built only once a tag has many (a repeated
    /// name is then found without comparing it with every earlier one).
    var seenAttributeNames: Set<String>?
    /// Whether an attribute name of the tag being scanned holds a NUL (which reads as U+FFFD,
    /// so names of different lengths can then read alike).
    var attributeNamesHaveNUL = false
    /// Where the last quoted value of the tag ended, for the memo of `>`.
    var lastQuotedValueEnd: Int?
    static let attributeIndexThreshold = 8
    /// The name of the last tag whose slot ``tagSlot(_:)`` found (packed as
    /// ``packedTagName(_:)`` packs it), and that slot.
    private var lastTagName = PackedBytes()
    private var lastTagSlot: Int?
    /// The known element table, held here so that a lookup per tag skips the globals' access checks.
    private let knownNames = KnownElements.names
    private let knownPackedNames = KnownElements.packedNames
    private let knownCategories = KnownElements.categories
    let fontSlot = KnownElements.slot(of: "font")
    /// Whether a text token keeps a NUL (the tree builder then drops or replaces it).
    var containsNUL = false
    /// Whether tags fall inside SVG or MathML, where no element's text is raw.
    var foreign = ForeignContentTracker()

    /// A scanner of `bytes` writing its tokens, attributes and side buffer into the rooms
    /// given, the uninitialized capacity of the arrays that will hold them
    /// (``reservedTokenCount(forInputOf:)`` tokens, ``reservedAttributeCount(forInputOf:)``
    /// attributes, ``reservedSideBufferCount(forInputOf:)`` bytes).
    init(bytes: UnsafeBufferPointer<UInt8>, tokenRoom: UnsafeMutableBufferPointer<Token>,
         attributeRoom: UnsafeMutableBufferPointer<AttributeSpan>, sideRoom: UnsafeMutableBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens = RoomWriter(room: tokenRoom)
        attributes = RoomWriter(room: attributeRoom)
        sideBuffer = RoomWriter(room: sideRoom)
    }

    mutating func run() {
        _ = run(stoppingAt: -1)
    }

    /// ``run()`` up to the `<` at `stop`: true, with ``index`` at `stop` and the text before it
    /// not yet ended, when the scan reaches that `<` outside any tag, comment or raw text (a
    /// later ``run()`` goes on from there); false when the scan went past `stop` inside
    /// something else, and has then read the whole input.
    mutating func run(stoppingAt stop: Int) -> Bool {
        let count = bytes.count
        while index < count {
            // One search finds the next `<` and notes the bytes the text decodes at on the way.
            let found = MarkupByteSearch.firstLessThanOrDecodingWork(bytes, from: index)
            guard found < count else { break }
            guard bytes[found] == ASCII.lessThan else {
                if textDecodingWork < textStart { textDecodingWork = found }
                index = found + 1
                continue
            }
            index = found
            if found == stop { return true }
            if !scanMarkup(at: found) { index = found + 1 }
        }
        flushText(upTo: count)
        return false
    }

    /// Ends the writing: how many tokens, attributes and side-buffer bytes the rooms given to
    /// ``init(bytes:tokenRoom:attributeRoom:sideRoom:)`` hold, or none there and all of them
    /// in `moved` when they outgrew it. The arrays are handed over as they are: shrinking one
    /// would copy it.
    mutating func finish() -> (tokens: (countInRoom: Int, moved: [Token]?),
                               attributes: (countInRoom: Int, moved: [AttributeSpan]?),
                               sideBuffer: (countInRoom: Int, moved: [UInt8]?)) {
        (tokens.finish(), attributes.finish(), sideBuffer.finish())
    }

    /// How many tokens are written.
    var tokenCount: Int { tokens.count }

    /// Appends `token` numbered as it is (a second half's, moved to follow this scanner's:
    /// see ``append(secondHalf:)``).
    mutating func appendMovedToken(_ token: Token) {
        tokens.append(token)
    }

    /// How many side-buffer bytes and diagnostics there were when the first token was
    /// appended: a tag's come before the text it ends, which one pass decodes after it (see
    /// ``append(secondHalf:)``).
    private(set) var beforeFirstToken: (sideBytes: Int, diagnostics: Int)?

    @inline(__always)
    mutating func appendToken(_ token: consuming Token) {
        if tokens.count == 0 { beforeFirstToken = (sideBuffer.count, diagnostics.count) }
        token.setOrigin(index: tokens.count)
        tokens.append(token)
    }

    // MARK: Text

    /// Ends the text from ``textStart`` at `end` (when there is any) with a token. Inlined:
    /// most texts are spans of the source, cheaper to make than a call that saves registers.
    @inline(__always)
    mutating func flushText(upTo end: Int) {
        guard end > textStart else { return }
        let range = textStart..<end
        if textDecodingWork >= textStart {
            flushDecodedText(range)
        } else {
            appendToken(Token(kind: .text, data: range, range: SourceRange(start: range.lowerBound, end: range.upperBound)))
        }
        textStart = end
    }

    /// The token of a text with bytes to decode from ``textDecodingWork`` on.
    @inline(never)
    private mutating func flushDecodedText(_ range: Range<Int>) {
        appendToken(decodedToken(.text, range, firstWork: textDecodingWork))
    }

    /// A token of `kind` whose text is `range` with its references decoded (and CR LF read as
    /// LF): the source bytes themselves when they hold no `&`, CR or NUL, else decoded into the
    /// side buffer. The bytes before `firstWork` are known to need no decoding.
    mutating func decodedToken(_ kind: Token.Kind, _ range: Range<Int>, firstWork: Int? = nil) -> Token {
        let side = CharacterReferenceDecoder.decode(bytes, range, firstWork: firstWork ?? range.lowerBound,
                                                    inAttribute: false, into: &sideBuffer,
                                                    diagnostics: &diagnostics, sawNUL: &containsNUL)
        let sourceRange = SourceRange(start: range.lowerBound, end: range.upperBound)
        guard let side else { return Token(kind: kind, data: range, range: sourceRange) }
        return Token(kind: kind, side: side, range: sourceRange)
    }

    /// Whether `byte` occurs in the bytes `range`.
    func contains(_ byte: UInt8, in range: Range<Int>) -> Bool {
        ByteScanning.first(byte, in: UnsafeBufferPointer(rebasing: bytes[range]), from: 0) < range.count
    }

    func find(_ byte: UInt8, from start: Int) -> Int? {
        let found = ByteScanning.first(byte, in: bytes, from: start)
        return found < bytes.count ? found : nil
    }

    // MARK: Markup

    /// Scans the markup at the `<` at `start`; false when it is text after all.
    private mutating func scanMarkup(at start: Int) -> Bool {
        let next = start + 1
        guard next < bytes.count else { return false }
        let byte = bytes[next]
        if ASCII.isLetter(byte) { return scanStartTag(at: start) }
        if byte == ASCII.slash { return scanEndTag(at: start) }
        if byte == ASCII.exclamation { return scanDeclaration(at: start) }
        if byte == ASCII.question { return scanBogusComment(at: start, dataStart: next) }
        return false
    }

    /// The end of a tag name starting at `start`: letters, digits and `-`.
    @inline(__always)
    private func tagNameEnd(from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count, ASCII.isAlphanumeric(bytes[cursor]) || bytes[cursor] == ASCII.hyphen {
            cursor += 1
        }
        return cursor
    }

    /// The slot among the known elements of the tag name at `range` (letters, digits, `-`),
    /// found by its bytes; nil for a name HTML does not know. The last tag's name and slot are
    /// kept: a tag most often repeats the name of the tag before it (`</li><li>`, nested `<b>`),
    /// which is then not looked up.
    @inline(__always)
    private mutating func tagSlot(_ range: Range<Int>) -> Int? {
        guard let packed = packedTagName(range) else { return nil }
        if packed == lastTagName { return lastTagSlot }
        var found: Int?
        if let slot = KnownElements.slot(of: packed, in: knownPackedNames), knownNames[slot] != nil { found = slot }
        lastTagName = packed
        lastTagSlot = found
        return found
    }

    /// The tag name at `range` packed and lowercased, read as two words where 16 bytes from its
    /// start lie inside the input (the bytes after the name masked off); nil when longer than
    /// any known name can be.
    @inline(__always)
    private func packedTagName(_ range: Range<Int>) -> PackedBytes? {
        let count = range.count
        guard count <= PackedBytes.capacity else { return nil }
        guard range.lowerBound + 16 <= bytes.count, let base = bytes.baseAddress else {
            return PackedBytes(UnsafeBufferPointer(rebasing: bytes[range]))?.settingBit5()
        }
        let start = UnsafeRawPointer(base + range.lowerBound)
        let low = UInt64(littleEndian: start.loadUnaligned(as: UInt64.self))
        let high = UInt64(littleEndian: start.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        let bits = UInt64(truncatingIfNeeded: count) &* 8
        let lowMask: UInt64 = count >= 8 ? ~0 : (1 &<< bits) &- 1
        let highMask: UInt64 = count >= 16 ? ~0 : count <= 8 ? 0 : (1 &<< (bits &- 64)) &- 1
        // Tag names are letters, digits and `-`: setting bit 5 on each byte lowercases them.
        let bit5: UInt64 = 0x2020_2020_2020_2020
        return PackedBytes(low: (low | bit5) & lowMask, high: (high | bit5) & highMask, count: count)
    }

    /// The lowercased tag name at `range`, for the foreign content tracker (which asks only
    /// inside SVG and MathML).
    private static func name(_ range: Range<Int>, slot: Int?, in bytes: UnsafeBufferPointer<UInt8>,
                             knownNames: [String?]) -> String {
        if let slot, let name = knownNames[slot] { return name }
        return TokenTables.lowercasedName(bytes, range)
    }

    /// A comment token over `range` whose data is `data`: its bytes, NUL as U+FFFD and line
    /// breaks (CR LF, CR) as LF (then in the side buffer).
    mutating func commentToken(data: Range<Int>, range: SourceRange) -> Token {
        let slice = UnsafeBufferPointer(rebasing: bytes[data])
        guard slice.contains(where: { $0 == ASCII.nul || $0 == ASCII.carriageReturn }) else {
            return Token(kind: .comment, data: data, range: range)
        }
        let start = sideBuffer.count
        var cursor = slice.startIndex
        while cursor < slice.endIndex {
            let byte = slice[cursor]
            cursor += 1
            switch byte {
            case ASCII.nul: sideBuffer.append(contentsOf: UTF8Repair.replacementCharacter)
            case ASCII.carriageReturn:
                sideBuffer.append(ASCII.lineFeed)
                if cursor < slice.endIndex, slice[cursor] == ASCII.lineFeed { cursor += 1 }
            default: sideBuffer.append(byte)
            }
        }
        return Token(kind: .comment, side: start..<sideBuffer.count, range: range)
    }

    @inline(__always)
    func endsTagName(_ cursor: Int) -> Bool {
        guard cursor < bytes.count else { return false }
        let byte = bytes[cursor]
        return ASCII.isWhitespace(byte) || byte == ASCII.slash || byte == ASCII.greaterThan
    }

    private mutating func scanStartTag(at start: Int) -> Bool {
        let nameEnd = tagNameEnd(from: start + 1)
        let nameRange = start + 1..<nameEnd
        let slot = tagSlot(nameRange)
        let firstEntry = attributes.count
        // A name the element table does not hold is kept in an entry before the attributes.
        if slot == nil { appendNameEntry(nameRange) }
        let cursor: Int
        let selfClosing: Bool
        if nameEnd < bytes.count, bytes[nameEnd] == ASCII.greaterThan {
            // No attributes: a `>` right after the name ends the tag (no memo of a failed
            // search can hold a `>`).
            (cursor, selfClosing) = (nameEnd + 1, false)
        } else {
            let sideEnd = sideBuffer.count
            guard endsTagName(nameEnd), let scanned = scanAttributes(from: nameEnd) else {
                dropAttributes(from: firstEntry, sideEnd: sideEnd)
                return dropIfCutOff(at: start, nameEnd: nameEnd)
            }
            (cursor, selfClosing) = scanned
        }
        flushText(upTo: start)
        let attributeRange = (slot == nil ? firstEntry + 1 : firstEntry)..<attributes.count
        let range = SourceRange(start: start, end: cursor)
        var isForeign = false
        if !foreign.staysOutside(slot: slot) {
            let (bytes, knownNames) = (self.bytes, self.knownNames)
            let breaksOutAsFont = slot != nil && slot == fontSlot && hasFontBreakoutAttribute(attributeRange)
            isForeign = foreign.startTag(Self.name(nameRange, slot: slot, in: bytes, knownNames: knownNames),
                                         slot: slot, breaksOutAsFont: breaksOutAsFont, selfClosing: selfClosing)
        }
        appendToken(Token(tag: selfClosing ? .selfClosingTag : .startTag, slot: slot, nameEntry: firstEntry,
                          attributes: attributeRange, range: range))
        index = cursor
        textStart = cursor
        if !isForeign, let slot, knownCategories[slot].contains(.rawText), let name = knownNames[slot] {
            scanRawText(of: name)
        }
        return true
    }

    /// An end tag; attributes are read (so `</b foo=">">` ends at its last `>`) and dropped, as
    /// the standard does.
    private mutating func scanEndTag(at start: Int) -> Bool {
        let nameStart = start + 2
        guard nameStart < bytes.count, ASCII.isLetter(bytes[nameStart]) else { return false }
        let nameEnd = tagNameEnd(from: nameStart)
        let end: Int
        if nameEnd < bytes.count, bytes[nameEnd] == ASCII.greaterThan {
            // No attributes: a `>` right after the name ends the tag (no memo of a failed
            // search can hold a `>`).
            end = nameEnd + 1
        } else {
            let firstAttribute = attributes.count
            let sideEnd = sideBuffer.count
            let scanned = endsTagName(nameEnd) ? scanAttributes(from: nameEnd) : nil
            dropAttributes(from: firstAttribute, sideEnd: sideEnd)
            guard let (scannedEnd, _) = scanned else {
                return dropIfCutOff(at: start, nameEnd: nameEnd)
            }
            end = scannedEnd
        }
        flushText(upTo: start)
        let nameRange = nameStart..<nameEnd
        let slot = tagSlot(nameRange)
        if !foreign.isOutside {
            let (bytes, knownNames) = (self.bytes, self.knownNames)
            foreign.endTag(Self.name(nameRange, slot: slot, in: bytes, knownNames: knownNames))
        }
        let nameEntry = slot == nil ? appendNameEntry(nameRange) : nil
        appendToken(Token(tag: .endTag, slot: slot, nameEntry: nameEntry, attributes: attributes.count..<attributes.count,
                          range: SourceRange(start: start, end: end)))
        index = end
        textStart = index
        return true
    }

    /// `>` at or after `start`, remembering when there is none (quotes are not special here).
    mutating func findGreaterThan(from start: Int) -> Int? {
        guard start < noGreaterThanAfter, let found = find(ASCII.greaterThan, from: start) else {
            noGreaterThanAfter = min(noGreaterThanAfter, start)
            return nil
        }
        return found
    }

    // MARK: Byte helpers

    func hasPrefix(_ literal: StaticString, at start: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    func hasPrefixIgnoringCase(_ literal: StaticString, at start: Int) -> Bool {
        ASCII.hasPrefixIgnoringCase(literal, in: bytes, at: start)
    }

    func matchesIgnoringCase(_ lowercasedName: [UInt8], at start: Int) -> Bool {
        for (offset, byte) in lowercasedName.enumerated() where ASCII.lowercased(bytes[start + offset]) != byte {
            return false
        }
        return true
    }
}
