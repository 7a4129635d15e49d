import Testing
import KeylinePixels

/// The APNG's structure, read back chunk by chunk (the pixels are checked by decoding whole
/// exports with Pillow in ExportCommandTests).
struct APNGEncoderTests {
    struct FrameControl: Equatable {
        let width: Int, height: Int, x: Int, y: Int, delayNumerator: Int, delayDenominator: Int, dispose: Int, blend: Int
    }

    static func chunks(_ bytes: [UInt8]) -> [(type: String, data: [UInt8])] {
        var out: [(String, [UInt8])] = []
        var i = 8
        while i + 8 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            out.append((type, Array(bytes[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return out
    }

    static func be(_ d: [UInt8], _ at: Int, _ n: Int = 4) -> Int { d[at..<(at + n)].reduce(0) { $0 << 8 | Int($1) } }

    static func controls(_ bytes: [UInt8]) -> [FrameControl] {
        chunks(bytes).filter { $0.type == "fcTL" }.map { c in
            FrameControl(width: be(c.data, 4), height: be(c.data, 8), x: be(c.data, 12), y: be(c.data, 16),
                         delayNumerator: be(c.data, 20, 2), delayDenominator: be(c.data, 22, 2), dispose: Int(c.data[24]), blend: Int(c.data[25]))
        }
    }

    static func image(_ fill: UInt32, dot: (x: Int, y: Int)? = nil) -> PixelImage {
        var pixels = [UInt32](repeating: fill, count: 20 * 10)
        if let dot { pixels[dot.y * 20 + dot.x] = 0xFF00_00FF }
        return PixelImage(width: 20, height: 10, pixels: pixels)
    }

    @Test func onlyTheChangedBoxIsEncodedAndRepeatsAreMerged() throws {
        let encoder = try APNGEncoder(width: 20, height: 10, hasAlpha: false, delay: .init(numerator: 1, denominator: 60))
        let white = Self.image(0xFFFF_FFFF)
        try encoder.add(white)
        try encoder.add(white)  // a hold
        try encoder.add(Self.image(0xFFFF_FFFF, dot: (7, 3)))
        try encoder.add(Self.image(0xFFFF_FFFF, dot: (12, 8)))
        let bytes = try encoder.finish()
        let chunks = Self.chunks(bytes)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(Self.be(chunks[1].data, 0) == 3, "acTL: three frames")
        #expect(Self.controls(bytes) == [
            FrameControl(width: 20, height: 10, x: 0, y: 0, delayNumerator: 2, delayDenominator: 60, dispose: 0, blend: 0),
            FrameControl(width: 1, height: 1, x: 7, y: 3, delayNumerator: 1, delayDenominator: 60, dispose: 0, blend: 0),
            // The dot at (7, 3) goes and one at (12, 8) comes: the box holds both.
            FrameControl(width: 6, height: 6, x: 7, y: 3, delayNumerator: 1, delayDenominator: 60, dispose: 0, blend: 0),
        ])
        // Sequence numbers run over fcTL and fdAT together, from 0.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Self.be($0.data, 0) }
        #expect(sequence == [0, 1, 2, 3, 4])
    }

    @Test func aHoldLongerThanSixteenBitsIsSplit() throws {
        // 1001/30000 s a frame: at most 65 frames in one delay.
        let encoder = try APNGEncoder(width: 20, height: 10, hasAlpha: false, delay: .init(numerator: 1001, denominator: 30000))
        for _ in 0..<100 { try encoder.add(Self.image(0xFF10_2030)) }
        let controls = Self.controls(try encoder.finish())
        #expect(controls.map(\.delayNumerator) == [65 * 1001, 35 * 1001])
        #expect(controls[1].width == 1 && controls[1].height == 1, "the rest is a one-pixel redraw")
    }

    @Test func aTranslucentFrameNeedsAlpha() throws {
        let encoder = try APNGEncoder(width: 20, height: 10, hasAlpha: false, delay: .init(numerator: 1, denominator: 60))
        #expect(throws: APNGEncodingError.self) { try encoder.add(Self.image(0x8000_0000)) }
        let rgba = try APNGEncoder(width: 20, height: 10, hasAlpha: true, delay: .init(numerator: 1, denominator: 60))
        try rgba.add(Self.image(0x8000_0000))
        #expect(Self.chunks(try rgba.finish())[0].data[9] == 6, "colour type 6, RGBA")
    }
}
