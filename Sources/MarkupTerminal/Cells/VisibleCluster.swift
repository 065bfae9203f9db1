import MarkupCore

/// A grapheme cluster as it is safe to show: controls become placeholders, a cluster that
/// would take no column (a lone combining mark, a format character) gets a dotted circle.
public struct VisibleCluster: Sendable {
    public var text: String
    public var width: Int

    /// One-character strings for printable ASCII, made once.
    static let ascii: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    /// The most scalars a cluster shows: emoji sequences need up to ten; a base with
    /// thousands of combining marks would draw a tower over the lines around it.
    public static let maximumScalars = 32

    public init(_ cluster: Character) {
        (text, width) = VisibleCluster.shown(cluster)
    }

    private static func shown(_ cluster: Character) -> (text: String, width: Int) {
        // One byte first: `asciiValue` compares every cluster with CR LF the slow way.
        let utf8 = cluster.utf8
        if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F { return (ascii[Int(byte)], 1) }
        if cluster.unicodeScalars.count > maximumScalars {
            return shown(Character(String(String.UnicodeScalarView(cluster.unicodeScalars.prefix(maximumScalars)))))
        }
        let scalars = cluster.unicodeScalars
        let first = scalars.first!
        if let placeholder = ControlCharacters.placeholder(for: first) { return (placeholder, 1) }
        if isBidiControl(first.value) { return ("\u{2047}", 1) }
        let measured = DisplayWidth.of(cluster)
        if measured == 0 || (first.value >= 0x300 && DisplayWidth.of(scalar: first) == 0 && startsWithoutBase(first)) {
            return ("\u{25CC}" + String(cluster), 1)
        }
        if scalars.contains(where: { ControlCharacters.placeholder(for: $0) != nil || isBidiControl($0.value) }) {
            let text = String(String.UnicodeScalarView(scalars.filter {
                ControlCharacters.placeholder(for: $0) == nil && !isBidiControl($0.value)
            }))
            return (text, max(1, DisplayWidth.of(text)))
        }
        return (String(cluster), measured)
    }

    /// A mark, variation selector or joiner with nothing before it to attach to (after a
    /// line break, say): the terminal would attach it to whatever it drew last.
    static func startsWithoutBase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return scalar.properties.isVariationSelector || scalar.value == 0x200C || scalar.value == 0x200D
        }
    }

    /// Whether `value` is an embedding, override, isolate or mark control: they could reorder
    /// what the terminal shows. (A switch: the first use of a set of a new element type costs
    /// the runtime a search through the binary's conformances, more than a short document.)
    static func isBidiControl(_ value: UInt32) -> Bool {
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
