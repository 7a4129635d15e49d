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
/// result is the same (a property test holds the two equal); anti-aliasing detection reads
/// the rows around a pixel through `ConvertedRows`, which converts them when first asked
/// for. It applies when no diff image is drawn (`applies`), and not to palette images,
/// whose every index must be checked against the palette, in rows equal or not.
enum SampleRowComparison {
    /// A diff image fades every row of the expected image: it needs whole images.
    static func applies(options: ComparisonOptions, drawingDiff: Bool) -> Bool { !drawingDiff }

    static func applies(to samples: DecodedSamples) -> Bool { samples.header.colorType != .indexed }

    /// Two files' data (neither a palette image: see `applies(to:)`).
    static func compare(_ expected: DecodedSamples, _ actual: DecodedSamples, options: ComparisonOptions) -> ImageComparison {
        let (eh, ah) = (expected.header, actual.header)
        guard eh.size == ah.size else { return ImageComparison.sizeMismatch(eh.size, ah.size, options: options) }
        let sameFormat = expected.hasSameSampleFormat(as: actual)
        let (width, height) = (eh.width, eh.height)
        let (pitchA, pitchB) = (expected.pitch, actual.pitch)
        var pass = ImageComparison.Pass(size: eh.size, options: options, drawingDiff: false)
        // The row above holds equal samples in both files (the row above the first is zeros).
        var inStep = sameFormat
        SampleConversion.withTable(for: [eh.colorType, ah.colorType]) { table in
            let (rowsA, rowsB) = (ConvertedRows(expected, table: table), ConvertedRows(actual, table: table))
            let (aroundA, aroundB) = (AntiAliasing.Neighbourhood(rowsA), AntiAliasing.Neighbourhood(rowsB))
            expected.withScanlines { a in
                actual.withScanlines { b in
                    for y in 0..<height {
                        let lineA = a + y &* pitchA, lineB = b + y &* pitchB
                        // Filtered bytes only while neither row is reconstructed yet (anti-aliasing
                        // detection may have reconstructed the rows below a differing one).
                        if inStep, expected.unfilteredRows <= y, actual.unfilteredRows <= y, memcmp(lineA, lineB, pitchA) == 0 { continue }
                        inStep = false
                        expected.unfilter(through: y)
                        actual.unfilter(through: y)
                        if sameFormat, memcmp(lineA + 1, lineB + 1, eh.rowBytes) == 0 {
                            inStep = true  // back in step: rows below with equal filtered bytes are equal again
                            continue
                        }
                        let rowA = rowsA.row(y), rowB = rowsB.row(y)
                        if memcmp(rowA, rowB, width &* 4) == 0 { continue }
                        pass.compare(rowA, rowB, y: y) { x in
                            AntiAliasing.isAntiAliased(aroundA, x: x, y: y, other: aroundB) || AntiAliasing.isAntiAliased(aroundB, x: x, y: y, other: aroundA)
                        }
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
        let width = header.width
        var pass = ImageComparison.Pass(size: header.size, options: options, drawingDiff: false)
        SampleConversion.withTable(for: [header.colorType]) { table in
            let rowsA = ConvertedRows(expected, table: table)
            actual.withPixelRows { b in
                let (aroundA, aroundB) = (AntiAliasing.Neighbourhood(rowsA), AntiAliasing.Neighbourhood(b))
                for y in 0..<header.height {
                    let rowA = rowsA.row(y), rowB = b.row(y)
                    if memcmp(rowA, rowB, width &* 4) == 0 { continue }
                    pass.compare(rowA, rowB, y: y) { x in
                        AntiAliasing.isAntiAliased(aroundA, x: x, y: y, other: aroundB) || AntiAliasing.isAntiAliased(aroundB, x: x, y: y, other: aroundA)
                    }
                }
            }
        }
        return pass.result()
    }
}
