import CCairo
import Foundation
import KeylineCore
import KeylineLayout
import KeylineRender
import KeylineTimeline

// Keyline's benchmark (Scripts/bench). Figures are ratios and shares measured within one
// run: the machines are noisy, so compare numbers from the same run only.

let arguments = CommandLine.arguments
let root = arguments.count > 1 ? arguments[1] : FileManager.default.currentDirectoryPath
let keylineBinary = arguments.count > 2 ? arguments[2] : root + "/.build/release/keyline"
// `KeylineBench ROOT KEYLINE diff` runs only the image comparison (Scripts/bench-diff).
if arguments.count > 3, arguments[3] == "diff" {
    try DiffBench.run(root: root)
    exit(0)
}
// `KeylineBench ROOT KEYLINE verify GOLDEN-NAME RENDERED.png`: one golden verified in-process.
if arguments.count > 5, arguments[3] == "verify" {
    try DiffBench.verify(root: root, golden: arguments[4], renderedCopy: arguments[5])
    exit(0)
}
let scenes = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Scenes")) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted().map { root + "/Scenes/" + $0 }
// `KeylineBench ROOT KEYLINE encoders`: golden encoding by level and row filter (Scripts/bench-scale).
if arguments.count > 3, arguments[3] == "encoders" {
    try EncoderStudy.run(scenes: scenes)
    exit(0)
}
// `KeylineBench ROOT KEYLINE golden-bytes DIR EVERY`: a folder's goldens against level 12.
if arguments.count > 5, arguments[3] == "golden-bytes", let every = Int(arguments[5]), every > 0 {
    try GoldenBytes.run(folder: arguments[4], every: every)
    exit(0)
}

// `KeylineBench ROOT KEYLINE frames [RUNS]`: only the slide-1 appear sequence's split, for profiling.
if arguments.count > 3, arguments[3] == "frames" {
    let document = try SceneLoader.load(contentsOf: root + "/Scenes/urbannest-onboarding.yaml")
    for _ in 0..<(arguments.count > 4 ? Int(arguments[4]) ?? 1 : 1) {
        try sequenceSplit("UrbanNest slide1 appear") {
            try TimelinePipeline(document: document, screen: document.screen("slide1")!, variant: Variant())
        }
    }
    // Each frame rendered once and encoded by one encoder per libdeflate level, each
    // encoder seeing the frames in order (as a thread encoding a run of frames does).
    let pipeline = try TimelinePipeline(document: document, screen: document.screen("slide1")!, variant: Variant())
    // The last one forgets the frame before each time: every band encoded, as for a still.
    // The last but one is Keyline's own deflater for frames (level 0 in the table).
    let levels = [1, 2, 3, 4, 5, 6, 0, 5]
    let encoders = levels.map { $0 == 0 ? PNGEncoder(compression: .frames) : PNGEncoder(compressionLevel: $0) }
    var seconds = [Double](repeating: 0, count: levels.count), bytes = [Int](repeating: 0, count: levels.count)
    let frameRenderer = Renderer()
    for t in try pipeline.frameTimes(fps: 60) {
        let image = try pipeline.render(at: t, scale: 3, renderer: frameRenderer)
        for (i, encoder) in encoders.enumerated() {
            if i == levels.count - 1 { encoder.forgetPreviousFrame() }
            let start = DispatchTime.now().uptimeNanoseconds
            bytes[i] += try encoder.encode(surface: image.cairoSurface).count
            seconds[i] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
    }
    print("  encoding the sequence's frames in order, by libdeflate level and with Keyline's FrameDeflater (one thread):")
    for (i, level) in levels.enumerated() {
        print(String(format: "    %@%@: %7.1f ms, %9d bytes (%.3f of level 5's)", level == 0 ? "FrameDeflater" : "level \(level)",
                     i == levels.count - 1 ? " (every band, no frame kept)" : "",
                     seconds[i] * 1000, bytes[i], Double(bytes[i]) / Double(bytes[4])))
    }
    exit(0)
}

func format(_ seconds: Double) -> String { String(format: "%8.1f ms", seconds * 1000) }
func percent(_ part: Double, _ whole: Double) -> String { String(format: "%5.1f %%", 100 * part / whole) }
func report(_ timer: StageTimer) {
    for stage in timer.order {
        print("    \(stage.padding(toLength: 10, withPad: " ", startingAt: 0)) \(format(timer.seconds[stage]!))  \(percent(timer.seconds[stage]!, timer.total))")
    }
}

// MARK: 1. Every seed screen, both appearances, @3x, one thread: where a still's time goes.

print("Stills: every seed screen in light and dark at @3x, one thread")
let stillTimer = StageTimer()
var surfaces: [EncoderComparison.Subject] = []
var images: [RasterImage] = []
var stillCount = 0
let renderer = Renderer()
for path in scenes {
    let document = try stillTimer.measure("load") { try SceneLoader.load(contentsOf: path) }
    let pipeline = ScenePipeline(document: document)
    for screen in document.screens {
        for appearance in Appearance.allCases {
            let variant = Variant(appearance: appearance, device: document.device)
            let tree = try stillTimer.measure("expand") { try pipeline.viewTree(screen, variant) }
            let layout = stillTimer.measure("layout") { pipeline.layout(tree, variant, renderer: renderer) }
            let list = stillTimer.measure("display") { pipeline.displayList(layout, variant) }
            let image = stillTimer.measure("raster") { renderer.rasterize(list, scale: 3) }
            _ = try stillTimer.measure("encode") { try FrameWriter.encode(image) }
            images.append(image)
            surfaces.append(.init(name: "\(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)/\(screen.id)/\(appearance)", surface: image.cairoSurface))
            stillCount += 1
        }
    }
}
print("  \(stillCount) screens in \(format(stillTimer.total)): \(String(format: "%.1f", Double(stillCount) / stillTimer.total)) screens/s")
report(stillTimer)

// MARK: 2. Keyline's PNG encoder against Cairo's write_to_png, on those surfaces.

print("\nPNG encoding of the same \(surfaces.count) surfaces: Keyline's encoder vs cairo_surface_write_to_png (to memory), 3 runs each")
let comparison = try EncoderComparison.run(surfaces, iterations: 3)
let total = comparison.total
print(String(format: "  Keyline %.1f ms, %d bytes per screen; Cairo %.1f ms, %d bytes per screen",
             total.keyline.seconds / Double(3 * surfaces.count) * 1000, total.keyline.bytes / surfaces.count,
             total.cairo.seconds / Double(3 * surfaces.count) * 1000, total.cairo.bytes / surfaces.count))
print(String(format: "  speed-up %.2fx (target ≥ 3x), size ratio %.3f (target ≤ 1.1)", total.speedUp, total.sizeRatio))
let worstSize = comparison.entries.max { $0.sizeRatio < $1.sizeRatio }!
let slowest = comparison.entries.min { $0.speedUp < $1.speedUp }!
print(String(format: "  worst size ratio %.3f (%@), smallest speed-up %.2fx (%@)", worstSize.sizeRatio, worstSize.name, slowest.speedUp, slowest.name))

// MARK: 3. Sequences: where a frame's time goes (one thread), and the whole CLI process.

func sequenceSplit(_ name: String, _ make: () throws -> TimelinePipeline, fps: Double = 60) throws {
    let timer = StageTimer()
    let pipeline = try timer.measure("build") { try make() }
    let times = try pipeline.frameTimes(fps: fps)
    let renderer = Renderer()
    let variant = pipeline.timeline.variant
    for t in times {
        let frame = try timer.measure("timeline") { try pipeline.timeline.frame(at: t) }
        let layout = timer.measure("layout") { pipeline.scene.layout(frame.tree, variant, renderer: renderer) }
        let list = timer.measure("display") { pipeline.scene.displayList(layout, variant) }
        let image = timer.measure("raster") { renderer.rasterize(list, scale: 3) }
        _ = try timer.measure("encode") { try FrameWriter.encode(image) }
    }
    print("  \(name): \(times.count) frames, one thread: \(String(format: "%.1f", Double(times.count) / timer.total)) frames/s")
    report(timer)
}

func processRun(_ label: String, _ args: [String], frames: Int) throws {
    let out = NSTemporaryDirectory() + "keyline-bench-\(ProcessInfo.processInfo.processIdentifier)"
    var best = Double.infinity
    for _ in 0..<3 {
        try? FileManager.default.removeItem(atPath: out)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: keylineBinary)
        process.arguments = args + ["--out", out]
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { print("  \(label): keyline failed (\(process.terminationStatus))"); return }
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    try? FileManager.default.removeItem(atPath: out)
    print(String(format: "  %@: %d frames in %.2f s (best of 3), whole process: %.1f frames/s", label, frames, best, Double(frames) / best))
}

let urbanNestPath = root + "/Scenes/urbannest-onboarding.yaml"
let urbanNest = try SceneLoader.load(contentsOf: urbanNestPath)
print("\nSequences at @3x, 60 fps")
try sequenceSplit("UrbanNest slide1 appear") {
    try TimelinePipeline(document: urbanNest, screen: urbanNest.screen("slide1")!, variant: Variant())
}
try sequenceSplit("UrbanNest flow storyboard") {
    try TimelinePipeline(document: urbanNest, storyboard: urbanNest.storyboard("flow")!, variant: Variant())
}
let appearFrames = try TimelinePipeline(document: urbanNest, screen: urbanNest.screen("slide1")!, variant: Variant()).frameTimes(fps: 60).count
let flowFrames = try TimelinePipeline(document: urbanNest, storyboard: urbanNest.storyboard("flow")!, variant: Variant()).frameTimes(fps: 60).count
print("\nThe command line on every core (\(ProcessInfo.processInfo.activeProcessorCount)), from process start to the last PNG written")
try processRun("slide1 appear", ["render", urbanNestPath, "--sequence", "--screen", "slide1"], frames: appearFrames)
try processRun("flow storyboard", ["render", urbanNestPath, "--storyboard", "flow"], frames: flowFrames)
