import KeylineCore
import KeylineLayout
import KeylinePixels
@testable import KeylineRender
import KeylineTimeline
import Testing

/// A video's frames are converted to straight RGBA on the thread that drew them
/// (`TimelinePipeline.straightRGBAFrame`), straight from the frame surface. Their bytes must
/// be those every other format starts from: the PNG frames' pixels (`pixels(at:)`),
/// converted by `PixelImage.writeStraightRGBA`, padded by repeating the last row and column.
@Suite struct VideoFrameTests {
    /// The bytes `VideoEncoder.add(PixelImage)` would have written for the same frame.
    func expectedBytes(_ image: PixelImage, paddedWidth: Int, paddedHeight: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: paddedWidth * paddedHeight * 4) { out, count in
            image.writeStraightRGBA(to: out.baseAddress!, paddedWidth: paddedWidth, paddedHeight: paddedHeight)
            count = paddedWidth * paddedHeight * 4
        }
    }

    /// Every frame of a storyboard with a crossfade and presses, opaque and transparent,
    /// with and without even sides, in an order that jumps about (a renderer's surface holds
    /// another frame each time) and with holds (the last frame handed out again).
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
            for i in times.indices.map({ ($0 * 7) % times.count }) + [times.count - 1, times.count - 1] {
                let frame = try pipeline.straightRGBAFrame(at: times[i], scale: scale, transparent: transparent, evenSides: evenSides, renderer: video)
                let image = try pipeline.pixels(at: times[i], scale: scale, transparent: transparent, renderer: reference)
                #expect(frame.width == image.width && frame.height == image.height)
                let (pw, ph) = (evenSides ? image.width + image.width % 2 : image.width, evenSides ? image.height + image.height % 2 : image.height)
                #expect(frame.paddedWidth == pw && frame.paddedHeight == ph)
                #expect(frame.isOpaque == image.isOpaque, "frame \(i) @\(scale)x")
                #expect(frame.bytes == expectedBytes(image, paddedWidth: pw, paddedHeight: ph), "frame \(i) @\(scale)x, transparent \(transparent)")
                sawTranslucent = sawTranslucent || !image.isOpaque
            }
            // The transparent run exercises un-premultiplying; the opaque one the fast path.
            #expect(sawTranslucent == transparent)
            if evenSides { #expect(try pipeline.straightRGBAFrame(at: 0, scale: scale, transparent: transparent, evenSides: true, renderer: video).width % 2 == 1) }
        }
    }

    /// Padding repeats the last column and row, and un-premultiplies as Cairo's PNG writer
    /// does, checked on hand-made pixels (not through `writeStraightRGBA`).
    @Test func paddingRepeatsTheLastColumnAndRow() {
        // 3 x 2, premultiplied ARGB32: opaque red, half-transparent white (128: 255 * 128 / 128),
        // transparent; second row opaque blue, 50 % green (alpha 128, g 64 → (64 · 255 + 64) / 128 = 128), opaque black.
        let argb: [UInt32] = [0xFFFF_0000, 0x8080_8080, 0x0000_0000,
                              0xFF00_00FF, 0x8000_4000, 0xFF00_0000]
        let frame = argb.withUnsafeBytes { StraightRGBAFrame(argb32: $0.baseAddress!, width: 3, height: 2, stride: 12, paddedWidth: 4, paddedHeight: 3) }
        let row0: [UInt8] = [255, 0, 0, 255, 255, 255, 255, 128, 0, 0, 0, 0, 0, 0, 0, 0]
        let row1: [UInt8] = [0, 0, 255, 255, 0, 128, 0, 128, 0, 0, 0, 255, 0, 0, 0, 255]
        #expect(frame.bytes == row0 + row1 + row1)
        #expect(!frame.isOpaque)
        let opaque = [UInt32](repeating: 0xFF10_2030, count: 4)
        #expect(opaque.withUnsafeBytes { StraightRGBAFrame(argb32: $0.baseAddress!, width: 2, height: 2, stride: 8, paddedWidth: 2, paddedHeight: 2) }.isOpaque)
    }
}
