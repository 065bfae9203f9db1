extension String {
    /// A string of `bytes` that are known to be valid UTF-8, copied without validating them again.
    ///
    /// For slices of a ``SourceText`` (repaired on input) cut at ASCII bytes, and text built
    /// from such slices; `String(decoding:as:)` validates, which cost the tokenizer a quarter
    /// of its time on copy with non-ASCII text. Debug builds still check. The bytes are
    /// checked for ASCII (eight at a time) unless `isASCII` says so: a string not flagged as
    /// ASCII compares and hashes on the slow, Unicode-normalizing path.
    init(validUTF8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool? = nil) {
        assert(String(validating: bytes, as: UTF8.self) != nil, "bytes are not valid UTF-8")
        if #available(macOS 26, *) {
            let isASCII = isASCII ?? (ByteScanning.firstNonASCII(bytes, from: 0) == bytes.count)
            self.init(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
        } else {
            self.init(decoding: bytes, as: UTF8.self)
        }
    }
}
