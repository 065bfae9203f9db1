import MarkupCore

/// What a reader sees of a styled document, glyph by glyph: the export round-trip tests
/// compare a source with its export read back through these.
public enum StyledGlyphs {
    /// A visible character with its look, the break before it, and whether white space
    /// separates it from the one before. Where a run of collapsible white space falls between
    /// text nodes (an export joins texts a repair split) does not show, so it is not compared.
    public struct Glyph: Equatable, CustomStringConvertible, Sendable {
        public var character: Character
        public var style: MarkupStyle
        public var breakBefore: StyledRun.Break
        public var lineBreaks: Int
        public var spaceBefore: Bool

        public var description: String {
            "\(breakBefore)/\(lineBreaks)\(spaceBefore ? " " : "")\(character) \(style.setFields.map { "\($0.field)=\($0.value)" })"
        }
    }

    /// The document's glyphs. With `spaceAtLineStart` false, white space right after a break
    /// or at the document's start is not recorded (a renderer drops it; Markdown cannot keep it).
    public static func glyphs(_ document: StyledDocument, spaceAtLineStart: Bool = true) -> [Glyph] {
        var result: [Glyph] = []
        var pendingBreak = StyledRun.Break.none
        var pendingLines = 0
        var space = false
        for run in document.runs {
            if run.breakBefore != .none {
                pendingBreak = run.breakBefore
                pendingLines = run.lineBreaks
            }
            let keepsSpace = [.pre, .preWrap, .breakSpaces, .preLine].contains(run.style.whiteSpace)
            for character in run.text {
                if !keepsSpace, [" ", "\t", "\n", "\r", "\u{0C}", "\r\n"].contains(character) {
                    space = true
                    continue
                }
                let atLineStart = pendingBreak != .none || result.isEmpty
                result.append(Glyph(character: character, style: run.style, breakBefore: pendingBreak,
                                    lineBreaks: pendingLines, spaceBefore: space && (spaceAtLineStart || !atLineStart)))
                pendingBreak = .none
                pendingLines = 0
                space = false
            }
        }
        return result
    }

    /// The first `limit` places where two glyph lists differ, as (expected, actual).
    public static func differences(_ expected: [Glyph], _ actual: [Glyph], limit: Int = 5) -> [(Glyph?, Glyph?)] {
        (0..<max(expected.count, actual.count)).lazy.compactMap { index -> (Glyph?, Glyph?)? in
            let left = index < expected.count ? expected[index] : nil
            let right = index < actual.count ? actual[index] : nil
            return left == right ? nil : (left, right)
        }.prefix(limit).map { $0 }
    }
}
