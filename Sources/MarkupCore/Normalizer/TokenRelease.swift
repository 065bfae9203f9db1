#if canImport(Glibc)
import Glibc
#endif

/// Gives back the memory of the tokenizer's tokens that a big document's tree builder has
/// passed and will not read again, while it writes the ``MarkupTree``'s records as it makes its
/// nodes: so that the tokens, the builder's nodes and the records are not all alive at once
/// (``Normalizer/tree(of:customTags:)``).
///
/// Once the records of the nodes made from the tokens below some index are written, the
/// builder reads one of those tokens again only for an element still open or in the list of
/// active formatting elements (its name, its attributes, or those of the element a reopened
/// copy copies). Those tokens are kept; the rest are released. A tree that then leaves document
/// order cannot be written out from them: the source is tokenized again for it.
final class TokenRelease {
    enum Mode {
        /// The whole pages of released tokens given back to the system (`MADV_DONTNEED`: the
        /// array keeps its memory, which reads as zeros if touched again).
        case pages
        /// Each released token overwritten with ``poison``, which reading it asserts against:
        /// for tests, a small document having no whole page of tokens to give back.
        case poisoning
    }

    let mode: Mode
    /// How many tokens the builder reads between two releases.
    let interval: Int
    private let tokens: UnsafeMutableBufferPointer<Token>
    /// The tokens below this index are released, but for those kept at the time.
    private(set) var releasedUpTo = 0
    /// Whether any token was released: the array then no longer holds the stream's tokens.
    private(set) var hasReleased = false

    /// What a released token reads as in ``Mode/poisoning``: the tokenizer makes no synthesized
    /// token.
    static let poison = Token(kind: .doctype, dataStart: Int(Int32.min), dataLength: 0, range: .empty(at: 0),
                              isSynthesized: true)

    /// Releases tokens of `tokens`, memory the caller holds and no one else reads, every
    /// `interval` tokens read.
    init(tokens: UnsafeMutableBufferPointer<Token>, mode: Mode, interval: Int) {
        self.tokens = tokens
        self.mode = mode
        self.interval = max(interval, 1)
    }

    /// Releases the tokens from ``releasedUpTo`` up to `end`, but for those at the indices `kept`
    /// (in any order).
    func release(upTo end: Int, keeping kept: [Int]) {
        let end = min(end, tokens.count)
        guard end > releasedUpTo else { return }
        switch mode {
        case .poisoning:
            let kept = Set(kept)
            for index in releasedUpTo..<end where !kept.contains(index) {
                tokens[index] = Self.poison
                hasReleased = true
            }
        case .pages:
            releasePages(from: releasedUpTo, upTo: end, keeping: kept)
        }
        releasedUpTo = end
    }

    /// Gives back the whole pages of the tokens `start..<end` that hold none of the tokens `kept`.
    private func releasePages(from start: Int, upTo end: Int, keeping kept: [Int]) {
        #if os(Linux)
        guard let base = tokens.baseAddress else { return }
        let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let pageMask = ~(pageSize - 1)
        let stride = UInt(MemoryLayout<Token>.stride)
        let address = UInt(bitPattern: base)
        var first = (address + UInt(start) * stride + pageSize - 1) & pageMask
        let stop = (address + UInt(end) * stride) & pageMask
        guard first < stop else { return }
        // The pages each kept token lies on (it may straddle two), in order.
        let keptPages = kept.map { index -> (first: UInt, last: UInt) in
            let start = address + UInt(index) * stride
            return (start & pageMask, (start + stride - 1) & pageMask)
        }.sorted { $0.first < $1.first }
        for pages in keptPages where pages.last >= first {
            if pages.first >= stop { break }
            if pages.first > first { giveBack(from: first, to: pages.first) }
            first = max(first, pages.last + pageSize)
        }
        if first < stop { giveBack(from: first, to: stop) }
        #endif
    }

    #if os(Linux)
    /// Gives back the pages from `start` up to `end` (page-aligned addresses).
    private func giveBack(from start: UInt, to end: UInt) {
        guard let pages = UnsafeMutableRawPointer(bitPattern: start) else { return }
        if madvise(pages, Int(end - start), MADV_DONTNEED) == 0 { hasReleased = true }
    }
    #endif
}
