import Testing
import MarkupCore
@testable import MarkupTerminal

/// Invariants on random hostile copy (a fixed seed, so failures reproduce): balanced
/// streams, ranges inside the input, no line wider than the width, no control character
/// in ANSI output, and all visible text kept.
@Suite struct PipelinePropertyTests {
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let pieces = [
        "<b>", "</b>", "<i>", "</i>", "<p>", "</p>", "<div>", "</div>", "<a href=x>", "</a>", "<span style='color:red'>",
        "</span>", "<ul>", "<li>", "</ul>", "<ol start=3>", "<table>", "<tr>", "<td>", "<th>", "</table>", "<br>", "<hr>",
        "<img alt=Logo src=l.png width=3 height=4>", "<pre>", "</pre>", "<blockquote>", "</blockquote>", "<h1>", "</h1>",
        "<Hot>", "<Congratulation!>", "1 < 2", "&amp;", "&lt;b&gt;", "&#x1F600;", "&bogus;", "週年慶", "🇹🇼", "👨‍👩‍👧‍👦",
        "e\u{301}", "\u{1B}[31m", "\u{1B}]0;title\u{7}", "\u{9B}2J", "\u{202E}", "\u{0}", "\t", "\n", "  ", "word",
        "longwordwithoutanyspaces", "<!-- c -->", "<style>b{color:blue}</style>", "<script>x<y</script>", "<x-tag>",
        "</x-tag>", "<td colspan=2>", "<mark>", "<code>", "<sub>", "<font color=ff0000>", "<a href=y>", "\"", "'",
        "<span/>", "</br>", "</p>", "<dl><dt>t<dd>d", "<caption>cap", "<q>", "<u>", "<s>",
    ]

    @Test func invariantsHoldOnRandomCopy() throws {
        var generator = SeededGenerator(state: 20261122)
        let theme = try ThemeLoader(searchPaths: []).load("default")
        for _ in 0..<400 {
            let count = Int.random(in: 1...40, using: &generator)
            let html = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let document = MarkupDocument(html: html)
            var open: [String] = []
            for token in document.normalized.tokens {
                #expect(token.range.end <= document.source.count, "\(html)")
                if token.kind == .startTag { open.append(token.name) }
                if token.kind == .endTag { #expect(open.popLast() == token.name, "unbalanced: \(html)") }
            }
            #expect(open.isEmpty, "unclosed: \(html)")
            for node in document.tree.root.descendants {
                #expect(node.range.start >= 0 && node.range.end <= document.source.count, "\(html)")
                if let parent = node.parent, parent.kind != .root {
                    #expect(parent.range.start <= node.range.start && node.range.end <= parent.range.end, "\(html)")
                }
            }
            for width in [1, 7, 40] {
                let rendered = DocumentLayout.render(document.styled, theme: theme, options: LayoutOptions(width: width))
                for line in rendered.lines { #expect(RenderedDocument.width(of: line) <= width, "width \(width): \(html)") }
                let output = ANSIWriter(depth: .trueColor, hyperlinks: true).write(rendered)
                let forbidden = output.unicodeScalars.filter {
                    ($0.value < 0x20 && $0 != "\n" && $0 != "\u{1B}") || $0.value == 0x7F || (0x80...0x9F).contains($0.value)
                        || (0x202A...0x202E).contains($0.value)
                }
                #expect(forbidden.isEmpty, "control characters reached the output: \(html)")
                for escape in output.components(separatedBy: "\u{1B}").dropFirst() {
                    #expect(escape.hasPrefix("[") || escape.hasPrefix("]8;;") || escape.hasPrefix("\\"), "foreign escape: \(html)")
                }
            }
            let text = document.styled.plainText
            for word in ["word", "週年慶"] where html.contains(word) && !Self.hiddenContext(html) {
                #expect(text.contains(word), "lost \(word): \(html)")
            }
        }
    }

    /// Copy whose words may legitimately be hidden (inside script, style, comments or a never-closed quote).
    static func hiddenContext(_ html: String) -> Bool {
        html.contains("<script>") || html.contains("<style>") || html.contains("\"") || html.contains("'")
    }
}
