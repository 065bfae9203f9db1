import MarkupCore

/// Options of a layout.
public struct LayoutOptions: Sendable {
    /// Columns available; at least 1.
    public var width: Int
    /// Links as OSC 8 hyperlinks on the text instead of `[n]` numbers and a list of URLs.
    public var hyperlinks: Bool
    /// Whether lines of `pre` wider than the width wrap (else they are cut).
    public var wrapsPreformatted: Bool
    /// Whether the output shows text attributes (false for plain text, `--colors none`): else
    /// underlined and struck text is written between the theme's marks (`[-$99-]`).
    public var showsAttributes: Bool

    public init(width: Int, hyperlinks: Bool = false, wrapsPreformatted: Bool = true, showsAttributes: Bool = true) {
        self.width = max(1, width)
        self.hyperlinks = hyperlinks
        self.wrapsPreformatted = wrapsPreformatted
        self.showsAttributes = showsAttributes
    }
}

/// Copy laid out at a width: lines of cells, each cell knowing its node and source range.
public struct RenderedDocument: Sendable {
    public var width: Int
    /// The lines; no line is wider than `width` (continuation cells included in the count),
    /// but for a URL of the link list too long for it: a URL is never broken, so it can be
    /// copied or clicked whole, and is then a line of its own.
    public var lines: RenderedLines
    /// Numbered link targets in order of first appearance (image sources are not links).
    public var references: [(number: Int, url: String)]

    public init(width: Int, lines: RenderedLines, references: [(number: Int, url: String)]) {
        self.width = width
        self.lines = lines
        self.references = references
    }

    /// The text of every line, for tests and plain output.
    public var text: [String] {
        lines.indices.map { index in
            lines.withCells(ofLine: index) { line in line.filter { !$0.isContinuation }.map(\.grapheme).joined() }
        }
    }

    /// Width of a line (or any run of cells) in columns.
    @inlinable
    public static func width(of line: some Sequence<Cell>) -> Int {
        line.reduce(0) { $0 + Int($1.width) }
    }
}

/// Numbers link targets once each, shared by a document and the tables inside it.
///
/// Targets are told apart by their bytes, as the cells' links are, and found through a
/// ``HashedIndex`` (growing rehashes numbers, not URLs). A registry serves the one thread
/// laying its document out, so accesses are not checked for exclusivity.
final class LinkRegistry {
    @exclusivity(unchecked) private(set) var references: [(number: Int, url: String)] = []
    @exclusivity(unchecked) private var index = HashedIndex()

    func number(for url: String) -> Int {
        var url = url
        return url.withUTF8 { number(forUTF8: $0) }
    }

    /// ``number(for:)`` of the target whose UTF-8 bytes are `url` (an `href` read in place):
    /// a string is made only for a target met for the first time.
    func number(forUTF8 url: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(url))
        let hash = hasher.finalize()
        let found = index.find(hash) { Self.isTarget(references[$0].url, url) }
        if let found { return found + 1 }
        references.append((index.insert(hash) + 1, String(decoding: url, as: UTF8.self)))
        return references.count
    }

    /// ``number(forUTF8:)`` of the first `href` of the link at node index `index` of `tree`,
    /// read in place; nil when it has none or an empty one.
    func number(ofLinkAt index: Int, in tree: MarkupTree) -> Int? {
        for entry in tree.attributeEntries(at: index) where tree.attributeName(ofEntry: entry, is: "href") {
            return tree.withAttributeValueBytes(ofEntry: entry) { url in url.isEmpty ? nil : number(forUTF8: url) }
        }
        return nil
    }

    /// Whether `target`'s UTF-8 bytes are `url`.
    private static func isTarget(_ target: String, _ url: UnsafeBufferPointer<UInt8>) -> Bool {
        guard target.utf8.count == url.count else { return false }
        var target = target
        return target.withUTF8 { $0.elementsEqual(url) }
    }

    /// A registry holding this one's numbers that numbers new targets apart from it: for
    /// measuring content that is laid out for real later, in document order.
    func scratchCopy() -> LinkRegistry {
        let copy = LinkRegistry()
        copy.references = references
        copy.index = index
        return copy
    }
}
