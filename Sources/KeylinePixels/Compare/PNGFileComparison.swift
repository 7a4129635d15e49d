/// Compares two PNG files, as `keyline diff` does: both are read and their structure
/// checked (every CRC, the header, the chunk order) before anything is decided.
///
/// - When both files hold the same IHDR, PLTE, tRNS and IDAT bytes, their pixels are the
///   same, whatever wrote them (`PNGLayout.hasSamePixelData`). The shared image data is
///   still inflated once, to prove it sound (a pair of identically damaged files fails),
///   but not converted to pixels unless a diff image is wanted. Two renders of the same
///   pixels by Keyline's deterministic encoder take this path.
/// - Otherwise both are inflated at the same time on two threads (`SecondThread`). Then,
///   unless a diff image is wanted or a file is a palette image, they are compared row by
///   row as inflated (`SampleRowComparison`): an unchanged render and its golden written at
///   another compression level cost one `memcmp` per row, and a changed region its rows.
///   Otherwise both are decoded whole, again on two threads, and compared.
public enum PNGFileComparison {
    public static func compare(
        expected expectedPath: String, actual actualPath: String, options: ComparisonOptions = .exact,
        drawingDiff: Bool = false, decoder: PNGDecoder = PNGDecoder()
    ) throws(PNGFileError) -> ImageComparison {
        let expected = try File(expectedPath, decoder: decoder)
        let actual = try File(actualPath, decoder: decoder)
        return try compare(expected, actual, options: options, drawingDiff: drawingDiff)
    }

    /// Two PNGs held in memory, compared as two files are (the fuzz target's way in); errors
    /// name them "expected" and "actual".
    package static func compare(
        expectedPNG: [UInt8], actualPNG: [UInt8], options: ComparisonOptions = .exact, drawingDiff: Bool = false,
        decoder: PNGDecoder = PNGDecoder()
    ) throws(PNGFileError) -> ImageComparison {
        let expected = try File(bytes: expectedPNG, label: "expected", decoder: decoder)
        let actual = try File(bytes: actualPNG, label: "actual", decoder: decoder)
        return try compare(expected, actual, options: options, drawingDiff: drawingDiff)
    }

    private static func compare(_ expected: File, _ actual: File, options: ComparisonOptions, drawingDiff: Bool) throws(PNGFileError) -> ImageComparison {
        let samePixelData = expected.bytes.withUnsafeBytes { e in
            actual.bytes.withUnsafeBytes { a in expected.layout.hasSamePixelData(as: actual.layout, file: e, otherFile: a) }
        }
        if samePixelData {
            guard drawingDiff else {
                try expected.validate()
                return ImageComparison.identical(size: expected.layout.header.size, options: options)
            }
            let image = try expected.decode()
            return ImageComparison.compare(image, image, options: options, drawingDiff: true, knownEqual: true)
        }

        let (e, a) = try bothSamples(expected, actual)
        if SampleRowComparison.applies(options: options, drawingDiff: drawingDiff), SampleRowComparison.applies(to: e),
           SampleRowComparison.applies(to: a) {
            return SampleRowComparison.compare(e, a, options: options)
        }
        // A diff image, or palette images (whose every index conversion checks): whole images.
        let (expectedImage, actualImage) = SecondThread.run(
            here: { Result { () throws(PNGFileError) in try expected.pixels(e) } },
            there: { Result { () throws(PNGFileError) in try actual.pixels(a) } })
        return ImageComparison.compare(try expectedImage.get(), try actualImage.get(), options: options, drawingDiff: drawingDiff)
    }

    /// Both files inflated and unfiltered at the same time; the expected file's error wins.
    private static func bothSamples(_ expected: File, _ actual: File) throws(PNGFileError) -> (DecodedSamples, DecodedSamples) {
        let (e, a) = SecondThread.run(
            here: { Result { () throws(PNGFileError) in try expected.samples() } },
            there: { Result { () throws(PNGFileError) in try actual.samples() } })
        return (try e.get(), try a.get())
    }

    /// Compares a golden file with an image in memory (a frame just rendered), with no
    /// encoding of the frame (see `InflatedPNG`).
    public static func compare(
        expected expectedPath: String, actual: some PixelSource, options: ComparisonOptions = .exact,
        drawingDiff: Bool = false, decoder: PNGDecoder = PNGDecoder()
    ) throws(PNGFileError) -> ImageComparison {
        try InflatedPNG(contentsOf: expectedPath, decoder: decoder).compare(with: actual, options: options, drawingDiff: drawingDiff)
    }

    /// A file read and its structure checked.
    struct File: Sendable {
        let path: String
        let bytes: [UInt8]
        let layout: PNGLayout

        init(_ path: String, decoder: PNGDecoder) throws(PNGFileError) {
            self.path = path
            do throws(PNGDecodingError) {
                bytes = try PNGDecoder.read(path, limits: decoder.limits)
                layout = try bytes.withBytes { (b) throws(PNGDecodingError) in try PNGLayout(b, limits: decoder.limits) }
            } catch {
                throw PNGFileError(path: path, error: error)
            }
        }

        init(bytes: [UInt8], label: String, decoder: PNGDecoder) throws(PNGFileError) {
            path = label
            self.bytes = bytes
            do throws(PNGDecodingError) {
                layout = try bytes.withBytes { (b) throws(PNGDecodingError) in try PNGLayout(b, limits: decoder.limits) }
            } catch {
                throw PNGFileError(path: label, error: error)
            }
        }

        func validate() throws(PNGFileError) {
            do throws(PNGDecodingError) {
                try bytes.withBytes { (b) throws(PNGDecodingError) in try PNGDecoder.validate(layout, in: b) }
            } catch {
                throw PNGFileError(path: path, error: error)
            }
        }

        func decode() throws(PNGFileError) -> PixelImage {
            do throws(PNGDecodingError) {
                return try bytes.withBytes { (b) throws(PNGDecodingError) in try PNGDecoder.decode(layout, in: b) }
            } catch {
                throw PNGFileError(path: path, error: error)
            }
        }

        /// Inflated and unfiltered, not yet converted to pixels.
        func samples() throws(PNGFileError) -> DecodedSamples {
            do throws(PNGDecodingError) {
                return try bytes.withBytes { (b) throws(PNGDecodingError) in try DecodedSamples(layout, in: b) }
            } catch {
                throw PNGFileError(path: path, error: error)
            }
        }

        func pixels(_ samples: DecodedSamples) throws(PNGFileError) -> PixelImage {
            do throws(PNGDecodingError) { return try samples.pixels() } catch { throw PNGFileError(path: path, error: error) }
        }
    }
}
