import KeylineCheck
import KeylineCore
import Testing

/// Ratios worked by hand from WCAG 2.x's definitions (relative luminance with the 0.04045
/// threshold, (L1 + 0.05) / (L2 + 0.05)).
@Suite struct WCAGContrastTests {
    @Test func handComputedRatios() throws {
        // #66 = 0.4 → ((0.4 + 0.055) / 1.055)^2.4 = 0.13287; (1.05) / (0.18287) = 5.742.
        #expect(abs(WCAGContrast.ratio(try #require(Color(hex: "#666666")), .white) - 5.742) < 0.001)
        #expect(WCAGContrast.format(WCAGContrast.ratio(try #require(Color(hex: "#666666")), .white)) == "5.74:1")
        // Black on white: (1 + 0.05) / (0 + 0.05) = 21, either way round.
        #expect(abs(WCAGContrast.ratio(.black, .white) - 21) < 1e-9)
        #expect(abs(WCAGContrast.ratio(.white, .black) - 21) < 1e-9)
        // #77 = 0.4667 → 0.18447; 1.05 / 0.23447 = 4.478: fails body text, passes large text.
        let grey = WCAGContrast.ratio(try #require(Color(hex: "#777777")), .white)
        #expect(abs(grey - 4.478) < 0.001)
        #expect(WCAGContrast.format(grey, below: 4.5) == "4.48:1")
        #expect(grey < WCAGContrast.minimumRatio(for: FontSpec(size: 17)))
        #expect(grey >= WCAGContrast.minimumRatio(for: FontSpec(size: 18)))
        // Below the linear threshold: #0A = 0.0392 → 0.0392 / 12.92 = 0.003035.
        #expect(abs(WCAGContrast.relativeLuminance(Color(rgb8: 10, 10, 10)) - 0.0030352) < 1e-6)
    }

    @Test func aFailingRatioNeverPrintsAsTheMinimum() {
        #expect(WCAGContrast.format(4.4996, below: 4.5) == "4.49:1")
        #expect(WCAGContrast.format(4.4996) == "4.50:1")
    }

    @Test func largeTextIs18PointOr14PointBold() {
        #expect(WCAGContrast.isLargeText(FontSpec(size: 18)))
        #expect(!WCAGContrast.isLargeText(FontSpec(size: 17.9)))
        #expect(WCAGContrast.isLargeText(FontSpec(weight: .bold, size: 14)))
        #expect(WCAGContrast.isLargeText(FontSpec(weight: .heavy, size: 15)))
        #expect(!WCAGContrast.isLargeText(FontSpec(weight: .semibold, size: 17)))
        #expect(!WCAGContrast.isLargeText(FontSpec(weight: .bold, size: 13)))
        #expect(WCAGContrast.minimumRatio(for: FontSpec(size: 17)) == 4.5)
        #expect(WCAGContrast.minimumRatio(for: FontSpec(size: 28)) == 3)
    }
}
