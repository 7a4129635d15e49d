import Foundation
import Testing

/// `keyline render --format …`: every format decodes back (Scripts/export-check.py: Pillow for
/// images, ffprobe and ffmpeg for video) to the PNG frames of the same sequence, with the
/// frame count and the duration of the PNG frames; alpha survives where the format keeps it.
@Suite struct ExportCommandTests {
    /// A card scales in (0.2 s), nothing moves for 0.1 s, then a title fades in (0.2 s): a
    /// hold in the middle (merged in APNG, GIF and WebP) and a full-screen background fill
    /// that --transparent leaves out.
    static let scene = """
    device: iphone14
    screens:
      main:
        body:
          zstack:
            - rect:
              fill: "#F4F1EA"
              ignoresSafeArea: true
            - vstack:
                - rect:
                  fill: "#0D7377"
                  frame: { width: 120, height: 80 }
                  appear:
                    from: { opacity: 0, scale: 0.5 }
                    animation: "easeOut(duration: 0.2)"
                - text: Hello
                  font: { family: Inter, size: 24 }
                  color: "#1E1E1E"
                  appear:
                    from: { opacity: 0, offset: [0, 12] }
                    animation: "easeOut(duration: 0.2).delay(0.3)"
              spacing: 16
    """

    static let fps = 25.0

    struct Check: Decodable {
        let frames: Int
        let stored: Int
        let png_frames: Int
        let seconds: Double
        let exact: Bool
        let min_psnr: Double
        let alpha_min: Int
        let size: [Int]
    }

    /// Renders PNG frames and `format` of the scene, and compares them.
    static func export(_ format: String, _ extra: [String] = [], in dir: TemporaryDirectory) throws -> Check {
        let scene = try dir.write("card.yaml", Self.scene)
        let common = ["render", scene, "--sequence", "--scale", "1", "--fps", "\(Int(fps))", "--jobs", "2"] + extra
        let frames = try KeylineProcess.run(common + ["--out", "frames"] + (extra.contains("--transparent") ? ["--format", "png"] : []), in: dir.url)
        try #require(frames.status == 0, "\(frames.stderr)")
        let run = try KeylineProcess.run(common + ["--out", "out", "--format", format], in: dir.url)
        try #require(run.status == 0, "\(run.stderr)")
        let ext = format == "apng" ? "apng" : format
        #expect(dir.files(under: "out") == ["main/light@1x.\(ext)"], "one file per sequence and variant, nothing else (no frames, no temp files)")
        return try decode(dir.url.appendingPathComponent("out/main/light@1x.\(ext)").path, frames: dir.url.appendingPathComponent("frames/main/light@1x").path)
    }

    static func decode(_ file: String, frames: String) throws -> Check {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [KeylineProcess.packageRoot.appendingPathComponent("Scripts/export-check.py").path, file, frames, "\(fps)"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "export-check.py failed on \(file) (needs python3-pil, python3-numpy, ffmpeg: Scripts/test installs them)")
        return try JSONDecoder().decode(Check.self, from: data)
    }

    @Test(arguments: ["apng", "webp", "gif", "mp4", "webm", "mov"])
    func everyFormatDecodesBackToThePNGFrames(format: String) throws {
        let dir = try TemporaryDirectory()
        let check = try Self.export(format, in: dir)
        #expect(check.frames == check.png_frames, "\(format): one shown frame per PNG frame")
        #expect(check.png_frames >= 12, "the scene plays 0.5 s: 13 frames at 25 fps")
        // Exact durations: APNG's fractions; WebP's milliseconds, GIF's hundredths and video
        // time bases round each frame's start, not each delay.
        let tolerance = ["apng": 1e-9, "webp": 0.0005, "gif": 0.005][format] ?? 0.001
        #expect(abs(check.seconds - Double(check.png_frames) / Self.fps) <= tolerance, "\(format) lasts \(check.seconds) s")
        #expect(check.size == [390, 844])
        switch format {
        case "apng", "webp":
            #expect(check.exact, "\(format) is lossless: every frame equals its PNG frame")
        case "gif":
            // 256 colours of a few flat ones and their anti-aliasing: close, not exact.
            #expect(check.min_psnr >= 40, "gif: worst frame \(check.min_psnr) dB")
        default:
            #expect(check.min_psnr >= 40, "\(format) at its default quality: worst frame \(check.min_psnr) dB")
        }
        if ["apng", "gif"].contains(format) {
            #expect(check.stored < check.frames, "\(format): the 0.1 s hold is one stored frame, shown longer")
        }
        #expect(check.alpha_min == 255, "opaque without --transparent")
    }

    @Test(arguments: ["apng", "webp", "webm", "mov"])
    func transparencySurvives(format: String) throws {
        let dir = try TemporaryDirectory()
        let check = try Self.export(format, ["--transparent"], in: dir)
        #expect(check.alpha_min == 0, "\(format): the background is left out, so pixels are transparent")
        #expect(check.frames == check.png_frames)
        if format == "apng" || format == "webp" {
            #expect(check.exact, "\(format): the transparent PNG frames exactly")
        } else {
            #expect(check.min_psnr >= 40, "\(format): worst frame \(check.min_psnr) dB over premultiplied RGBA")
        }
    }

    @Test func transparentPNGFramesHaveNoBackground() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("card.yaml", Self.scene)
        let run = try KeylineProcess.run(["render", scene, "--sequence", "--scale", "1", "--fps", "25", "--out", "out", "--transparent"], in: dir.url)
        try #require(run.status == 0, "\(run.stderr)")
        let check = try Self.decode(dir.url.appendingPathComponent("out/main/light@1x/frame-0000.png").path,
                                    frames: dir.url.appendingPathComponent("out/main/light@1x").path)
        #expect(check.alpha_min == 0)
    }

    @Test func usageErrorsSayWhatToDo() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("card.yaml", Self.scene)
        let cases: [([String], String)] = [
            (["--format", "gif"], "--format gif makes a file of a sequence's frames, and a still is one instant: add --sequence"),
            (["--sequence", "--format", "mp4", "--transparent"], "--transparent needs a format that keeps transparency: mp4 has none"),
            (["--sequence", "--format", "gif", "--fps", "60"], "--fps 60 is too fast for a GIF"),
            (["--sequence", "--format", "apng", "--quality", "80"], "--quality applies to webp, mp4, webm and mov"),
            (["--sequence", "--format", "webp", "--dither", "ordered"], "--dither, --palette and --colors shape a GIF's colours"),
            (["--sequence", "--preset", "app-store", "--format", "gif"], "--preset app-store writes H.264 in an mp4"),
            (["--sequence", "--format", "mp4", "--at", "0.1"], "--at renders one instant as a PNG"),
        ]
        for (arguments, message) in cases {
            let run = try KeylineProcess.run(["render", scene, "--out", "out"] + arguments, in: dir.url)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        #expect(!dir.exists("out"), "a usage error writes nothing")
    }

    @Test func aMissingFFmpegIsNamed() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("card.yaml", Self.scene)
        let run = try KeylineProcess.run(["render", scene, "--sequence", "--scale", "1", "--out", "out", "--format", "mp4"], in: dir.url,
                                         environment: ["PATH": dir.url.path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("ffmpeg is not installed"), "\(run.stderr)")
        #expect(run.stderr.contains("apt-get install ffmpeg"), "\(run.stderr)")
        #expect(dir.files(under: "out").isEmpty, "no partial file: \(dir.files(under: "out"))")
    }

    /// SIGTERM while ffmpeg writes: the temp file goes, nothing is left in the folder.
    @Test func anInterruptedExportLeavesNoFile() throws {
        let dir = try TemporaryDirectory()
        let binary = try #require(KeylineProcess.binary)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        // ProRes at @3x: slow enough to interrupt in the middle.
        process.arguments = ["render", KeylineProcess.packageRoot.appendingPathComponent("Scenes/urbannest-onboarding.yaml").path,
                             "--sequence", "--screen", "slide1", "--out", dir.url.appendingPathComponent("out").path, "--format", "mov", "--jobs", "1"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        let folder = dir.url.appendingPathComponent("out/slide1").path
        var sawPartial = false
        for _ in 0..<600 {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: folder), names.contains(where: { $0.hasSuffix(".partial") }) {
                sawPartial = true
                break
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        try #require(sawPartial, "the export writes into a temp file in its folder")
        Thread.sleep(forTimeInterval: 0.3)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143, "ended by SIGTERM")
        #expect(dir.files(under: "out").isEmpty, "left: \(dir.files(under: "out"))")
    }

    @Test func theReviewPresetFitsAPullRequest() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("card.yaml", Self.scene)
        let run = try KeylineProcess.run(["render", scene, "--sequence", "--out", "out", "--preset", "review"], in: dir.url)
        try #require(run.status == 0, "\(run.stderr)")
        let path = dir.url.appendingPathComponent("out/main/light@3x.gif").path
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size > 0 && size <= 10_000_000)
        // The first step: @2x at 25 fps (a @3x render is scaled down to fit a comment).
        let probe = try ffprobe(path, "stream=width,height,r_frame_rate")
        #expect(probe.contains("width=780") && probe.contains("height=1688"), "\(probe)")
    }

    @Test func theAppStorePresetIsAnAppPreview() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("card.yaml", Self.scene.replacingOccurrences(of: "iphone14", with: "iphoneSE"))
        let run = try KeylineProcess.run(["render", scene, "--sequence", "--scale", "2", "--out", "out", "--preset", "app-store"], in: dir.url)
        try #require(run.status == 0, "\(run.stderr)")
        let path = dir.url.appendingPathComponent("out/main/light@2x.mp4").path
        let video = try ffprobe(path, "stream=codec_name,width,height,r_frame_rate,pix_fmt", select: "v:0")
        // Apple's App Preview specification for 4.7" iPhones: 750x1334, 30 fps, H.264.
        for expected in ["codec_name=h264", "width=750", "height=1334", "r_frame_rate=30/1", "pix_fmt=yuv420p"] {
            #expect(video.contains(expected), "\(expected) in \(video)")
        }
        // 0.5 s of motion, held on its last frame to the 15 s an App Preview lasts at least.
        let frames = try ffprobe(path, "stream=nb_frames,duration", select: "v:0")
        #expect(frames.contains("nb_frames=450") && frames.contains("duration=15.0"), "\(frames)")
        #expect(try ffprobe(path, "stream=codec_name,channels", select: "a:0").contains("codec_name=aac"))
    }

    private func ffprobe(_ path: String, _ entries: String, select: String = "v:0") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        process.arguments = ["-v", "error", "-select_streams", select, "-show_entries", entries, "-of", "default=noprint_wrappers=1", path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
