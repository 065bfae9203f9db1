import MarkupCore

/// A document as loaded from disk, with how long the pipeline took.
public struct DocumentSnapshot: Sendable {
    public var path: String
    public var document: MarkupDocument
    /// Milliseconds the whole pipeline took (tokenize to styles).
    public var parseMilliseconds: Double
    public var byteCount: Int
    /// Repairs worth a warning, and diagnostics by severity (the status line shows them every frame).
    public let repairCount: Int
    public let warningCount: Int
    public let errorCount: Int

    /// Runs the pipeline over `bytes`, styles resolved for a render `columns` wide (nil: no
    /// width, so no width-dependent `@media` rule applies).
    public init(path: String, bytes: [UInt8], columns: Int? = nil, clock: () -> Double) {
        self.path = path
        let start = clock()
        document = MarkupDocument(bytes: bytes, options: Self.styleOptions(columns: columns))
        parseMilliseconds = (clock() - start) * 1000
        byteCount = bytes.count
        let diagnostics = document.diagnostics
        repairCount = document.normalized.repairs.filter(\.isWarning).count
        warningCount = diagnostics.filter { $0.severity == .warning }.count
        errorCount = diagnostics.filter { $0.severity == .error }.count
    }

    /// The document made of the source up to the end of its first `count` tokens (step mode).
    public func prefix(tokens count: Int) -> MarkupDocument {
        let tokens = document.tokens.tokens
        guard count < tokens.count else { return document }
        let end = count <= 0 ? 0 : tokens[count - 1].range.end
        return MarkupDocument(bytes: Array(document.source.bytes[0..<end]), options: document.styled.options)
    }

    /// Resolves the styles again when the render width has changed since they were resolved
    /// (`@media` rules depend on it); the tree and the diagnostics stay as they are.
    public mutating func restyle(columns: Int) {
        let options = Self.styleOptions(columns: columns)
        guard document.styled.options.viewportWidth != options.viewportWidth else { return }
        document = document.restyled(options)
    }

    private static func styleOptions(columns: Int?) -> StyleOptions {
        columns.map { StyleOptions.laidOut(atColumns: $0) } ?? StyleOptions()
    }
}
