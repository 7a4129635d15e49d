import CWebP

/// Animated WebP through libwebp's WebPAnimEncoder, which encodes each frame as the
/// rectangle that changed and merges repeated frames itself.
///
/// Lossless (VP8L) unless a quality is asked for. Lossless is the default because the
/// frames are UI: flat colours and sharp, coloured text edges that lossless WebP stores
/// exactly and small, where lossy WebP (VP8, always 4:2:0) halves the colour resolution and
/// blurs coloured edges; `--quality N` trades that for size on photographic screens.
///
/// Frame i starts at `rate.start(ofFrame: i, unitsPerSecond: 1000)` ms: WebP's clock is
/// whole milliseconds, so at 60 fps frames last 16 or 17 ms and the whole is exact to 1 ms.
/// Loops forever.
final class WebPAnimationEncoder: FrameEncoder {
    private let path: String
    private let width: Int, height: Int
    private let rate: FrameRate
    private var encoder: OpaquePointer?
    private var config = WebPConfig()
    private var frameCount = 0
    private var rgba: [UInt8]
    private let maxBytes: Int?

    init(path: String, width: Int, height: Int, rate: FrameRate, quality: Int?, maxBytes: Int?) throws {
        self.maxBytes = maxBytes
        guard width <= 16383, height <= 16383 else {
            throw ExportError("a WebP is at most 16383 pixels a side; this sequence is \(width)x\(height)", hint: "render at a lower --scale")
        }
        self.path = path
        self.width = width
        self.height = height
        self.rate = rate
        rgba = [UInt8](repeating: 0, count: width * height * 4)
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw ExportError("libwebp's version does not match the one Keyline was built with", hint: "reinstall libwebp-dev and rebuild")
        }
        options.anim_params.loop_count = 0
        options.allow_mixed = 0
        if let quality {
            config.lossless = 0
            config.quality = Float(quality)
        } else {
            config.lossless = 1
            // Colour under fully transparent pixels is kept, so the file decodes to exactly the
            // PNG frames' bytes (which have 0, 0, 0, 0 there).
            config.exact = 1
        }
        config.thread_level = 1
        guard WebPValidateConfig(&config) != 0, let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw ExportError("libwebp could not start an animation of \(width)x\(height)")
        }
        self.encoder = encoder
    }

    deinit { cancel() }

    func add(_ frame: PixelImage) throws {
        guard let encoder else { return }
        rgba.withUnsafeMutableBytes { frame.writeStraightRGBA(to: $0.baseAddress!) }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw ExportError("libwebp could not make a picture") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        let imported = rgba.withUnsafeBytes { WebPPictureImportRGBA(&picture, $0.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(width * 4)) }
        guard imported != 0 else { throw ExportError("libwebp could not take frame \(frameCount) (out of memory?)") }
        let timestamp = Int32(rate.start(ofFrame: frameCount, unitsPerSecond: 1000))
        guard WebPAnimEncoderAdd(encoder, &picture, timestamp, &config) != 0 else { throw failure() }
        frameCount += 1
    }

    func finish() throws -> Int {
        guard let encoder else { throw ExportError("the WebP encoder was cancelled") }
        defer { cancel() }
        // The end of the last frame: the whole sequence's duration.
        guard WebPAnimEncoderAdd(encoder, nil, Int32(rate.start(ofFrame: frameCount, unitsPerSecond: 1000)), nil) != 0 else { throw failure() }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw failure() }
        defer { WebPDataClear(&data) }
        if let maxBytes, data.size > maxBytes { throw ExportTooLarge(bytes: data.size) }
        try AtomicFile.write(UnsafeRawBufferPointer(start: data.bytes, count: data.size), to: path)
        return data.size
    }

    func cancel() {
        if let encoder { WebPAnimEncoderDelete(encoder) }
        encoder = nil
    }

    private func failure() -> ExportError {
        let reason = encoder.flatMap { WebPAnimEncoderGetError($0) }.map { String(cString: $0) } ?? "unknown error"
        return ExportError("libwebp could not encode the animation: \(reason)")
    }
}
