/// The `style=""` texts of one document parsed once each, and their declarations turned into
/// assignments once per distinct property and value: copy repeats the same styles, and the
/// same few declarations (`color:red`, `font-weight:bold`) inside many different ones.
///
/// Found by hash of the bytes (``ByteHash``) rather than by `Dictionary`, which hashes and
/// compares strings several times slower. One resolve uses it from one thread, and no access
/// to a table overlaps another, so the tables skip the runtime's exclusivity checks (about a
/// tenth of a look-up).
final class InlineStyleCache {
    /// A text's declarations and problems, ranges relative to the text's start.
    typealias Parsed = (declarations: [ParsedDeclaration], diagnostics: [Diagnostic])

    @exclusivity(unchecked) private var texts: [String] = []
    @exclusivity(unchecked) private var parsed: [Parsed] = []
    @exclusivity(unchecked) private var textIndex = HashedIndex()

    /// Declarations that reported nothing, and their assignments, in ``declarationIndex`` order.
    @exclusivity(unchecked) private var declarations: [(property: String, value: String)] = []
    @exclusivity(unchecked) private var assignments: [[StyleAssignment]] = []
    @exclusivity(unchecked) private var declarationIndex = HashedIndex()

    /// The parse of the text whose UTF-8 is `bytes` if it was stored, found without making
    /// the text.
    func parsed(bytes: UnsafeBufferPointer<UInt8>) -> Parsed? {
        var hash = ByteHash(seed: 0)
        hash.add(bytes: bytes)
        return textIndex.find(hash.value) { ByteHash.sameBytes(texts[$0], bytes) }.map { parsed[$0] }
    }

    /// Parses `text` (exactly the source's, so ranges are relative to its start), stores the
    /// result and returns it; `fallback` is where a problem shows when it has no bytes of its own.
    func parse(_ text: String, fallback: SourceRange) -> Parsed {
        var found: [Diagnostic] = []
        let declarations = CSSDeclarationParser.parse(text, offset: 0, fallback: fallback, diagnostics: &found)
        let result = (parse(declarations, diagnostics: &found), found)
        var hash = ByteHash(seed: 0)
        hash.add(text)
        texts.append(text)
        parsed.append(result)
        textIndex.insert(hash.value)
        return result
    }

    /// What each declaration does, as ``CSSPropertyParser/parse(_:diagnostics:)`` says.
    func parse(_ declarations: [CSSDeclaration], diagnostics: inout [Diagnostic]) -> [ParsedDeclaration] {
        declarations.map { ParsedDeclaration(declaration: $0, assignments: assignments(for: $0, diagnostics: &diagnostics)) }
    }

    /// The declaration's assignments; those of a property and value that reported a problem
    /// are not stored, so that each declaration reports it at its own bytes.
    private func assignments(for declaration: CSSDeclaration, diagnostics: inout [Diagnostic]) -> [StyleAssignment] {
        var hash = ByteHash(seed: 1)
        hash.add(declaration.property)
        hash.add(declaration.value)
        let found = declarationIndex.find(hash.value) {
            ByteHash.sameBytes(declarations[$0].property, declaration.property)
                && ByteHash.sameBytes(declarations[$0].value, declaration.value)
        }
        if let found { return assignments[found] }
        let reported = diagnostics.count
        let result = CSSPropertyParser.assignments(for: declaration, diagnostics: &diagnostics)
        if diagnostics.count == reported {
            declarations.append((declaration.property, declaration.value))
            assignments.append(result)
            declarationIndex.insert(hash.value)
        }
        return result
    }
}
