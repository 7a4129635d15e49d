import Foundation
import KeylineCore
import KeylineFuzzing
import KeylineMotion
import KeylinePixelFuzzing
import KeylinePixels
import KeylineRender
import Testing

/// Every input that ever crashed, hung or ran away with memory, under Regressions/, run
/// through the fuzz targets' own pipeline: each must end in a result or an error that
/// says where. How long each takes (well under the fuzzer's 10-second timeout in a release
/// build) is measured by Scripts/bench-hostile, not here: a timed test flakes on a loaded
/// machine, and a hang would never end anyway.
@Suite struct RegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")

    static func files(_ subfolder: String) -> [String] {
        let directory = folder.appendingPathComponent(subfolder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { "\(subfolder)/\($0)" }
    }

    static func text(_ file: String) throws -> String {
        let data = try Data(contentsOf: folder.appendingPathComponent(file))
        return RegressionInput.expand(String(decoding: data, as: UTF8.self))
    }

    @Test("scene inputs end in display lists or located errors", arguments: files("scene"))
    func scene(_ file: String) throws {
        try Self.checkScene(file)
    }

    @Test("animation inputs parse or are refused at a column", arguments: files("animation"))
    func animation(_ file: String) throws {
        let text = try Self.text(file)
        if case .refused(let error) = FuzzPipeline.animation(text) {
            #expect((0...text.count).contains(error.column), "\(error)")
            #expect(!error.message.isEmpty)
        }
    }

    static func binary(_ file: String) throws -> [UInt8] {
        let data = try Data(contentsOf: folder.appendingPathComponent(file))
        return try #require(GzippedInput.unpack(Array(data), name: file), "\(file) is not a sound gzip file")
    }

    /// PNGs (hostile files of issue 13 and what the fuzzer found): each decodes (and survives
    /// Keyline's encoder and decoder unchanged) or is refused with an error that says what
    /// is wrong and what to do.
    @Test("PNG inputs decode or are refused with a reason", arguments: files("png"))
    func png(_ file: String) throws {
        let bytes = try Self.binary(file)
        let outcome = bytes.withUnsafeBytes { PixelFuzzPipeline.png($0) }
        if case .refused(let error) = outcome {
            #expect(!error.problem.isEmpty && !error.advice.isEmpty)
        }
        // The file names say which are valid.
        let valid = file.contains("empty-idat-chunks-1000000") || file.contains("/decodes-")
        #expect(valid == (outcome.description.hasPrefix("decoded")), "\(outcome)")
    }

    /// Animated PNGs (motion goldens): every frame decodes, or the file is refused with an
    /// error that says what is wrong and what to do.
    @Test("APNG inputs decode or are refused with a reason", arguments: files("apng"))
    func apng(_ file: String) throws {
        let bytes = try Self.binary(file)
        let outcome = bytes.withUnsafeBytes { PixelFuzzPipeline.apng($0) }
        if case .refused(let error) = outcome { #expect(error.description.contains(":"), "\(error)") }
        // The file names say which are valid.
        #expect(file.contains("valid") == outcome.description.hasPrefix("decoded"), "\(outcome)")
    }

    /// Two PNGs and options: compared as files and as decoded images, with the same figures
    /// (the pipeline stops on any disagreement).
    @Test("comparison inputs agree both ways", arguments: files("compare"))
    func compare(_ file: String) throws {
        let bytes = try Self.binary(file)
        let outcome = bytes.withUnsafeBytes { PixelFuzzPipeline.compare($0) }
        if case .refused(let error) = outcome { #expect(!error.description.isEmpty) }
    }

    static func checkScene(_ file: String) throws {
        let text = try Self.text(file)
        let outcome = FuzzPipeline.scene(text)
        if case .drawn = outcome {
            // Some inputs crashed only past the display list (Pango, the rasterizer, shadows)
            // or when their storyboard played: render every screen and time every storyboard.
            try Self.renderAndPlay(text)
        }
        if case .refused(let errors) = outcome {
            #expect(!errors.isEmpty)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            for error in errors {
                let location = try #require(error.location, "a scene error names its place: \(error)")
                #expect(location.file == "fuzz.yaml")
                #expect((1...max(1, lines)).contains(location.line) && location.column >= 1, "\(error)")
            }
        }
    }
}

extension RegressionTests {
    /// Each screen drawn at @1x with Cairo and Pango, each storyboard's frames counted at
    /// 60 fps: a scene past a limit there is refused with a located error, never a trap.
    static func renderAndPlay(_ text: String) throws {
        let document: SceneDocument
        do { document = try SceneLoader.load(text: text, file: "fuzz.yaml", directory: "/nonexistent") } catch { return }
        let pipeline = ScenePipeline(document: document)
        let renderer = Renderer()
        for screen in document.screens {
            do { _ = try pipeline.render(screen, Variant(device: document.device), scale: 1, renderer: renderer) } catch {
                #expect(error.location != nil, "\(error)")
            }
        }
        for storyboard in document.storyboards {
            do {
                _ = try TimelinePipeline(document: document, storyboard: storyboard, variant: Variant(device: document.device))
                    .frameTimes(fps: 60)
            } catch {  // a SceneError: frameTimes throws only that
                #expect(error.location != nil || error.code == .outputLimitExceeded, "\(error)")
            }
        }
    }
}

@Suite struct RegressionInputTests {
    @Test func repeatBlocksExpandWithTheirIndex() {
        #expect(RegressionInput.expand("a{{repeat 3}}-C{{i}}>C{{i+1}}{{end}}b") == "a-C0>C1-C1>C2-C2>C3b")
        #expect(RegressionInput.expand("${{{repeat 2}}({{end}}1{{repeat 2}}){{end}}}") == "${((1))}")
        #expect(RegressionInput.expand("x: {{repeat 0}}y{{end}}") == "x: ")
        #expect(RegressionInput.expand("no template {{i}}") == "no template {{i}}")
        #expect(RegressionInput.expand("broken {{repeat x}}y{{end}}") == "broken {{repeat x}}y{{end}}")
    }
}
