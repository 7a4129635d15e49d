/// A PNG file (a golden) read, its structure checked and its image data inflated, ready
/// to be compared with pixels in memory (the frame just rendered) as `keyline test` does.
///
/// Reading fails closed as decoding does (every CRC, the chunk order, the zlib stream and
/// its checksum, every row's filter type). Then either:
/// - `convertAll()` converts every row into pixel words at once (on a second thread while
///   the frame renders, as `GoldenVerifier` does), and comparisons are word for word, a
///   `memcmp` per row when the images are equal; or
/// - the comparison reconstructs and converts the golden row by row against the frame's
///   rows (`SampleRowComparison`), in one pass over data that stays in cache, unless the
///   options need whole images (anti-aliasing detection, a diff image) or it is a palette
///   image: then it is converted whole first.
///
/// One thread at a time; `Sendable` so that it can be made on one thread and handed over.
public final class InflatedPNG: @unchecked Sendable {
    public let path: String
    private let file: PNGFileComparison.File
    private let samples: DecodedSamples
    /// Every pixel's word, after `convertAll()`.
    private var words: PageBuffer?

    public init(contentsOf path: String, decoder: PNGDecoder = PNGDecoder()) throws(PNGFileError) {
        self.path = path
        file = try PNGFileComparison.File(path, decoder: decoder)
        samples = try file.samples()
    }

    deinit {
        if let words { PageBuffer.Pool.shared.give(back: words) }
    }

    public var size: PixelSize { samples.header.size }

    /// Converts every row to pixel words now. Throws for a palette index beyond the palette.
    public func convertAll() throws(PNGFileError) {
        guard words == nil else { return }
        let count = samples.header.width * samples.header.height * 4
        guard let buffer = PageBuffer.Pool.shared.take(count: count) else {
            throw PNGFileError(path: path, error: .unreadable(reason: "out of memory (no room for its \(count) bytes of pixels)"))
        }
        do throws(PNGDecodingError) {
            try samples.convert(into: buffer.base.assumingMemoryBound(to: UInt32.self))
        } catch {
            PageBuffer.Pool.shared.give(back: buffer)
            throw PNGFileError(path: path, error: error)
        }
        words = buffer
    }

    /// Compares with `actual` (this file being the expected image). Throws only when a whole
    /// conversion finds a damage the reading could not (a palette index beyond the palette).
    public func compare(
        with actual: some PixelSource, options: ComparisonOptions = .exact, drawingDiff: Bool = false
    ) throws(PNGFileError) -> ImageComparison {
        if let words {
            let (width, height) = (samples.header.width, samples.header.height)
            let expected = PixelRows(base: UnsafeRawPointer(words.base), width: width, height: height, stride: width * 4)
            return withExtendedLifetime(words) {
                actual.withPixelRows { ImageComparison.compare(expected, $0, options: options, drawingDiff: drawingDiff, knownEqual: false) }
            }
        }
        guard SampleRowComparison.applies(options: options, drawingDiff: drawingDiff), SampleRowComparison.applies(to: samples) else {
            return ImageComparison.compare(try decoded(), actual, options: options, drawingDiff: drawingDiff)
        }
        return SampleRowComparison.compare(samples, actual, options: options)
    }

    /// The whole image, decoded.
    public func decoded() throws(PNGFileError) -> PixelImage {
        if let words {
            let count = samples.header.width * samples.header.height
            let pixels = [UInt32](UnsafeBufferPointer(start: words.base.assumingMemoryBound(to: UInt32.self), count: count))
            return withExtendedLifetime(words) { PixelImage(width: samples.header.width, height: samples.header.height, pixels: pixels) }
        }
        return try file.pixels(samples)
    }
}
