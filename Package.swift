// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "markscope",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "markscope", targets: ["markscope"]),
        .library(name: "MarkupCore", targets: ["MarkupCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "MarkupCore"),
        .executableTarget(
            name: "markscope",
            dependencies: [
                "MarkupCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "MarkupCoreTests",
            dependencies: ["MarkupCore"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "markscopeTests",
            dependencies: ["markscope"]
        ),
    ]
)
