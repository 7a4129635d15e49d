#if canImport(Glibc)
import Glibc
#endif

/// A PNG's image data inflated, its rows' filter types checked, and its rows unfiltered
/// (reconstructed) only as they are needed, top to bottom (`unfilter(through:)`); not
/// converted to pixel words. So the last stages can be done row by row, while a row is in
/// cache (`SampleRowComparison`), or skipped: two images whose filtered rows are equal,
/// in the same sample format, have equal samples, and equal samples are equal pixels.
///
/// The data lives in a `PageBuffer` (on 2 MiB pages where it is large, reused through its
/// pool), and only it: a comparison that converts row by row never touches the 12 MB that
/// a @3x frame's words would take, and in a fresh process every page touched costs.
/// `pixels()` converts every row into a new array of words when a whole image is needed.
///
/// One thread at a time: unfiltering writes the buffer.
final class DecodedSamples: @unchecked Sendable {
    let header: PNGImageHeader
    let context: SampleConversion.Context
    private let buffer: PageBuffer
    /// Rows 0 ..< this are reconstructed.
    private(set) var unfilteredRows = 0

    /// Inflates the image data of a file whose layout was checked, and checks every row's
    /// filter type (so that unfiltering cannot fail later, and fails as it always did).
    init(_ layout: PNGLayout, in file: UnsafeRawBufferPointer) throws(PNGDecodingError) {
        let stored = layout.header
        // 16-bit and interlaced images are reduced to 8-bit rows first (unfiltered already).
        let header = stored.isConvertedDirectly ? stored : stored.reduced(keyedTransparency: layout.transparency != nil)
        guard let buffer = PageBuffer.Pool.shared.take(count: header.scanlineBytes) else {
            throw .unreadable(reason: "out of memory (no room for the \(header.scanlineBytes) bytes of its image data)")
        }
        self.header = header
        self.buffer = buffer
        // A 16-bit image's transparent colour became an alpha channel in the reduction.
        let transparency = stored.bitDepth == 16 ? nil : layout.transparency
        context = SampleConversion.Context(header: header, file: file, palette: layout.palette, transparency: transparency)
        if stored.isConvertedDirectly {
            try PNGDecoder.inflate(layout, in: file, into: buffer.base)
            try ScanlineUnfilter.checkFilterTypes(scanlines, rows: header.height, rowBytes: header.rowBytes)
        } else {
            try StoredSampleReduction.reduce(layout, in: file, reduced: header, into: scanlines)
        }
    }

    deinit { PageBuffer.Pool.shared.give(back: buffer) }

    private var scanlines: UnsafeMutablePointer<UInt8> { buffer.base.assumingMemoryBound(to: UInt8.self) }

    /// Row y (its filter-type byte, then its samples) starts `y * pitch` bytes into the
    /// buffer `withScanlines` lends.
    var pitch: Int { 1 + header.rowBytes }

    func withScanlines<R>(_ body: (UnsafePointer<UInt8>) -> R) -> R {
        withExtendedLifetime(self) { body(UnsafePointer(scanlines)) }
    }

    /// Reconstructs the rows up to and including `row` that are not yet.
    func unfilter(through row: Int) {
        let end = min(row + 1, header.height)
        guard end > unfilteredRows else { return }
        // The filter types were checked in init, so this cannot throw.
        try? ScanlineUnfilter.unfilter(scanlines, rows: unfilteredRows..<end, rowBytes: header.rowBytes, bpp: header.bytesPerPixel)
        unfilteredRows = end
    }

    /// Whether `other`'s samples mean the same as these: same size, colour type, palette
    /// and transparent colour. Then equal samples are equal pixels.
    func hasSameSampleFormat(as other: DecodedSamples) -> Bool {
        header == other.header && context.paletteSize == other.context.paletteSize && context.palette == other.context.palette
            && context.transparentKey.map { [$0.0, $0.1, $0.2] } == other.context.transparentKey.map { [$0.0, $0.1, $0.2] }
    }

    /// The last stage: every row's samples converted into the image's words.
    func pixels() throws(PNGDecodingError) -> PixelImage {
        let count = header.width * header.height
        var failure: PNGDecodingError?
        let words = [UInt32](unsafeUninitializedCapacity: count) { words, initialized in
            initialized = count  // UInt32 needs no initialisation; on failure the array is dropped unread
            guard let out = words.baseAddress else { return }
            HugePages.advise(UnsafeMutableRawPointer(out), count: count * 4)
            do throws(PNGDecodingError) { try convert(into: out) } catch { failure = error }
        }
        if let failure { throw failure }
        return PixelImage(width: header.width, height: header.height, pixels: words)
    }

    /// Converts every row into `width * height` words at `out`, each row right after it is
    /// reconstructed, while it is in cache.
    func convert(into out: UnsafeMutablePointer<UInt32>) throws(PNGDecodingError) {
        let indexed = header.colorType == .indexed
        if indexed { unfilter(through: header.height - 1) }
        let (width, height, pitch) = (header.width, header.height, self.pitch)
        var failure: PNGDecodingError?
        SampleConversion.withTable(for: [header.colorType]) { table in
            withScanlines { scanlines in
                do throws(PNGDecodingError) {
                    // Palette images bottom row first, as ever, so that of several bad indices the
                    // same is named; the others cannot fail.
                    for i in 0..<height {
                        let y = indexed ? height - 1 - i : i
                        unfilter(through: y)
                        try SampleConversion.convertRow(y, samples: scanlines + (y &* pitch &+ 1), into: out + y &* width, context: context, table: table)
                    }
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
    }
}
