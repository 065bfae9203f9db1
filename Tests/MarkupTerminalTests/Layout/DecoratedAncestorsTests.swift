import Testing
import MarkupCore
@testable import MarkupTerminal

/// The remembered line of decorated ancestors answers as a fresh walk from each text would.
@Suite struct DecoratedAncestorsTests {
    /// The outermost of the unbroken line of underlined ancestors from `parent` up, at most
    /// `limit` of them, walked afresh.
    private func walked(from parent: Int, in document: StyledDocument, limit: Int) -> Int {
        var found = -1
        var current = parent
        var steps = 0
        while current >= 0, steps < limit, document.style(ofNodeAt: current).underline == true {
            found = current
            current = document.tree.parentIndex(of: current)
            steps += 1
        }
        return found
    }

    @Test(arguments: [1, 2, 3, 32])
    func answersAsAWalkFromEachText(limit: Int) {
        // Nested and sibling lines, lines cut by the limit, a reopened element and texts
        // outside any line, in document order as layout asks.
        let html = """
            <p>a<u>b<i>c<b>d</b>e</i><u><u><u>f<span>g</span></u>h</u></u>i</u>j</p>
            <div style='text-decoration:underline'><p>k<em>l<u>m</u></em>n</p><p>o</p></div>
            <b>p<u>q</b>r</u> <u><u><u><u><u>s</u>t</u></u>u</u></u>v
            """
        let document = MarkupDocument(html: html).styled
        var ancestors = DecoratedAncestors(struck: false)
        var texts = 0
        for index in 0..<document.tree.count where document.tree.records[index].kind == .text {
            let parent = document.tree.parentIndex(of: index)
            let found = ancestors.outermost(from: parent, in: document.tree, limit: limit) {
                document.style(ofNodeAt: $0).underline == true
            }
            #expect(found == walked(from: parent, in: document, limit: limit), "text \(index), limit \(limit)")
            texts += 1
        }
        #expect(texts > 20)
    }
}
