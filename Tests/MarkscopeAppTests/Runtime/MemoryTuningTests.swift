import Testing
@testable import MarkscopeApp

/// The allocator settings reach glibc: the C shim has a stub answering false for C libraries
/// without these settings, and a build that took it on glibc would tune nothing, silently.
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
