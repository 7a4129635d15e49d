// swift-tools-version:6.0
// Keyline: scene files → solved layout → animation timeline → Cairo frames → PNG.
// Targets follow ../shared/DESIGN.md: one-way dependencies, C only at the edges.
import PackageDescription

// Every stage a frame passes through (motion curves, layout, timeline, rendering, PNG encoding
// and decoding, comparison, finding elements in a screenshot, the GIF quantizer) is optimized in
// debug builds too. The tests render and compare thousands of frames, and these loops run 5-10
// times slower unoptimized: this halves `swift test`'s CPU for 17 % more build CPU in these
// modules (CONTRIBUTING.md, "Build and test"). KeylineCore (the scene language, most of the
// source) stays unoptimized, so that a debug build still builds fast where most edits are made.
// A later `-O` wins over SwiftPM's `-Onone`. SwiftPM takes unsafe flags from a root package and
// from a package depended on by path (Examples/SwiftPackage), not from one depended on by version.
let optimizedEvenInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "Keyline",
    platforms: [.macOS(.v13)],
    products: [
        // `keyline` is a small front that runs `keyline diff` itself and hands every other
        // command to `keyline-engine`, the whole tool, which sits next to it
        // (docs/comparing-images.md, Speed): loading Cairo, Pango and librsvg costs more than a diff.
        .executable(name: "keyline", targets: ["KeylineFront"]),
        .executable(name: "keyline-engine", targets: ["keyline"]),
        .library(name: "KeylineCore", targets: ["KeylineCore"]),
        .library(name: "KeylineMotion", targets: ["KeylineMotion"]),
        .library(name: "KeylineLayout", targets: ["KeylineLayout"]),
        .library(name: "KeylineTimeline", targets: ["KeylineTimeline"]),
        .library(name: "KeylineRender", targets: ["KeylineRender"]),
        .library(name: "KeylineCheck", targets: ["KeylineCheck"]),
        .library(name: "KeylineSnapshot", targets: ["KeylineSnapshot"]),
        // `assertSnapshot(of: scene, as: .keyline(screen: …))` for pointfreeco/swift-snapshot-testing.
        // Its own product, so that `keyline` and KeylineSnapshot never build that package (SwiftPM still fetches it).
        .library(name: "KeylineSnapshotTesting", targets: ["KeylineSnapshotTesting"]),
        .library(name: "KeylinePixels", targets: ["KeylinePixels"]),
        .library(name: "KeylineCompare", targets: ["KeylineCompare"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Only its SnapshotTesting product (no dependencies); never InlineSnapshotTesting (swift-syntax).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation --target KeylineSnapshot` (Scripts/generate-docs --docc):
        // the DocC catalogs in Sources/<Target>/<Target>.docc. A command plugin only: nothing it has is linked.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `keyline studio`'s HTTP server (KeylineStudio): NIO's HTTP/1 codec, no framework on top
        // (docs/studio.md, Server: Hummingbird cost more build time than it saved code).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
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
        // Animated WebP export (WebPAnimEncoder); libwebpmux.pc requires libwebp.
        .systemLibrary(
            name: "CWebP", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"])]),

        // Pure Swift stages. Curves are plain math with no dependencies; the scene model
        // uses them to read and check the animations written in scene files.
        .target(name: "KeylineMotion", swiftSettings: optimizedEvenInDebug),
        // Symbols/SVG (Keyline's drawings), Symbols/MaterialDesign (the stand-ins) and
        // Symbols/AppleNames hold the data that Scripts/generate-symbols compiles in.
        .target(name: "KeylineCore", dependencies: ["KeylineMotion", .product(name: "Yams", package: "Yams")],
                exclude: ["Symbols/SVG", "Symbols/MaterialDesign", "Symbols/AppleNames"]),
        .target(name: "KeylineLayout", dependencies: ["KeylineCore"], swiftSettings: optimizedEvenInDebug),
        .target(name: "KeylineTimeline", dependencies: ["KeylineCore", "KeylineMotion"], swiftSettings: optimizedEvenInDebug),

        // PNG files in and out, pixel comparison and atomic files: libdeflate only, no Cairo
        // and no scene model, so that `keyline diff` loads almost nothing.
        .target(name: "KeylinePixels", dependencies: ["CDeflate"], swiftSettings: optimizedEvenInDebug),

        // The edge where Swift meets Cairo, Pango, librsvg and libdeflate.
        .target(
            name: "KeylineRender",
            dependencies: ["KeylineCore", "KeylineLayout", "KeylineTimeline", "KeylinePixels", "CCairo", "CRSVG", "CDeflate"],
            swiftSettings: optimizedEvenInDebug),

        // Motion as one file: animated PNG (KeylinePixels' encoder), WebP (libwebp), GIF
        // (Keyline's own quantizer and LZW writer) and video (ffmpeg, a subprocess).
        .target(name: "KeylineExport", dependencies: ["KeylinePixels", "CWebP"], swiftSettings: optimizedEvenInDebug),

        // What a designer checks a render against: spec expectations, lints (and redlines).
        // No Cairo: its overlays are display items that KeylineRender's painter draws.
        .target(name: "KeylineCheck", dependencies: ["KeylineCore", "KeylineLayout", "KeylineRender"]),
        // `keyline compare`: a screenshot of the built app measured against the scene, element
        // by element, as a value (ScreenComparison) the command, the report and a studio read.
        .target(name: "KeylineCompare", dependencies: ["KeylineCore", "KeylineLayout", "KeylineRender", "KeylineCheck", "KeylinePixels"],
                swiftSettings: optimizedEvenInDebug),
        // Goldens, `keyline test`, the report and the Swift testing API (over KeylinePixels).
        .target(name: "KeylineSnapshot", dependencies: ["KeylineCore", "KeylineLayout", "KeylineRender", "KeylineCheck", "KeylinePixels", "CDeflate"]),
        // A swift-snapshot-testing strategy over KeylineSnapshot's rendering and comparison.
        .target(
            name: "KeylineSnapshotTesting",
            dependencies: ["KeylineCore", "KeylineRender", "KeylineSnapshot", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),

        // `keyline studio`: a local web app over the scene pipeline, the checks and the golden
        // store, served by SwiftNIO on loopback. Only the engine links it.
        .target(name: "KeylineStudio", dependencies: [
            "KeylineCore", "KeylineMotion", "KeylineLayout", "KeylineTimeline", "KeylineRender", "KeylineCheck", "KeylineSnapshot", "KeylinePixels", "KeylineCompare",
            .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        // `keyline diff`, shared by the front and the engine.
        .target(name: "KeylineDiffCommand", dependencies: [
            "KeylinePixels", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The `keyline` binary: `diff` here, everything else by exec'ing `keyline-engine`.
        // Linked as a static executable (no dynamic loader, no libstdc++ to relocate):
        // it starts in a quarter of the time (docs/comparing-images.md, Speed). The
        // scripts build the other release binaries with --static-swift-stdlib.
        .executableTarget(
            name: "KeylineFront",
            dependencies: ["KeylineDiffCommand", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            linkerSettings: [
                .unsafeFlags(["-static-executable"]),
                // FoundationEssentials' own dependencies, which its autolink entries name only in
                // some configurations (debug builds left them out).
                .linkedLibrary("_FoundationCollections"), .linkedLibrary("_FoundationCShims"),
            ]),
        // The whole command-line tool, built as `keyline-engine`.
        .executableTarget(
            name: "keyline",
            dependencies: [
                "KeylineCore", "KeylineMotion", "KeylineLayout", "KeylineTimeline", "KeylineRender", "KeylineCheck", "KeylineSnapshot",
                "KeylineExport", "KeylineDiffCommand", "KeylineStudio", "KeylineCompare", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "KeylineBench",
            dependencies: ["KeylineCore", "KeylineMotion", "KeylineLayout", "KeylineTimeline", "KeylineRender", "KeylineSnapshot", "CCairo", "CDeflate"]),

        // Scripts/bench-diff-adversarial: a comparison with thousands of masks, in process.
        .executableTarget(name: "KeylineBenchMasks", dependencies: ["KeylinePixels"]),

        // Fuzzing (Scripts/fuzz): the pipeline up to the display list, with no Cairo, on any
        // bytes. Without -DKEYLINE_FUZZ the two targets are programs that replay files.
        .target(name: "KeylineFuzzing", dependencies: ["KeylineCore", "KeylineMotion", "KeylineLayout"]),
        .executableTarget(name: "KeylineFuzzScene", dependencies: ["KeylineFuzzing"]),
        .executableTarget(name: "KeylineFuzzAnimation", dependencies: ["KeylineFuzzing"]),
        // The PNG decoder, and the comparison of two PNGs with options (PixelFuzzPipeline):
        // apart from the scene pipeline, so that a fuzzing build compiles KeylinePixels alone.
        .target(name: "KeylinePixelFuzzing", dependencies: ["KeylinePixels", "CDeflate"]),
        .executableTarget(name: "KeylineFuzzPNG", dependencies: ["KeylinePixelFuzzing"]),
        .executableTarget(name: "KeylineFuzzCompare", dependencies: ["KeylinePixelFuzzing"]),
        .executableTarget(name: "KeylineFuzzAPNG", dependencies: ["KeylinePixelFuzzing"]),

        .testTarget(name: "KeylineCoreTests", dependencies: ["KeylineCore"], exclude: ["SymbolUsage"]),
        .testTarget(name: "KeylineMotionTests", dependencies: ["KeylineMotion"]),
        .testTarget(name: "KeylineTimelineTests", dependencies: ["KeylineTimeline", "KeylineRender"]),
        .testTarget(name: "KeylineLayoutTests", dependencies: ["KeylineLayout", "KeylineRender"]),
        // Resources/SwiftUIText: SwiftUI's reference images, read by path (SOURCES.md there).
        .testTarget(name: "KeylineRenderTests", dependencies: ["KeylineRender", "KeylinePixels", "CCairo"], exclude: ["Resources"]),
        .testTarget(name: "KeylineExportTests", dependencies: ["KeylineExport", "KeylinePixels"]),
        .testTarget(name: "KeylineCompareTests", dependencies: ["KeylineCompare", "KeylineCore", "KeylineLayout", "KeylineRender", "KeylinePixels", "KeylineTestSupport"],
                    exclude: ["Screenshots"]),
        .testTarget(name: "KeylineCheckTests", dependencies: ["KeylineCheck", "KeylineLayout", "KeylineRender", "KeylineSnapshot"]),
        .testTarget(name: "KeylineSnapshotTests", dependencies: ["KeylineSnapshot", "KeylinePixels", "KeylineRender", "KeylineCore", "KeylineLayout", "CCairo", "CDeflate", "KeylineTestSupport"],
                    exclude: ["PNGDepthFixtures"]),
        // __Snapshots__ holds the references swift-snapshot-testing reads (not resources).
        .testTarget(
            name: "KeylineSnapshotTestingTests",
            dependencies: ["KeylineSnapshotTesting", "KeylineSnapshot", "KeylineCore", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]),
        // What more than one test target needs (headless Chromium for the report tests).
        .target(name: "KeylineTestSupport", path: "Tests/KeylineTestSupport"),
        // Runs the `keyline` binary (built alongside the tests) as a subprocess: exit
        // statuses, what it prints, what it writes.
        .testTarget(name: "KeylineCLITests", dependencies: ["KeylineTestSupport", "KeylineDiffCommand", "KeylinePixels"], exclude: ["ATTACKS.md"]),  // and DiffRequest's hand parsing
        .testTarget(name: "KeylineStudioTests", dependencies: ["KeylineStudio", "KeylineRender", "KeylineCore"]),
        .testTarget(name: "KeylineFuzzingTests", dependencies: ["KeylineFuzzing", "KeylineRender", "KeylinePixelFuzzing"], exclude: ["Regressions"]),
    ]
)
