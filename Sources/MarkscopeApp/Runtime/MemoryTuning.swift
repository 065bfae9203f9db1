import CAllocator
import MarkupCore

/// How the process asks the C allocator for memory: `markscope` returns big blocks at start
/// and the previewer keeps them when it starts; `markscope-bench` keeps them, as its rounds
/// in one process are the previewer's reloads.
public enum MemoryTuning {
    /// Blocks of this size and more are mapped on their own and returned when freed.
    static let ownMappingThreshold: Int32 = 1 << 20

    /// Makes freed stage outputs (token and node arrays of several MB) go back to the
    /// system at once. glibc otherwise raises its mapping threshold after the first such
    /// block is freed, and later ones then stay in the heap, fragmented, after the stage
    /// that made them is done: a 10 MB document peaked 17 MB higher. What a command that
    /// renders once wants: its peak is the live data. Returns whether the C library took the
    /// setting (false where it has no such setting).
    @discardableResult
    public static func returnLargeBlocksToTheSystem() -> Bool {
        callocator_map_blocks_from(ownMappingThreshold) != 0
    }

    /// Documents of these sizes get the working memory of their one pass in huge pages (see
    /// ``keepWorkingMemoryInHugePages(forDocumentOf:)``). Smaller ones touch too few pages to
    /// gain (a 100 KB render lost 0.5 ms zeroing two 2 MB pages); bigger ones keep
    /// ``returnLargeBlocksToTheSystem()``, which their peak needs.
    static let hugePageDocumentSizes = (512 << 10)...(4 << 20)
    /// The room grown for a document, per byte of it: what a 1 MB render of copy asks of the
    /// heap in all, the tokenizer's reserved room (8 bytes a byte) included.
    static let hugePageRoomPerByte = 24
    /// The most room grown (and a huge page more): below the mapping threshold, or the room
    /// would be a mapping of its own, given back when freed.
    static let largestHugePageRoom = 30 << 20

    /// Grows the heap at once for the one document of `size` bytes that this process runs
    /// through the pipeline, and asks the system to back that room with 2 MB pages
    /// (``HugePages``), keeping freed blocks in it; a document outside
    /// ``hugePageDocumentSizes`` changes nothing.
    ///
    /// A one-shot command's stage arrays are fresh memory, which the system hands out 4 KB at
    /// a time, zeroed, on first touch: 600 KB of nested tags took 8,650 such faults, more than
    /// half of its time. 2 MB pages take one fault each.
    public static func keepWorkingMemoryInHugePages(forDocumentOf size: Int) {
        guard hugePageDocumentSizes.contains(size) else { return }
        // A huge page more than the room, as the advice covers only the whole ones inside it.
        let room = min(size * hugePageRoomPerByte, largestHugePageRoom) + HugePages.size
        guard let start = callocator_grow_heap(room, previewerMappingThreshold, previewerTrimThreshold) else { return }
        HugePages.advise(start, bytes: room)
    }

    /// Makes the threads of a split layout written through a stream (`render`; see
    /// DECISIONS.md, "Layout of a big document runs in two halves on two threads") allocate
    /// from the one heap. A thread of its own otherwise gets a new heap, every page of it fresh
    /// memory faulted in on first touch, and none of the blocks the stages before freed or the
    /// room in huge pages. Such a layout allocates a few thousand blocks, so the threads seldom
    /// wait for the heap's lock; a layout into lines of cells allocates one per line, and
    /// sharing the heap then made the in-process pipeline 15–25% slower. Returns whether the C
    /// library took the setting.
    @discardableResult
    public static func shareOneHeapAcrossThreads() -> Bool {
        callocator_share_one_heap() != 0
    }

    /// Blocks below this size come from the heap in the previewer: the most glibc's own
    /// threshold ever rises to on 64-bit systems. Every stage output of a document under
    /// 4 MiB, the most the previewer runs whole, is below it (the biggest, the tokenizer's
    /// reserved room, is 24 bytes for every 3 of input).
    static let previewerMappingThreshold: Int32 = 32 << 20
    /// The heap's free top beyond this size goes back to the system in the previewer.
    static let previewerTrimThreshold: Int32 = 256 << 20

    /// Keeps freed stage outputs in the heap for the next reload. The previewer builds a
    /// document of the same size on every save and frees the last one: with each block mapped
    /// afresh, a 1 MB document faulted in about 1,850 pages a save, 4–5 ms of 35. Resident
    /// memory then stays at its highest (two documents' worth, at a save) instead of
    /// falling between saves. Returns whether the C library took both settings.
    @discardableResult
    public static func keepFreedBlocksForReloads() -> Bool {
        callocator_keep_freed_blocks(previewerMappingThreshold, previewerTrimThreshold) != 0
    }
}
