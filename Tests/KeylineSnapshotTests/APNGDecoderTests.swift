import CDeflate
import KeylineSnapshot
import Testing

/// The APNG decoder motion goldens are verified with: it reads back exactly what
/// `APNGEncoder` writes, and refuses damaged or hostile files with a clear error, in
/// bounded time and memory.
@Suite struct APNGDecoderTests {
    static let limits = APNGDecoder.Limits(maximumFrames: 600)

    /// Frames of 6x4: a square moves one pixel a frame, the third frame repeats the second.
    static func frames(alpha: UInt32 = 0xFF) -> [PixelImage] {
        (0..<5).map { i in
            let x = i == 2 ? 1 : i
            var pixels = [UInt32](repeating: alpha << 24 | 0x20_4060 * (alpha == 0xFF ? 1 : 0), count: 24)
            pixels[1 * 6 + x] = 0xFFFF_0000
            return PixelImage(width: 6, height: 4, pixels: pixels)
        }
    }

    static func encoded(_ frames: [PixelImage], hasAlpha: Bool = false) throws -> [UInt8] {
        let encoder = try APNGEncoder(width: 6, height: 4, hasAlpha: hasAlpha, delay: .init(numerator: 1, denominator: 30))
        for frame in frames { try encoder.add(frame) }
        return try encoder.finish()
    }

    /// Every frame as shown, a held frame once per frame time it is shown.
    static func decodedFrames(_ bytes: [UInt8]) throws -> [PixelImage] {
        var decoder = try APNGDecoder(bytes, limits: limits)
        var out: [PixelImage] = []
        while let frame = try decoder.nextFrame() {
            out += Array(repeating: frame.image, count: Int((frame.seconds * 30).rounded()))
        }
        return out
    }

    @Test func readsBackExactlyTheFramesTheEncoderWasGiven() throws {
        let frames = Self.frames()
        #expect(try Self.decodedFrames(try Self.encoded(frames)) == frames)
        var decoder = try APNGDecoder(try Self.encoded(frames), limits: Self.limits)
        #expect(decoder.frameCount == 4)  // the repeated frame is a longer delay, not a frame
        _ = try decoder.nextFrame()
        #expect(try decoder.nextFrame()?.seconds == 2.0 / 30)
    }

    @Test func translucentFramesComeBackWithTheirAlpha() throws {
        let frames = Self.frames(alpha: 0x80)
        #expect(try Self.decodedFrames(try Self.encoded(frames, hasAlpha: true)) == frames)
    }

    @Test func refusesMoreFramesThanTheLimitBeforeDecodingAny() throws {
        let bytes = try Self.encoded(Self.frames())
        #expect(throws: APNGDecodingError.tooManyFrames(4, limit: 3)) {
            _ = try APNGDecoder(bytes, limits: .init(maximumFrames: 3))
        }
    }

    @Test func aStillPNGIsNotAFilm() throws {
        let still = try Self.frames()[0].encodedPNG()
        #expect(throws: APNGDecodingError.notAnimated) { _ = try APNGDecoder(still, limits: Self.limits) }
    }

    @Test func damageAnywhereIsRefusedNeverDrawn() throws {
        let bytes = try Self.encoded(Self.frames())
        // Every byte after the signature and IHDR flipped in turn, and the file cut at
        // every length: each is an error or the same frames, never other pixels.
        let frames = Self.frames()
        for i in 33..<bytes.count {
            var damaged = bytes
            damaged[i] ^= 0x5A
            if let decoded = try? Self.decodedFrames(damaged) { #expect(decoded == frames, "byte \(i)") }
        }
        for n in 0..<bytes.count {
            #expect(throws: (any Error).self) { _ = try Self.decodedFrames(Array(bytes.prefix(n))) }
        }
    }

    @Test func aFrameOutsideTheCanvasIsRefused() throws {
        var bytes = try Self.encoded(Self.frames())
        // The second fcTL: its x offset pushed past the canvas, its CRC made right again.
        let fcTL = try #require(Self.chunkOffsets(bytes, "fcTL").dropFirst().first)
        bytes[fcTL + 8 + 4 + 8 + 3] = 200
        Self.fixCRC(&bytes, at: fcTL)
        #expect { _ = try Self.decodedFrames(bytes) } throws: { "\($0)".contains("does not lie inside the 6x4 canvas") }
    }

    static func chunkOffsets(_ bytes: [UInt8], _ type: String) -> [Int] {
        var offsets: [Int] = [], offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == type { offsets.append(offset) }
            offset += 12 + length
        }
        return offsets
    }

    static func fixCRC(_ bytes: inout [UInt8], at offset: Int) {
        let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        let crc = bytes.withUnsafeBufferPointer { UInt32(libdeflate_crc32(0, $0.baseAddress! + offset + 4, length + 4)) }
        let end = offset + 8 + length
        bytes[end] = UInt8(crc >> 24); bytes[end + 1] = UInt8((crc >> 16) & 0xFF); bytes[end + 2] = UInt8((crc >> 8) & 0xFF); bytes[end + 3] = UInt8(crc & 0xFF)
    }
}
