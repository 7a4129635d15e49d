/// A PNG file (a golden) read, its structure checked and its image data inflated, ready
/// to be compared with pixels in memory (the frame just rendered) as `keyline test` does.
///
/// Reading fails closed as decoding does (every CRC, the chunk order, the zlib stream and
/// its checksum, every row's filter type). The comparison then reconstructs and converts
/// the golden row by row against the frame's rows (`SampleRowComparison`), in one pass over
/// data that stays in cache, unless the options need whole images (anti-aliasing
/// detection, a diff image) or it is a palette image: then it is decoded whole first.
///
/// One thread at a time (the comparison reconstructs rows in place); `Sendable` so that it
/// can be read on one thread while the frame renders on another, then handed over.
public final class InflatedPNG: @unchecked Sendable {
    public let path: String
    private let file: PNGFileComparison.File
    private let samples: DecodedSamples

    public init(contentsOf path: String, decoder: PNGDecoder = PNGDecoder()) throws(PNGFileError) {
        self.path = path
        file = try PNGFileComparison.File(path, decoder: decoder)
        samples = try file.samples()
    }

    public var size: PixelSize { samples.header.size }

    /// Compares with `actual` (this file being the expected image). Throws only when a whole
    /// decode finds a damage the reading could not (a palette index beyond the palette).
    public func compare(
        with actual: some PixelSource, options: ComparisonOptions = .exact, drawingDiff: Bool = false
    ) throws(PNGFileError) -> ImageComparison {
        guard SampleRowComparison.applies(options: options, drawingDiff: drawingDiff), SampleRowComparison.applies(to: samples) else {
            return ImageComparison.compare(try decoded(), actual, options: options, drawingDiff: drawingDiff)
        }
        return SampleRowComparison.compare(samples, actual, options: options)
    }

    /// The whole image, decoded.
    public func decoded() throws(PNGFileError) -> PixelImage {
        try file.pixels(samples)
    }
}
