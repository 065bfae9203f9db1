// swift-tools-version: 6.0
import PackageDescription

// Start-up: generic metadata of this package's own types is made by accessor functions that
// pass the conformances they need, not by demangling a type name, which checks each generic
// requirement by searching all of the static binary's conformance records (~5,800) the first
// time a type meets it (see DECISIONS.md). Release builds only: the tests' build is unchanged.
// The same settings put each function in a section of its own on Linux, so that the release
// link can place the ones a small `render` runs first and together (`startupLayout`).
let metadataByAccessors: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release)),
]

// The functions that starting up and rendering a small document run, listed in
// Scripts/startup.order by Scripts/generate-startup-order.sh, are laid out together at the
// start of the text: the code a 10 KB `render` touches then comes from about 4 MB instead of
// pages spread over 19 MB (text page faults 124 → 65; see DECISIONS.md). A symbol the list
// names and the binary lacks is skipped.
let startupLayout = ["-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Scripts/startup.order",
                     "-Xlinker", "--no-warn-symbol-ordering"]

let package = Package(
    name: "markscope",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "markscope", targets: ["markscope"]),
        .executable(name: "markscope-bench", targets: ["MarkscopeBench"]),
        .library(name: "MarkupCore", targets: ["MarkupCore"]),
        .library(name: "MarkupMarkdown", targets: ["MarkupMarkdown"]),
        .library(name: "MarkupTerminal", targets: ["MarkupTerminal"]),
        .library(name: "MarkscopeApp", targets: ["MarkscopeApp"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .target(
            name: "MarkupCore",
            dependencies: ["CThreads"],
            swiftSettings: metadataByAccessors,
            // `rounded()` and `floor` call libm's round and floor, which Swift's runtime does not
            // bring to a client that links MarkupCore alone on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(
            name: "MarkupTerminal",
            dependencies: ["MarkupCore", .product(name: "TOMLKit", package: "TOMLKit")],
            swiftSettings: metadataByAccessors
        ),
        .systemLibrary(
            name: "CNcursesw",
            path: "Sources/CNcursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(
            name: "MarkupMarkdown",
            dependencies: ["MarkupCore", "CCmarkGFM"],
            swiftSettings: metadataByAccessors
        ),
        .target(name: "CAllocator"),
        .target(name: "CThreads"),
        .target(
            name: "MarkscopeApp",
            dependencies: ["MarkupCore", "MarkupMarkdown", "MarkupTerminal", "CNcursesw", "CAllocator"],
            swiftSettings: metadataByAccessors
        ),
        .executableTarget(
            name: "markscope",
            dependencies: [
                "MarkupCore",
                "MarkupMarkdown",
                "MarkupTerminal",
                "MarkscopeApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: metadataByAccessors,
            // Start-up: the README's release build is a static executable, with nothing for a loader
            // to do. A position-independent one (without `-static-executable`) carries ~78,000
            // relative relocations, applied on every run; packed (DT_RELR, lld) they take 15 KB,
            // not 1.85 MB (see DECISIONS.md).
            linkerSettings: [
                .unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"] + startupLayout,
                             .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        .executableTarget(
            name: "MarkscopeBench",
            dependencies: ["MarkupCore", "MarkupTerminal", "MarkscopeApp"],
            path: "Benchmarks/MarkscopeBench",
            swiftSettings: metadataByAccessors,
            linkerSettings: [
                .unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        .target(
            name: "GoldenSupport",
            dependencies: ["MarkupCore"],
            path: "Tests/GoldenSupport"
        ),
        .target(
            name: "PipelineInvariants",
            dependencies: ["MarkupCore", "MarkupTerminal"],
            path: "Tests/PipelineInvariants"
        ),
        .testTarget(
            name: "MarkupCoreTests",
            dependencies: ["MarkupCore", "GoldenSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "MarkupTerminalTests",
            dependencies: ["MarkupTerminal", "GoldenSupport", "PipelineInvariants"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "MarkupMarkdownTests",
            dependencies: ["MarkupMarkdown", "MarkupTerminal", "GoldenSupport", "PipelineInvariants"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "MarkscopeAppTests",
            dependencies: ["MarkscopeApp"]
        ),
        .testTarget(
            name: "HTML5LibConformanceTests",
            dependencies: ["MarkupCore"]
        ),
        .testTarget(
            name: "markscopeTests",
            dependencies: ["markscope"]
        ),
    ]
)

// The fuzzers (Fuzz/run.sh) link against libFuzzer's main, so they exist only in builds
// that ask for them with MARKSCOPE_FUZZ=1 and -sanitize=fuzzer.
if Context.environment["MARKSCOPE_FUZZ"] != nil {
    package.targets += [
        .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
        .executableTarget(name: "PipelineFuzzer", dependencies: ["FuzzSupport", "PipelineInvariants"], path: "Fuzz/PipelineFuzzer"),
        .executableTarget(name: "ThemeFuzzer", dependencies: ["FuzzSupport", "PipelineInvariants"], path: "Fuzz/ThemeFuzzer"),
        .executableTarget(name: "MarkdownFuzzer", dependencies: ["FuzzSupport", "PipelineInvariants", "MarkupMarkdown"],
                          path: "Fuzz/MarkdownFuzzer"),
    ]
}
