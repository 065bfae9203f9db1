/// Named byte constants used by the scanners (``isLetter(_:)`` and ``isWhitespace(_:)`` by layout too).
package enum ASCII {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let formFeed: UInt8 = 0x0C
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let exclamation = UInt8(ascii: "!")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let ampersand = UInt8(ascii: "&")
    static let apostrophe = UInt8(ascii: "'")
    static let hyphen = UInt8(ascii: "-")
    static let slash = UInt8(ascii: "/")
    static let semicolon = UInt8(ascii: ";")
    static let lessThan = UInt8(ascii: "<")
    static let equals = UInt8(ascii: "=")
    static let greaterThan = UInt8(ascii: ">")
    static let question = UInt8(ascii: "?")
    static let backtick = UInt8(ascii: "`")
    static let rightBracket = UInt8(ascii: "]")
    static let nul: UInt8 = 0

    /// Space, LF, tab, CR or form feed (by layout too, as white space that collapses).
    @inlinable @inline(__always) package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    @inlinable @inline(__always) package static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }

    @inline(__always) static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte)
    }

    @inline(__always) static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Calls `body` with `bytes`, their ASCII letters lowercased, in a temporary buffer (on
    /// the stack for a name or keyword).
    @inline(__always)
    static func withLowercased<Result>(_ bytes: UnsafeBufferPointer<UInt8>,
                                       _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lowercased in
            for index in bytes.indices { lowercased[index] = Self.lowercased(bytes[index]) }
            return body(UnsafeBufferPointer(lowercased))
        }
    }

    /// The value of a hex digit byte.
    /// Whether `bytes` from `start` begin with `literal` (lowercase), ASCII letters of `bytes`
    /// compared lowercased.
    @inline(__always)
    static func hasPrefixIgnoringCase(_ literal: StaticString, in bytes: UnsafeBufferPointer<UInt8>,
                                      at start: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where lowercased(bytes[start + offset]) != pointer[offset] { return false }
        return true
    }

    @inline(__always) static func hexValue(_ byte: UInt8) -> UInt32 {
        isDigit(byte) ? UInt32(byte - UInt8(ascii: "0")) : UInt32((byte | 0x20) - UInt8(ascii: "a") + 10)
    }
}
