import Foundation
import Testing
@testable import MarkscopeApp

/// Whole files read by ``FileReader``: sizes around its 64 KB blocks, files that report no
/// size, and the one-line reasons when a path cannot be read.
@Suite struct FileReaderTests {
    @Test func readsFilesOfEverySizeWhole() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markscope-reader-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = SystemRandomNumberGenerator()
        for size in [0, 1, 2, 4095, 65_535, 65_536, 65_537, 131_072, 200_003] {
            let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let url = directory.appendingPathComponent("file-\(size).html")
            try Data(bytes).write(to: url)
            #expect(try FileReader.read(url.path) == bytes, "\(size) bytes")
        }
    }

    @Test func readsFilesThatReportNoSize() throws {
        // `/proc` files are regular files of size 0 that hold text.
        let read = try FileReader.read("/proc/self/cmdline")
        #expect(!read.isEmpty)
        #expect(read == Array(try Data(contentsOf: URL(fileURLWithPath: "/proc/self/cmdline"))))
    }

    @Test func saysWhyAPathCannotBeRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markscope-reader-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func message(_ path: String) -> String {
            do { _ = try FileReader.read(path); return "read" } catch { return error.message }
        }
        #expect(message(directory.path) == "cannot read '\(directory.path)': it is a directory")
        let missing = directory.appendingPathComponent("missing.html").path
        #expect(message(missing) == "cannot read '\(missing)': No such file or directory")
    }
}
