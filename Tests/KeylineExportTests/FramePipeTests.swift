import Foundation
import KeylinePixels
import Synchronization
import Testing
@testable import KeylineExport

/// `FramePipe` hands a frame's own pages to the pipe (vmsplice): until the reader has taken
/// them, the frame's buffer must not go back to its pool and be drawn over, or ffmpeg would
/// read the next frame's pixels in its place.
struct FramePipeTests {
    /// A frame of `width` opaque pixels whose B byte is `mark`: bytes [mark, 0, 0, 255] each.
    func frame(_ mark: UInt8, width: Int, pool: FrameBufferPool) -> StraightBGRAFrame {
        let words = [UInt32](repeating: 0xFF00_0000 | UInt32(mark), count: width)
        return words.withUnsafeBytes {
            StraightBGRAFrame(argb32: $0.baseAddress!, width: width, height: 1, stride: width * 4, paddedWidth: width, paddedHeight: 1, pool: pool)
        }
    }

    /// Frames sent while nobody reads, dropped by the sender at once, then more frames made
    /// from the same pool: the reader, started only then, gets every frame's own bytes.
    /// A buffer given back while its pages were still in the pipe would have been reused for
    /// a later frame, and an earlier frame would read as the later one's bytes.
    @Test func framesKeepTheirBytesUntilTheReaderHasThem() throws {
        var ends: [Int32] = [0, 0]
        try #require(Foundation.pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let pipe = FramePipe(fileDescriptor: writeEnd)
        let pool = FrameBufferPool(keep: 16)
        // A fifth of the pipe a frame (200 KiB in a 1 MiB pipe): three fit in it with no reader.
        let width = pipe.size / 5 / 4
        try #require(width > 0)
        let count = 12
        for mark in 0..<3 { #expect(pipe.send(frame(UInt8(mark), width: width, pool: pool))) }
        // Made while the first three lie unread in the pipe: they must not share their buffers.
        let later = (3..<count).map { frame(UInt8($0), width: width, pool: pool) }

        let received = Mutex<[UInt8]>([])
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { Foundation.read(readEnd, $0.baseAddress!, $0.count) }
                if n <= 0 { break }
                bytes += chunk[..<n]
            }
            received.withLock { $0 = bytes }
            done.signal()
        }
        for frame in later { #expect(pipe.send(frame)) }
        // Twelve frames of a fifth of the pipe: those followed by a whole pipe's worth are let go.
        #expect(pipe.heldFrames <= 6)
        close(writeEnd)
        done.wait()
        pipe.release()
        close(readEnd)
        let bytes = received.withLock { $0 }
        try #require(bytes.count == count * width * 4)
        for mark in 0..<count {
            let start = mark * width * 4
            let wrong = stride(from: start, to: start + width * 4, by: 4).first { bytes[$0] != UInt8(mark) || bytes[$0 + 3] != 255 }
            #expect(wrong == nil, "frame \(mark) read as another frame's bytes at byte \(wrong ?? 0)")
        }
    }
}
