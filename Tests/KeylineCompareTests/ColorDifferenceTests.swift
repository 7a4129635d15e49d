import KeylineCompare
import KeylineCore
import Testing

/// CIEDE2000 against the test pairs of Sharma, Wu and Dalal (2005), table 1, printed to
/// four decimals; CIELAB against the usual D65 values of sRGB's primaries.
@Suite struct ColorDifferenceTests {
    typealias Lab = (l: Double, a: Double, b: Double)

    static let pairs: [(Lab, Lab, Double)] = [
        ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),   // pair 1
        ((50, 3.1571, -77.2803), (50, 0, -82.7485), 2.8615),   // 2
        ((50, 2.8361, -74.0200), (50, 0, -82.7485), 3.4412),   // 3
        ((50, 0, 0), (50, -1, 2), 2.3669),                      // 7
        ((50, 2.49, -0.001), (50, -2.49, 0.0009), 7.1792),      // 12
        ((50, 2.5, 0), (73, 25, -18), 27.1492),                 // 17
        ((50, 2.5, 0), (61, -5, 29), 22.8977),                  // 18
        ((50, 2.5, 0), (56, -27, -3), 31.9030),                 // 19
        ((50, 2.5, 0), (58, 24, 15), 19.4535),                  // 20
        ((50, 2.5, 0), (50, 3.1736, 0.5854), 1.0000),           // 21
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),  // 25
    ]

    @Test func sharmasPairs() {
        for (p, q, expected) in Self.pairs {
            #expect(abs(ColorDifference.ciede2000(p, q) - expected) < 0.0001, "\(p) \(q)")
            #expect(abs(ColorDifference.ciede2000(q, p) - expected) < 0.0001, "symmetric")
        }
    }

    @Test func sRGBToLab() {
        let white = ColorDifference.lab(.white)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        let red = ColorDifference.lab(Color(red: 1, green: 0, blue: 0))
        #expect(abs(red.l - 53.24) < 0.02 && abs(red.a - 80.09) < 0.02 && abs(red.b - 67.20) < 0.02, "\(red)")
        #expect(ColorDifference.ciede2000(Color(rgb8: 13, 115, 119), Color(rgb8: 13, 115, 119)) == 0)
    }
}
