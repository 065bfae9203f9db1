/// A problem found in a document, with the source range it concerns.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Codable, Comparable {
        case note, warning, error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A stable identifier for the kind of problem, for filtering and tests.
    public enum Code: String, Sendable, Codable {
        case invalidUTF8 = "invalid-utf8"
        case unterminatedComment = "unterminated-comment"
        case unterminatedRawText = "unterminated-raw-text"
        case unterminatedTag = "unterminated-tag"
        case unterminatedQuote = "unterminated-quote"
        case characterReference = "character-reference"
        case repair
        case unsupportedProperty = "unsupported-property"
        case invalidValue = "invalid-value"
        case cssSyntax = "css-syntax"
        case unsupportedSelector = "unsupported-selector"
        case customAttributes = "custom-attributes"
    }

    /// How serious the problem is.
    public var severity: Severity
    /// One line for a person: what is wrong.
    public var message: String
    /// The source bytes the problem concerns.
    public var range: SourceRange
    /// The kind of problem.
    public var code: Code

    /// A diagnostic of `severity` about the bytes `range`.
    public init(_ severity: Severity, _ message: String, range: SourceRange, code: Code) {
        self.severity = severity
        self.message = message
        self.range = range
        self.code = code
    }

    /// `path:line:col: severity: message`, the form compilers and editors understand.
    public func formatted(path: String, in source: SourceText) -> String {
        "\(path):\(source.location(of: range.start)): \(severity.rawValue): \(message)"
    }
}
