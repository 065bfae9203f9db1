#if canImport(Glibc)
import Glibc
#endif

/// Starts libFuzzer with `test` as the entry point and exits with its status. SwiftPM gives
/// each executable its own `main`, so the fuzzers' `main` calls this instead of libFuzzer's.
public func runFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, test))
}

/// A violated invariant: prints what broke and traps, which libFuzzer saves as a crash input.
public func require(_ problems: [String], _ stage: String) {
    guard problems.isEmpty else { fatalError("\(stage): " + problems.prefix(5).joined(separator: "; ")) }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
