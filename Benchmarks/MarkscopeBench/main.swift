// markscope-bench: MB/s per pipeline stage and for the whole pipeline, plus peak memory.
// Build as shipped, with `swift build -c release --static-swift-stdlib -Xswiftc -static-executable
// --product markscope-bench` (`swift run` has no such flags), then run `.build/release/markscope-bench FILE...`.
#if canImport(Glibc)
import Glibc
#endif
import MarkscopeApp
import MarkupCore
import MarkupTerminal

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func peakMemoryMB() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// With `--stage`, every stage runs exactly this many rounds, so that instruction counts
/// (callgrind) compare between builds whatever the machine's speed.
nonisolated(unsafe) var fixedRounds: Int?

/// The best of `rounds` timings of `body` (seconds); at least 3 rounds and about 1 s of work.
func measure(_ bytes: Int, _ body: () -> Void) -> Double {
    if let fixedRounds {
        var best = Double.infinity
        for _ in 0..<fixedRounds {
            let start = now()
            body()
            best = min(best, now() - start)
        }
        return best
    }
    var best = Double.infinity
    var total = 0.0
    var rounds = 0
    while rounds < 3 || (total < 1 && rounds < 200) {
        let start = now()
        body()
        let elapsed = now() - start
        best = min(best, elapsed)
        total += elapsed
        rounds += 1
    }
    return best
}

func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { break }
        bytes += chunk[0..<count]
    }
    return bytes
}

func rate(_ bytes: Int, _ seconds: Double) -> String {
    let value = Double(bytes) / 1_048_576 / seconds
    return String(Int(value.rounded())).leftPadded(7)
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
    func rightPadded(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}

// The allocator set as the previewer sets it: rounds in one process are what its reloads are
// (and what a library client gets from glibc's defaults), freed stage outputs reused by the next
// round. The one-shot commands map and fault their big arrays afresh; compare.sh's whole-process
// figures hold that cost (DECISIONS.md, "The in-process benchmark reuses freed blocks").
MemoryTuning.keepFreedBlocksForReloads()
var arguments = Array(CommandLine.arguments.dropFirst())
/// `--stage layout` (or tokenize, normalize, styles, pipeline) times one stage only, in exactly 3 rounds
/// (`--rounds N`: N), for profiling: the difference between two round counts is what one round costs.
var onlyStage: String?
if let flag = arguments.firstIndex(of: "--stage"), flag + 1 < arguments.count {
    onlyStage = arguments[flag + 1]
    fixedRounds = 3
    arguments.removeSubrange(flag...(flag + 1))
}
if let flag = arguments.firstIndex(of: "--rounds"), flag + 1 < arguments.count, let rounds = Int(arguments[flag + 1]),
   rounds > 0 {
    fixedRounds = onlyStage == nil ? nil : rounds
    arguments.removeSubrange(flag...(flag + 1))
}
/// `--seconds` prints, per file, the best seconds of the tokenizer and of the whole pipeline
/// (tokenize → layout at 80 columns), for Benchmarks/compare.py.
let secondsOnly = arguments.contains("--seconds")
arguments.removeAll { $0 == "--seconds" }
let paths = arguments.filter { $0 != "--previewer" }
guard !paths.isEmpty else {
    print("usage: markscope-bench FILE... (MB/s per stage, best of several rounds; peak memory of the process)")
    exit(2)
}
let theme = try! ThemeLoader(searchPaths: []).load("default")
if arguments.contains("--previewer") {
    PreviewerBench.run(paths: paths, theme: theme)
    exit(0)
}
if secondsOnly {
    for path in paths {
        guard let bytes = read(path) else { continue }
        let source = SourceText(bytes)
        let tokenize = measure(bytes.count) { _ = Tokenizer.tokenize(source) }
        let pipeline = measure(bytes.count) {
            let document = MarkupDocument(bytes: bytes)
            _ = DocumentLayout.render(document.styled, theme: theme, options: LayoutOptions(width: 80))
        }
        print("\(path)\t\(bytes.count)\t\(tokenize)\t\(pipeline)")
    }
    exit(0)
}
print("file".rightPadded(28) + "   size  tokenize normalize    tree  styles  layout80  pipeline  (MB/s) pipeline-ms  peak-MB")
for path in paths {
    guard let bytes = read(path) else {
        print("\(path): cannot read")
        continue
    }
    let source = SourceText(bytes)
    let tokens = Tokenizer.tokenize(source)
    let normalized = Normalizer.normalize(tokens)
    let tree = MarkupTree(normalized)
    let styled = StyleResolver.resolve(tree)
    if let onlyStage {
        let seconds: Double
        switch onlyStage {
        case "tokenize": seconds = measure(bytes.count) { _ = Tokenizer.tokenize(source) }
        case "normalize": seconds = measure(bytes.count) { _ = Normalizer.normalize(tokens) }
        case "styles": seconds = measure(bytes.count) { _ = StyleResolver.resolve(tree) }
        case "pipeline":
            seconds = measure(bytes.count) {
                let document = MarkupDocument(bytes: bytes)
                _ = DocumentLayout.render(document.styled, theme: theme, options: LayoutOptions(width: 80))
            }
        default: seconds = measure(bytes.count) { _ = DocumentLayout.render(styled, theme: theme, options: LayoutOptions(width: 80)) }
        }
        print("\(path): \(onlyStage) \(rate(bytes.count, seconds)) MB/s, best round \(seconds * 1000) ms")
        continue
    }
    let tTokenize = measure(bytes.count) { _ = Tokenizer.tokenize(source) }
    let tNormalize = measure(bytes.count) { _ = Normalizer.normalize(tokens) }
    let tTree = measure(bytes.count) { _ = MarkupTree(normalized) }
    let tStyles = measure(bytes.count) { _ = StyleResolver.resolve(tree) }
    let tLayout = measure(bytes.count) { _ = DocumentLayout.render(styled, theme: theme, options: LayoutOptions(width: 80)) }
    let tWhole = measure(bytes.count) {
        let document = MarkupDocument(bytes: bytes)
        _ = DocumentLayout.render(document.styled, theme: theme, options: LayoutOptions(width: 80))
    }
    let name = String(path.split(separator: "/").last ?? Substring(path))
    let size = bytes.count >= 1_048_576 ? "\(bytes.count / 1_048_576)M" : "\(bytes.count / 1024)K"
    let milliseconds = tWhole * 1000
    let snippet = milliseconds < 10 ? String((milliseconds * 1000).rounded() / 1000) : String(Int(milliseconds.rounded()))
    print(name.rightPadded(28) + size.leftPadded(7) + rate(bytes.count, tTokenize).leftPadded(10)
          + rate(bytes.count, tNormalize).leftPadded(10) + rate(bytes.count, tTree).leftPadded(8)
          + rate(bytes.count, tStyles).leftPadded(8) + rate(bytes.count, tLayout).leftPadded(10)
          + rate(bytes.count, tWhole).leftPadded(10) + snippet.leftPadded(20) + String(Int(peakMemoryMB())).leftPadded(9))
}
