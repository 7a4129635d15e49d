import Foundation
import KeylineCore
import KeylineLayout
import KeylinePixels
@testable import KeylineRender
import KeylineTimeline
import Testing

/// A video's frames are converted to straight BGRA on the thread that drew them
/// (`TimelinePipeline.straightBGRAFrame`), straight from the frame surface. Their pixels must
/// be those every other format starts from: the PNG frames' pixels (`pixels(at:)`),
/// converted by `PixelImage.writeStraightRGBA` (red and blue swapped here), padded by
/// repeating the last row and column.
@Suite struct VideoFrameTests {
    /// `PixelImage.writeStraightRGBA`'s bytes for the same frame, in B, G, R, A order.
    func expectedBytes(_ image: PixelImage, paddedWidth: Int, paddedHeight: Int) -> [UInt8] {
        var bytes = [UInt8](unsafeUninitializedCapacity: paddedWidth * paddedHeight * 4) { out, count in
            image.writeStraightRGBA(to: out.baseAddress!, paddedWidth: paddedWidth, paddedHeight: paddedHeight)
            count = paddedWidth * paddedHeight * 4
        }
        // Red and blue swap places in each 32-bit pixel. Done on words through a pointer, and
        // compared below with memcmp: this test module is built unoptimized, where a per-byte
        // `swapAt` and `==` on two 3-MB arrays cost seconds a frame (the suite took 97 s).
        bytes.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for i in words.indices {
                let bgra = UInt32(littleEndian: words[i])
                words[i] = UInt32(littleEndian: (bgra & 0xFF00_FF00) | (bgra & 0xFF) << 16 | (bgra >> 16) & 0xFF)
            }
        }
        return bytes
    }

    /// Whether `frame` holds exactly `expected`.
    func holds(_ frame: StraightBGRAFrame, _ expected: [UInt8]) -> Bool {
        frame.withBytes { actual in
            expected.withUnsafeBytes { actual.count == $0.count && memcmp(actual.baseAddress!, $0.baseAddress!, $0.count) == 0 }
        }
    }

    /// Every frame of a storyboard with a crossfade and presses, opaque and transparent,
    /// with and without even sides, in an order that jumps about (a renderer's surface holds
    /// another frame each time) and with holds (the last frame handed out again). The frames
    /// are kept alive in pairs, so a buffer that went back to the renderer's pool while a
    /// frame still held it would show as the older frame's bytes changing.
    @Test(arguments: [false, true])
    func videoFramesAreThePNGFramesPixels(transparent: Bool) throws {
        let doc = try urbanNest()
        let storyboard = try #require(doc.storyboards.first)
        let pipeline = try timeline(doc, storyboard: storyboard.name)
        let times = try pipeline.frameTimes(fps: 10)
        let video = Renderer(), reference = Renderer()
        // @1x of 390 x 844 pt is even; @1.5x makes 585 x 1266: an odd width to pad.
        for (scale, evenSides) in [(1.0, false), (1.5, true)] {
            var sawTranslucent = false
            var before: (frame: StraightBGRAFrame, bytes: [UInt8])?
            for i in times.indices.map({ ($0 * 7) % times.count }) + [times.count - 1, times.count - 1] {
                let frame = try pipeline.straightBGRAFrame(at: times[i], scale: scale, transparent: transparent, evenSides: evenSides, renderer: video)
                let image = try pipeline.pixels(at: times[i], scale: scale, transparent: transparent, renderer: reference)
                #expect(frame.width == image.width && frame.height == image.height)
                // The size ffmpeg is started with before any frame is drawn.
                let foreseen = pipeline.frameSize(scale: scale)
                #expect(foreseen.width == image.width && foreseen.height == image.height)
                let (pw, ph) = (evenSides ? image.width + image.width % 2 : image.width, evenSides ? image.height + image.height % 2 : image.height)
                #expect(frame.paddedWidth == pw && frame.paddedHeight == ph)
                #expect(frame.isOpaque == image.isOpaque, "frame \(i) @\(scale)x")
                let bytes = expectedBytes(image, paddedWidth: pw, paddedHeight: ph)
                // Bools, so that a failure does not print two 3-MB arrays.
                let same = holds(frame, bytes)
                #expect(same, "frame \(i) @\(scale)x, transparent \(transparent)")
                if let before {
                    let kept = holds(before.frame, before.bytes)
                    #expect(kept, "the frame before frame \(i) kept its bytes")
                }
                before = (frame, bytes)
                sawTranslucent = sawTranslucent || !image.isOpaque
            }
            // The transparent run exercises un-premultiplying; the opaque one the fast path.
            #expect(sawTranslucent == transparent)
            if evenSides { #expect(try pipeline.straightBGRAFrame(at: 0, scale: scale, transparent: transparent, evenSides: true, renderer: video).width % 2 == 1) }
        }
    }

    /// Padding repeats the last column and row, and un-premultiplies as Cairo's PNG writer
    /// does, checked on hand-made pixels (not through `writeStraightRGBA`).
    @Test func paddingRepeatsTheLastColumnAndRow() {
        // 3 x 2, premultiplied ARGB32: opaque red, half-transparent white (128: 255 * 128 / 128),
        // transparent; second row opaque blue, 50 % green (alpha 128, g 64 → (64 · 255 + 64) / 128 = 128), opaque black.
        let argb: [UInt32] = [0xFFFF_0000, 0x8080_8080, 0x0000_0000,
                              0xFF00_00FF, 0x8000_4000, 0xFF00_0000]
        let pool = FrameBufferPool()
        let frame = argb.withUnsafeBytes {
            StraightBGRAFrame(argb32: $0.baseAddress!, width: 3, height: 2, stride: 12, paddedWidth: 4, paddedHeight: 3, pool: pool)
        }
        // B, G, R, A.
        let row0: [UInt8] = [0, 0, 255, 255, 255, 255, 255, 128, 0, 0, 0, 0, 0, 0, 0, 0]
        let row1: [UInt8] = [255, 0, 0, 255, 0, 128, 0, 128, 0, 0, 0, 255, 0, 0, 0, 255]
        #expect(frame.bytes == row0 + row1 + row1)
        #expect(!frame.isOpaque)
        // Opaque rows are copied; a stride wider than the row leaves its tail out.
        let opaque: [UInt32] = [0xFF10_2030, 0xFF40_5060, 0x1234_5678, 0xFF70_8090, 0xFFA0_B0C0, 0x1234_5678]
        let copied = opaque.withUnsafeBytes {
            StraightBGRAFrame(argb32: $0.baseAddress!, width: 2, height: 2, stride: 12, paddedWidth: 2, paddedHeight: 2, pool: pool)
        }
        #expect(copied.isOpaque)
        #expect(copied.bytes == [0x30, 0x20, 0x10, 0xFF, 0x60, 0x50, 0x40, 0xFF, 0x90, 0x80, 0x70, 0xFF, 0xC0, 0xB0, 0xA0, 0xFF])
    }

    /// A buffer goes back to its pool when the last frame holding it is gone, and is handed
    /// out again for the next frame of its size; one still held is not.
    @Test func buffersAreReusedOnlyWhenNoFrameHoldsThem() {
        let pool = FrameBufferPool()
        let red: [UInt32] = [0xFFFF_0000, 0xFFFF_0000], blue: [UInt32] = [0xFF00_00FF, 0xFF00_00FF]
        func frame(_ words: [UInt32]) -> StraightBGRAFrame {
            words.withUnsafeBytes { StraightBGRAFrame(argb32: $0.baseAddress!, width: 2, height: 1, stride: 8, paddedWidth: 2, paddedHeight: 1, pool: pool) }
        }
        var first: StraightBGRAFrame? = frame(red)
        let second = frame(blue)
        #expect(!first!.sharesBytes(with: second))
        #expect(first!.bytes == [0, 0, 255, 255, 0, 0, 255, 255])
        let firstBase = first!.withBytes { $0.baseAddress }
        first = nil
        let third = frame(red)
        #expect(third.withBytes { $0.baseAddress } == firstBase, "the freed buffer is reused")
        #expect(second.bytes == [255, 0, 0, 255, 255, 0, 0, 255], "the held one kept its bytes")
    }
}
