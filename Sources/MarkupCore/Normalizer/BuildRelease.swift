#if canImport(Glibc)
import Glibc
#endif

/// Gives back the memory of what a big document's tree builder has passed and will not read
/// again, while it writes the ``MarkupTree``'s records as it makes its nodes: the tokenizer's
/// tokens and the builder's own nodes, so that the tokens, the nodes and the records are not
/// all alive at once (``Normalizer/tree(of:customTags:)``).
///
/// Once the records of the nodes made from the tokens below some index are written, the
/// builder reads one of those tokens again only for an element still open or in the list of
/// active formatting elements (its name, its attributes, or those of the element a reopened
/// copy copies), and one of those nodes only for such an element, the last child of an open
/// one (which its next sibling is linked to) or the form element pointer. Those are kept; the
/// rest are released. A tree that then leaves document order cannot be written out from what
/// is left: the builder stops linking nodes anew (``BuildTree/nodesReleased``) and the source
/// is tokenized again for a tree built another way.
final class BuildRelease {
    enum Mode {
        /// The whole pages of what is released given back to the system (`MADV_DONTNEED`: the
        /// arrays keep their memory, which reads as zeros if touched again).
        case pages
        /// Each released token overwritten with ``poison``, which reading it asserts against,
        /// and each released node with zeros, as a page given back reads: for tests, a small
        /// document having no whole page to give back.
        case poisoning
    }

    let mode: Mode
    /// How many tokens the builder reads between two releases.
    let interval: Int
    private let tokens: UnsafeMutableBufferPointer<Token>
    /// The tokens below this index are released, but for those kept at the time.
    private(set) var tokensReleasedUpTo = 0
    /// The nodes below this index are released, but for those kept at the time.
    private(set) var nodesReleasedUpTo = 0
    /// Whether any token was released: the array then no longer holds the stream's tokens.
    private(set) var hasReleasedTokens = false
    /// Whether any node was released: the tree can then no longer be written out.
    private(set) var hasReleasedNodes = false

    /// What a released token reads as in ``Mode/poisoning``: the tokenizer makes no synthesized
    /// token.
    static let poison = Token(kind: .doctype, dataStart: Int(Int32.min), dataLength: 0, range: .empty(at: 0),
                              isSynthesized: true)

    /// Releases tokens of `tokens`, memory the caller holds and no one else reads, and nodes,
    /// every `interval` tokens read.
    init(tokens: UnsafeMutableBufferPointer<Token>, mode: Mode, interval: Int) {
        self.tokens = tokens
        self.mode = mode
        self.interval = max(interval, 1)
    }

    /// Releases the tokens from ``tokensReleasedUpTo`` up to `end`, but for those at the
    /// indices `kept` (in any order).
    func releaseTokens(upTo end: Int, keeping kept: [Int]) {
        let end = min(end, tokens.count)
        guard end > tokensReleasedUpTo else { return }
        if release(tokens, from: tokensReleasedUpTo, upTo: end, keeping: kept, poisoning: { $0.initialize(to: Self.poison) }) {
            hasReleasedTokens = true
        }
        tokensReleasedUpTo = end
    }

    /// Releases the nodes of `nodes` (the tree's memory, which may have moved since the last
    /// release) from ``nodesReleasedUpTo`` up to `end`, but for those at the indices `kept`.
    func releaseNodes(_ nodes: UnsafeMutableBufferPointer<BuildTree.Node>, upTo end: Int, keeping kept: [Int]) {
        let end = min(end, nodes.count)
        guard end > nodesReleasedUpTo else { return }
        let zeroed: (UnsafeMutablePointer<BuildTree.Node>) -> Void = { node in
            UnsafeMutableRawPointer(node).initializeMemory(as: UInt8.self, repeating: 0,
                                                           count: MemoryLayout<BuildTree.Node>.stride)
        }
        if release(nodes, from: nodesReleasedUpTo, upTo: end, keeping: kept, poisoning: zeroed) {
            hasReleasedNodes = true
        }
        nodesReleasedUpTo = end
    }

    /// Releases `memory[start..<end]` but for the elements at the indices `kept`, in the mode's
    /// way: their whole pages given back, or each element `poison` overwrites (a plain value,
    /// so it is overwritten in place). Returns whether anything was released.
    private func release<Element>(_ memory: UnsafeMutableBufferPointer<Element>, from start: Int, upTo end: Int,
                                  keeping kept: [Int],
                                  poisoning poison: (UnsafeMutablePointer<Element>) -> Void) -> Bool {
        switch mode {
        case .pages:
            return Self.givesBackPages(of: memory, from: start, upTo: end, keeping: kept)
        case .poisoning:
            let kept = Set(kept)
            var released = false
            for index in start..<end where !kept.contains(index) {
                poison(memory.baseAddress! + index)
                released = true
            }
            return released
        }
    }

    /// Gives back the whole pages of `memory[start..<end]` that hold none of the elements at
    /// the indices `kept`; returns whether any page was.
    private static func givesBackPages<Element>(of memory: UnsafeMutableBufferPointer<Element>, from start: Int,
                                                upTo end: Int, keeping kept: [Int]) -> Bool {
        #if os(Linux)
        guard let base = memory.baseAddress else { return false }
        let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let pageMask = ~(pageSize - 1)
        let stride = UInt(MemoryLayout<Element>.stride)
        let address = UInt(bitPattern: base)
        var first = (address + UInt(start) * stride + pageSize - 1) & pageMask
        let stop = (address + UInt(end) * stride) & pageMask
        guard first < stop else { return false }
        // The pages each kept element lies on (it may straddle two), in order.
        let keptPages = kept.map { index -> (first: UInt, last: UInt) in
            let start = address + UInt(index) * stride
            return (start & pageMask, (start + stride - 1) & pageMask)
        }.sorted { $0.first < $1.first }
        var gaveBack = false
        for pages in keptPages where pages.last >= first {
            if pages.first >= stop { break }
            if pages.first > first { gaveBack = giveBack(from: first, to: pages.first) || gaveBack }
            first = max(first, pages.last + pageSize)
        }
        if first < stop { gaveBack = giveBack(from: first, to: stop) || gaveBack }
        return gaveBack
        #else
        return false
        #endif
    }

    #if os(Linux)
    /// Gives back the pages from `start` up to `end` (page-aligned addresses).
    private static func giveBack(from start: UInt, to end: UInt) -> Bool {
        guard let pages = UnsafeMutableRawPointer(bitPattern: start) else { return false }
        return madvise(pages, Int(end - start), MADV_DONTNEED) == 0
    }
    #endif
}
