import Foundation

/// The pipe to ffmpeg's standard input, fed a frame's own pages with Linux's `vmsplice(2)`
/// instead of copying them into the pipe with `write(2)`: at @3x a frame is 12 MB, and the
/// kernel's copy into the pipe was about a ninth of Keyline's own CPU time beside ffmpeg on
/// UrbanNest's slide 1 (docs/video-export.md, "Speed"). ffmpeg reads the pages as before
/// (its `read(2)` copies them out), so what it receives is the same bytes.
///
/// A spliced page belongs to the pipe until ffmpeg has read it: without SPLICE_F_GIFT the pipe
/// refers to the caller's pages, not a copy (vmsplice(2)), so a frame's buffer must not go back
/// to the pool and be drawn over before then. A pipe holds at most its size, so once that many
/// bytes have been spliced after a frame, the frame has been read in full; until then this
/// keeps the frame (and so its buffer) alive.
/// Where vmsplice is missing or refused (not Linux, not a pipe), frames are written with
/// `write(2)`, which copies them, and nothing needs keeping.
final class FramePipe {
    private let fd: Int32
    /// The pipe's size in bytes (`F_GETPIPE_SZ`): at most this much of what was sent is unread.
    let size: Int
    /// Whether frames are spliced (false: written, copied).
    private var splicing: Bool
    /// Frames spliced whose pages may still be in the pipe, and the bytes spliced after each.
    private var inPipe: [(frame: StraightBGRAFrame, bytesAfter: Int)] = []
    /// Whether any page has been spliced: after that, a refusal is an error, not a fallback.
    private var splicedAny = false

    /// Linux's F_SETPIPE_SZ and F_GETPIPE_SZ (fcntl.h, under _GNU_SOURCE, which Glibc's module does not set).
    private static let setPipeSize: Int32 = 1031, getPipeSize: Int32 = 1032

    private typealias VMSplice = @convention(c) (Int32, UnsafePointer<iovec>, Int, UInt32) -> Int
    /// glibc's `vmsplice`, looked up at run time: Glibc's Swift module declares it only under
    /// _GNU_SOURCE.
    private static let vmsplice: VMSplice? = dlsym(nil, "vmsplice").map { unsafeBitCast($0, to: VMSplice.self) }

    /// The write end of a pipe, grown to `size` bytes where Linux allows it: through the
    /// default 64 KB, ffmpeg's reads and these writes take turns about 190 times a 12 MB frame;
    /// 1 MB (Linux's most for a process without privileges, /proc/sys/fs/pipe-max-size) cuts
    /// that sixteen-fold. Where it is refused the default stays, only slower.
    init(fileDescriptor fd: Int32, size: Int = 1 << 20) {
        self.fd = fd
        _ = fcntl(fd, Self.setPipeSize, Int32(size))
        self.size = Int(fcntl(fd, Self.getPipeSize))
        splicing = Self.vmsplice != nil && self.size > 0
    }

    /// Gives ffmpeg the frame's bytes, in full; false when it stopped taking them (EPIPE).
    func send(_ frame: StraightBGRAFrame) -> Bool {
        let sent = frame.withBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let n = put(bytes.baseAddress! + offset, count: bytes.count - offset)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        guard sent, splicing else { return sent }
        let count = frame.paddedWidth * frame.paddedHeight * 4
        for i in inPipe.indices { inPipe[i].bytesAfter += count }
        inPipe.removeAll { $0.bytesAfter >= size }
        inPipe.append((frame, 0))
        return true
    }

    /// Once ffmpeg has exited (or will read no more), no page is in the pipe.
    func release() { inPipe.removeAll() }

    /// Frames held because their pages may still be in the pipe (for tests).
    var heldFrames: Int { inPipe.count }

    private func put(_ bytes: UnsafeRawPointer, count: Int) -> Int {
        if splicing, let vmsplice = Self.vmsplice {
            var chunk = iovec(iov_base: UnsafeMutableRawPointer(mutating: bytes), iov_len: count)
            let n = vmsplice(fd, &chunk, 1, 0)
            // Refused for this descriptor (EINVAL: not a pipe; ENOSYS): copy from now on.
            if n < 0, errno == EINVAL || errno == ENOSYS, !splicedAny {
                splicing = false
                return Foundation.write(fd, bytes, count)
            }
            if n > 0 { splicedAny = true }
            return n
        }
        return Foundation.write(fd, bytes, count)
    }
}
