/// Scalars that are a grapheme cluster on their own and show as themselves: Latin letters
/// beyond ASCII, Greek, Cyrillic, Armenian, Hebrew and Arabic letters, general punctuation, currency signs, symbols and arrows, box drawing, CJK ideographs and
/// punctuation, kana, Hangul syllables, fullwidth forms, pictographic emoji;
/// when the next scalar cannot join them, layout skips grapheme segmentation.
enum SimpleScalar {
    /// Inlined for Latin-1, dashes and quotes, CJK ideographs, kana, punctuation and fullwidth
    /// forms, Hangul syllables, pictographs and box drawing (most scalars of copy beyond ASCII,
    /// and of rules and borders); the other ranges are searched out of line.
    @inline(__always)
    static func isSimple(_ value: UInt32) -> Bool {
        if value < 0x300 { return value >= 0xA0 && value != 0xAD }
        if value &- 0x2010 <= 0x2027 - 0x2010 { return true }
        if value &- 0x4E00 < 0x5200 || value &- 0xAC00 <= 0xD7A3 - 0xAC00 || value &- 0x3041 <= 0x30FF - 0x3041 {
            // U+3097, U+3098 (unassigned) and U+3099, U+309A (combining kana marks) are not.
            return value &- 0x3097 >= 4
        }
        // CJK punctuation but its combining tone marks (U+302A–U+302F).
        if value &- 0x3000 <= 0x303F - 0x3000 { return value &- 0x302A >= 6 }
        // Fullwidth forms, pictographs, box drawing and geometric shapes (rules, borders, bullets).
        if value &- 0xFF01 <= 0xFF60 - 0xFF01 || value &- 0x1F400 <= 0x1FAFF - 0x1F400 || value &- 0x2500 <= 0xFF {
            return true
        }
        return isSimpleElsewhere(value)
    }

    @inline(never)
    private static func isSimpleElsewhere(_ value: UInt32) -> Bool {
        // Latin-1 letters and signs, then the blocks of CJK copy, are tested first: a switch
        // over all the ranges compared a scalar with each in turn.
        if value < 0x2010 {
            if value < 0x300 { return value >= 0xA0 && value != 0xAD }
            // Greek, Cyrillic, Armenian, Hebrew and Arabic letters: assigned scalars only, without
            // their combining marks and Arabic's prepended number signs (U+0600–0605).
            switch value {
            case 0x391...0x3A1, 0x3A3...0x3FF, 0x400...0x482, 0x48A...0x52F: return true
            case 0x531...0x556, 0x559...0x58A, 0x5D0...0x5EA, 0x5EF...0x5F4: return true
            case 0x620...0x64A, 0x660...0x66F, 0x671...0x6D3: return true
            default: return false
            }
        }
        if value >= 0x3000, value < 0xA000 {
            switch value {
            case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x3041...0x3096, 0x309B...0x30FF: return true
            case 0x3000...0x3029, 0x3030...0x303F: return true
            default: return false
            }
        }
        switch value {
        case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FF: return true
        // Currency signs (€ ₹ ₩), assigned ones only.
        case 0x20A0...0x20BF: return true
        // Letterlike symbols, number forms, maths, technical, enclosed alphanumerics,
        // symbols and dingbats (✓ ★ ✨ ™): no marks or format characters among them.
        case 0x2100...0x218F, 0x2200...0x24FF, 0x2600...0x27BF, 0x2900...0x2BFF: return true
        case 0xF900...0xFAFF, 0xFF01...0xFF60, 0xFFE0...0xFFE6: return true
        // Precomposed Hangul syllables (a trailing jamo that extends one is not simple).
        case 0xAC00...0xD7A3: return true
        // Pictographs, but not the skin-tone modifiers (they extend the emoji before them).
        case 0x1F300...0x1F3FA, 0x1F400...0x1FAFF: return true
        default: return false
        }
    }

    /// Whether a simple scalar followed by `next` (nil at the end) is a cluster of its own.
    @inline(__always)
    static func standsAlone(followedBy next: Unicode.Scalar?) -> Bool {
        guard let next else { return true }
        // No simple scalar extends a cluster or is a prefix, so two of them always break.
        return next.value < 0x300 || isSimple(next.value)
    }

    /// Whether `value` is U+FFFD (grapheme break property Other: only marks and joiners, all
    /// from U+0300 on and none of them simple, extend it) or a C1 control (Control: always a
    /// cluster alone): not simple (neither shows as itself), but a cluster of its own before
    /// any scalar that ``endsLone(followedBy:)``, and neither a separator nor white space.
    static func isLone(_ value: UInt32) -> Bool {
        value == 0xFFFD || (value >= 0x80 && value < 0xA0)
    }

    /// Whether a lone scalar followed by `next` (nil at the end) is a cluster of its own.
    static func endsLone(followedBy next: Unicode.Scalar?) -> Bool {
        guard let next else { return true }
        return standsAlone(followedBy: next) || isLone(next.value)
    }

    /// The scalar starting at `index` of valid UTF-8 bytes and its length in bytes: nil at the
    /// end, or when the bytes end within it. Inlined, without a loop: layout decodes most
    /// scalars beyond ASCII here, and a call costs more than the decoding.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let value: UInt32
        let length: Int
        if lead < 0xE0 {
            guard index + 2 <= bytes.count else { return nil }
            value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
            length = 2
        } else if lead < 0xF0 {
            guard index + 3 <= bytes.count else { return nil }
            value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            length = 3
        } else {
            guard index + 4 <= bytes.count else { return nil }
            value = UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
            length = 4
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
