extension String {
    /// The string with its ASCII letters lowercased and every other character kept: how CSS
    /// and HTML compare keywords. Returned as is when it has no uppercase ASCII letter.
    public func asciiLowercased() -> String {
        let hasUppercase = utf8.withContiguousStorageIfAvailable { $0.contains(where: ASCII.isUppercase) }
            ?? utf8.contains(where: ASCII.isUppercase)
        guard hasUppercase else { return self }
        return String(decoding: utf8.map(ASCII.lowercased), as: UTF8.self)
    }
}
