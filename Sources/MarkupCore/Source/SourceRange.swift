/// A half-open range of byte offsets into a ``SourceText``.
public struct SourceRange: Hashable, Sendable, Codable {
    /// Offset of the first byte.
    public var start: Int
    /// Offset one past the last byte.
    public var end: Int

    public init(start: Int, end: Int) {
        precondition(start <= end, "SourceRange start must not pass its end")
        self.start = start
        self.end = end
    }

    /// An empty range at `offset`.
    public static func empty(at offset: Int) -> SourceRange {
        SourceRange(start: offset, end: offset)
    }

    public var count: Int { end - start }
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
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
