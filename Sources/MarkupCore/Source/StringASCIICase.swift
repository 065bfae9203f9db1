extension String {
    /// The string with its ASCII letters lowercased and every other character kept: how CSS
    /// and HTML compare keywords. Returned as is when it has no uppercase ASCII letter.
    public func asciiLowercased() -> String {
        guard utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return self }
        return String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
