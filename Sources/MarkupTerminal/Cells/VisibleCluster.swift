import MarkupCore

/// A grapheme cluster as it is safe to show: controls become placeholders, a cluster that
/// would take no column (a lone combining mark, a format character) gets a dotted circle.
public struct VisibleCluster: Sendable {
    public var text: String
    public var width: Int

    /// One-character strings for printable ASCII, made once.
    static let ascii: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    public init(_ cluster: Character) {
        if let byte = cluster.asciiValue, byte >= 0x20, byte < 0x7F {
            text = VisibleCluster.ascii[Int(byte)]
            width = 1
            return
        }
        let scalars = cluster.unicodeScalars
        let first = scalars.first!
        if let placeholder = ControlCharacters.placeholder(for: first) {
            text = placeholder
            width = 1
            return
        }
        if VisibleCluster.bidiControls.contains(first.value) {
            text = "\u{2047}"
            width = 1
            return
        }
        let measured = DisplayWidth.of(cluster)
        if measured == 0 || VisibleCluster.startsWithoutBase(first) {
            text = "\u{25CC}" + String(cluster)
            width = 1
            return
        }
        if scalars.contains(where: { ControlCharacters.placeholder(for: $0) != nil || VisibleCluster.bidiControls.contains($0.value) }) {
            text = String(String.UnicodeScalarView(scalars.filter {
                ControlCharacters.placeholder(for: $0) == nil && !VisibleCluster.bidiControls.contains($0.value)
            }))
            width = max(1, DisplayWidth.of(text))
            return
        }
        text = String(cluster)
        width = measured
    }

    /// A mark, variation selector or joiner with nothing before it to attach to (after a
    /// line break, say): the terminal would attach it to whatever it drew last.
    static func startsWithoutBase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return scalar.properties.isVariationSelector || scalar.value == 0x200C || scalar.value == 0x200D
        }
    }

    /// Embedding, override and isolate controls: they could reorder what the terminal shows.
    static let bidiControls: Set<UInt32> = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
                                            0x200E, 0x200F, 0x061C]
}
