import CCairo
import KeylineCore
import KeylineRender
@testable import KeylinePixels
@testable import KeylineSnapshot
import Testing

/// The comparison is exact unless asked otherwise; tolerance, anti-aliasing and masks are
/// opt-in and reported figure by figure.
@Suite struct ImageComparisonTests {
    /// 40 × 30 of UrbanNest's teal #0D7377 with a white 10 × 10 square at (5, 5).
    static let teal = PixelImage(width: 40, height: 30, pixels: (0..<1200).map { i in
        let (x, y) = (i % 40, i / 40)
        return (5..<15).contains(x) && (5..<15).contains(y) ? opaque(0xFFFFFF) : opaque(0x0D7377)
    })

    func changed(_ image: PixelImage, _ points: [(Int, Int)], to word: UInt32) -> PixelImage {
        var pixels = image.pixels
        for (x, y) in points { pixels[y * image.width + x] = word }
        return PixelImage(width: image.width, height: image.height, pixels: pixels)
    }

    // MARK: Exact

    @Test func identicalImagesAreIdentical() {
        let result = ImageComparison.compare(Self.teal, Self.teal)
        #expect(result.verdict == .identical)
        #expect(result.passed)
        #expect(result.comparedPixels == 1200 && result.unequalPixels == 0 && result.differingPixels == 0)
        #expect(result.largestChannelDelta == 0 && result.differenceBounds == nil)
        #expect(result.summary == "identical: 40x30, 1200 pixels compared")
    }

    @Test func oneStepOfOneChannelInOnePixelFails() {
        // #0D7377 → #0D7378: blue up by one, at (30, 20).
        let actual = changed(Self.teal, [(30, 20)], to: opaque(0x0D7378))
        let result = ImageComparison.compare(Self.teal, actual)
        #expect(result.verdict == .different)
        #expect(!result.passed)
        #expect(result.differingPixels == 1 && result.unequalPixels == 1)
        #expect(result.largestChannelDelta == 1)
        #expect(result.differenceBounds == PixelRect(x: 30, y: 20, width: 1, height: 1))
        #expect(result.summary == "different: 1 of 1200 pixels differ (0.08 %) in 1x1 at (30, 20); 1 unequal, largest channel delta 1")
    }

    @Test func pixelmatchsDefaultThresholdWouldLetThatStepPass() {
        // Why exact is the default: at threshold 0.1 the one-step change is within tolerance.
        let actual = changed(Self.teal, [(30, 20)], to: opaque(0x0D7378))
        let result = ImageComparison.compare(Self.teal, actual, options: .tolerant())
        #expect(result.verdict == .withinTolerance)
        #expect(result.differingPixels == 0 && result.unequalPixels == 1)
    }

    @Test func aChangeOfAlphaAloneIsNeverInvisible() {
        // Transparent against opaque white: alike over white (where pixelmatch looks), not over black.
        let clear = PixelImage(width: 2, height: 1, filledWith: 0)
        let white = PixelImage(width: 2, height: 1, filledWith: 0xFFFF_FFFF)
        let result = ImageComparison.compare(clear, white, options: .tolerant(threshold: 0.5))
        #expect(result.differingPixels == 2)
        #expect(result.largestChannelDelta == 255)
    }

    @Test func aThresholdPassesSmallDistancesAndFailsLargeOnes() {
        // The YIQ distance of black to white is 0.5053 × 255² ≈ 32857 of 35215: it passes
        // only when threshold² × 35215 reaches it, at a threshold of about 0.966.
        let black = PixelImage(width: 1, height: 1, filledWith: opaque(0))
        let white = PixelImage(width: 1, height: 1, filledWith: opaque(0xFFFFFF))
        #expect(ImageComparison.compare(black, white, options: .tolerant(threshold: 0.96)).verdict == .different)
        #expect(ImageComparison.compare(black, white, options: .tolerant(threshold: 0.97)).verdict == .withinTolerance)
    }

    @Test func aSizeMismatchFailsWithBothSizes() {
        let taller = PixelImage(width: 40, height: 31, filledWith: opaque(0x0D7377))
        let result = ImageComparison.compare(Self.teal, taller, options: .tolerant(threshold: 1, allowance: .ratio(1)), drawingDiff: true)
        #expect(result.verdict == .sizeMismatch)
        #expect(!result.passed)
        #expect(result.summary == "different sizes: expected 40x30, actual 40x31")
        #expect(result.diffImage == nil)
    }

    @Test func emptyImagesCompareWithoutTrouble() {
        let empty = PixelImage(width: 0, height: 0, pixels: [])
        let result = ImageComparison.compare(empty, empty, drawingDiff: true)
        #expect(result.verdict == .identical && result.comparedPixels == 0 && result.diffImage?.pixels == [])
    }

    // MARK: Allowance

    @Test func anAllowanceLetsThatManyPixelsDiffer() {
        let actual = changed(Self.teal, [(0, 0), (1, 0), (2, 0)], to: opaque(0xFF0000))
        #expect(ImageComparison.compare(Self.teal, actual, options: .init(allowance: .pixels(3))).verdict == .withinTolerance)
        #expect(ImageComparison.compare(Self.teal, actual, options: .init(allowance: .pixels(2))).verdict == .different)
        // 3 of 1200 is 0.25 %.
        #expect(ImageComparison.compare(Self.teal, actual, options: .init(allowance: .ratio(0.0025))).verdict == .withinTolerance)
        let tooFew = ImageComparison.compare(Self.teal, actual, options: .init(allowance: .ratio(0.002)))
        #expect(tooFew.verdict == .different)
        #expect(tooFew.allowedDifferingPixels == 2)
    }

    // MARK: Masks

    @Test func maskedPixelsAreNotCompared() {
        let actual = changed(Self.teal, [(6, 6), (14, 14), (20, 3)], to: opaque(0xFF0000))
        let masked = ComparisonOptions(masks: [PixelRect(x: 5, y: 5, width: 10, height: 10), PixelRect(x: 10, y: 10, width: 50, height: 1)])
        let result = ImageComparison.compare(Self.teal, actual, options: masked)
        // The square (100) and the part of the row outside it (x 15 ..< 40: 25), clipped.
        #expect(result.maskedPixels == 125)
        #expect(result.comparedPixels == 1075)
        #expect(result.differingPixels == 1)
        #expect(result.differenceBounds == PixelRect(x: 20, y: 3, width: 1, height: 1))
    }

    @Test func masksInPointsCoverEveryPixelTheyTouch() {
        // 10.2 ... 20.2 pt × 3 = 30.6 ... 60.6 px: pixels 30 through 60; 5 ... 8 pt = 15 ... 24 px.
        #expect(PixelRect(covering: Rect(x: 10.2, y: 5, width: 10, height: 3), scale: 3) == PixelRect(x: 30, y: 15, width: 31, height: 9))
    }

    // MARK: Anti-aliasing

    /// A 3-px-wide dark vertical bar from x = `left`, anti-aliased by Cairo, on white.
    static func bar(left: Double) -> PixelImage {
        let drawing = CairoDrawing(width: 30, height: 20) { cr in
            cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
            cairo_rectangle(cr, left, 4, 3, 12)
            cairo_fill(cr)
        }
        defer { drawing.destroy() }
        return drawing.image
    }

    @Test func anEdgeShiftedByHalfAPixelIsAntiAliasingWhenTolerant() {
        // At x = 10 the bar covers columns 10 to 12 fully; at 10.5 it covers 11 and 12, and
        // half of 10 and 13. Columns 10 and 13 change, rows 4 to 15: 24 pixels, each grey
        // between a dark and a light flat region in the shifted image.
        let (a, b) = (Self.bar(left: 10), Self.bar(left: 10.5))
        let tolerant = ImageComparison.compare(a, b, options: .tolerant(), drawingDiff: true)
        #expect(tolerant.verdict == .withinTolerance)
        #expect(tolerant.differingPixels == 0)
        #expect(tolerant.antiAliasedPixels == 24)

        let exact = ImageComparison.compare(a, b)
        #expect(exact.verdict == .different)
        #expect(exact.differingPixels == 24 && exact.antiAliasedPixels == 0)

        // Counting anti-aliasing back in: the same pixels differ.
        var counting = ComparisonOptions.tolerant()
        counting.countsAntiAliasedPixels = true
        #expect(ImageComparison.compare(a, b, options: counting).differingPixels == 24)
    }

    @Test func aRealChangeNextToAnEdgeIsNotTakenForAntiAliasing() {
        // A new 4 × 4 block on flat white: its pixels have many equal neighbours.
        let a = Self.bar(left: 10)
        let b = changed(a, (20..<24).flatMap { x in (2..<6).map { (x, $0) } }, to: opaque(0x202020))
        let result = ImageComparison.compare(a, b, options: .tolerant())
        #expect(result.differingPixels == 16 && result.antiAliasedPixels == 0)
    }

    // MARK: The diff image

    @Test func theDiffImageMarksDifferencesOverAFadedCopy() throws {
        let (a, b) = (Self.bar(left: 10), Self.bar(left: 10.5))
        var actual = b
        actual = changed(actual, [(25, 2)], to: opaque(0x00FF00))
        var options = ComparisonOptions.tolerant()
        options.masks = [PixelRect(x: 0, y: 0, width: 3, height: 20)]
        let result = ImageComparison.compare(a, actual, options: options, drawingDiff: true)
        let diff = try #require(result.diffImage)
        #expect(diff.width == 30 && diff.height == 20)
        #expect(diff[25, 2] == DiffCanvas.differingColor)  // red
        #expect(diff[10, 8] == DiffCanvas.antiAliasedColor)  // yellow: the shifted edge
        // Unchanged white stays white; the bar (grey 0.1, about 25.5 of 255) becomes a light
        // grey keeping 20 % of its contrast: 255 − 0.2 × 229.5 ≈ 209.
        #expect(diff[20, 10] == opaque(0xFFFFFF))
        #expect(abs(PixelWord.red(diff[11, 8]) - 209) <= 1 && PixelWord.red(diff[11, 8]) == PixelWord.blue(diff[11, 8]))
        // The mask is striped where (x + y) mod 12 < 3: (0, 0) is on a stripe; (2, 6) is
        // between stripes and shows the faded copy.
        #expect(diff[0, 0] == DiffCanvas.maskStripeColor)
        #expect(diff[2, 6] == opaque(0xFFFFFF))
    }

    @Test func aRenderedFrameComparesInPlaceWithItsDecodedPNG() throws {
        let yaml = """
        screens:
          main:
            body:
              rect: {}
              fill: "#0D7377"
              frame: { width: 40, height: 20 }
        """
        let document = try SceneLoader.load(text: yaml, file: "test.yaml", directory: "/")
        let frame = try ScenePipeline(document: document).render(document.screens[0], Variant(), scale: 1, renderer: Renderer())
        let golden = try PNGDecoder().decode(try FrameWriter.encode(frame))
        #expect(golden == PixelImage(copying: frame))
        #expect(ImageComparison.compare(golden, frame).verdict == .identical)
    }
}
