import CCairo
import KeylineRender

/// ARGB32 pixels owned by a test, with a chosen stride; padding words between rows
/// hold a marker value the encoder must ignore.
struct TestPixels {
    let width: Int
    let height: Int
    /// In 32-bit words.
    let strideWords: Int
    var words: [UInt32]

    var strideBytes: Int { strideWords * 4 }

    init(width: Int, height: Int, extraStrideWords: Int = 0, padding: UInt32 = 0x5A5A_5A5A,
         pixel: (_ x: Int, _ y: Int) -> UInt32) {
        self.width = width
        self.height = height
        strideWords = width + extraStrideWords
        words = [UInt32](repeating: padding, count: strideWords * height)
        for y in 0..<height {
            for x in 0..<width { words[y * strideWords + x] = pixel(x, y) }
        }
    }

    /// The pixels without row padding.
    var tight: [UInt32] {
        (0..<height).flatMap { y in words[(y * strideWords)..<(y * strideWords + width)] }
    }

    func encoded(with encoder: PNGEncoder = PNGEncoder()) throws -> [UInt8] {
        try words.withUnsafeBytes {
            try encoder.encode(argb32: $0.baseAddress!, width: width, height: height, stride: strideBytes)
        }
    }

    /// Runs `body` with a Cairo image surface over a copy of these pixels.
    func withSurface<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        var copy = words
        return try copy.withUnsafeMutableBytes { buffer in
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(width), Int32(height), Int32(strideBytes))!
            defer { cairo_surface_destroy(surface) }
            return try body(surface)
        }
    }
}

/// Deterministic pseudo-random numbers (SplitMix64), so failures reproduce.
struct SeededRandom {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func byte(upTo limit: UInt32 = 255) -> UInt32 {
        UInt32(next() % UInt64(limit + 1))
    }

    /// An opaque ARGB32 pixel.
    mutating func opaquePixel() -> UInt32 {
        0xFF00_0000 | UInt32(truncatingIfNeeded: next()) & 0x00FF_FFFF
    }

    /// A valid premultiplied ARGB32 pixel: each colour channel at most alpha.
    mutating func premultipliedPixel() -> UInt32 {
        let alpha = byte()
        return alpha << 24 | byte(upTo: alpha) << 16 | byte(upTo: alpha) << 8 | byte(upTo: alpha)
    }
}

/// Cairo's own PNG writer and reader, for comparison.
enum CairoPNG {
    static func write(_ surface: OpaquePointer) -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        precondition(status == CAIRO_STATUS_SUCCESS, "Cairo could not write a PNG")
        return sink.bytes
    }

    /// Decodes `png` with `cairo_image_surface_create_from_png_stream` and returns its
    /// format and its pixels without row padding, or nil if Cairo rejects the file.
    static func read(_ png: [UInt8]) -> (format: cairo_format_t, pixels: [UInt32])? {
        final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let source = Source(png)
        let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
            let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            for i in 0..<count { data![i] = source.bytes[source.offset + i] }
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        return (cairo_image_surface_get_format(surface), pixels(of: surface))
    }

    /// The pixels of an image surface, rows back to back.
    static func pixels(of surface: OpaquePointer) -> [UInt32] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var result: [UInt32] = []
        result.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                result.append(data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self))
            }
        }
        return result
    }
}
