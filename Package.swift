// swift-tools-version:6.0
// Keyline: scene files → solved layout → animation timeline → Cairo frames → PNG.
// Targets follow ../shared/DESIGN.md: one-way dependencies, C only at the edges.
import PackageDescription

let package = Package(
    name: "Keyline",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "keyline", targets: ["keyline"]),
        .library(name: "KeylineCore", targets: ["KeylineCore"]),
        .library(name: "KeylineMotion", targets: ["KeylineMotion"]),
        .library(name: "KeylineLayout", targets: ["KeylineLayout"]),
        .library(name: "KeylineTimeline", targets: ["KeylineTimeline"]),
        .library(name: "KeylineRender", targets: ["KeylineRender"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // C libraries from Debian packages (see Scripts/setup).
        .systemLibrary(
            name: "CCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .systemLibrary(
            name: "CRSVG", pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),

        // Pure Swift stages. Curves are plain math with no dependencies; the scene model
        // uses them to read and check the animations written in scene files.
        .target(name: "KeylineMotion"),
        // Symbols/SVG holds the icon drawings that Scripts/generate-symbols compiles in.
        .target(name: "KeylineCore", dependencies: ["KeylineMotion", .product(name: "Yams", package: "Yams")],
                exclude: ["Symbols/SVG"]),
        .target(name: "KeylineLayout", dependencies: ["KeylineCore"]),
        .target(name: "KeylineTimeline", dependencies: ["KeylineCore", "KeylineMotion"]),

        // The edge where Swift meets Cairo, Pango, librsvg and libdeflate.
        .target(
            name: "KeylineRender",
            dependencies: ["KeylineCore", "KeylineLayout", "KeylineTimeline", "CCairo", "CRSVG", "CDeflate"]),

        // Checks of a solved, rendered screen: lints (and spec expectations, redlines).
        .target(name: "KeylineCheck", dependencies: ["KeylineCore", "KeylineLayout", "KeylineRender"]),

        .executableTarget(
            name: "keyline",
            dependencies: [
                "KeylineCore", "KeylineMotion", "KeylineLayout", "KeylineTimeline", "KeylineRender", "KeylineCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "KeylineBench",
            dependencies: ["KeylineCore", "KeylineMotion", "KeylineLayout", "KeylineTimeline", "KeylineRender", "CCairo"]),

        .testTarget(name: "KeylineCoreTests", dependencies: ["KeylineCore"]),
        .testTarget(name: "KeylineMotionTests", dependencies: ["KeylineMotion"]),
        .testTarget(name: "KeylineTimelineTests", dependencies: ["KeylineTimeline", "KeylineRender"]),
        .testTarget(name: "KeylineLayoutTests", dependencies: ["KeylineLayout", "KeylineRender"]),
        .testTarget(name: "KeylineRenderTests", dependencies: ["KeylineRender", "CCairo"]),
        .testTarget(name: "KeylineCheckTests", dependencies: ["KeylineCheck", "KeylineLayout", "KeylineRender"]),
        // Runs the `keyline` binary (built alongside the tests) as a subprocess: exit
        // statuses, what it prints, what it writes.
        .testTarget(name: "KeylineCLITests"),
    ]
)
