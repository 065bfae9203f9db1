/// A half-open range of byte offsets into a ``SourceText``.
///
/// Stored as two 32-bit offsets (every token, node, repair and cell holds ranges, so their
/// size is the pipeline's memory): documents are read up to ``maximumOffset`` bytes.
public struct SourceRange: Hashable, Sendable, Codable {
    private var storedStart: Int32
    private var storedEnd: Int32

    /// The largest offset a range holds: the most bytes markscope reads of a document.
    public static let maximumOffset = Int(Int32.max)

    /// Offset of the first byte.
    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = Int32(clamping: newValue) }
    }

    /// Offset one past the last byte.
    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Int32(clamping: newValue) }
    }

    /// The bytes from `start` up to, not including, `end` (`start` must not pass `end`).
    public init(start: Int, end: Int) {
        precondition(start <= end, "SourceRange start must not pass its end")
        storedStart = Int32(clamping: start)
        storedEnd = Int32(clamping: end)
    }

    private enum CodingKeys: String, CodingKey { case start, end }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(start: try container.decode(Int.self, forKey: .start), end: try container.decode(Int.self, forKey: .end))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
    }

    /// An empty range at `offset`.
    public static func empty(at offset: Int) -> SourceRange {
        SourceRange(start: offset, end: offset)
    }

    /// Number of bytes.
    public var count: Int { end - start }
    /// Whether the range holds no bytes (a position between two bytes).
    public var isEmpty: Bool { start == end }

    /// Whether `offset` lies inside the range (an empty range contains its own position).
    public func contains(_ offset: Int) -> Bool {
        isEmpty ? offset == start : (offset >= start && offset < end)
    }

    /// Whether the two ranges share at least one byte.
    public func overlaps(_ other: SourceRange) -> Bool {
        start < other.end && other.start < end
    }

    /// The same bytes `distance` further on.
    func shifted(by distance: Int) -> SourceRange {
        SourceRange(start: start + distance, end: end + distance)
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }
}

/// A 1-based line and column; the column counts UTF-8 bytes.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int

    /// A location at a 1-based `line` and `column` (in UTF-8 bytes).
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
