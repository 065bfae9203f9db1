import Testing
@testable import MarkscopeApp

/// The allocator settings are ones glibc accepts: it refuses a mapping threshold past half its
/// largest heap (32 MiB on 64-bit) without a word, and the setting would then do nothing.
@Suite struct MemoryTuningTests {
    #if os(Linux) && canImport(Glibc)
    @Test func glibcTakesBothSettings() {
        #expect(MemoryTuning.keepFreedBlocksForReloads(), "the previewer's thresholds")
        #expect(MemoryTuning.returnLargeBlocksToTheSystem(), "the one-shot commands' threshold")
    }
    #endif

    @Test func thePreviewerKeepsMoreThanTheOneShotCommands() {
        #expect(MemoryTuning.ownMappingThreshold < MemoryTuning.previewerMappingThreshold)
        // A heap trimmed below the blocks it keeps would hand their pages back at every save.
        #expect(MemoryTuning.previewerTrimThreshold >= MemoryTuning.previewerMappingThreshold)
    }
}
