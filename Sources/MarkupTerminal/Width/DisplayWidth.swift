/// How many terminal columns text takes, measured per grapheme cluster.
///
/// A cluster is as wide as its first scalar (East Asian Wide and Fullwidth, emoji with
/// emoji presentation: 2; marks and format characters: 0; others 1) except that VS16
/// (U+FE0F) makes it an emoji (2), VS15 (U+FE0E) text (1), and a flag (two regional
/// indicators) is 2. ZWJ sequences and skin tones therefore count once. The C library's
/// `wcwidth`, which sums scalars, gets all of these wrong.
public enum DisplayWidth {
    /// Width of one grapheme cluster.
    public static func of(_ cluster: Character) -> Int {
        let scalars = cluster.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F, scalars.count == 1 { return 1 }
        var count = 0
        for scalar in scalars {
            count += 1
            if scalar.value == 0xFE0F { return 2 }
            if scalar.value == 0xFE0E { return 1 }
        }
        if isRegionalIndicator(first.value) { return count >= 2 ? 2 : 1 }
        return of(scalar: first)
    }

    /// Width of a scalar on its own: 0, 1 or 2.
    public static func of(scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 || (0x7F...0x9F).contains(value) ? 1 : (value == 0xAD ? 0 : 1) }
        // Kana, CJK ideographs and Hangul syllables, without searching the table.
        if (0x3040...0x30FF).contains(value) || (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value) {
            return 2
        }
        // Dashes, quotes, bullets and ellipses (neither table holds any of them).
        if (0x2010...0x2027).contains(value) { return 1 }
        if contains(WidthTable.wide, value) { return 2 }
        if contains(WidthTable.zero, value) { return 0 }
        return 1
    }

    /// Width of a string: the sum over its grapheme clusters (ASCII takes a fast path).
    public static func of(_ text: some StringProtocol) -> Int {
        // ASCII without CR (CR LF is one cluster) is a column per byte.
        var isPlainASCII = true
        for byte in text.utf8 where byte >= 0x80 || byte == 0x0D {
            isPlainASCII = false
            break
        }
        if isPlainASCII { return text.utf8.count }
        // Scalars that join no neighbour (CR joins LF) are clusters of their own: no segmentation.
        var total = 0
        for scalar in text.unicodeScalars {
            guard (scalar.value < 0x300 && scalar.value != 0x0D) || SimpleScalar.isSimple(scalar.value) else {
                return text.reduce(0) { $0 + of($1) }
            }
            total += of(scalar: scalar)
        }
        return total
    }

    private static func isRegionalIndicator(_ value: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(value)
    }

    /// Whether `value` lies in one of the ranges of `table` (first and last scalar of each).
    private static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
        var low = 0
        var high = table.count / 2 - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < table[2 * middle] { high = middle - 1 }
            else if value > table[2 * middle + 1] { low = middle + 1 }
            else { return true }
        }
        return false
    }
}

extension String {
    /// The string followed by spaces up to `columns` display columns (at least one space when
    /// `separated`), for aligned columns of text.
    public func padded(toColumns columns: Int, separated: Bool = false) -> String {
        let used = DisplayWidth.of(self)
        return self + String(repeating: " ", count: max(separated ? 1 : 0, columns - used))
    }
}
