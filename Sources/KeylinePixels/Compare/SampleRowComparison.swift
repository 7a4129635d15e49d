#if canImport(Glibc)
import Glibc
#endif

/// Compares inflated PNG data (`DecodedSamples`) row by row, top to bottom, reconstructing
/// (unfiltering) and converting a row to pixel words only when needed, into a row-sized
/// buffer that stays in cache, instead of converting whole images into megabytes of words.
///
/// - File against file in the same sample format: when the row above holds equal samples
///   in both files, a row whose filtered bytes (filter type and data) are equal holds equal
///   samples too, because unfiltering is a function of those bytes and the row above. So an
///   unchanged render and its golden written at another compression level (Keyline's
///   encoder filters every row alike) cost one `memcmp` per row, and nothing is
///   reconstructed. Where filtered bytes differ, the rows down to there are reconstructed;
///   a row whose samples are then equal is skipped (and puts the pass back in step), and
///   only the others are converted and judged pixel by pixel. A region that changed costs
///   its rows and the reconstruction of the rows above it.
/// - Samples against pixels in memory (a golden against the frame just rendered): each
///   row is reconstructed, converted and compared with the frame's row in one pass.
///
/// Every pixel is judged by the same `ImageComparison.Pass` as whole images are, so the
/// result is the same (a property test holds the two equal). It applies when no pixel
/// needs its neighbours and no diff image is drawn (`applies`), and not to palette images,
/// whose every index must be checked against the palette, in rows equal or not.
enum SampleRowComparison {
    /// Pixels set aside as anti-aliasing are judged by their neighbours, two rows up and
    /// down in both images, and a diff image fades every row of the expected one: both
    /// need whole images.
    static func applies(options: ComparisonOptions, drawingDiff: Bool) -> Bool {
        options.countsAntiAliasedPixels && !drawingDiff
    }

    static func applies(to samples: DecodedSamples) -> Bool { samples.header.colorType != .indexed }

    /// Two files' data (neither a palette image: see `applies(to:)`).
    static func compare(_ expected: DecodedSamples, _ actual: DecodedSamples, options: ComparisonOptions) -> ImageComparison {
        let (eh, ah) = (expected.header, actual.header)
        guard eh.size == ah.size else { return ImageComparison.sizeMismatch(eh.size, ah.size, options: options) }
        let sameFormat = expected.hasSameSampleFormat(as: actual)
        let (width, height) = (eh.width, eh.height)
        let (pitchA, pitchB) = (expected.pitch, actual.pitch)
        var pass = ImageComparison.Pass(size: eh.size, options: options, drawingDiff: false)
        let rows = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * width)
        defer { rows.deallocate() }
        let (rowA, rowB) = (rows, rows + width)
        // The row above holds equal samples in both files (the row above the first is zeros).
        var inStep = sameFormat
        SampleConversion.withTable(for: [eh.colorType, ah.colorType]) { table in
            expected.withScanlines { a in
                actual.withScanlines { b in
                    for y in 0..<height {
                        let lineA = a + y &* pitchA, lineB = b + y &* pitchB
                        if inStep, memcmp(lineA, lineB, pitchA) == 0 { continue }
                        inStep = false
                        expected.unfilter(through: y)
                        actual.unfilter(through: y)
                        if sameFormat, memcmp(lineA + 1, lineB + 1, eh.rowBytes) == 0 {
                            inStep = true  // back in step: rows below with equal filtered bytes are equal again
                            continue
                        }
                        // Neither is a palette image, so conversion cannot fail.
                        try? SampleConversion.convertRow(y, samples: lineA + 1, into: rowA, context: expected.context, table: table)
                        try? SampleConversion.convertRow(y, samples: lineB + 1, into: rowB, context: actual.context, table: table)
                        if memcmp(rowA, rowB, width &* 4) == 0 { continue }
                        pass.compare(rowA, rowB, y: y) { _ in false }  // applies(options:) rules anti-aliasing out
                    }
                }
            }
        }
        return pass.result()
    }

    /// Samples (the expected image, not a palette image) against pixels in memory.
    static func compare(_ expected: DecodedSamples, _ actual: some PixelSource, options: ComparisonOptions) -> ImageComparison {
        let header = expected.header
        let actualSize = PixelSize(width: actual.width, height: actual.height)
        guard header.size == actualSize else { return ImageComparison.sizeMismatch(header.size, actualSize, options: options) }
        let (width, pitch) = (header.width, expected.pitch)
        var pass = ImageComparison.Pass(size: header.size, options: options, drawingDiff: false)
        let rowA = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { rowA.deallocate() }
        SampleConversion.withTable(for: [header.colorType]) { table in
            expected.withScanlines { a in
                actual.withPixelRows { b in
                    for y in 0..<header.height {
                        expected.unfilter(through: y)
                        try? SampleConversion.convertRow(y, samples: a + (y &* pitch &+ 1), into: rowA, context: expected.context, table: table)
                        let rowB = b.row(y)
                        if memcmp(rowA, rowB, width &* 4) == 0 { continue }
                        pass.compare(rowA, rowB, y: y) { _ in false }
                    }
                }
            }
        }
        return pass.result()
    }
}
