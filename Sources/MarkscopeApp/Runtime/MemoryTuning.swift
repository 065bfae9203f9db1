import CAllocator

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
