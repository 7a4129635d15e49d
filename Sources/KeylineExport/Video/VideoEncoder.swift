import Foundation

/// Video through Debian's `ffmpeg`, run as a subprocess: raw frames (straight BGRA: the PNG
/// frames' pixels in Cairo's byte order, `StraightBGRAFrame`) on its standard input, the file
/// written by ffmpeg into a `StreamedFile` (a registered temp file in the target's folder, renamed into place once
/// ffmpeg has finished).
///
/// - mp4: H.264 (libx264), yuv420p, BT.709, `+faststart` (the index first, so a browser plays
///   it before it has all of it). yuv420p needs even sides: an odd side grows by one pixel, a
///   copy of the last row or column.
/// - webm: VP9 (libvpx-vp9), yuv420p, or yuva420p with alpha (VP9 keeps alpha beside the
///   picture; decoders other than libvpx's may ignore it).
/// - mov: ProRes 4444 (prores_ks), yuv444p10le, or yuva444p10le with alpha.
public final class VideoEncoder: FrameEncoder {
    private let file: StreamedFile
    private let process = Process()
    private let input: FileHandle
    private let pipe: FramePipe
    private let errors = CollectedOutput()
    /// The frames' size, before padding.
    public let width: Int, height: Int
    private let paddedWidth: Int, paddedHeight: Int
    private var finished = false
    /// The last image given as pixels and its frame: an image that shares its pixels' storage
    /// (a hold, a settled tail, an App Preview's padding) is not converted again.
    private var converted: (image: PixelImage, frame: StraightBGRAFrame)?
    private let buffers = FrameBufferPool(keep: 1)

    init(path: String, width: Int, height: Int, rate: FrameRate, settings: ExportSettings, hasAlpha: Bool) throws {
        let format = settings.format
        guard let ffmpeg = Self.ffmpegPath else {
            throw ExportError("ffmpeg is not installed: Keyline writes \(format.rawValue) through it",
                              hint: "install Debian's ffmpeg package (apt-get install ffmpeg; Scripts/setup does), or choose --format apng, webp or gif")
        }
        let even = Self.needsEvenSides(format)
        self.width = width
        self.height = height
        paddedWidth = even ? width + width % 2 : width
        paddedHeight = even ? height + height % 2 : height
        file = try StreamedFile(for: path)
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = Self.arguments(width: paddedWidth, height: paddedHeight, rate: rate, settings: settings,
                                           hasAlpha: hasAlpha, output: file.writerPath)
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        let stderr = Pipe()
        process.standardError = stderr
        errors.collect(from: stderr.fileHandleForReading)
        input = stdin.fileHandleForWriting
        pipe = FramePipe(fileDescriptor: input.fileDescriptor)
        // A write to ffmpeg after it died must fail with EPIPE, not end this process.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            file.discard()
            throw ExportError("could not start \(ffmpeg): \(error)", hint: "check that ffmpeg runs: ffmpeg -version")
        }
    }

    deinit { cancel() }

    /// Whether the format's frames must have even sides: H.264 and VP9 in 4:2:0 store
    /// colour per 2x2 block. An odd side grows by one pixel, a copy of the last row or column.
    public static func needsEvenSides(_ format: ExportFormat) -> Bool { format == .mp4 || format == .webm }

    /// The first `ffmpeg` on PATH.
    static var ffmpegPath: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func arguments(width: Int, height: Int, rate: FrameRate, settings: ExportSettings, hasAlpha: Bool, output: String) -> [String] {
        let (format, quality) = (settings.format, settings.quality)
        var args = ["-hide_banner", "-loglevel", "error", "-nostdin",
                    "-f", "rawvideo", "-pix_fmt", "bgra", "-video_size", "\(width)x\(height)", "-framerate", rate.description, "-i", "pipe:0"]
        if settings.silentAudio {
            args += ["-f", "lavfi", "-i", "anullsrc=channel_layout=stereo:sample_rate=48000"]
        }
        // RGB to Y'CbCr with BT.709's matrix, limited range, and the file says so: players
        // convert back with the same matrix (an untagged file is taken for BT.601 by some).
        let tags = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "iec61966-2-1", "-color_range", "tv"]
        func scale(to pixelFormat: String) -> [String] {
            // An App Preview's size, by Lanczos; otherwise only the colour conversion.
            let size = settings.videoSize.map { "w=\($0.width):h=\($0.height):" } ?? ""
            let flags = settings.videoSize == nil ? "accurate_rnd+full_chroma_int" : "lanczos+accurate_rnd+full_chroma_int"
            // A hold is cloned after the conversion, so each held frame is converted once.
            let hold = settings.heldFrames > 0 ? ",tpad=stop_mode=clone:stop=\(settings.heldFrames)" : ""
            return ["-vf", "scale=\(size)out_color_matrix=bt709:out_range=tv:flags=\(flags)\(hold)", "-pix_fmt", pixelFormat]
        }
        switch format {
        case .mp4:
            // CRF 16: above 40 dB PSNR against the PNG frames on Keyline's seed screens; x264's
            // default (23) leaves visible ringing around small text.
            let crf = quality.map { (100 - $0) * 51 / 100 } ?? 16
            args += ["-c:v", "libx264", "-preset", "medium", "-tune", "animation", "-crf", "\(crf)"] + scale(to: "yuv420p") + tags
            if settings.silentAudio {
                args += ["-map", "0:v", "-map", "1:a", "-c:a", "aac", "-b:a", "256k", "-shortest"]
            }
            args += ["-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            let crf = quality.map { (100 - $0) * 63 / 100 } ?? 20
            args += ["-c:v", "libvpx-vp9", "-crf", "\(crf)", "-b:v", "0", "-row-mt", "1", "-deadline", "good", "-cpu-used", "4"]
            args += scale(to: hasAlpha ? "yuva420p" : "yuv420p") + tags + ["-f", "webm"]
        case .mov:
            // ProRes's own scale: qscale 1 (best) to 31; prores_ks picks per frame without it.
            let q = quality.map { ["-qscale:v", "\(1 + (100 - $0) * 30 / 100)"] } ?? []
            args += ["-c:v", "prores_ks", "-profile:v", "4444", "-vendor", "apl0"] + q
            args += scale(to: hasAlpha ? "yuva444p10le" : "yuv444p10le") + tags + ["-f", "mov"]
        default:
            preconditionFailure("\(format) is not a video format")
        }
        return args + ["-y", output]
    }

    /// A frame converted on the thread that rendered it (`StraightBGRAFrame`, padded for
    /// `needsEvenSides`): its bytes are written as they are.
    public func add(_ frame: StraightBGRAFrame) throws {
        guard frame.width == width, frame.height == height, frame.paddedWidth == paddedWidth, frame.paddedHeight == paddedHeight else {
            throw ExportError("a video's frames all have one size")
        }
        try write(frame)
    }

    public func add(_ image: PixelImage) throws {
        guard image.width == width, image.height == height else { throw ExportError("a video's frames all have one size") }
        if let converted, Self.sameStorage(image, converted.image) { return try write(converted.frame) }
        converted = nil  // its buffer back to the pool first
        let (pw, ph) = (paddedWidth, paddedHeight)
        let frame = image.pixels.withUnsafeBytes {
            StraightBGRAFrame(argb32: $0.baseAddress!, width: image.width, height: image.height, stride: image.width * 4,
                              paddedWidth: pw, paddedHeight: ph, pool: buffers)
        }
        converted = (image, frame)
        try write(frame)
    }

    /// Gives the frame's bytes to ffmpeg's input straight from its buffer (`FramePipe`: its
    /// pages spliced into the pipe), not copied into an array or `Data` for FileHandle's
    /// `write(contentsOf:)`.
    private func write(_ frame: StraightBGRAFrame) throws {
        if !pipe.send(frame) { throw failure("stopped taking frames") }
    }

    /// Whether two images are one array's storage (kept alive by `converted`, so an address
    /// cannot be reused by another frame while compared).
    static func sameStorage(_ a: PixelImage, _ b: PixelImage?) -> Bool {
        guard let b, a.width == b.width, a.height == b.height else { return false }
        return a.pixels.withUnsafeBufferPointer { p in b.pixels.withUnsafeBufferPointer { q in p.baseAddress == q.baseAddress } }
    }

    public func finish() throws -> Int {
        finished = true
        try? input.close()
        process.waitUntilExit()
        pipe.release()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            file.discard()
            throw failure("failed (exit status \(process.terminationStatus))")
        }
        let size = file.size
        try file.commit()
        return size
    }

    public func cancel() {
        guard !finished else { return }
        finished = true
        try? input.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        pipe.release()
        file.discard()
    }

    private func failure(_ what: String) -> ExportError {
        try? input.close()
        process.waitUntilExit()
        pipe.release()
        let said = errors.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return ExportError("ffmpeg \(what)" + (said.isEmpty ? "" : ": \(said)"),
                           hint: "ffmpeg -encoders lists the encoders this ffmpeg has (libx264, libvpx-vp9, prores_ks)")
    }
}

/// The end of what a child process writes to a pipe, read on a thread of its own so that the
/// child never blocks on a full pipe.
final class CollectedOutput: @unchecked Sendable {
    // @unchecked: `data` is only touched under `lock`.
    private let lock = NSLock()
    private var data = Data()
    private let limit = 8192
    private let ended = DispatchSemaphore(value: 0)

    func collect(from handle: FileHandle) {
        Thread.detachNewThread { [self] in
            defer { ended.signal() }
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock {
                    data += chunk
                    if data.count > limit { data = data.suffix(limit) }
                }
            }
        }
    }

    /// What was said, once the child closed the pipe (or after a second, if it has not).
    var text: String {
        if ended.wait(timeout: .now() + 1) == .success { ended.signal() }
        return lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}
