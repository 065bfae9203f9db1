/// The `style=""` texts of one document parsed once each, and their declarations turned into
/// assignments once per distinct property and value: copy repeats the same styles, and the
/// same few declarations (`color:red`, `font-weight:bold`) inside many different ones.
///
/// Texts, declarations and problems are stored flat, in a few arrays that grow for the
/// document, and found by a hash of their bytes (``ByteHash``): a text met again costs a
/// look-up, a new one written with plain bytes (nearly all) makes no string, and a
/// declaration met before makes nothing. One resolve uses it from one thread, and no access
/// to a table overlaps another, so the tables skip the runtime's exclusivity checks (about a
/// tenth of a look-up).
final class InlineStyleCache {
    /// Every stored text's declarations, and those of texts read once (not the source's).
    @exclusivity(unchecked) private(set) var declarations: [InlineDeclaration] = []

    /// Where a stored text's bytes, declarations and problems are in the flat arrays.
    private struct Text {
        var bytes: Range<Int>
        var declarations: Range<Int>
        var diagnostics: Range<Int>
    }

    @exclusivity(unchecked) private var texts: [Text] = []
    @exclusivity(unchecked) private var textBytes: [UInt8] = []
    /// The problems of the stored texts, ranges relative to the text's start.
    @exclusivity(unchecked) private var textDiagnostics: [Diagnostic] = []
    @exclusivity(unchecked) private var textIndex = HashedIndex()

    /// A declaration that reported nothing: its lowercased property and its value, as bytes
    /// of ``declarationBytes``, and what it does.
    private struct Known {
        var property: Range<Int>
        var value: Range<Int>
        var assignments: [StyleAssignment]
    }

    @exclusivity(unchecked) private var known: [Known] = []
    @exclusivity(unchecked) private var declarationBytes: [UInt8] = []
    @exclusivity(unchecked) private var knownIndex = HashedIndex()

    /// Room for the texts of a long document when its first is stored (a megabyte of copy has
    /// about a distinct style text per forty nodes), at least a short document's.
    private let textCapacity: Int

    /// A cache for the style texts of a tree of `nodeCount` nodes.
    init(nodeCount: Int = 0) {
        textCapacity = max(32, nodeCount / 40)
    }

    /// The id of the text whose UTF-8 is `bytes` (exactly the source's, so ranges are
    /// relative to its start), parsed and stored when new; `fallback` is where a problem
    /// shows when it has no bytes of its own.
    func text(_ bytes: UnsafeBufferPointer<UInt8>, fallback: SourceRange) -> Int {
        var hash = ByteHash(seed: 0)
        hash.add(bytes: bytes)
        let found = textIndex.find(hash.value) { index in
            let range = texts[index].bytes
            return range.count == bytes.count && textBytes.withUnsafeBufferPointer {
                ByteComparison.equal(UnsafeBufferPointer(rebasing: $0[range]), bytes)
            }
        }
        if let found { return found }
        if texts.isEmpty { reserveRoom() }
        let firstDeclaration = declarations.count
        let firstDiagnostic = textDiagnostics.count
        let isPlain = CSSPlainDeclarations.forEachDeclarationUntilNotPlain(in: bytes) { piece in
            store(name: UnsafeBufferPointer(rebasing: bytes[piece.name]),
                  value: UnsafeBufferPointer(rebasing: bytes[piece.value]),
                  range: SourceRange(start: piece.whole.lowerBound, end: piece.whole.upperBound))
        }
        if !isPlain {
            // The pieces stored before the one that is not plain are dropped, with their
            // problems; what ``known`` learned of them holds for their bytes wherever they are.
            declarations.removeSubrange(firstDeclaration...)
            textDiagnostics.removeSubrange(firstDiagnostic...)
            let parsed = CSSDeclarationParser.parseWithTokens(bytes, offset: 0, fallback: fallback,
                                                              diagnostics: &textDiagnostics)
            for declaration in parsed { store(declaration, diagnostics: &textDiagnostics) }
        }
        let start = textBytes.count
        textBytes.append(contentsOf: bytes)
        texts.append(Text(bytes: start..<textBytes.count, declarations: firstDeclaration..<declarations.count,
                          diagnostics: firstDiagnostic..<textDiagnostics.count))
        return textIndex.insert(hash.value)
    }

    /// Room in the tables for the document's styles, at its first text (most documents have
    /// none): grown from empty, each would be reallocated five times first, and a long
    /// document's indexes rehashed as they grow.
    private func reserveRoom() {
        if textCapacity > 32 {
            textIndex = HashedIndex(capacity: textCapacity)
            knownIndex = HashedIndex(capacity: textCapacity)
        }
        texts.reserveCapacity(textCapacity)
        textBytes.reserveCapacity(textCapacity * 32)
        declarations.reserveCapacity(textCapacity * 2)
        known.reserveCapacity(textCapacity)
        declarationBytes.reserveCapacity(textCapacity * 16)
    }

    /// The indices in ``declarations`` of the declarations of the text with id `text`.
    func declarations(ofText text: Int) -> Range<Int> { texts[text].declarations }

    /// The problems of the text with id `text`, ranges relative to its start.
    func diagnostics(ofText text: Int) -> ArraySlice<Diagnostic> { textDiagnostics[texts[text].diagnostics] }

    /// Stores `parsed`, the declarations of a text read once, with what each does; returns
    /// their indices in ``declarations``.
    func store(_ parsed: [CSSDeclaration], diagnostics: inout [Diagnostic]) -> Range<Int> {
        let first = declarations.count
        for declaration in parsed { store(declaration, diagnostics: &diagnostics) }
        return first..<declarations.count
    }

    /// Appends a plain declaration (its property name as written, its trimmed value, its
    /// bytes) to ``declarations``; its problems go to the text's.
    private func store(name written: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>,
                       range: SourceRange) {
        // Names are nearly always written in lowercase already: only others are copied.
        let effect = if written.contains(where: ASCII.isUppercase) {
            ASCII.withLowercased(written) { assignments(property: $0, value: value, range: range) }
        } else {
            assignments(property: written, value: value, range: range)
        }
        declarations.append(InlineDeclaration(range: range, isImportant: false, assignments: effect))
    }

    /// What the plain declaration with these bytes (`property` lowercased) does; its problems
    /// go to the text's.
    private func assignments(property: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>,
                             range: SourceRange) -> [StyleAssignment] {
        effect(property: property, value: value, diagnostics: &textDiagnostics) {
            CSSDeclaration(property: String(validUTF8: property), value: String(validUTF8: value),
                           isImportant: false, range: range)
        }
    }

    /// Appends `declaration` with what it does to ``declarations``.
    private func store(_ declaration: CSSDeclaration, diagnostics: inout [Diagnostic]) {
        var property = declaration.property
        var value = declaration.value
        let effect = property.withUTF8 { property in
            value.withUTF8 { value in
                self.effect(property: property, value: value, diagnostics: &diagnostics) { declaration }
            }
        }
        declarations.append(InlineDeclaration(range: declaration.range, isImportant: declaration.isImportant,
                                              assignments: effect))
    }

    /// What the declaration with these bytes (`property` lowercased) does: the stored effect
    /// when it was met before, else `declaration()` parsed (and stored when it reported
    /// nothing to `diagnostics`).
    @inline(__always)
    private func effect(property: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>,
                        diagnostics: inout [Diagnostic], declaration: () -> CSSDeclaration) -> [StyleAssignment] {
        let hash = Self.hash(property: property, value: value)
        if let found = find(hash, property: property, value: value) { return known[found].assignments }
        return assignments(for: declaration(), hash: hash, property: property, value: value,
                           diagnostics: &diagnostics)
    }

    private static func hash(property: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) -> Int {
        var hash = ByteHash(seed: 1)
        hash.add(bytes: property)
        hash.add(bytes: value)
        return hash.value
    }

    /// The index in ``known`` of the declaration with these bytes and their `hash`, if one is
    /// stored.
    private func find(_ hash: Int, property: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) -> Int? {
        knownIndex.find(hash) { index in
            let entry = known[index]
            return entry.property.count == property.count && entry.value.count == value.count
                && declarationBytes.withUnsafeBufferPointer {
                    ByteComparison.equal(UnsafeBufferPointer(rebasing: $0[entry.property]), property)
                        && ByteComparison.equal(UnsafeBufferPointer(rebasing: $0[entry.value]), value)
                }
        }
    }

    /// What `declaration` (property and value as bytes too, and their `hash`) does, as
    /// ``CSSPropertyParser/assignments(for:diagnostics:)`` says; a declaration that reported a
    /// problem is not stored, so that each declaration reports it at its own bytes.
    private func assignments(for declaration: CSSDeclaration, hash: Int, property: UnsafeBufferPointer<UInt8>,
                             value: UnsafeBufferPointer<UInt8>, diagnostics: inout [Diagnostic]) -> [StyleAssignment] {
        let reported = diagnostics.count
        let result = CSSPropertyParser.assignments(for: declaration, diagnostics: &diagnostics)
        guard diagnostics.count == reported else { return result }
        let start = declarationBytes.count
        declarationBytes.append(contentsOf: property)
        declarationBytes.append(contentsOf: value)
        let middle = start + property.count
        known.append(Known(property: start..<middle, value: middle..<declarationBytes.count, assignments: result))
        knownIndex.insert(hash)
        return result
    }
}
