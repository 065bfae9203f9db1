/// The bytes of a document after input clean-up, with a line index for locations.
///
/// A UTF-8 byte order mark is dropped and invalid UTF-8 sequences are replaced by
/// U+FFFD; each replacement is reported in ``diagnostics``. Byte offsets everywhere in
/// the pipeline refer to ``bytes``. CR LF and lone CR count as one line break.
public struct SourceText: Sendable {
    /// The cleaned UTF-8 bytes.
    public let bytes: [UInt8]
    /// Offsets at which each line starts; the first is always 0.
    public let lineStarts: [Int]
    /// Problems found while cleaning the input (invalid UTF-8).
    public let diagnostics: [Diagnostic]

    /// Cleans `data` and indexes its lines.
    public init<Bytes: Collection>(_ data: Bytes) where Bytes.Element == UInt8 {
        let cleaned = UTF8Repair.repair(data)
        bytes = cleaned.bytes
        lineStarts = SourceText.indexLines(cleaned.bytes)
        diagnostics = cleaned.replacements.reported.map { range in
            Diagnostic(.error, "invalid UTF-8 replaced by U+FFFD", range: range, code: .invalidUTF8)
        } + UTF8Repair.summary(of: cleaned.replacements)
    }

    /// Indexes `text` as UTF-8.
    public init(_ text: String) {
        self.init(Array(text.utf8))
    }

    /// Number of bytes.
    public var count: Int { bytes.count }

    /// The 1-based line and byte column of `offset` (offsets past the end clamp to it).
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: clamped - lineStarts[low] + 1)
    }

    /// The location of a range as `line:col-line:col`, with the end as the last byte's column + 1.
    public func describe(_ range: SourceRange) -> String {
        "\(location(of: range.start))-\(location(of: range.end))"
    }

    /// Whether the source bytes of `range` are exactly `text`'s UTF-8.
    public func holds(_ text: String, at range: SourceRange) -> Bool {
        var text = text
        return text.withUTF8 { holds($0, at: range) }
    }

    /// Whether the source bytes of `range` are exactly `utf8`.
    func holds(_ utf8: UnsafeBufferPointer<UInt8>, at range: SourceRange) -> Bool {
        guard range.count == utf8.count, range.start >= 0, range.end <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { source in
            ByteComparison.equal(UnsafeBufferPointer(rebasing: source[range.start..<range.end]), utf8)
        }
    }

    /// The source bytes of `range` as a string.
    public func string(in range: SourceRange) -> String {
        String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    private static func indexLines(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = ByteScanning.firstLineBreak(buffer, from: 0)
            while index < count {
                if buffer[index] == ASCII.carriageReturn, index + 1 < count, buffer[index + 1] == ASCII.lineFeed {
                    index += 1
                }
                starts.append(index + 1)
                index = ByteScanning.firstLineBreak(buffer, from: index + 1)
            }
        }
        return starts
    }
}
