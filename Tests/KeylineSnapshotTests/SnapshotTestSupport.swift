import CCairo
import CDeflate
import Foundation
import KeylineSnapshot
import KeylineTestSupport

/// A PNG written by hand, chunk by chunk, independently of Keyline's encoder: for colour
/// types, filters and damage the encoder never produces. Its chunks (length, type, data,
/// CRC-32) come from `HandWrittenPNG`, shared with the other targets' hand-written PNGs.
struct HandmadePNG {
    var width: Int
    var height: Int
    var bitDepth: UInt8 = 8
    var colorType: UInt8
    var interlace: UInt8 = 0
    /// Unfiltered samples per row (`width * channels` bytes each).
    var rows: [[UInt8]]
    /// The filter type of each row (cycled when shorter than `rows`).
    var filters: [UInt8] = [0]
    var palette: [UInt8]? = nil
    var transparency: [UInt8]? = nil
    /// IDAT is split into chunks of at most this many bytes.
    var idatChunkSize = Int.max

    var bytesPerPixel: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)] ?? 1 }

    var ihdr: [UInt8] {
        HandWrittenPNG.bigEndian(UInt32(width)) + HandWrittenPNG.bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, interlace]
    }

    /// Filter-type byte and filtered samples for every row (PNG spec §9.2).
    var filteredScanlines: [UInt8] {
        var out: [UInt8] = []
        let bpp = bytesPerPixel
        for (y, row) in rows.enumerated() {
            let type = filters[y % filters.count]
            let above = y > 0 ? rows[y - 1] : [UInt8](repeating: 0, count: row.count)
            out.append(type)
            for i in 0..<row.count {
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                let b = Int(above[i])
                let c = i >= bpp ? Int(above[i - bpp]) : 0
                let prediction: Int
                switch type {
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    prediction = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: prediction = 0
                }
                out.append(UInt8((Int(row[i]) - prediction) & 0xFF))
            }
        }
        return out
    }

    func bytes(zlib: [UInt8]? = nil) -> [UInt8] {
        var png = HandWrittenPNG.signature
        png += HandWrittenPNG.chunk("IHDR", ihdr)
        if let palette { png += HandWrittenPNG.chunk("PLTE", palette) }
        if let transparency { png += HandWrittenPNG.chunk("tRNS", transparency) }
        let data = zlib ?? Self.zlibCompress(filteredScanlines)
        var start = 0
        repeat {
            let end = min(data.count, start + idatChunkSize)
            png += HandWrittenPNG.chunk("IDAT", Array(data[start..<end]))
            start = end
        } while start < data.count
        png += HandWrittenPNG.chunk("IEND", [])
        return png
    }

    static func zlibCompress(_ data: [UInt8], level: Int32 = 6) -> [UInt8] {
        let compressor = libdeflate_alloc_compressor(level)!
        defer { libdeflate_free_compressor(compressor) }
        var out = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, data.count))
        let n = data.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { libdeflate_zlib_compress(compressor, input.baseAddress, input.count, $0.baseAddress, $0.count) }
        }
        return Array(out[..<n])
    }
}

/// A Cairo ARGB32 surface drawn by a test, and its pixels.
struct CairoDrawing {
    let surface: OpaquePointer

    init(width: Int, height: Int, background: (Double, Double, Double, Double)? = (1, 1, 1, 1), _ draw: (OpaquePointer) -> Void) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        if let (r, g, b, a) = background {
            cairo_set_source_rgba(cr, r, g, b, a)
            cairo_paint(cr)
        }
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    func destroy() { cairo_surface_destroy(surface) }

    /// The surface's words, rows back to back.
    var image: PixelImage {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var words: [UInt32] = []
        for y in 0..<height {
            for x in 0..<width { words.append(data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)) }
        }
        return PixelImage(width: width, height: height, pixels: words)
    }

    /// Written by Cairo's own PNG writer (libpng: adaptive filters, zlib).
    var cairoPNG: [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        precondition(status == CAIRO_STATUS_SUCCESS)
        return sink.bytes
    }
}

/// Deterministic pseudo-random bytes (SplitMix64), so failures reproduce.
struct SeededBytes {
    var state: UInt64
    mutating func next() -> UInt8 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt8(truncatingIfNeeded: z ^ (z >> 31))
    }
}

/// An opaque word from a hex colour such as 0x0D7377.
func opaque(_ rgb: UInt32) -> UInt32 { 0xFF00_0000 | rgb }

/// A fresh directory for one test, removed afterwards.
final class ScratchDirectory {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("keyline-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = url.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}
