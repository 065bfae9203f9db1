import GoldenSupport
import MarkupCore
import PipelineInvariants
import Testing
@testable import MarkupMarkdown

/// The pipeline's invariants (ranges inside the input, siblings not overlapping, every byte of
/// text in one text node, stripped text) hold for Markdown input.
@Suite struct MarkdownInvariantTests {
    static let fragments = [
        "# Heading *em*\n", "Setext\n===\n", "para **strong** and _em_ and ~~del~~\n", "line one\nline two  \nthree\\\nfour\n",
        "- a\n- b\n  - nested\n    1. deep\n", "1. one\n\n2. two\n", "- [ ] todo\n- [x] done\n", "> quote\n> > inner\n",
        "| a | b |\n|:-|:-:|\n| 日本 | 😀 |\n| x |\n", "```\ncode <b>\n```\n", "    indented\n", "---\n",
        "<div class=\"box\">\n<b>html</b>\n</div>\n", "inline <span>x</span> <em>y</em>\n", "**bold <span>x** y</span>\n",
        "^[Sale](class: 'vip', n: 3)\n", "^[bad](k: nope)\n", "<https://a.b/c> www.x.com https://q.z a@b.co\n",
        "![img](a.png \"t\") [link](u 't')\n", "`code` ``a`b``\n", "\\* &amp; &#x1F600; &bogus;\n", "中文 **粗体** 👩‍👩‍👧 e\u{301}\n",
        "<!-- comment -->\n", "<script>x</script>\n", "[ref]\n\n[ref]: /u\n", "> - [ ] quoted task\n", "\t- tab item\n",
        "a\r\nb\r\n", "*unclosed **strong\n", "<p>open paragraph\n", "\u{0}nul\n", "> <div>\n> x\n> </div>\n",
        "[**a** `b`](u) ![x *y*](i) [r][ref] [ref]\n", "| `c|d` | [l](u) |\n|---|---|\n", "  - two\n\t\t- deeper\n",
        "- a\n\n  > q\n\n  ```\n  c\n  ```\n", "***\n___\n", "<table><tr><td>x</td></tr></table>\n", "x <br> y\n",
        "Setext 2\n---\n", "1) paren\n2) list\n", "&nbsp;&copy; \\<b\\>\n", "~~del *em*~~ ~one~\n", "*a **b** c*\n",
        "www.example.com/path?q=1. end\n", "<span\nclass=\"x\">multi</span>\n", "^[a\nb](k: 1)\n", "\\^[x](k: 1)\n",
    ]

    @Test func everyFragmentKeepsTheInvariants() {
        for fragment in Self.fragments {
            let document = MarkupDocument(markdown: fragment)
            let violations = PipelineInvariants.violations(in: document) + tokenOrderViolations(document)
            #expect(violations.isEmpty, "\(fragment.debugDescription): \(violations)")
        }
    }

    @Test func randomDocumentsKeepTheInvariants() {
        var generator = SeededGenerator(seed: 29)
        for _ in 0..<3000 {
            var markdown = ""
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                var fragment = Self.fragments.randomElement(using: &generator)!
                if Bool.random(using: &generator) { fragment = fragment.replacingOccurrences(of: "\n", with: " ") }
                if Int.random(in: 0..<4, using: &generator) == 0 { fragment = "> " + fragment }
                if Int.random(in: 0..<4, using: &generator) == 0 { fragment = "- " + fragment }
                markdown += fragment + (Bool.random(using: &generator) ? "\n" : "")
            }
            let document = MarkupDocument(markdown: markdown)
            let violations = PipelineInvariants.violations(in: document) + tokenOrderViolations(document)
            #expect(violations.isEmpty, "\(markdown.debugDescription): \(violations)")
        }
    }

    @Test func deepNestingKeepsTheTextAndTheInvariants() {
        for markdown in [
            String(repeating: "> ", count: 20_000) + "deep",
            (0..<3_000).map { String(repeating: "  ", count: $0) + "- item\n" }.joined(),
            String(repeating: "*a ", count: 5_000) + String(repeating: "[x", count: 5_000),
        ] {
            let document = MarkupDocument(markdown: markdown)
            #expect(PipelineInvariants.violations(in: document).isEmpty)
            #expect(document.tree.root.descendants.count { $0.kind == .blockquote || $0.kind == .listItem } <= CmarkReader.maximumDepth)
        }
        let quoted = MarkupDocument(markdown: String(repeating: "> ", count: 20_000) + "deep")
        #expect(quoted.styled.plainText.contains("deep"))
    }

    /// Every token lies inside the input, and each starts where the one before ends or later:
    /// the tokens follow the source.
    private func tokenOrderViolations(_ document: MarkupDocument) -> [String] {
        let tokens = document.tokens.readTokens
        var problems: [String] = []
        for (index, token) in tokens.enumerated() {
            if token.range.start < 0 || token.range.end > document.source.count {
                problems.append("token \(index) \(token.range) lies outside the input")
            }
            if index > 0, token.range.start < tokens[index - 1].range.end {
                problems.append("token \(index) \(TokenNotation.describe(token)) starts before token \(index - 1) \(TokenNotation.describe(tokens[index - 1])) ends")
            }
        }
        return problems
    }
}
