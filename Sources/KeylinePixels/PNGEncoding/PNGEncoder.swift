/// Keyline's PNG encoder: Cairo ARGB32 pixels in, deterministic PNG bytes out.
///
/// - Opaque images become 8-bit RGB (colour type 2), all others 8-bit RGBA (colour
///   type 6) un-premultiplied exactly as Cairo's `cairo_surface_write_to_png` does,
///   so both decode to the same pixels.
/// - Same pixels, same level → same bytes: the file is the signature, IHDR, IDAT and
///   IEND only (no tIME, text or other metadata), and libdeflate is deterministic.
///   Another libdeflate version may tune its levels differently and so compress
///   differently: compare decoded pixels, not file bytes, across machines.
///
/// - Rows are compressed in bands of 64 (`BandedZlibCompressor`): an instance keeps the
///   compressed bands of the last image it encoded and reuses those whose bytes did not
///   change, which is most of them between consecutive frames of a sequence. The bytes
///   are the same as a fresh encoder's.
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

    public var compressionLevel: Int { compressor.level }

    private let compressor: BandedZlibCompressor
    // Reused across calls so that encoding a sequence of frames allocates only the
    // returned bytes. Each grows to the largest image seen and stays there.
    private var filteredScanlines: [UInt8] = []
    private var compressedData: [UInt8] = []
    // Two converted rows, this one and the one above, each with one spare byte
    // (see `ScanlineConversion.writeRGB`).
    private var rowPair: [UInt8] = []

    /// - Parameter compressionLevel: libdeflate level, 0 (store) ... 12 (smallest).
    public init(compressionLevel: Int = PNGEncoder.defaultCompressionLevel) {
        compressor = BandedZlibCompressor(level: compressionLevel)
    }

    /// Drops the compressed bands kept from the last image, so that the next encode
    /// compresses everything (for measuring; the output is the same either way).
    public func forgetPreviousFrame() { compressor.forgetBands() }

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
        let image = ARGB32Image(pixels: pixels, width: width, height: height, stride: stride)
        let header = PNGHeader(width: width, height: height, colorType: image.isOpaque ? .rgb : .rgba)
        // PNG spec §7.2/§9.1: each scanline is a filter-type byte followed by the row's samples.
        let rowSize = width * header.colorType.bytesPerPixel
        let (scanlineBytes, overflow) = height.multipliedReportingOverflow(by: 1 + rowSize)
        guard !overflow else { throw PNGEncodingError.invalidSize(width: width, height: height) }

        filterScanlines(of: image, as: header.colorType, rowSize: rowSize, totalSize: scanlineBytes)
        let compressedCount = try compressScanlines(count: scanlineBytes, rowBytes: 1 + rowSize, rows: height)
        return assemble(header: header, compressedCount: compressedCount)
    }

    /// Converts every row to PNG samples and filters it into `filteredScanlines`.
    private func filterScanlines(of image: ARGB32Image, as colorType: PNGHeader.ColorType, rowSize: Int, totalSize: Int) {
        Self.ensureCount(&filteredScanlines, totalSize)
        Self.ensureCount(&rowPair, 2 * (rowSize + 1))
        ScanlineConversion.unpremultiplyTable.withUnsafeBufferPointer { table in
            rowPair.withUnsafeMutableBufferPointer { rows in
                var current = rows.baseAddress!
                var previous = current + rowSize + 1
                // PNG spec §9.2: the row above the first row is taken to be all zeros.
                previous.update(repeating: 0, count: rowSize)
                filteredScanlines.withUnsafeMutableBufferPointer { out in
                    for y in 0..<image.height {
                        let samples = UnsafeMutableRawPointer(current)
                        switch colorType {
                        case .rgb:
                            ScanlineConversion.writeRGB(from: image.row(y), width: image.width, to: samples)
                        case .rgba:
                            ScanlineConversion.writeUnpremultipliedRGBA(
                                from: image.row(y), width: image.width, to: samples, table: table.baseAddress!)
                        }
                        ScanlineFilter.applyUp(
                            current: current, previous: previous, count: rowSize,
                            to: out.baseAddress! + y * (1 + rowSize))
                        swap(&current, &previous)
                    }
                }
            }
        }
    }

    /// Compresses the first `count` bytes of `filteredScanlines` into `compressedData`.
    private func compressScanlines(count: Int, rowBytes: Int, rows: Int) throws -> Int {
        compressedData = try filteredScanlines.withUnsafeBytes { input in
            try compressor.compress(UnsafeRawBufferPointer(rebasing: input[..<count]), rowBytes: rowBytes, rows: rows)
        }
        return compressedData.count
    }

    private func assemble(header: PNGHeader, compressedCount: Int) -> [UInt8] {
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
