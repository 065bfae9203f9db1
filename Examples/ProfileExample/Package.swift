// swift-tools-version: 6.0
import PackageDescription

// A client of markscope's library, as an app would be: it depends on markscope by path and
// imports only MarkupCore. Scripts/test.sh builds and runs it.
let package = Package(
    name: "ProfileExample",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "markscope", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ProfileExample",
            dependencies: [.product(name: "MarkupCore", package: "markscope")]
        ),
    ]
)
