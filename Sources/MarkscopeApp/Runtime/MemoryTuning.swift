import CAllocator

/// How the process asks the C allocator for memory (`markscope` and `markscope-bench` set it
/// first thing, so that the benchmark measures what the product does).
public enum MemoryTuning {
    /// Blocks of this size and more are mapped on their own and returned when freed.
    static let ownMappingThreshold: Int32 = 1 << 20

    /// Makes freed stage outputs (token and node arrays of several MB) go back to the
    /// system at once. glibc otherwise raises its mapping threshold after the first such
    /// block is freed, and later ones then stay in the heap, fragmented, after the stage
    /// that made them is done: a 10 MB document peaked 17 MB higher.
    public static func returnLargeBlocksToTheSystem() {
        _ = callocator_map_blocks_from(ownMappingThreshold)
    }
}
