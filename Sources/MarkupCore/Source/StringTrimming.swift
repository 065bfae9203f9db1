extension String {
    /// The string without leading and trailing ASCII whitespace (HTML's definition).
    public func trimmingASCIIWhitespace() -> String {
        let utf8 = self.utf8
        // Most values have nothing to trim: keep them without copying.
        guard let head = utf8.first, let tail = utf8.last else { return self }
        if !ASCII.isWhitespace(head), !ASCII.isWhitespace(tail) { return self }
        guard let first = utf8.firstIndex(where: { !ASCII.isWhitespace($0) }),
              let last = utf8.lastIndex(where: { !ASCII.isWhitespace($0) }) else { return "" }
        return String(self[first...last])
    }
}

extension String {
    /// The string followed by spaces up to `width` characters (unchanged when longer).
    func paddedRight(to width: Int) -> String {
        let length = count
        return length >= width ? self : self + String(repeating: " ", count: width - length)
    }
}
