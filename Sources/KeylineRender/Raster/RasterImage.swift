import CCairo
import KeylinePixels

/// A rendered frame: a Cairo ARGB32 image surface (premultiplied alpha, native-endian
/// 32-bit pixels) that this object owns.
public final class RasterImage: @unchecked Sendable {
    // @unchecked: the surface is written once, while rendering, and only read afterwards.
    let surface: OpaquePointer
    /// The memory the surface draws into when it is not Cairo's own, kept while it lives.
    private let memory: PageBuffer?

    init(surface: OpaquePointer, memory: PageBuffer? = nil) {
        self.surface = surface
        self.memory = memory
        cairo_surface_flush(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// The Cairo surface, borrowed: valid while this image lives (for the encoder
    /// comparison and other Cairo-level tools).
    public var cairoSurface: OpaquePointer { surface }

    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }
    public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The pixel rows, `stride` bytes apart.
    public func withPixels<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        let data = cairo_image_surface_get_data(surface)!
        return try body(UnsafeRawBufferPointer(start: data, count: stride * height))
    }

    /// The pixel at (x, y) as straight-alpha 8-bit components, for tests and checks.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        withPixels { bytes in
            let word = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
            // Each byte typed on its own: as one tuple of conversions these lines took the type
            // checker most of a second.
            let a: UInt8 = UInt8(truncatingIfNeeded: word >> 24)
            let r: UInt8 = UInt8(truncatingIfNeeded: word >> 16)
            let g: UInt8 = UInt8(truncatingIfNeeded: word >> 8)
            let b: UInt8 = UInt8(truncatingIfNeeded: word)
            guard a > 0, a < 255 else { return (r, g, b, a) }
            let alpha = Int(a)
            func unpremultiply(_ c: UInt8) -> UInt8 { UInt8((Int(c) * 255 + alpha / 2) / alpha) }
            return (unpremultiply(r), unpremultiply(g), unpremultiply(b), a)
        }
    }
}
