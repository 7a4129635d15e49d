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

    static func measure(_ repetitions: Int, _ body: () throws -> Void) throws -> [Double] {
        try body()  // warm-up
        var times: [Double] = []
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return times.sorted()
    }

    static func report(_ label: String, _ sorted: [Double]) {
        print(String(format: "    %@ %7.2f ms median, %7.2f ms fastest", label.padding(toLength: 62, withPad: " ", startingAt: 0),
                     sorted[sorted.count / 2], sorted[0]))
    }
}
