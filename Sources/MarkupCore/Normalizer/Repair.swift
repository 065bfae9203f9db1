/// A change the normalizer made to turn broken markup into a balanced tree.
public struct Repair: Hashable, Sendable {
    /// What the normalizer did.
    public enum Kind: String, Sendable, Codable {
        /// A tag that is not an HTML element and is never closed became text.
        case tagAsText = "tag-as-text"
        /// An end tag with no matching open element was dropped.
        case droppedEndTag = "dropped-end-tag"
        /// An end tag also closed elements opened inside it.
        case closedEarly = "closed-early"
        /// Formatting closed early was reopened to carry on.
        case reopened
        /// An element was still open at the end of the input.
        case closedAtEnd = "closed-at-end"
        /// An element was inserted to match a lone end tag (`</p>`, `</br>`).
        case inserted
        /// A tag was ignored (`<body>` in a fragment, a cell outside a table, `/>` on a non-void element).
        case ignoredTag = "ignored-tag"
    }

    /// What the normalizer did.
    public var kind: Kind
    /// The source range of the token that caused the repair.
    public var range: SourceRange
    /// One line for a person: what was wrong and what was done.
    public var explanation: String
    /// Index of the causing token in the tokenizer's stream.
    public var tokenIndex: Int?
    /// Whether the repair is worth a warning (false for harmless fix-ups such as `<body>`).
    public var isWarning: Bool

    /// A repair of `kind` caused by the token at `range`, explained for a person.
    public init(kind: Kind, range: SourceRange, explanation: String, tokenIndex: Int?, isWarning: Bool = true) {
        self.kind = kind
        self.range = range
        self.explanation = explanation
        self.tokenIndex = tokenIndex
        self.isWarning = isWarning
    }

    /// The repair as a diagnostic, for `check` and the diagnostics pane.
    public var diagnostic: Diagnostic {
        Diagnostic(isWarning ? .warning : .note, explanation, range: range, code: .repair)
    }
}
