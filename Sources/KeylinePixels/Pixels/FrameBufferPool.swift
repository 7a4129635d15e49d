import Synchronization

/// Byte buffers for video frames, given back to the pool when the last frame holding one
/// is gone, and handed out again: a 12 MB frame (@3x) in a fresh allocation costs about
/// 3,000 page faults, each zeroing a page, and an unmap when it is freed; on the MP4 export
/// of UrbanNest's slide 1 that was a sixth of Keyline's own CPU time (docs/video-export.md,
/// "Speed"). A reused buffer's pages stay mapped.
///
/// How many buffers are out at once is bounded by whoever holds the frames (`FrameStream`'s
/// window); the pool keeps at most `keep` of those given back.
public final class FrameBufferPool: Sendable {
    /// Buffers given back, all of `size` bytes (a pool serves one frame size at a time).
    private struct Free: @unchecked Sendable {
        // @unchecked: only reached through the mutex.
        var buffers: [UnsafeMutableRawPointer] = []
        var size = 0
    }
    private let free = Mutex(Free())
    private let keep: Int

    public init(keep: Int = 8) { self.keep = keep }

    deinit { free.withLock { for buffer in $0.buffers { buffer.deallocate() } } }

    /// A buffer of `count` bytes, its contents whatever they were (the caller writes all of it).
    public func take(count: Int) -> FrameBuffer {
        // Out of the lock as a `Free` of at most one buffer (a raw pointer is not Sendable).
        let reused = free.withLock { free -> Free in
            guard free.size == count, let buffer = free.buffers.popLast() else { return Free() }
            return Free(buffers: [buffer], size: count)
        }
        return FrameBuffer(base: reused.buffers.first ?? .allocate(byteCount: max(count, 1), alignment: 64), count: count, pool: self)
    }

    fileprivate func giveBack(_ base: UnsafeMutableRawPointer, count: Int) {
        let dropped = free.withLock { free -> Free in
            var dropped = Free()
            if free.size != count {
                // Another size from now on: the old buffers cannot serve it.
                dropped.buffers = free.buffers
                free = Free(buffers: [], size: count)
            }
            if free.buffers.count < keep { free.buffers.append(base) } else { dropped.buffers.append(base) }
            return dropped
        }
        for buffer in dropped.buffers { buffer.deallocate() }
    }
}

/// `count` bytes from a `FrameBufferPool`, back to it when this is released. Written once by
/// the thread that makes the frame, before the frame is handed to another thread (through a
/// lock, which orders the writes before the reads), and only read after that.
public final class FrameBuffer: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    let count: Int
    private let pool: FrameBufferPool

    fileprivate init(base: UnsafeMutableRawPointer, count: Int, pool: FrameBufferPool) {
        self.base = base
        self.count = count
        self.pool = pool
    }

    deinit { pool.giveBack(base, count: count) }
}
