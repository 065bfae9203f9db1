/// Where CJK text may not break: no line starts with closing punctuation, none ends with opening.
enum LineBreaking {
    /// Closing punctuation, small kana and the like: no line starts with them. CJK ideographs
    /// and Hangul syllables, most wide text, are answered inline.
    @inline(__always)
    static func forbidsBreak(before cell: Cell) -> Bool {
        if isIdeographOrSyllable(cell.graphemeCode) { return false }
        guard let scalar = cell.scalar else { return false }
        return forbidsBreak(before: scalar.value)
    }

    /// Opening punctuation and currency signs: no line ends with them. CJK ideographs and
    /// Hangul syllables, most wide text, are answered inline.
    @inline(__always)
    static func forbidsBreak(after cell: Cell) -> Bool {
        if isIdeographOrSyllable(cell.graphemeCode) { return false }
        guard let scalar = cell.scalar else { return false }
        return forbidsBreak(after: scalar.value)
    }

    /// U+4E00–U+9FFF and U+AC00–U+D7A3: none of them is punctuation. (A cluster of more
    /// than one scalar has a code above all scalars.)
    @inline(__always)
    private static func isIdeographOrSyllable(_ value: UInt32) -> Bool {
        value &- 0x4E00 < 0x5200 || value &- 0xAC00 <= 0xD7A3 - 0xAC00
    }

    @inline(never)
    private static func forbidsBreak(before value: UInt32) -> Bool {
        switch value {
        case 0x21, 0x25, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: return true  // ! % ) , . : ; ? ] }
        case 0x2019, 0x201D, 0x2025, 0x2026: return true  // ’ ” ‥ …
        case 0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x301C: return true  // 、。々〉》」』】〕〜
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087: return true  // ぁぃぅぇぉっゃゅょ
        case 0x309D, 0x309E: return true  // ゝゞ
        case 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7: return true  // ァィゥェォッャュョ
        case 0x30FB, 0x30FC: return true  // ・ー
        case 0xFF01, 0xFF05, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F: return true  // ！％），．：；？
        default: return false
        }
    }

    @inline(never)
    private static func forbidsBreak(after value: UInt32) -> Bool {
        switch value {
        case 0x24, 0x28, 0x5B, 0x7B, 0xA5: return true  // $ ( [ { ¥
        case 0x2018, 0x201C: return true  // ‘ “
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014: return true  // 〈《「『【〔
        case 0xFF08, 0xFFE5: return true  // （ ￥
        default: return false
        }
    }
}
