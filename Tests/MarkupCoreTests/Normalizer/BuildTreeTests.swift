import Testing
@testable import MarkupCore

/// The normalizer's arena tree: children kept as linked lists, names and attributes read
/// from the tokens.
@Suite struct BuildTreeTests {
    private let stream = Tokenizer.tokenize(#"<div><b class="x">one</b><image alt="a"><my-tag>t</my-tag></div>"#)
    private var tokens: [Token] { stream.tokens }

    private func element(_ tree: inout BuildTree, token: Int?, slotOf name: String? = nil, clonedFrom: Int? = nil) -> Int {
        let slot = name.flatMap(KnownElements.slot(of:)) ?? token.flatMap { KnownElements.slot(of: stream.name(of: tokens[$0])) }
        let isVoid = slot.map { KnownElements.categories[$0].contains(.void) } ?? false
        let id = tree.add(BuildTree.Node(kind: .element, token: token, knownSlot: Int32(slot ?? -1), isVoid: isVoid))
        if let clonedFrom { tree.markClone(id, of: clonedFrom) }
        return id
    }

    /// The whole tree written out: tag names (`/` for ends) and texts.
    private func written(_ tree: BuildTree) -> [String] {
        var tables = stream.tables
        return tree.serialize(replacements: [:], tables: &tables)
            .map { $0.isTag ? ($0.kind == .endTag ? "/" : "") + tables.name(of: $0, in: stream.source)
                : tables.text(of: $0, in: stream.source) }
    }

    @Test func nodeIsSmall() {
        // A node per token is alive while the normalizer runs, beside the tokens.
        #expect(MemoryLayout<BuildTree.Node>.stride == 32)
    }

    @Test func causesShareTheirFieldsWithTokens() {
        var made = BuildTree.Node(kind: .element, startCause: 7)
        #expect(made.token == nil && made.startCause == 7)
        made.endCause = 9
        #expect(made.endToken == nil && made.endCause == 9)
        made.endToken = 11
        #expect(made.endToken == 11 && made.endCause == nil)
        made.endCause = 12
        #expect(made.endToken == 11, "an end tag, once set, stays")
        var read = BuildTree.Node(kind: .text, token: 0)
        #expect(read.token == 0 && read.startCause == nil && read.endToken == nil && read.endCause == nil)
        read.endCause = 0
        #expect(read.endCause == 0 && read.endToken == nil)
    }

    @Test func slotAndFlagsShareAField() {
        var node = BuildTree.Node(kind: .element, token: 3, knownSlot: 511, isOpen: true)
        #expect(node.knownSlot == 511 && node.isOpen && !node.isActiveFormatting && !node.isClone)
        node.isActiveFormatting = true
        node.isOpen = false
        node.namespace = .svg
        #expect(node.knownSlot == 511 && !node.isOpen && node.isActiveFormatting && node.namespace == .svg)
        let unknown = BuildTree.Node(kind: .element, token: 4)
        #expect(unknown.knownSlot == -1 && unknown.categories.isEmpty && !unknown.isVoid)
        let point = BuildTree.Node(kind: .element, token: 5, isIntegrationPoint: true)
        #expect(point.categories == [.special, .scopeBoundary])
        let slot = KnownElements.slot(of: "br")!
        let lineBreak = BuildTree.Node(kind: .element, token: 6, knownSlot: Int32(slot), isVoid: true)
        #expect(lineBreak.isVoid && lineBreak.categories == KnownElements.categories[slot])
    }

    @Test func appendDetachAndMoveKeepOrder() {
        var tree = BuildTree(tokens: tokens, tables: stream.tables, source: stream.source)
        let div = element(&tree, token: 0)
        let bold = element(&tree, token: 1)
        let text = tree.add(BuildTree.Node(kind: .text, token: 2))
        let custom = element(&tree, token: 5)
        tree.append(div, to: BuildTree.root)
        tree.append(bold, to: div)
        tree.append(text, to: div)
        tree.append(custom, to: div)
        #expect(written(tree) == ["div", "b", "/b", "one", "my-tag", "/my-tag", "/div"])

        // Detaching the middle child relinks its neighbours; the first and last too.
        tree.detach(text)
        #expect(written(tree) == ["div", "b", "/b", "my-tag", "/my-tag", "/div"])
        tree.detach(bold)
        tree.detach(custom)
        #expect(written(tree) == ["div", "/div"])

        // Moving children appends them, in order, after the target's own.
        tree.append(text, to: bold)
        tree.append(custom, to: bold)
        tree.append(bold, to: div)
        let target = element(&tree, token: nil, slotOf: "p")
        tree.append(target, to: div)
        tree.moveChildren(of: bold, to: target)
        #expect(tree[text].parent == target && tree[custom].parent == target)
        #expect(written(tree) == ["div", "b", "/b", "p", "one", "my-tag", "/my-tag", "/p", "/div"])
        // Re-appending a node moves it rather than linking it twice.
        tree.append(text, to: div)
        #expect(written(tree) == ["div", "b", "/b", "p", "my-tag", "/my-tag", "/p", "one", "/div"])
    }

    @Test func namesAndAttributesComeFromTokensOrTheTable() {
        var tree = BuildTree(tokens: tokens, tables: stream.tables, source: stream.source)
        let bold = element(&tree, token: 1)
        let clone = element(&tree, token: nil, slotOf: "b", clonedFrom: bold)
        let image = element(&tree, token: 4, slotOf: "img")
        let custom = element(&tree, token: 5)
        let made = element(&tree, token: nil, slotOf: "p")
        #expect(tree.name(of: bold) == "b" && tree.name(of: clone) == "b")
        #expect(tree.attributes(of: clone).map(\.value) == ["x"])
        // `<image>` is read as `<img>`: the table's name, the tag's attributes.
        #expect(tree.name(of: image) == "img" && tree.attributes(of: image).map(\.name) == ["alt"])
        #expect(tree.name(of: custom) == "my-tag")
        #expect(tree.name(of: made) == "p" && tree.attributes(of: made).isEmpty)
        #expect(tree.name(of: BuildTree.root) == "")
    }
}
