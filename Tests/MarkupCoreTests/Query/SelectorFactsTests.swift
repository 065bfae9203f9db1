import Foundation
import Testing
@testable import MarkupCore

/// Selectors matched through ``SelectorFacts`` match exactly the nodes that reading each
/// element's tag and attributes as strings, for every selector and node, matches.
@Suite struct SelectorFactsTests {
    /// The nodes `selector` matches read the plain way: each compound asked of each node
    /// through ``CompoundSelector/matches(_:)``, ancestors tracked as the matcher tracks them.
    private static func plainMatches(_ selector: ComplexSelector, in tree: MarkupTree) -> [Int] {
        let compounds = Array(selector.compounds.prefix(64))
        let last = UInt64(1) << UInt64(compounds.count - 1)
        var ending = [UInt64](repeating: 0, count: tree.count)
        var reach = [UInt64](repeating: 0, count: tree.count)
        var found: [Int] = []
        for index in 1..<max(1, tree.count) {
            let parent = tree.records[index].parent
            guard tree.records[index].kind != .text else {
                reach[index] = reach[parent]
                continue
            }
            let node = tree[NodeID(index)]
            var bits: UInt64 = 0
            for (position, compound) in compounds.enumerated() where compound.matches(node) {
                if position == 0 {
                    bits |= 1
                } else if (selector.combinators[position - 1] == .child ? ending[parent] : reach[parent])
                            & (UInt64(1) << UInt64(position - 1)) != 0 {
                    bits |= UInt64(1) << UInt64(position)
                }
            }
            ending[index] = bits
            reach[index] = reach[parent] | bits
            if bits & last != 0 { found.append(index) }
        }
        return found
    }

    /// Checks every selector of `selectors` both ways over `tree`, all read through one set of
    /// facts; returns how many selectors matched something.
    @discardableResult
    private static func expectSameMatches(_ selectors: [ComplexSelector], in tree: MarkupTree, _ label: String) -> Int {
        let facts = SelectorFacts(selectors, in: tree)
        var work = SelectorMatcher.Work()
        var matching = 0
        for selector in selectors {
            var found: [Int] = []
            SelectorMatcher.forEachMatch(selector, facts: facts, in: tree, work: &work) { found.append($0) }
            #expect(found == plainMatches(selector, in: tree), "\(label): \(selector)")
            if !found.isEmpty { matching += 1 }
        }
        return matching
    }

    @Test func namesAreToldApartAsStringsAre() throws {
        let tree = MarkupTree(html: """
        <div id=Hero class="a\tb\nc  d"><p class='A a'>x<span id=hero class="é e\u{301}">y</span></p>
        <svg><foreignObject class=a><b class=b>z</b></foreignObject></svg><custom-tag class="b c">w</custom-tag>
        <p class="a\u{0C}b">form feed</p><table><tr><td class=c>cell</table></div>
        """)
        let selectors = try [
            "div", "DIV", "#Hero", "#hero", ".a", ".A", ".b.c", ".c.d", ".é", ".e\u{301}", "span.é", "custom-tag",
            "foreignobject", "foreignObject .b", "div .a", "div > p > span", "p span", "div > .a > #hero",
            ".a\u{0C}b", ".nowhere", "#nowhere", "nowhere", "td.c", "table td", "tbody > tr > td", "[class~=c]",
            "div [id=hero]", "p > [class]", ".a .b .c", "* > .c", "*",
        ].flatMap { try Selector($0).alternatives }
        #expect(Self.expectSameMatches(selectors, in: tree, "hand-made") >= 20)
    }

    /// The e-mails' own style sheets (the app snippets have none).
    @Test func realCopyStyleSheetsMatchAsRead() throws {
        let root = DirectTreeTests.realCopy.appendingPathComponent("email")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".html") }.sorted()
        #expect(!names.isEmpty)
        var matching = 0
        for name in names {
            let document = MarkupDocument(bytes: Array(try Data(contentsOf: root.appendingPathComponent(name))))
            let tree = document.styled.tree
            // The document's own rules, and every compound of them alone (most name classes
            // the document does not use, or use elsewhere).
            let selectors = document.styled.sheet.rules.map(\.selector)
            let compounds = selectors.flatMap { $0.compounds.map { ComplexSelector(compounds: [$0], combinators: []) } }
            matching += Self.expectSameMatches(selectors + compounds, in: tree, name)
        }
        #expect(matching > 100, "selectors that match something")
    }
}
