import Foundation
import KeylineCore
import KeylineLayout

/// Frames rendered on several threads and handed over in order, for an encoder that takes
/// one frame after another (`keyline render --format`): no PNG files in between.
///
/// Workers render frames as `ParallelJobs` hands them out and put them into a reorder
/// buffer; the calling thread takes frame 0, 1, 2… from it as they arrive. A worker that
/// gets more than `window` frames ahead of the one the encoder waits for waits itself, so
/// at most `window` frames are held (12 MB each at @3x on an iPhone 14). It cannot wait
/// forever: the frame the encoder waits for is the lowest one not yet handed over, which
/// some worker is rendering and may always deposit.
public enum FrameStream {
    /// Renders frame i of `count` with `render(i, renderer)` on `threads` threads and calls
    /// `consume(i, frame)` on the calling thread in order. The first error, from either
    /// side, stops both and is rethrown.
    /// A frame is whatever the encoder takes: pixels (`PixelImage`), or bytes converted for
    /// it on the rendering thread (`StraightBGRAFrame`).
    public static func run<Frame: Sendable>(
        count: Int, threads: Int, window: Int, diagnostics: DiagnosticLog,
        render: @escaping @Sendable (Int, Renderer) throws -> Frame,
        consume: (Int, Frame) throws -> Void
    ) throws {
        let buffer = ReorderBuffer<Frame>(window: max(1, window))
        let workersDone = DispatchSemaphore(value: 0)
        // Runs of 4 consecutive frames: a renderer reuses what it drew for the frame before.
        Thread.detachNewThread {
            do {
                try ParallelJobs.run(Array(0..<count), threads: threads, run: 4, diagnostics: diagnostics) { index, renderer in
                    do {
                        try buffer.deposit(index, try render(index, renderer))
                    } catch {
                        // At once, not when every worker has stopped: another worker may be
                        // waiting for the encoder, which waits for the frame that failed.
                        buffer.finishProducing(error: error)
                        throw error
                    }
                }
                buffer.finishProducing(error: nil)
            } catch {
                buffer.finishProducing(error: error)
            }
            workersDone.signal()
        }
        do {
            for index in 0..<count { try consume(index, try buffer.take(index)) }
        } catch {
            buffer.cancel()
            workersDone.wait()
            throw error
        }
        workersDone.wait()
    }

    final class ReorderBuffer<Frame: Sendable>: @unchecked Sendable {
        // @unchecked: every field is read and written under `condition`'s lock.
        private let condition = NSCondition()
        private let window: Int
        private var frames: [Int: Frame] = [:]
        private var next = 0
        private var cancelled = false
        private var producersDone = false
        private var producerError: (any Error)?

        init(window: Int) { self.window = window }

        func deposit(_ index: Int, _ frame: Frame) throws {
            condition.lock()
            defer { condition.unlock() }
            while index >= next + window, !cancelled, producerError == nil { condition.wait() }
            if cancelled || producerError != nil { throw CancellationError() }
            frames[index] = frame
            condition.broadcast()
        }

        func take(_ index: Int) throws -> Frame {
            condition.lock()
            defer { condition.unlock() }
            while frames[index] == nil {
                if let producerError { throw producerError }
                precondition(!producersDone, "every frame is deposited before the workers finish without an error")
                condition.wait()
            }
            next = index + 1
            condition.broadcast()
            return frames.removeValue(forKey: index)!
        }

        func cancel() {
            condition.lock()
            cancelled = true
            condition.broadcast()
            condition.unlock()
        }

        func finishProducing(error: (any Error)?) {
            condition.lock()
            producersDone = true
            if producerError == nil { producerError = error }
            condition.broadcast()
            condition.unlock()
        }
    }
}

extension TimelinePipeline {
    /// The frame at t as pixels for an encoder. A frame whose display list equals the one this
    /// renderer drew last (a hold, a settled tail) is that frame again, not drawn again.
    ///
    /// - Parameter transparent: drawn without what is behind the screen's content: the
    ///   window's background, and a first item that covers the whole canvas with one opaque
    ///   colour (a screen's `background` rect). What is left over is transparent.
    public func pixels(at t: Double, scale: Double, transparent: Bool, renderer: Renderer) throws -> PixelImage {
        var list = try displayList(at: t, renderer: renderer)
        if transparent { list = list.withoutBackdrop }
        if let last = renderer.lastPixels, last.scale == scale, last.list == list { return last.image }
        let image = renderer.rasterizeIntoFrameSurface(list, scale: scale).pixelImage
        renderer.lastPixels = (list, scale, image)
        return image
    }
}

extension TimelinePipeline {
    /// The size in pixels of every frame at `scale`, known before any is drawn: a frame's
    /// canvas is its layout's device (`DisplayListBuilder`), the variant's.
    public func frameSize(scale: Double) -> (width: Int, height: Int) {
        let device = timeline.variant.device.size
        return (Int(Rasterizer.pixels(device.width, scale)), Int(Rasterizer.pixels(device.height, scale)))
    }

    /// The frame at t as a video encoder's input (`StraightBGRAFrame`), drawn on this thread
    /// straight into a buffer reused once ffmpeg has read it, and made straight there: no
    /// copy of the pixels is made. A frame whose
    /// display list equals the last one this renderer drew for a video is that frame again
    /// (its bytes shared, not copied).
    ///
    /// - Parameter evenSides: an odd side grows by one pixel, a copy of the last row or
    ///   column (H.264 and VP9 in 4:2:0 store colour per 2x2 block).
    public func straightBGRAFrame(at t: Double, scale: Double, transparent: Bool, evenSides: Bool,
                                  renderer: Renderer) throws -> StraightBGRAFrame {
        var list = try displayList(at: t, renderer: renderer)
        if transparent { list = list.withoutBackdrop }
        if let last = renderer.lastVideoFrame, last.scale == scale, last.evenSides == evenSides, last.list == list { return last.frame }
        let frame = renderer.rasterizeIntoVideoFrame(list, scale: scale, evenSides: evenSides)
        renderer.lastVideoFrame = (list, scale, evenSides, frame)
        return frame
    }
}

extension DisplayList {
    /// The list without the window's background and a canvas-covering opaque fill first.
    public var withoutBackdrop: DisplayList {
        var list = self
        list.background = .clear
        if Rasterizer.coversCanvas(list.items.first, list.canvas) { list.items.removeFirst() }
        return list
    }
}

extension RasterImage {
    /// A copy of the pixels, rows back to back.
    public var pixelImage: PixelImage {
        let (w, h, rowBytes) = (width, height, stride)
        return withPixels { bytes in
            PixelImage(width: w, height: h, pixels: [UInt32](unsafeUninitializedCapacity: w * h) { words, count in
                for y in 0..<h {
                    UnsafeMutableRawPointer(words.baseAddress! + y * w).copyMemory(from: bytes.baseAddress! + y * rowBytes, byteCount: w * 4)
                }
                count = w * h
            })
        }
    }
}
