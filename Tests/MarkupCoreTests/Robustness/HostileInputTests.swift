import Testing
@testable import MarkupCore

/// Bad input of every kind finishes, keeps its text and yields a balanced stream.
/// (Sizes here suit a debug build; the benchmark runs the 100 MB and larger cases.)
@Suite struct HostileInputTests {
    /// Runs the whole pipeline and checks the invariants every input must keep.
    @discardableResult
    private func run(_ bytes: [UInt8]) -> MarkupDocument {
        let document = MarkupDocument(bytes: bytes)
        var open: [String] = []
        for token in document.normalized.tokens {
            if token.kind == .startTag { open.append(document.normalized.name(of: token)) }
            if token.kind == .endTag { #expect(open.popLast() == document.normalized.name(of: token)) }
        }
        #expect(open.isEmpty)
        for node in document.tree.root.descendants {
            #expect(node.range.end <= document.source.count)
        }
        _ = document.styled.plainText
        return document
    }

    @discardableResult
    private func run(_ html: String) -> MarkupDocument { run(Array(html.utf8)) }

    @Test func emptyInput() {
        #expect(run("").tree.count == 1)
    }

    @Test func binaryData() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let document = run(bytes)
        #expect(document.source.diagnostics.contains { $0.code == .invalidUTF8 })
    }

    @Test func deepNestingKeepsTheText() {
        let document = run(String(repeating: "<b>", count: 100_000) + "deep")
        #expect(document.styled.plainText == "deep")
        #expect(document.styled.runs.first?.style.fontWeight == .bold)
    }

    @Test func mixedDeepNesting() {
        let open = (0..<25_000).map { _ in "<i><span><u><div>" }.joined()
        #expect(run(open + "x").styled.plainText == "x")
    }

    @Test func strayCloseTagsAreDropped() {
        let document = run("a" + String(repeating: "</i>", count: 100_000) + "b")
        #expect(document.styled.plainText == "ab")
        #expect(document.normalized.repairs.count == 100_000)
    }

    @Test func tenThousandAttributes() {
        let tag = "<span " + (0..<10_000).map { "data-a\($0)=\"\($0)\"" }.joined(separator: " ") + ">x</span>"
        let document = run(tag)
        #expect(document.tokens.attributes(of: document.tokens.tokens[0]).count == 10_000)
        #expect(document.styled.plainText == "x")
    }

    @Test func largeTextNode() {
        let text = String(repeating: "lorem ipsum ", count: 100_000)
        #expect(run("<p>" + text + "</p>").tree.root.descendants.count == 2)
    }

    @Test func unterminatedConstructs() {
        #expect(run("<p>hi <!-- never closed").styled.plainText == "hi")
        #expect(run("text <").styled.plainText == "text <")
        #expect(run("<a href=\"x").styled.plainText == "<a href=\"x")
        #expect(run("<script>alert(1)").styled.plainText == "")
    }

    @Test func brokenQuotesStayLinear() {
        let html = String(repeating: "<a x=\"", count: 20_000)
        // The quotes pair up and no `>` follows: one tag, cut off by the end of the file.
        #expect(run(html).styled.plainText.isEmpty)
        // An odd number of quotes: the last never closes, so the tags are text (the departure for such quotes).
        #expect(run(html + "<a x=\"").styled.plainText.count > 0)
    }

    @Test func manyMisnestedBlocks() {
        let document = run(String(repeating: "<b><div>x</b>", count: 5_000))
        #expect(document.styled.runs.count == 5_000)
        #expect(document.styled.runs.allSatisfy { $0.style.fontWeight == .bold })
    }

    @Test func manyListItemsAndCells() {
        run("<ul>" + String(repeating: "<li>x", count: 20_000))
        run("<table>" + String(repeating: "<tr><td>a<td>b", count: 10_000))
        run(String(repeating: "<a href=x>", count: 20_000))
    }

    @Test func nulAndControlCharacters() {
        let document = run("a\u{0}b\u{1B}[31mc")
        // NUL is dropped from text, as the standard's tree construction does.
        #expect(document.styled.plainText == "ab\u{1B}[31mc")
        #expect(ControlCharacters.makeVisible(document.styled.plainText) == "ab\u{241B}[31mc")
    }
}
