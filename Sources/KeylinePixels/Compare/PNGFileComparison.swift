import Dispatch
import Synchronization

/// Compares two PNG files, as `keyline diff` does: both are read and their structure
/// checked (every CRC, the header, the chunk order) before anything is decided.
///
/// - When both files hold the same IHDR, PLTE, tRNS and IDAT bytes, their pixels are the
///   same, whatever wrote them (`PNGLayout.hasSamePixelData`). The shared image data is
///   still inflated once, to prove it sound (a pair of identically damaged files fails),
///   but not converted to pixels unless a diff image is wanted. Two renders of the same
///   pixels by Keyline's deterministic encoder take this path.
/// - Otherwise both are inflated and unfiltered, at the same time on two threads. When
///   their samples are equal in the same format (an unchanged render and its golden
///   written at another compression level), the pixels are equal and neither file is
///   converted to pixels; otherwise both are converted, again on two threads, and compared.
public enum PNGFileComparison {
    public static func compare(
        expected expectedPath: String, actual actualPath: String, options: ComparisonOptions = .exact,
        drawingDiff: Bool = false, decoder: PNGDecoder = PNGDecoder()
    ) throws(PNGFileError) -> ImageComparison {
        let expected = try File(expectedPath, decoder: decoder)
        let actual = try File(actualPath, decoder: decoder)

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

        let files = [expected, actual]
        let (e, a) = try onBothThreads { i throws(PNGFileError) in try files[i].samples() }
        // Palette images are converted whatever their samples: conversion checks each index.
        if !drawingDiff, e.header.colorType != .indexed, e.hasSameSampleFormat(as: a), e.hasSameSamples(as: a) {
            return ImageComparison.identical(size: e.header.size, options: options)
        }
        let samples = [e, a]
        let (expectedImage, actualImage) = try onBothThreads { i throws(PNGFileError) in try files[i].pixels(samples[i]) }
        return ImageComparison.compare(expectedImage, actualImage, options: options, drawingDiff: drawingDiff)
    }

    /// `work(0)` and `work(1)` at the same time; the first one's error wins.
    private static func onBothThreads<T: Sendable>(
        _ work: @Sendable (Int) throws(PNGFileError) -> T
    ) throws(PNGFileError) -> (T, T) {
        let results = Mutex<[Result<T, PNGFileError>?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let result = Result { () throws(PNGFileError) in try work(i) }
            results.withLock { $0[i] = result }
        }
        let (first, second) = results.withLock { ($0[0], $0[1]) }
        guard let first, let second else { preconditionFailure("concurrentPerform ran every iteration") }
        return (try first.get(), try second.get())
    }

    /// Compares a golden file with an image in memory (a frame just rendered): the golden is
    /// decoded straight into the frame's pixel format and compared word for word, with no
    /// encoding of the frame.
    public static func compare(
        expected expectedPath: String, actual: some PixelSource, options: ComparisonOptions = .exact,
        drawingDiff: Bool = false, decoder: PNGDecoder = PNGDecoder()
    ) throws(PNGFileError) -> ImageComparison {
        let expected = try decoder.decode(contentsOf: expectedPath)
        return ImageComparison.compare(expected, actual, options: options, drawingDiff: drawingDiff)
    }

    /// A file read and its structure checked.
    private struct File: Sendable {
        let path: String
        let bytes: [UInt8]
        let layout: PNGLayout

        init(_ path: String, decoder: PNGDecoder) throws(PNGFileError) {
            self.path = path
            do throws(PNGDecodingError) {
                bytes = try PNGDecoder.read(path, limit: decoder.limits.maximumFileBytes)
                layout = try bytes.withBytes { (b) throws(PNGDecodingError) in try PNGLayout(b, limits: decoder.limits) }
            } catch {
                throw PNGFileError(path: path, error: error)
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
