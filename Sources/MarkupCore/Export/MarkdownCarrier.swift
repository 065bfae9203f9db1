/// What an export says for a text node beyond the Markdown around it: the fields of its look
/// the Markdown would not give, and a link where the text's link is not an `a` the writer
/// could keep.
///
/// A field whose CSS property a custom attribute key of the profile sets (`[attributes]`
/// `color = "color"`) is said as that custom attribute, `^[50% off](color: '#e00000')`, as the
/// app reads it; the rest go in `<span style="…">`. Where the custom attribute syntax cannot
/// be written (inside a link, or around one: it is a link to a reader) every field goes in
/// the span.
struct MarkdownCarrier {
    /// Declarations for `<span style="…">`: the fields no custom attribute says.
    var declarations: String
    /// The custom attributes saying the other fields, as (key, value), keys sorted; a value
    /// that is a number is written as one (`size: 20`), as an app declaring a numeric key reads it.
    var attributes: [(key: String, value: String)] = []
    /// Every field as declarations, for where the custom attribute syntax cannot be written.
    var allDeclarations: String
    /// The text's link, where the Markdown around it would not give it.
    var link: String?

    /// A carrier of `declarations` (as ``InlineStyleDeclarations`` writes them) and `link`,
    /// each declaration a custom attribute of `profile` says as well moved to ``attributes``.
    /// The span goes inside the custom attributes, so when they turn the decorations off the
    /// span says so again: a decoration turned off is not passed on to a child element.
    init(declarations: [(property: String, value: String)], link: String?, profile: Profile) {
        self.link = link
        allDeclarations = InlineStyleDeclarations.css(declarations)
        guard !profile.attributes.isEmpty else {
            self.declarations = allDeclarations
            return
        }
        let mappings = profile.attributes.values.filter(\.isWritable).sorted { $0.key < $1.key }
        var said: [(key: String, value: String)] = []
        var moved = [Bool](repeating: false, count: declarations.count)
        for (index, declaration) in declarations.enumerated() {
            for mapping in mappings where !said.contains(where: { $0.key == mapping.key }) {
                guard let value = mapping.value(saying: declaration) else { continue }
                said.append((mapping.key, value))
                moved[index] = true
                break
            }
        }
        attributes = said.sorted { $0.key < $1.key }
        var kept = declarations.indices.filter { !moved[$0] }
        if !kept.isEmpty {
            kept = declarations.indices.filter {
                !moved[$0] || (declarations[$0].property == "text-decoration-line" && declarations[$0].value == "none")
            }
        }
        self.declarations = InlineStyleDeclarations.css(kept.map { declarations[$0] })
    }

    /// Whether the carrier says anything.
    var isEmpty: Bool { allDeclarations.isEmpty && link == nil }
}

extension ProfileAttribute {
    /// Whether the key can be written in the custom attribute syntax and styles something.
    var isWritable: Bool { problems.isEmpty }

    /// The value of the custom attribute that reads back to what `declaration` sets: a
    /// number of px as the bare number (`20` for `font-size: 20px`) where the key reads that
    /// so, else the declaration's value; nil when the key does not say it.
    func value(saying declaration: (property: String, value: String)) -> String? {
        var ignored: [Diagnostic] = []
        let range = SourceRange(start: 0, end: 0)
        let wanted = CSSPropertyParser.assignments(
            for: CSSDeclaration(property: declaration.property, value: declaration.value, isImportant: false, range: range),
            diagnostics: &ignored)
        guard !wanted.isEmpty else { return nil }
        if declaration.value.hasSuffix("px") {
            let number = String(declaration.value.dropLast(2))
            if Self.isNumber(number), assignments(value: number, range: range, diagnostics: &ignored) == wanted { return number }
        }
        return assignments(value: declaration.value, range: range, diagnostics: &ignored) == wanted ? declaration.value : nil
    }
}
