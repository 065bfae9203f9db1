/// Plain byte searches over the source (or the bytes cmark-gfm read) that the passes share.
extension [UInt8] {
    /// Offset of the first line feed or carriage return at or after `start` (or of the end):
    /// where the line holding `start` stops.
    func lineEnd(from start: Int) -> Int {
        var offset = start
        while offset < count, self[offset] != 0x0A, self[offset] != 0x0D { offset += 1 }
        return offset
    }

    /// Offset where `needle` first occurs whole between `start` and `end`; nil when it does
    /// not, or is empty.
    func firstOffset(of needle: some Collection<UInt8>, from start: Int, to end: Int) -> Int? {
        guard !needle.isEmpty, needle.count <= end - start else { return nil }
        for offset in start...(end - needle.count) where self[offset..<offset + needle.count].elementsEqual(needle) {
            return offset
        }
        return nil
    }
}
