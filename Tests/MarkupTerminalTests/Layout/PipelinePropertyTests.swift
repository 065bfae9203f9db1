import Testing
import MarkupCore
import PipelineInvariants
@testable import MarkupTerminal

/// The pipeline invariants (``PipelineInvariants``) on random hostile copy, with a fixed
/// seed so failures reproduce.
@Suite struct PipelinePropertyTests {
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
        var generator = SeededGenerator(seed: 20261122)
        let theme = try ThemeLoader(searchPaths: []).load("default")
        for _ in 0..<400 {
            let count = Int.random(in: 1...40, using: &generator)
            let html = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let document = MarkupDocument(html: html)
            let problems = PipelineInvariants.violations(in: document)
            #expect(problems.isEmpty, "\(problems.prefix(3)) in \(html.debugDescription)")
            for width in [1, 7, 40] {
                let rendered = DocumentLayout.render(document.styled, theme: theme, options: LayoutOptions(width: width))
                let layoutProblems = PipelineInvariants.layoutViolations(rendered, width: width)
                #expect(layoutProblems.isEmpty, "\(layoutProblems.prefix(3)) in \(html.debugDescription)")
                let output = ANSIWriter(depth: .trueColor, hyperlinks: true).write(rendered)
                let ansiProblems = PipelineInvariants.ansiViolations(output)
                #expect(ansiProblems.isEmpty, "\(ansiProblems.prefix(3)) in \(html.debugDescription)")
            }
        }
    }
}
