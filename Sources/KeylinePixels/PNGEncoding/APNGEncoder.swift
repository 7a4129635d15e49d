import CDeflate
#if canImport(Glibc)
import Glibc
#endif

/// Animated PNG (APNG 1.0, https://wiki.mozilla.org/APNG_Specification): frames in, one
/// file out whose every frame decodes to exactly the PNG Keyline writes for it (the same
/// conversion from Cairo's premultiplied ARGB32: `ScanlineConversion`).
///
/// Only what changed is encoded: each frame after the first is the bounding box of the
/// pixels that differ from the frame before, drawn with `APNG_BLEND_OP_SOURCE` (the box's
/// pixels replace the canvas's, alpha included) after a frame disposed with
/// `APNG_DISPOSE_OP_NONE` (the canvas is left as the frame before drew it). Together they
/// make the canvas exactly the new frame whatever its alpha: OVER would blend a
/// translucent pixel over the old one, and BACKGROUND or PREVIOUS disposal would clear or
/// restore what the next box does not cover.
///
/// A frame equal to the one before is not a frame of its own: the one before is shown
/// longer (its delay grows by one frame time). The delay is a fraction of 16-bit numbers;
/// when a hold outgrows it, the rest is a 1x1 frame that redraws one unchanged pixel.
///
/// Loops forever (`num_plays` 0), as GIFs in a browser do. Holds the compressed frames
/// (not the pixels, but the last frame's) until `finish`.
public final class APNGEncoder {
    /// One frame's time as a fraction of a second, as fcTL stores it.
    public struct FrameDelay: Equatable, Sendable {
        public let numerator: UInt16
        public let denominator: UInt16
        public init(numerator: UInt16, denominator: UInt16) {
            precondition(numerator > 0 && denominator > 0, "an APNG frame delay is a positive fraction")
            self.numerator = numerator
            self.denominator = denominator
        }
    }

    public let width: Int
    public let height: Int
    public let hasAlpha: Bool
    private let delay: FrameDelay
    private let compressor: OpaquePointer
    private var colorType: PNGHeader.ColorType { hasAlpha ? .rgba : .rgb }

    private var previous: PixelImage?
    /// The frame waiting for its delay to be known (it grows while frames repeat it).
    private var pending: EncodedFrame?
    private var frames: [EncodedFrame] = []
    // Scratch reused from frame to frame.
    private var filtered: [UInt8] = []
    private var rowPair: [UInt8] = []
    private var compressed: [UInt8] = []

    struct EncodedFrame {
        var x: Int, y: Int, width: Int, height: Int
        var zlib: [UInt8]
        /// How many frame times it is shown.
        var frameCount: Int
    }

    /// - Parameters:
    ///   - hasAlpha: RGBA (colour type 6) rather than RGB (2); every frame of an APNG has the
    ///     one colour type of its IHDR. An opaque frame in an RGBA file decodes to the same
    ///     pixels; a translucent frame in an RGB file is refused.
    ///   - compressionLevel: libdeflate's, as `PNGEncoder`'s.
    public init(width: Int, height: Int, hasAlpha: Bool, delay: FrameDelay,
                compressionLevel: Int = PNGEncoder.defaultCompressionLevel) throws {
        guard PNGHeader.dimensions.contains(width), PNGHeader.dimensions.contains(height) else {
            throw PNGEncodingError.invalidSize(width: width, height: height)
        }
        guard let compressor = libdeflate_alloc_compressor(Int32(compressionLevel)) else {
            throw PNGEncodingError.compressionFailed
        }
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        self.delay = delay
        self.compressor = compressor
    }

    deinit { libdeflate_free_compressor(compressor) }

    /// The frames added so far, as the file will hold them (repeats merged; holds split).
    public var encodedFrameCount: Int { frames.count + (pending == nil ? 0 : 1) }

    /// Adds the next frame (premultiplied ARGB32, as rendered).
    public func add(_ image: PixelImage) throws {
        guard image.width == width, image.height == height else {
            throw APNGEncodingError.frameSizeChanged(expected: (width, height), got: (image.width, image.height))
        }
        if !hasAlpha, !image.pixels.allSatisfy({ $0 >> 24 == 0xFF }) { throw APNGEncodingError.translucentFrameInOpaqueFile }
        guard let previous else {
            pending = try encode(image, PixelRect(x: 0, y: 0, width: width, height: height))
            self.previous = image
            return
        }
        guard let box = Self.changedBox(previous, image) else {
            pending!.frameCount += 1
            return
        }
        flushPending()
        pending = try encode(image, box)
        self.previous = image
    }

    /// The whole file. The encoder is spent afterwards.
    public func finish() throws -> [UInt8] {
        guard previous != nil else { throw APNGEncodingError.noFrames }
        flushPending()
        var out: [UInt8] = PNGChunkWriter.signature
        func chunk(_ type: StaticString, _ data: [UInt8]) {
            var bytes = [UInt8](repeating: 0, count: data.count + PNGChunkWriter.overheadPerChunk)
            bytes.withUnsafeMutableBytes { buffer in
                var writer = PNGChunkWriter(into: buffer)
                data.withUnsafeBytes { writer.writeChunk(type, data: $0) }
            }
            out += bytes
        }
        chunk("IHDR", PNGHeader(width: width, height: height, colorType: colorType).chunkData)
        // acTL: the number of frames, and of plays (0: forever).
        chunk("acTL", Self.bigEndian(frames.count) + Self.bigEndian(0))
        var sequence = 0
        for (index, frame) in frames.enumerated() {
            chunk("fcTL", frameControl(frame, sequence: sequence))
            sequence += 1
            // Chunks stay well under PNG's 2^31 - 1 limit: a frame is at most a few hundred MB.
            let pieceSize = 1 << 30
            var start = 0
            repeat {
                let piece = Array(frame.zlib[start..<min(frame.zlib.count, start + pieceSize)])
                if index == 0 {
                    chunk("IDAT", piece)  // the first frame is the default image
                } else {
                    chunk("fdAT", Self.bigEndian(sequence) + piece)
                    sequence += 1
                }
                start += pieceSize
            } while start < frame.zlib.count
        }
        chunk("IEND", [])
        return out
    }

    /// fcTL (APNG spec, "fcTL"): sequence, size, offset, delay, dispose NONE (0), blend SOURCE (0).
    private func frameControl(_ frame: EncodedFrame, sequence: Int) -> [UInt8] {
        let numerator = Int(delay.numerator) * frame.frameCount
        precondition(numerator <= Int(UInt16.max), "frame holds are split before they outgrow the delay")
        return Self.bigEndian(sequence) + Self.bigEndian(frame.width) + Self.bigEndian(frame.height)
            + Self.bigEndian(frame.x) + Self.bigEndian(frame.y)
            + [UInt8(numerator >> 8), UInt8(numerator & 0xFF), UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF), 0, 0]
    }

    /// Moves the pending frame into the file, split into a frame and 1x1 redraws of one
    /// unchanged pixel when its hold is longer than a 16-bit delay.
    private func flushPending() {
        guard var frame = pending, let previous else { return }
        pending = nil
        let perFrame = Int(UInt16.max) / Int(delay.numerator)
        var rest = frame.frameCount
        frame.frameCount = min(rest, perFrame)
        frames.append(frame)
        rest -= frame.frameCount
        while rest > 0 {
            let count = min(rest, perFrame)
            // Encoding one pixel cannot fail once the frame it comes from was encoded.
            var redraw = try! encode(previous, PixelRect(x: frame.x, y: frame.y, width: 1, height: 1))
            redraw.frameCount = count
            frames.append(redraw)
            rest -= count
        }
    }

    /// The smallest rectangle holding every pixel that differs, or nil if none does.
    public static func changedBox(_ a: PixelImage, _ b: PixelImage) -> PixelRect? {
        let w = a.width, h = a.height
        return a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(p.baseAddress! + y * w, q.baseAddress! + y * w, w * 4) != 0
                }
                guard let top = (0..<h).first(where: rowDiffers) else { return nil }
                let bottom = (top..<h).last(where: rowDiffers)!
                var left = w, right = -1
                for y in top...bottom {
                    let row = y * w
                    var x = 0
                    while x < left, p[row + x] == q[row + x] { x += 1 }
                    if x < left, x < w { left = x }
                    var r = w - 1
                    while r > right, p[row + r] == q[row + r] { r -= 1 }
                    if r > right { right = r }
                }
                return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }

    /// The zlib stream of `box`'s rows, converted as PNGEncoder converts them, Up-filtered.
    private func encode(_ image: PixelImage, _ box: PixelRect) throws -> EncodedFrame {
        let rowSize = box.width * colorType.bytesPerPixel
        let total = box.height * (1 + rowSize)
        if filtered.count < total { filtered = [UInt8](repeating: 0, count: total) }
        if rowPair.count < 2 * (rowSize + 1) { rowPair = [UInt8](repeating: 0, count: 2 * (rowSize + 1)) }
        let colorType = colorType
        ScanlineConversion.unpremultiplyTable.withUnsafeBufferPointer { table in
            image.pixels.withUnsafeBytes { pixels in
                rowPair.withUnsafeMutableBufferPointer { rows in
                    var current = rows.baseAddress!
                    var above = current + rowSize + 1
                    above.update(repeating: 0, count: rowSize)  // PNG spec §9.2: zeros above the first row
                    filtered.withUnsafeMutableBufferPointer { out in
                        for y in 0..<box.height {
                            let source = pixels.baseAddress! + ((box.y + y) * width + box.x) * 4
                            switch colorType {
                            case .rgb: ScanlineConversion.writeRGB(from: source, width: box.width, to: current)
                            case .rgba: ScanlineConversion.writeUnpremultipliedRGBA(from: source, width: box.width, to: current, table: table.baseAddress!)
                            }
                            ScanlineFilter.applyUp(current: current, previous: above, count: rowSize, to: out.baseAddress! + y * (1 + rowSize))
                            swap(&current, &above)
                        }
                    }
                }
            }
        }
        let bound = libdeflate_zlib_compress_bound(compressor, total)
        if compressed.count < bound { compressed = [UInt8](repeating: 0, count: bound) }
        let written = filtered.withUnsafeBytes { input in
            compressed.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, total, output.baseAddress, output.count)
            }
        }
        guard written > 0 else { throw PNGEncodingError.compressionFailed }
        return EncodedFrame(x: box.x, y: box.y, width: box.width, height: box.height, zlib: Array(compressed[..<written]), frameCount: 1)
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
         UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}

@available(*, unavailable)
extension APNGEncoder: Sendable {}

/// Why an animated PNG could not be made.
public enum APNGEncodingError: Error, CustomStringConvertible {
    case frameSizeChanged(expected: (Int, Int), got: (Int, Int))
    case translucentFrameInOpaqueFile
    case noFrames

    public var description: String {
        switch self {
        case let .frameSizeChanged(expected, got):
            "an animated PNG's frames all have one size: \(expected.0)x\(expected.1), not \(got.0)x\(got.1)"
        case .translucentFrameInOpaqueFile:
            "a frame is translucent but the animated PNG was begun without alpha"
        case .noFrames:
            "an animated PNG needs at least one frame"
        }
    }
}
