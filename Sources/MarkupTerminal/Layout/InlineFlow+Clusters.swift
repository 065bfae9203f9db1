/// Finding where a cluster of a text node's UTF-8 ends, and what it is to the flow: the
/// pieces of ``InlineFlow/add(bytes:styleKey:node:range:exactOffset:link:preserve:wrapsPreformatted:)``
/// that read bytes only.
extension InlineFlow {
    /// Whether a lone scalar (see ``SimpleScalar/isLone(_:)``) or an ASCII byte but CR followed
    /// by `next` (nil at the end) is a cluster of its own: ``SimpleScalar/endsLone(followedBy:)``
    /// with the lone scalars tested first, as binary junk is mostly U+FFFD, for which
    /// ``SimpleScalar/isSimple(_:)`` searches all its ranges.
    @inline(__always)
    static func endsLone(followedBy next: Unicode.Scalar?) -> Bool {
        guard let next else { return true }
        return SimpleScalar.isLone(next.value) || SimpleScalar.standsAlone(followedBy: next)
    }

    /// Whether a scalar led by `byte` may be lone (see ``SimpleScalar/isLone(_:)``) or a control
    /// but CR: a control byte, or the lead byte of U+FFFD (0xEF) or of a C1 control (0xC2).
    @inline(__always)
    static func mayStartLoneScalar(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x0D) || byte == 0x7F || byte == 0xEF || byte == 0xC2
    }

    /// The length in bytes of the scalar at `index` when it is a cluster of its own, found
    /// without segmentation: an ASCII byte but CR, or a lone scalar (see
    /// ``SimpleScalar/isLone(_:)``; by its lead byte first: 0xEF for U+FFFD, 0xC2 for C1
    /// controls), before a scalar that ``endsLone(followedBy:)`` or the end. Nil otherwise.
    static func unjoinedScalarLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let byte = bytes[index]
        let length: Int
        if byte < 0x80 {
            guard byte != 0x0D else { return nil }
            length = 1
        } else {
            guard byte == 0xEF || byte == 0xC2, let (scalar, scalarLength) = SimpleScalar.decode(bytes, at: index),
                  SimpleScalar.isLone(scalar.value) else { return nil }
            length = scalarLength
        }
        let next = index + length
        guard next == bytes.count || bytes[next] < 0x80
            || endsLone(followedBy: SimpleScalar.decode(bytes, at: next)?.0) else { return nil }
        return length
    }

    /// The length in bytes of the grapheme cluster that starts at `start`, a cluster boundary
    /// of valid UTF-8 `bytes`.
    ///
    /// The standard library's recognizer segments the bytes where they are: no string is made.
    /// A new recognizer stands after a control, so it breaks before the first scalar; the
    /// next break it finds ends the cluster. Not inlined: the recognizer's size is known only
    /// at run time, so inlined, every `add` would ask for it on entry.
    @inline(never)
    static func clusterLength(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        var recognizer = Unicode._CharacterRecognizer()
        let first = recognizer._firstBreak(inUncheckedUnsafeUTF8Buffer: bytes, startingAt: start)!
        let end = recognizer._firstBreak(inUncheckedUnsafeUTF8Buffer: bytes, startingAt: first.upperBound)?.lowerBound
        return (end ?? bytes.count) - start
    }

    /// The length in bytes of the cluster at `start` when it is one of the two emoji sequences
    /// copy uses most, found without segmentation: a simple scalar and VS16 (U+FE0F, emoji
    /// presentation: `🛍️`) or a flag (two regional indicators), before a scalar that stands
    /// alone or the end. Nil for anything else.
    ///
    /// Neither sequence extends further then: the scalar after it is below U+0300 or simple,
    /// so it is no mark, joiner, spacing mark or regional indicator.
    static func emojiClusterLength(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        guard let (first, firstLength) = SimpleScalar.decode(bytes, at: start),
              let (second, secondLength) = SimpleScalar.decode(bytes, at: start + firstLength) else { return nil }
        let isEmojiPresentation = second.value == 0xFE0F && SimpleScalar.isSimple(first.value)
        let isFlag = isRegionalIndicator(first.value) && isRegionalIndicator(second.value)
        guard isEmojiPresentation || isFlag else { return nil }
        let length = firstLength + secondLength
        guard SimpleScalar.standsAlone(followedBy: SimpleScalar.decode(bytes, at: start + length)?.0) else { return nil }
        return length
    }

    static func isRegionalIndicator(_ value: UInt32) -> Bool {
        value &- 0x1F1E6 <= 0x1F1FF - 0x1F1E6
    }

    /// U+2028 LINE SEPARATOR breaks the line, U+2029 PARAGRAPH SEPARATOR leaves a blank line
    /// (the forced breaks each is worth); nil for any other cluster, given as its UTF-8 bytes.
    /// Neither is sent to a terminal, which would show it as a character or nothing.
    static func separatorBreaks(_ cluster: UnsafeBufferPointer<UInt8>) -> Int? {
        guard cluster.count == 3, cluster[0] == 0xE2, cluster[1] == 0x80 else { return nil }
        switch cluster[2] {
        case 0xA8: return 1
        case 0xA9: return 2
        default: return nil
        }
    }
}
