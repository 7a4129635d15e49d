import Foundation
import KeylineCore
import KeylineRender
import KeylineSnapshot

/// The comparison in-process (no process start-up): decoding a golden, comparing files,
/// and verifying a golden against a frame rendered in memory, on UrbanNest's slide 1 at @3x
/// and two edits of it. `Scripts/bench-diff` times the `keyline diff` process against other
/// tools; this says where the time goes inside.
enum DiffBench {
    static func run(root: String, repetitions: Int = 15) throws {
        print("\nImage comparison in-process, UrbanNest slide1 @3x (1170x2532), median and fastest of \(repetitions)")
        let path = root + "/Scenes/urbannest-onboarding.yaml"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let renderer = Renderer()
        func frame(_ yaml: String) throws -> RasterImage {
            let document = try SceneLoader.load(text: yaml, file: path, directory: root + "/Scenes")
            return try ScenePipeline(document: document).render(document.screen("slide1")!, Variant(), scale: 3, renderer: renderer)
        }
        let original = try frame(text)
        let edits = [
            ("identical", text),
            ("a region differs (Skip → Skip!)", text.replacingOccurrences(of: "text: Skip\n", with: "text: Skip!\n")),
            ("one colour step (#0D7377 → #0D7378)", text.replacingOccurrences(of: "primary: \"#0D7377\"", with: "primary: \"#0D7378\"")),
        ]
        let directory = NSTemporaryDirectory() + "keyline-diff-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let golden = directory + "/golden.png"
        let goldenBytes = try FrameWriter.encode(original)
        try FrameWriter.write(encoded: goldenBytes, to: golden)

        report("decode one golden", try measure(repetitions) { _ = try PNGDecoder().decode(goldenBytes) })
        for (index, (name, yaml)) in edits.enumerated() {
            let actual = directory + "/actual-\(index).png"
            let rendered = try frame(yaml)
            try FrameWriter.write(rendered, to: actual)
            print("  \(name)")
            report("  file vs file (keyline diff's work)",
                   try measure(repetitions) { _ = try PNGFileComparison.compare(expected: golden, actual: actual) })
            report("  file vs file, tolerant (threshold 0.1)",
                   try measure(repetitions) { _ = try PNGFileComparison.compare(expected: golden, actual: actual, options: .tolerant()) })
            report("  verify: decode golden + compare with the frame in memory", try measure(repetitions) {
                let expected = try PNGDecoder().decode(contentsOf: golden)
                _ = ImageComparison.compare(expected, rendered)
            })
        }
        report("render slide1 @3x (for the verify path above)", try measure(5) { _ = try frame(text) })
    }

    /// Verifying one checked-in golden as `keyline test` does, in-process: render the
    /// snapshot in memory, decode the golden, compare (`GoldenVerifier.verify`), then each
    /// stage alone. Writes the fresh render to `renderedCopy` (Keyline's encoder, default
    /// level: other bytes than the golden's, the same pixels), for the other tools to diff
    /// against the golden, and prints `RESULT name milliseconds` lines for
    /// Scripts/bench-diff-tools.py.
    static func verify(root: String, golden name: String, renderedCopy: String, repetitions: Int = 21) throws {
        let path = root + "/Scenes/" + name.prefix { $0 != "/" } + ".yaml"
        let document = try SceneLoader.load(contentsOf: path)
        guard let item = SnapshotPlan.cases(document).first(where: { $0.name == name }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no snapshot \(name)"])
        }
        let store = GoldenStore(root: root + "/Goldens")
        let verifier = SnapshotRun(scenes: [], record: .none, recordWasAsked: false, goldens: store, reportFolder: nil,
                                   advice: .swiftAPI(function: "bench"))
        let renderer = Renderer()
        let frame = try SnapshotRendering.render(item, in: document, renderer: renderer)
        try FrameWriter.write(frame, to: renderedCopy)
        let golden = try PNGDecoder().decode(contentsOf: store.path(item))

        print("\nVerifying one golden in-process (\(name), \(frame.width)x\(frame.height)), median and fastest of \(repetitions)")
        var failed = false
        let whole = try measure(repetitions) { failed = failed || !verifier.check(item, in: document, renderer: renderer).passed }
        if failed { print("    (the golden does not match this build's render: the figures below are of a failing verify)") }
        report("verify: render + decode golden + compare (SnapshotRun.check)", whole)
        let render = try measure(repetitions) { _ = try SnapshotRendering.render(item, in: document, renderer: renderer) }
        report("  render the snapshot in memory", render)
        let decode = try measure(repetitions) { try InflatedPNG(contentsOf: store.path(item)).convertAll() }
        report("  read and decode the golden (on a second thread, while the frame renders)", decode)
        let compare = try measure(repetitions) { _ = ImageComparison.compare(golden, frame) }
        report("  compare word for word (equal: one memcmp per row)", compare)
        let byRows = try measure(repetitions) { _ = try InflatedPNG(contentsOf: store.path(item)).compare(with: frame) }
        report("  (instead, read and compare row by row with the frame, one thread)", byRows)
        for (key, times) in [("verify", whole), ("render", render), ("decode", decode), ("compare", compare)] {
            print("RESULT \(key) \(times[times.count / 2])")
        }
    }

    static func measure(_ repetitions: Int, _ body: () throws -> Void) throws -> [Double] {
        try body()  // warm-up
        var times: [Double] = []
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let faults = usage.ru_minflt
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let faultsPerRun = (usage.ru_minflt - faults) / repetitions
        if faultsPerRun >= 100 { print("      (\(faultsPerRun) page faults per run)") }  // memory not reused: a cost of its own
        return times.sorted()
    }

    static func report(_ label: String, _ sorted: [Double]) {
        print(String(format: "    %@ %7.2f ms median, %7.2f ms fastest", label.padding(toLength: 78, withPad: " ", startingAt: 0),
                     sorted[sorted.count / 2], sorted[0]))
    }
}
