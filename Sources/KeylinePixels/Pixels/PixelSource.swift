/// Anything the comparison can read: premultiplied ARGB32 pixels (see `PixelImage`) in rows.
/// A decoded golden (`PixelImage`) and a rendered frame (`RasterImage`) both are, so a
/// frame is compared in place, without a copy.
public protocol PixelSource {
    var width: Int { get }
    var height: Int { get }
    /// Lends the rows for the duration of `body`.
    func withPixelRows<R>(_ body: (PixelRows) throws -> R) rethrows -> R
}

/// Borrowed rows of premultiplied ARGB32 words, `stride` bytes apart (at least `width * 4`).
public struct PixelRows {
    public let base: UnsafeRawPointer
    public let width: Int
    public let height: Int
    public let stride: Int

    package init(base: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        (self.base, self.width, self.height, self.stride) = (base, width, height, stride)
    }

    /// Row `y` (0 is the top), `width` words.
    @inline(__always)
    public func row(_ y: Int) -> UnsafePointer<UInt32> {
        (base + y &* stride).assumingMemoryBound(to: UInt32.self)
    }

    @inline(__always)
    public subscript(x: Int, y: Int) -> UInt32 { row(y)[x] }

    /// Whether the rows lie back to back, so the whole image is one run of bytes.
    package var isContiguous: Bool { stride == width * 4 }
}

extension PixelImage: PixelSource {
    public func withPixelRows<R>(_ body: (PixelRows) throws -> R) rethrows -> R {
        try pixels.withUnsafeBytes { bytes in
            // An empty array may have no storage; any aligned address serves for no rows.
            let base = bytes.baseAddress ?? UnsafeRawPointer(bitPattern: MemoryLayout<UInt32>.alignment)!
            return try body(PixelRows(base: base, width: width, height: height, stride: width * 4))
        }
    }
}
