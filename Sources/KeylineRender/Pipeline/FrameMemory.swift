import CCairo

/// How the C heap treats the scratch surfaces of a sequence's frames.
///
/// Drawing a frame allocates and frees surfaces of a few hundred kilobytes to a few
/// megabytes: Cairo's groups for a translucent view, librsvg's layers for an SVG's clip
/// paths, shadow masks. By default glibc maps each allocation above its threshold (128 KiB,
/// raised as such blocks are freed) on its own and unmaps it when freed, and gives the top
/// of a thread's heap back to the system once more than twice that is free there: the next
/// frame's surface is then fresh pages, each a page fault when first written, a cost that is
/// high on virtual machines. On UrbanNest's slide-1 appear sequence at @3x (55 frames) a
/// render took about 27,000 page faults (docs/video-export.md, "Speed").
/// `keepScratchMemory` raises both thresholds once, for the whole process, before frames
/// are drawn: freed surfaces stay in the heap and the next frame's come from there (page
/// faults with the frame surfaces on 2 MiB pages: 26,000 → 6,400). Memory freed is kept
/// rather than returned; the peak grows little (that render: 102 → 108 MB resident).
public enum FrameMemory {
    /// Blocks up to 32 MiB (glibc's own highest dynamic threshold) come from the heap.
    static let mapThreshold: Int32 = 32 << 20
    /// Free memory at the top of a heap is returned above 256 MiB only.
    static let trimThreshold: Int32 = 256 << 20

    public static func keepScratchMemory() {
        #if canImport(Glibc)
        // Advice: where it fails, frames are drawn as before.
        _ = mallopt(M_MMAP_THRESHOLD, mapThreshold)
        _ = mallopt(M_TRIM_THRESHOLD, trimThreshold)
        #endif
    }
}
