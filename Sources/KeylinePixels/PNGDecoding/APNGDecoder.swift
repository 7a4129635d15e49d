import CDeflate

/// Reads an animated PNG (APNG 1.0, https://wiki.mozilla.org/APNG_Specification) frame by
/// frame: what a motion golden is checked against. The file is untrusted input (goldens
/// arrive in pull requests), so, like `PNGDecoder`, it fails closed and is bounded before
/// it allocates:
///
/// - the chunks are walked once, each length checked against the bytes left and each
///   CRC-32 checked (PNG spec §5.3); at most `Limits.maximumFrames` frames (acTL's count,
///   and the fcTL chunks, are refused past it before any frame is decoded);
/// - every frame's rectangle lies inside the canvas; sequence numbers run 0, 1, 2… (spec,
///   "Chunk sequence numbers");
/// - each frame's image data is decoded by `PNGDecoder` as a PNG of the frame's size (its
///   IHDR with the frame's width and height, its data as IDAT), so every bound and check
///   of that decoder (sizes, zlib damage, filters, image data against the size) applies;
/// - only what Keyline's `APNGEncoder` writes is read: 8-bit RGB or RGBA, not interlaced,
///   the default image as the first frame, `APNG_DISPOSE_OP_NONE` and
///   `APNG_BLEND_OP_SOURCE`. Anything else is refused with a message saying so, not drawn
///   by guesswork.
///
/// Memory: the file, the canvas, and one frame's pixels at a time.
public struct APNGDecoder {
    public struct Limits: Sendable {
        /// Frames in the file (after repeats were merged into longer delays).
        public var maximumFrames: Int
        /// Bounds on the canvas and each frame's data, as for a still PNG.
        public var png: PNGDecoder.Limits
        public init(maximumFrames: Int, png: PNGDecoder.Limits = .standard) {
            self.maximumFrames = maximumFrames; self.png = png
        }
    }

    /// One frame as shown: the whole canvas after it is drawn, and for how long.
    public struct Frame: Sendable {
        public let image: PixelImage
        /// Its delay as fcTL stores it: `numerator / denominator` seconds (a denominator
        /// of 0 means 1/100 s, spec "fcTL").
        public let delayNumerator: Int
        public let delayDenominator: Int
        public var seconds: Double { Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator) }
    }

    struct FrameChunks {
        let x: Int, y: Int, width: Int, height: Int
        let delayNumerator: Int, delayDenominator: Int
        /// The frame's compressed data: ranges of the file (IDAT data, or fdAT data after its sequence number).
        var data: [Range<Int>] = []
    }

    public let width: Int
    public let height: Int
    public let header: PNGImageHeader
    /// Frames in the file, from acTL.
    public var frameCount: Int { frames.count }

    private let bytes: [UInt8]
    private let limits: Limits
    private var frames: [FrameChunks] = []
    private var next = 0
    private var canvas: [UInt32]

    /// Checks the file's structure (not yet its image data: `nextFrame` decodes frame by frame).
    public init(_ bytes: [UInt8], limits: Limits) throws(APNGDecodingError) {
        self.bytes = bytes
        self.limits = limits
        let header: PNGImageHeader
        do throws(PNGDecodingError) {
            // Only the signature and IHDR: the whole-file layout checks of a still (other
            // chunks' bytes) do not fit a film, whose frames are mostly fdAT chunks.
            header = try bytes.withBytes { (b) throws(PNGDecodingError) in try PNGLayout.header(inPrefix: b, limits: limits.png) }
        } catch { throw .png(error) }
        guard header.bitDepth == 8, header.colorType == .truecolor || header.colorType == .truecolorAlpha, !header.interlaced else {
            throw .unsupported("an animated PNG Keyline reads is 8-bit RGB or RGBA, not interlaced")
        }
        self.header = header
        (width, height) = (header.width, header.height)
        frames = try Self.walk(bytes, width: header.width, height: header.height, limits: limits)
        canvas = []
    }

    /// The next frame as shown (the canvas after it), or nil after the last.
    public mutating func nextFrame() throws(APNGDecodingError) -> Frame? {
        guard next < frames.count else { return nil }
        let frame = frames[next]
        let index = next
        next += 1
        let png = Self.standalonePNG(header, frame: frame, bytes: bytes)
        let image: PixelImage
        do throws(PNGDecodingError) { image = try PNGDecoder(limits: limits.png).decode(png) } catch { throw .frame(index, error) }
        if canvas.isEmpty { canvas = [UInt32](repeating: 0, count: width * height) }
        // APNG_BLEND_OP_SOURCE: the frame's pixels replace the canvas's, alpha included;
        // APNG_DISPOSE_OP_NONE: the canvas stays as drawn for the next frame.
        for row in 0..<frame.height {
            let target = (frame.y + row) * width + frame.x
            canvas.replaceSubrange(target..<target + frame.width, with: image.pixels[row * frame.width..<(row + 1) * frame.width])
        }
        return Frame(image: PixelImage(width: width, height: height, pixels: canvas),
                     delayNumerator: frame.delayNumerator, delayDenominator: frame.delayDenominator)
    }

    // MARK: - The chunks

    private static func walk(_ bytes: [UInt8], width: Int, height: Int, limits: Limits) throws(APNGDecodingError) -> [FrameChunks] {
        var frames: [FrameChunks] = []
        var declared: Int?
        var sequence = 0
        var offset = 8  // after the signature, which PNGDecoder.header checked
        var seenIDAT = false, ended = false
        while !ended {
            guard offset + 12 <= bytes.count else { throw .malformed("the file ends inside a chunk at byte \(offset)") }
            let length = Int(bigEndian32(bytes, offset))
            guard length <= bytes.count - offset - 12 else { throw .malformed("the chunk at byte \(offset) is longer than the rest of the file") }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let data = offset + 8..<offset + 8 + length
            let crc = bytes.withUnsafeBufferPointer { b in UInt32(libdeflate_crc32(0, b.baseAddress! + offset + 4, length + 4)) }
            guard crc == bigEndian32(bytes, data.upperBound) else { throw .malformed("the CRC of the \(type) chunk at byte \(offset) does not match its contents") }
            switch type {
            case "acTL":
                guard length == 8, declared == nil, !seenIDAT else { throw .malformed("acTL must come once, before the image data, with 8 bytes") }
                let count = Int(bigEndian32(bytes, data.lowerBound))
                guard count >= 1 else { throw .malformed("acTL declares no frames") }
                guard count <= limits.maximumFrames else { throw .tooManyFrames(count, limit: limits.maximumFrames) }
                declared = count
            case "fcTL":
                guard length == 26 else { throw .malformed("an fcTL chunk has 26 bytes, this one \(length)") }
                guard Int(bigEndian32(bytes, data.lowerBound)) == sequence else { throw .malformed("chunk sequence numbers are out of order at byte \(offset)") }
                sequence += 1
                guard frames.count < limits.maximumFrames else { throw .tooManyFrames(frames.count + 1, limit: limits.maximumFrames) }
                let f = data.lowerBound + 4
                let (w, h, x, y) = (Int(bigEndian32(bytes, f)), Int(bigEndian32(bytes, f + 4)), Int(bigEndian32(bytes, f + 8)), Int(bigEndian32(bytes, f + 12)))
                guard w >= 1, h >= 1, x + w <= width, y + h <= height else {
                    throw .malformed("frame \(frames.count) (\(w)x\(h) at \(x),\(y)) does not lie inside the \(width)x\(height) canvas")
                }
                guard bytes[f + 20] == 0, bytes[f + 21] == 0 else {
                    throw .unsupported("frame \(frames.count) uses dispose op \(bytes[f + 20]) and blend op \(bytes[f + 21]); Keyline writes 0 and 0 (none, source)")
                }
                if frames.isEmpty, seenIDAT { throw .unsupported("the default image is not the animation's first frame; Keyline writes it as the first frame") }
                if frames.isEmpty, x != 0 || y != 0 || w != width || h != height {
                    throw .malformed("the first frame must cover the whole canvas")
                }
                frames.append(FrameChunks(x: x, y: y, width: w, height: h,
                                          delayNumerator: Int(bytes[f + 16]) << 8 | Int(bytes[f + 17]),
                                          delayDenominator: Int(bytes[f + 18]) << 8 | Int(bytes[f + 19])))
            case "IDAT":
                guard declared != nil else { throw .notAnimated }  // acTL comes before IDAT (spec, "acTL")
                guard frames.count == 1 else { throw .unsupported("an animated PNG Keyline writes has acTL and fcTL before its image data") }
                seenIDAT = true
                frames[0].data.append(data)
            case "fdAT":
                guard length >= 4, frames.count >= 2 else { throw .malformed("fdAT chunk at byte \(offset) before its frame's fcTL") }
                guard Int(bigEndian32(bytes, data.lowerBound)) == sequence else { throw .malformed("chunk sequence numbers are out of order at byte \(offset)") }
                sequence += 1
                frames[frames.count - 1].data.append(data.lowerBound + 4..<data.upperBound)
            case "IEND":
                ended = true
            default:
                break  // ancillary chunks: checked (CRC), not applied
            }
            offset = data.upperBound + 4
        }
        guard let declared else { throw .notAnimated }
        guard frames.count == declared else { throw .malformed("acTL declares \(declared) frames, the file has \(frames.count)") }
        if let empty = frames.firstIndex(where: { $0.data.isEmpty }) { throw .malformed("frame \(empty) has no image data") }
        return frames
    }

    /// The frame as a PNG of its own: IHDR with its size, its data as one IDAT, IEND.
    private static func standalonePNG(_ header: PNGImageHeader, frame: FrameChunks, bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        func chunk(_ type: String, _ data: [UInt8]) {
            out += be(data.count) + Array(type.utf8) + data
            let crc = (Array(type.utf8) + data).withUnsafeBufferPointer { UInt32(libdeflate_crc32(0, $0.baseAddress!, $0.count)) }
            out += be(Int(crc))
        }
        chunk("IHDR", be(frame.width) + be(frame.height) + [8, header.colorType.rawValue, 0, 0, 0])
        chunk("IDAT", frame.data.flatMap { bytes[$0] })
        chunk("IEND", [])
        return out
    }

    private static func be(_ v: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }

    private static func bigEndian32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }
}

/// Why an animated PNG could not be read; `description` says what, then what to do.
public enum APNGDecodingError: Error, Equatable, CustomStringConvertible {
    /// The file is not a PNG, or its header is damaged or too large.
    case png(PNGDecodingError)
    /// A PNG without acTL: a still, not an animation.
    case notAnimated
    case tooManyFrames(Int, limit: Int)
    case malformed(String)
    case unsupported(String)
    /// A frame's image data could not be decoded (frame numbers count from 0).
    case frame(Int, PNGDecodingError)

    public var description: String {
        switch self {
        case .png(let error): "\(error)"
        case .notAnimated: "a still PNG, not an animated one (no acTL chunk): re-record the motion golden"
        case let .tooManyFrames(n, limit): "the animated PNG has \(n) frames, more than the \(limit) a motion golden may have: re-record it"
        case .malformed(let detail): "damaged animated PNG: \(detail): restore it from version control, or re-record it"
        case .unsupported(let detail): "an animated PNG not written by Keyline: \(detail): re-record it with Keyline"
        case let .frame(index, error): "frame \(index) of the animated PNG: \(error)"
        }
    }
}
