import MarkupCore
import MarkupMarkdown

/// A document as loaded from disk, with how long the pipeline took.
public struct DocumentSnapshot: Sendable {
    public var path: String
    public var document: MarkupDocument
    /// Milliseconds the whole pipeline took (tokenize to styles).
    public var parseMilliseconds: Double
    public var byteCount: Int
    /// Every repair (the rows pane 2 marks `↳`), and the other diagnostics by severity, so each
    /// problem is counted once under the word the diagnostics pane shows it with (the status
    /// line shows them every frame).
    public private(set) var repairCount = 0
    public private(set) var warningCount = 0
    public private(set) var errorCount = 0
    public private(set) var noteCount = 0

    /// Runs the pipeline over `bytes` with the app's `profile`, styles resolved for a render
    /// `columns` wide (nil: no width, so no width-dependent `@media` rule applies).
    /// `policy` (the command line's `--policy`) overrides the profile's; `format` says how to read the bytes.
    /// `makesNormalizedStream` makes the document's normalized stream with its tree (pane 2 shows it).
    public init(path: String, bytes: [UInt8], format: DocumentFormat = .html, columns: Int? = nil,
                profile: Profile = Profile(), policy: StyleOptions.Policy? = nil, makesNormalizedStream: Bool = false,
                clock: () -> Double) {
        self.path = path
        let start = clock()
        document = MarkupDocument(source: SourceText(bytes), format: format,
                                  options: Self.styleOptions(columns: columns, profile: profile, policy: policy),
                                  makesNormalizedStream: makesNormalizedStream)
        parseMilliseconds = (clock() - start) * 1000
        byteCount = bytes.count
        count()
    }

    private mutating func count() {
        let diagnostics = document.diagnostics.filter { $0.code != .repair }
        repairCount = document.repairs.count
        warningCount = diagnostics.filter { $0.severity == .warning }.count
        errorCount = diagnostics.filter { $0.severity == .error }.count
        noteCount = diagnostics.filter { $0.severity == .note }.count
    }

    /// The document made of the source up to the end of its first `count` tokens (step mode);
    /// `makesNormalizedStream` makes its normalized stream with its tree (pane 2 shows it).
    public func prefix(tokens count: Int, makesNormalizedStream: Bool = false) -> MarkupDocument {
        let tokens = document.tokens.tokens
        guard count < tokens.count else { return document }
        let end = count <= 0 ? 0 : tokens[count - 1].range.end
        return MarkupDocument(source: SourceText(document.source.bytes[0..<end]), format: document.format,
                              options: document.styled.options, makesNormalizedStream: makesNormalizedStream)
    }

    /// Resolves the styles again when the render width (`@media` rules depend on it) or the
    /// profile has changed since they were resolved; the tree and the diagnostics stay as they
    /// are unless the profile declares other custom tags.
    public mutating func restyle(columns: Int, profile: Profile, policy: StyleOptions.Policy? = nil) {
        let options = Self.styleOptions(columns: columns, profile: profile, policy: policy)
        let current = document.styled.options
        guard current.viewportWidth != options.viewportWidth || current.profile != profile
            || current.policy != options.policy else { return }
        document = document.restyled(options)
        // Other custom tags rebuild the tree, and with it the repairs.
        if current.profile != profile { count() }
    }

    private static func styleOptions(columns: Int?, profile: Profile, policy: StyleOptions.Policy?) -> StyleOptions {
        columns.map { StyleOptions.laidOut(atColumns: $0, policy: policy, profile: profile) }
            ?? StyleOptions(policy: policy, profile: profile)
    }
}
