#if canImport(Glibc)
import Glibc
#endif

/// A PNG's image data inflated and unfiltered (the decoder's first two stages), in a buffer
/// with room for the pixels' words, so that the last stage, converting samples to words,
/// can follow in place, or be skipped: two images whose samples are equal, in the same
/// sample format, have equal pixels. `PNGFileComparison` compares samples row by row first
/// and converts only when some row differs, which spares an unchanged render and its golden
/// (same pixels, other bytes) the conversion of both files.
///
/// A class so that `pixels()` owns the only reference to the buffer and converts it where it
/// lies (a struct copied into an array would make that conversion copy 12 MB first).
/// @unchecked Sendable: the buffer is written only by `pixels()`, which the one caller that
/// converts calls once, after which the samples are not read.
final class DecodedSamples: @unchecked Sendable {
    let header: PNGImageHeader
    let context: SampleConversion.Context
    /// Row y's samples at byte `y * (1 + rowBytes) + 1`; at least `width * height` words.
    private var storage: [UInt32]

    /// Inflates and unfilters the image data of a file whose layout was checked.
    init(_ layout: PNGLayout, in file: UnsafeRawBufferPointer) throws(PNGDecodingError) {
        let header = layout.header
        // The scanlines, plus a spare byte so that a 3-byte pixel can be loaded as a word.
        let capacity = max(header.width * header.height, (header.scanlineBytes + 1 + 3) / 4)
        var failure: PNGDecodingError?
        storage = [UInt32](unsafeUninitializedCapacity: capacity) { buffer, count in
            let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
            HugePages.advise(raw, count: capacity * 4)
            do throws(PNGDecodingError) {
                try PNGDecoder.inflate(layout, in: file, into: raw)
                raw.storeBytes(of: 0, toByteOffset: header.scanlineBytes, as: UInt8.self)
                try raw.withMemoryRebound(to: UInt8.self, capacity: capacity * 4) { (bytes) throws(PNGDecodingError) in
                    try ScanlineUnfilter.unfilter(bytes, rows: header.height, rowBytes: header.rowBytes, bpp: header.bytesPerPixel)
                }
            } catch {
                failure = error
            }
            count = capacity  // on failure the array is dropped unread
        }
        if let failure { throw failure }
        self.header = header
        context = SampleConversion.Context(header: header, file: file, palette: layout.palette, transparency: layout.transparency)
    }

    /// Whether `other`'s samples mean the same as these: same size, colour type, palette
    /// and transparent colour. Then equal samples are equal pixels.
    func hasSameSampleFormat(as other: DecodedSamples) -> Bool {
        header == other.header && context.paletteSize == other.context.paletteSize && context.palette == other.context.palette
            && context.transparentKey.map { [$0.0, $0.1, $0.2] } == other.context.transparentKey.map { [$0.0, $0.1, $0.2] }
    }

    /// Whether every row's samples equal `other`'s (callers check the format first).
    func hasSameSamples(as other: DecodedSamples) -> Bool {
        let (rows, rowBytes) = (header.height, header.rowBytes)
        return storage.withUnsafeBytes { a in
            other.storage.withUnsafeBytes { b in
                (0..<rows).allSatisfy { y in
                    let offset = y * (1 + rowBytes) + 1
                    return memcmp(a.baseAddress! + offset, b.baseAddress! + offset, rowBytes) == 0
                }
            }
        }
    }

    /// The last stage: each pixel's samples replaced by its word, in place (see
    /// `SampleConversion.convertInPlace`).
    func pixels() throws(PNGDecodingError) -> PixelImage {
        let context = self.context
        var words = storage
        storage = []  // the buffer's only reference now: converted without a copy
        var failure: PNGDecodingError?
        words.withUnsafeMutableBytes { raw in
            do throws(PNGDecodingError) {
                try SampleConversion.premultiplyTable.withUnsafeBufferPointer { (table) throws(PNGDecodingError) in
                    try SampleConversion.convertInPlace(raw.baseAddress!, context: context, table: table.baseAddress!)
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        let pixelCount = header.width * header.height
        if words.count > pixelCount { words.removeLast(words.count - pixelCount) }  // keeps the storage
        return PixelImage(width: header.width, height: header.height, pixels: words)
    }
}
