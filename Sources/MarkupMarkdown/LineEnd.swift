extension [UInt8] {
    /// Offset of the first line feed or carriage return at or after `start` (or of the end):
    /// where the line holding `start` stops.
    func lineEnd(from start: Int) -> Int {
        var offset = start
        while offset < count, self[offset] != 0x0A, self[offset] != 0x0D { offset += 1 }
        return offset
    }
}
