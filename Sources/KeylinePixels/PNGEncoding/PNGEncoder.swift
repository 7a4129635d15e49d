#if canImport(Glibc)
import Glibc
#endif

/// Keyline's PNG encoder: Cairo ARGB32 pixels in, deterministic PNG bytes out.
///
/// - Opaque images become 8-bit RGB (colour type 2), all others 8-bit RGBA (colour
///   type 6) un-premultiplied exactly as Cairo's `cairo_surface_write_to_png` does,
///   so both decode to the same pixels.
/// - Same pixels, same level → same bytes: the file is the signature, IHDR, IDAT and
///   IEND only (no tIME, text or other metadata), and libdeflate is deterministic, as is
///   Keyline's own `FrameDeflater`, which deflates the frames of sequences (`.frames`).
///   Another libdeflate version may tune its levels differently and so compress
///   differently: compare decoded pixels, not file bytes, across machines.
///
/// - Rows are compressed in bands of 64 (`BandedZlibCompressor`): an instance keeps the
///   last image it encoded and, for each band, its compressed bytes. A band whose pixels
///   (and the row above it, which the Up filter reads) did not change is neither
///   converted, filtered, checksummed nor compressed again, which is most of them between
///   consecutive frames of a sequence: the cost of a frame follows what changed in it.
///   The bytes are the same as a fresh encoder's.
///
/// Thread confinement: an instance owns a libdeflate compressor, scratch buffers and the
/// last image's bands, which every call reuses, so it must be used by one thread at a
/// time; it is not `Sendable`. To encode on several threads, give each thread its own encoder or
/// borrow one from a `PNGEncoderPool`.
public final class PNGEncoder {
    /// The libdeflate level used unless another is asked for.
    ///
    /// Measured (before banding, which adds about 1.5 %) with the Up filter on the six
    /// 1170x2532 synthetic UI frames described
    /// at `ScanlineFilter` (Cairo's writer: 3,289,867 bytes in all; about 135 ms for a
    /// flat frame and 555 ms for the photo feed; release build, quiet machine):
    ///
    /// | level | bytes vs Cairo | worst frame vs Cairo     | flat frame | photo feed |
    /// |-------|----------------|--------------------------|------------|------------|
    /// | 1     | 1.03           | 1.15 (diagonal gradient) | 30 ms      | 48 ms      |
    /// | 2     | 1.00           | 1.12 (diagonal gradient) | 30 ms      | 73 ms      |
    /// | 4     | 0.98           | 1.09 (diagonal gradient) | 32 ms      | 89 ms      |
    /// | 5     | 0.97           | 1.05 (diagonal gradient) | 33 ms      | 119 ms     |
    /// | 6     | 0.96           | 1.02 (diagonal gradient) | 36 ms      | 134 ms     |
    ///
    /// Level 5 (libdeflate's first lazy-matching level) is the fastest that keeps every
    /// frame within 1.1x of Cairo's size with room to spare, and is still about 4x faster
    /// than Cairo. On flat frames the time hardly depends on the level: most of it is
    /// libdeflate walking the long runs of zeros that Up leaves.
    public static let defaultCompressionLevel = 5

    /// libdeflate's smallest output (its slowest level: about 1 s of CPU per @2x frame, 37x
    /// level 6, for 10 % fewer bytes). Goldens no longer use it (`GoldenStore.compressionLevel`).
    public static let strongestCompressionLevel = 12

    /// What deflates the rows.
    public enum Compression: Hashable, Sendable {
        /// libdeflate at a level 0 (store) ... 12 (smallest): goldens, stills, diff images.
        case libdeflate(level: Int)
        /// Keyline's `FrameDeflater`, for the frames of a sequence: on their flat UI several
        /// times faster than libdeflate's match finder, for slightly more bytes
        /// (docs/video-export.md, "Speed"). Same pixels; other bytes than `.libdeflate`.
        case frames
    }

    public var compression: Compression { compressor.compression }

    /// The libdeflate level, or the default level's for `.frames` (which has none).
    public var compressionLevel: Int {
        if case .libdeflate(let level) = compression { return level }
        return Self.defaultCompressionLevel
    }

    private let compressor: BandedZlibCompressor
    /// The last image encoded, for finding the bands that changed.
    private var previous = PreviousImage()
    // Reused across calls: one band's converted and filtered rows (and the row above it).
    private var filteredBand: [UInt8] = []
    private var rowPair: [UInt8] = []

    /// The last image this encoder encoded: its pixels, rows back to back, and per band
    /// whether every pixel is opaque and the band as compressed for that image's colour type.
    private struct PreviousImage {
        var width = 0, height = 0
        var colorType: PNGHeader.ColorType?
        /// On 2 MiB pages (`PageBuffer`): a fresh 12 MB array (@3x) was about 3,000 page
        /// faults, which on CI's virtual machines cost more than the zeros themselves (a
        /// twentieth of a sequence's CPU, docs/video-export.md, "Speed").
        var pixels: PageBuffer?
        var opaque: [Bool] = []
        var bands: [BandedZlibCompressor.Band?] = []
    }

    /// - Parameter compressionLevel: libdeflate level, 0 (store) ... 12 (smallest).
    public init(compressionLevel: Int = PNGEncoder.defaultCompressionLevel) {
        compressor = BandedZlibCompressor(.libdeflate(level: compressionLevel))
    }

    public init(compression: Compression) {
        compressor = BandedZlibCompressor(compression)
    }

    /// Drops the image kept from the last call, so that the next encode compresses
    /// everything (for measuring; the output is the same either way).
    public func forgetPreviousFrame() { previous = PreviousImage() }

    /// Encodes pixels laid out as Cairo's `CAIRO_FORMAT_ARGB32`: `height` rows of
    /// `width` native-endian 32-bit words (premultiplied alpha in the top byte), rows
    /// starting `stride` bytes apart. The pixels are only read, and only during the call.
    public func encode(argb32 pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) throws -> [UInt8] {
        guard PNGHeader.dimensions.contains(width), PNGHeader.dimensions.contains(height) else {
            throw PNGEncodingError.invalidSize(width: width, height: height)
        }
        guard stride >= width * 4 else {
            throw PNGEncodingError.strideTooSmall(stride: stride, width: width)
        }
        // The kept copy of the image is width × 4 × height bytes (width × 4 < 2^33: no overflow).
        guard !(width * 4).multipliedReportingOverflow(by: height).overflow else {
            throw PNGEncodingError.invalidSize(width: width, height: height)
        }
        let image = ARGB32Image(pixels: pixels, width: width, height: height, stride: stride)
        let changed = try compareWithPrevious(image)
        let colorType: PNGHeader.ColorType = previous.opaque.allSatisfy { $0 } ? .rgb : .rgba
        let header = PNGHeader(width: width, height: height, colorType: colorType)
        if previous.colorType != colorType {
            // Every band's samples are of another kind now.
            previous.bands = Array(repeating: nil, count: previous.bands.count)
            previous.colorType = colorType
        }
        // PNG spec §7.2/§9.1: each scanline is a filter-type byte followed by the row's samples.
        let rowSize = width * colorType.bytesPerPixel
        let rowsPerBand = BandedZlibCompressor.bandRows
        // Up reads the row above: a band whose row above changed is filtered anew. Every band
        // to redo is dropped first, so that one left by a failed call is never taken as done.
        for b in previous.bands.indices where changed.rows[b] || (b > 0 && changed.lastRow[b - 1]) { previous.bands[b] = nil }
        for b in previous.bands.indices where previous.bands[b] == nil {
            let rows = b * rowsPerBand..<min(height, (b + 1) * rowsPerBand)
            filter(rows, of: image, as: colorType, rowSize: rowSize)
            previous.bands[b] = try filteredBand.withUnsafeBytes { input in
                try compressor.compress(band: UnsafeRawBufferPointer(rebasing: input[..<(rows.count * (1 + rowSize))]), rowLength: 1 + rowSize)
            }
        }
        return assemble(header: header, stream: BandedZlibCompressor.stream(of: previous.bands.map { $0! }))
    }

    /// Compares `image` with the last image, band by band, and keeps it in its place: for
    /// each band, whether any of its rows changed and whether its last row did; a band
    /// that changed has its opacity measured again. A new size changes everything.
    private func compareWithPrevious(_ image: ARGB32Image) throws -> (rows: [Bool], lastRow: [Bool]) {
        let rowBytes = image.width * 4
        let rowsPerBand = BandedZlibCompressor.bandRows
        let bandCount = (image.height + rowsPerBand - 1) / rowsPerBand
        let sameSize = previous.width == image.width && previous.height == image.height
        if !sameSize {
            // Every row is copied in below, so the buffer's contents do not matter.
            guard let pixels = PageBuffer(count: rowBytes * image.height) else { throw PNGEncodingError.outOfMemory }
            previous = PreviousImage(width: image.width, height: image.height, colorType: nil, pixels: pixels,
                                     opaque: Array(repeating: true, count: bandCount), bands: Array(repeating: nil, count: bandCount))
        }
        var changedRows = [Bool](repeating: !sameSize, count: bandCount)
        var changedLastRow = [Bool](repeating: !sameSize, count: bandCount)
        var opaqueBands = previous.opaque
        let kept = previous.pixels!.base
        for b in 0..<bandCount {
            let rows = b * rowsPerBand..<min(image.height, (b + 1) * rowsPerBand)
            var opaque = true
            var bandChanged = !sameSize
            for y in rows {
                let old = kept + y * rowBytes
                if !sameSize || memcmp(old, image.row(y), rowBytes) != 0 {
                    old.copyMemory(from: image.row(y), byteCount: rowBytes)
                    bandChanged = true
                    if y == rows.upperBound - 1 { changedLastRow[b] = true }
                }
            }
            guard bandChanged else { continue }
            changedRows[b] = true
            for y in rows where opaque { opaque = image.isOpaque(row: y) }
            opaqueBands[b] = opaque
        }
        previous.opaque = opaqueBands
        return (changedRows, changedLastRow)
    }

    /// Converts `rows` to PNG samples and filters them into `filteredBand`, from its start.
    private func filter(_ rows: Range<Int>, of image: ARGB32Image, as colorType: PNGHeader.ColorType, rowSize: Int) {
        Self.ensureCount(&filteredBand, rows.count * (1 + rowSize))
        Self.ensureCount(&rowPair, 2 * (rowSize + 1))
        ScanlineConversion.unpremultiplyTable.withUnsafeBufferPointer { table in
            rowPair.withUnsafeMutableBufferPointer { pair in
                var current = pair.baseAddress!
                var above = current + rowSize + 1
                func convert(_ y: Int, into samples: UnsafeMutablePointer<UInt8>) {
                    switch colorType {
                    case .rgb:
                        ScanlineConversion.writeRGB(from: image.row(y), width: image.width, to: samples)
                    case .rgba:
                        ScanlineConversion.writeUnpremultipliedRGBA(from: image.row(y), width: image.width, to: samples, table: table.baseAddress!)
                    }
                }
                if rows.lowerBound == 0 {
                    // PNG spec §9.2: the row above the first row is taken to be all zeros.
                    above.update(repeating: 0, count: rowSize)
                } else {
                    convert(rows.lowerBound - 1, into: above)
                }
                filteredBand.withUnsafeMutableBufferPointer { out in
                    for (i, y) in rows.enumerated() {
                        convert(y, into: current)
                        ScanlineFilter.applyUp(current: current, previous: above, count: rowSize, to: out.baseAddress! + i * (1 + rowSize))
                        swap(&current, &above)
                    }
                }
            }
        }
    }

    private func assemble(header: PNGHeader, stream compressedData: [UInt8]) -> [UInt8] {
        let compressedCount = compressedData.count
        let ihdr = header.chunkData
        let idatChunks = max(1, (compressedCount + PNGChunkWriter.maximumDataLength - 1) / PNGChunkWriter.maximumDataLength)
        let total = PNGChunkWriter.signature.count
            + PNGChunkWriter.overheadPerChunk + ihdr.count
            + PNGChunkWriter.overheadPerChunk * idatChunks + compressedCount
            + PNGChunkWriter.overheadPerChunk
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            var writer = PNGChunkWriter(into: UnsafeMutableRawBufferPointer(buffer))
            writer.writeSignature()
            ihdr.withUnsafeBytes { writer.writeChunk("IHDR", data: $0) }
            compressedData.withUnsafeBytes { compressed in
                var start = 0
                repeat {
                    let end = min(compressedCount, start + PNGChunkWriter.maximumDataLength)
                    writer.writeChunk("IDAT", data: UnsafeRawBufferPointer(rebasing: compressed[start..<end]))
                    start = end
                } while start < compressedCount
            }
            writer.writeChunk("IEND", data: UnsafeRawBufferPointer(start: nil, count: 0))
            precondition(writer.position == total)
            initialized = total
        }
    }

    private static func ensureCount(_ buffer: inout [UInt8], _ count: Int) {
        if buffer.count < count {
            buffer = [UInt8](repeating: 0, count: count)
        }
    }
}

// Spelled out so the thread confinement is part of the API: the compiler rejects
// sharing one encoder between concurrent tasks or threads.
@available(*, unavailable)
extension PNGEncoder: Sendable {}
