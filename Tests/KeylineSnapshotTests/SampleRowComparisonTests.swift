import Foundation
@testable import KeylinePixels
import KeylineSnapshot
import Testing

/// The row-by-row comparison of inflated data (`SampleRowComparison`: rows skipped while
/// their filtered bytes agree, the others reconstructed and converted one at a time) must
/// give exactly what decoding both images whole and comparing them gives, for any images,
/// filters and options it applies to. Property tests over seeded random pairs.
@Suite struct SampleRowComparisonTests {
    /// One random image's rows of samples, in a colour type with a few values, so that
    /// equal rows, equal pixels and runs are common (as in UI frames).
    struct RandomImage {
        var colorType: UInt8
        var rows: [[UInt8]]
        var transparency: [UInt8]?

        static let channels: [UInt8: Int] = [0: 1, 2: 3, 4: 2, 6: 4]

        static func make(width: Int, height: Int, colorType: UInt8, random: inout SeededBytes) -> RandomImage {
            let channels = channels[colorType] ?? 1
            let values: [UInt8] = [0, 1, 13, 127, 128, 254, 255]
            let rows = (0..<height).map { _ in
                (0..<width).flatMap { _ -> [UInt8] in
                    let alpha: UInt8 = [0, 255, 255, random.next()][Int(random.next() % 4)]
                    return (0..<channels).map { c in
                        let isAlpha = (colorType == 4 && c == 1) || (colorType == 6 && c == 3)
                        return isAlpha ? alpha : (random.next() % 3 == 0 ? random.next() : values[Int(random.next()) % values.count])
                    }
                }
            }
            // Greyscale and truecolour sometimes name a transparent colour (tRNS).
            var transparency: [UInt8]?
            if colorType == 0, random.next() % 3 == 0 { transparency = [0, values[Int(random.next()) % values.count]] }
            if colorType == 2, random.next() % 3 == 0 { transparency = [0, 13, 0, 127, 0, 255] }
            return RandomImage(colorType: colorType, rows: rows, transparency: transparency)
        }

        /// Changes a few bytes in a few rows (or none).
        func mutated(_ random: inout SeededBytes) -> RandomImage {
            var copy = self
            let changes = Int(random.next() % 5)
            for _ in 0..<changes {
                let y = Int(random.next()) % rows.count
                let i = Int(random.next()) % rows[y].count
                copy.rows[y][i] = random.next() % 2 == 0 ? random.next() : rows[y][i] &+ 1
            }
            return copy
        }

        func png(filters: [UInt8], level: Int32, changingFilteredBytes changes: Int = 0, _ random: inout SeededBytes) -> [UInt8] {
            let png = HandmadePNG(width: rows[0].count / (Self.channels[colorType] ?? 1), height: rows.count, colorType: colorType,
                                  rows: rows, filters: filters, transparency: transparency)
            // Changing filtered bytes (not filter types) changes the samples from there on
            // down, while the rows below keep equal filtered bytes: what the pass must not
            // mistake for equal rows.
            var scanlines = png.filteredScanlines
            let pitch = 1 + rows[0].count
            for _ in 0..<changes {
                let y = Int(random.next()) % rows.count
                scanlines[y * pitch + 1 + Int(random.next()) % (pitch - 1)] &+= 1 + random.next() % 255
            }
            return png.bytes(zlib: HandmadePNG.zlibCompress(scanlines, level: level))
        }

        func png(filters: [UInt8], level: Int32) -> [UInt8] {
            var unused = SeededBytes(state: 0)
            return png(filters: filters, level: level, &unused)
        }
    }

    /// Every figure of a comparison, as `keyline diff --json` prints them.
    static func figures(_ c: ImageComparison) -> String { c.json(expected: "a", actual: "b", diffImagePath: nil) }

    static func randomOptions(_ random: inout SeededBytes, width: Int, height: Int) -> ComparisonOptions {
        var options = ComparisonOptions.exact
        options.threshold = [0, 0, 0.05, 0.1, 0.3][Int(random.next() % 5)]
        // Anti-aliased pixels set aside (as --threshold does) or counted (--include-aa).
        options.countsAntiAliasedPixels = random.next() % 2 == 0
        switch random.next() % 3 {
        case 0: options.allowance = .pixels(Int(random.next() % 4))
        case 1: options.allowance = .ratio(Double(random.next() % 10) / 100)
        default: break
        }
        for _ in 0..<Int(random.next() % 3) {
            options.masks.append(PixelRect(x: Int(random.next()) % width, y: Int(random.next()) % height,
                                           width: 1 + Int(random.next() % 6), height: 1 + Int(random.next() % 6)))
        }
        return options
    }

    @Test("file against file, row by row, equals decoding both whole", arguments: 0..<8)
    func filesAgreeWithWholeDecoding(batch: Int) throws {
        var random = SeededBytes(state: UInt64(1000 + batch))
        let dir = try ScratchDirectory()
        let colorTypes: [UInt8] = [0, 2, 4, 6]
        for n in 0..<40 {
            let (width, height) = (1 + Int(random.next() % 23), 1 + Int(random.next() % 17))
            let typeA = colorTypes[Int(random.next() % 4)]
            let a = RandomImage.make(width: width, height: height, colorType: typeA, random: &random)
            // Mostly the same image with a few bytes changed, sometimes another colour type.
            let b = random.next() % 4 == 0
                ? RandomImage.make(width: width, height: height, colorType: colorTypes[Int(random.next() % 4)], random: &random)
                : a.mutated(&random)
            let filtersA = (0..<height).map { _ in random.next() % 5 }
            // Often the same filters (as Keyline's encoder writes), so that rows stay in step.
            let filtersB = random.next() % 2 == 0 ? filtersA : (0..<height).map { _ in random.next() % 5 }
            let pathA = try dir.write("a\(n).png", a.png(filters: filtersA, level: 9))
            // Sometimes the same image with its filtered bytes changed instead (rows below in step).
            let filteredChanges = b.colorType == a.colorType && random.next() % 3 == 0 ? 1 + Int(random.next() % 3) : 0
            let pathB = try dir.write("b\(n).png", filteredChanges > 0
                ? a.png(filters: filtersB, level: 1, changingFilteredBytes: filteredChanges, &random)
                : b.png(filters: filtersB, level: 1))
            let options = Self.randomOptions(&random, width: width, height: height)

            let byRows = try PNGFileComparison.compare(expected: pathA, actual: pathB, options: options)
            let whole = ImageComparison.compare(try PNGDecoder().decode(contentsOf: pathA), try PNGDecoder().decode(contentsOf: pathB),
                                                options: options)
            #expect(Self.figures(byRows) == Self.figures(whole), "batch \(batch) case \(n): types \(typeA)/\(b.colorType)")
        }
    }

    @Test("a golden against pixels in memory, row by row, equals decoding it whole", arguments: 0..<4)
    func goldenAgainstMemoryAgreesWithWholeDecoding(batch: Int) throws {
        var random = SeededBytes(state: UInt64(2000 + batch))
        let dir = try ScratchDirectory()
        for n in 0..<40 {
            let (width, height) = (1 + Int(random.next() % 23), 1 + Int(random.next() % 17))
            let golden = RandomImage.make(width: width, height: height, colorType: [0, 2, 4, 6][Int(random.next() % 4)], random: &random)
            let frame = try PNGDecoder().decode(golden.mutated(&random).png(filters: [2], level: 6))
            let path = try dir.write("g\(n).png", golden.png(filters: (0..<height).map { _ in random.next() % 5 }, level: 9))
            let options = Self.randomOptions(&random, width: width, height: height)

            let byRows = try InflatedPNG(contentsOf: path).compare(with: frame, options: options)
            let whole = ImageComparison.compare(try PNGDecoder().decode(contentsOf: path), frame, options: options)
            #expect(Self.figures(byRows) == Self.figures(whole), "batch \(batch) case \(n)")
        }
    }

    @Test func equalFilteredRowsAreSkippedAndEqualWordsFromOtherSamplesAreIdentical() throws {
        // RGBA: a pixel at alpha 0 is the word 0 whatever its colour, so samples that differ
        // there still make identical images; rows in step stay identical after it.
        let a = RandomImage(colorType: 6, rows: [[1, 2, 3, 255, 9, 9, 9, 0], [5, 5, 5, 255, 5, 5, 5, 255], [7, 7, 7, 7, 0, 0, 0, 0]])
        var b = a
        b.rows[1][4] = 200  // the colour of a transparent pixel? no: alpha 255 here, so a real change
        let dir = try ScratchDirectory()
        let pathA = try dir.write("a.png", a.png(filters: [2], level: 9))
        let same = try dir.write("same.png", a.png(filters: [2], level: 1))
        let other = try dir.write("b.png", b.png(filters: [2], level: 1))
        #expect(try PNGFileComparison.compare(expected: pathA, actual: same).verdict == .identical)

        let changed = try PNGFileComparison.compare(expected: pathA, actual: other)
        #expect(changed.verdict == .different)
        #expect(changed.differingPixels == 1)
        #expect(changed.differenceBounds == PixelRect(x: 1, y: 1, width: 1, height: 1))
        #expect(changed.largestChannelDelta == 195)  // red 5 → 200 at alpha 255

        var hidden = a
        hidden.rows[0][4] = 77  // the transparent pixel's red
        let invisible = try dir.write("hidden.png", hidden.png(filters: [2], level: 1))
        #expect(try PNGFileComparison.compare(expected: pathA, actual: invisible).verdict == .identical)
    }

    @Test func rowsAlreadyReconstructedAreComparedAsSamplesNotAsFilteredBytes() throws {
        // Anti-aliasing detection reconstructs the rows below a differing one, in one file
        // only, maybe. Here file A's rows are all reconstructed beforehand; B's row 2 (Up)
        // is filtered to 6 - 1 = 5, which equals A's reconstructed samples (5) though B's
        // samples are 6: only comparing samples with samples sees the difference.
        func samples(_ rows: [[UInt8]]) throws -> DecodedSamples {
            let png = HandmadePNG(width: 1, height: 3, colorType: 2, rows: rows, filters: [2]).bytes()
            return try png.withBytes { (bytes) throws(PNGDecodingError) in
                try DecodedSamples(try PNGLayout(bytes, limits: .standard), in: bytes)
            }
        }
        let a = try samples([[0, 0, 0], [1, 1, 1], [5, 5, 5]])
        let b = try samples([[0, 0, 0], [1, 1, 1], [6, 6, 6]])
        a.unfilter(through: 2)
        let result = SampleRowComparison.compare(a, b, options: .exact)
        #expect(result.verdict == .different)
        #expect(result.differenceBounds == PixelRect(x: 0, y: 2, width: 1, height: 1))
    }
}
