import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Asks Linux to back large buffers with 2 MiB pages.
///
/// A decoded @3x frame is about 12 MB. In a fresh process every 4 KiB page of it is a page
/// fault when first written, and on the virtual machines CI runs on a fault costs a few
/// microseconds. Measured here (a C program writing two 4 MB buffers, `perf stat`, CPU
/// time beyond an empty run): 4.2 ms with plain `malloc`, about 2.3 ms with the 2 MiB-aligned
/// middle advised as huge pages, about 1 ms with the whole range aligned and advised
/// (`PageBuffer`); and `keyline diff` of the @2x golden pair spends 7.2 ms of system time
/// without huge pages, 4.1 ms with them (`perf stat`, 100 runs). With transparent huge
/// pages in `madvise` mode (Debian's default) a range gets 2 MiB pages only where asked;
/// where THP is off the advice does nothing.
enum HugePages {
    static let size = 2 << 20

    /// Advises the 2 MiB-aligned middle of a buffer that is not yet touched (an array's
    /// storage: its start is not ours to align), so no memory outside it is touched.
    static func advise(_ start: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
        guard count >= size else { return }
        let address = UInt(bitPattern: start)
        let first = (address + UInt(size) - 1) & ~UInt(size - 1)
        let end = (address + UInt(count)) & ~UInt(size - 1)
        guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(aligned, Int(end - first), MADV_HUGEPAGE)  // advice only: failure changes nothing
        #endif
    }
}

/// Memory of its own for a decode buffer: from 2 MiB on, mapped at a 2 MiB boundary and
/// advised as huge pages (see `HugePages`); unmapped when released. Contents undefined
/// (zeros when fresh). Reused through `PageBuffer.Pool`; public for the rendering side's
/// frame surfaces (`Renderer`), which live as long as a sequence does.
public final class PageBuffer: @unchecked Sendable {
    public let base: UnsafeMutableRawPointer
    /// At least the bytes asked for: rounded up to whole huge pages for a buffer of one or
    /// more, exactly as asked (at least 1) for a smaller one.
    public let count: Int
    private let mapping: UnsafeMutableRawPointer
    private let mappedBytes: Int

    /// nil when the system has no memory to map.
    public init?(count: Int) {
        // Huge pages only for buffers of one at least: a 2 MiB page is zeroed whole when
        // first touched, which a small image would pay for nothing.
        let huge = count >= HugePages.size ? HugePages.size : 1
        let rounded = (max(count, 1) + huge - 1) / huge * huge
        mappedBytes = rounded + (huge > 1 ? huge : 0)  // room to align the start
        guard let mapping = mmap(nil, mappedBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapping != MAP_FAILED else { return nil }
        self.mapping = mapping
        let aligned = (UInt(bitPattern: mapping) + UInt(huge) - 1) & ~UInt(huge - 1)
        base = UnsafeMutableRawPointer(bitPattern: aligned) ?? mapping
        self.count = rounded
        #if os(Linux)
        if huge > 1 { _ = madvise(base, rounded, MADV_HUGEPAGE) }  // advice only: failure changes nothing
        #endif
    }

    deinit { munmap(mapping, mappedBytes) }

    /// Keeps the last four buffers released, for the next decodes: `keyline test` and
    /// `expectGolden` decode one golden after another (its samples and its words, on two
    /// jobs at once), and a buffer kept is already mapped. None over 64 MiB.
    final class Pool: Sendable {
        static let shared = Pool()
        static let largest = 64 << 20
        static let kept = 4

        private let buffers = Mutex<[PageBuffer]>([])

        /// A buffer of at least `count` bytes; nil when none can be mapped.
        func take(count: Int) -> PageBuffer? {
            let kept = buffers.withLock { buffers -> PageBuffer? in
                guard let i = buffers.firstIndex(where: { $0.count >= count }) else { return nil }
                return buffers.remove(at: i)
            }
            return kept ?? PageBuffer(count: count)
        }

        func give(back buffer: PageBuffer) {
            guard buffer.count <= Self.largest else { return }
            buffers.withLock { buffers in
                buffers.append(buffer)
                if buffers.count > Self.kept { buffers.removeFirst() }
            }
        }
    }
}
