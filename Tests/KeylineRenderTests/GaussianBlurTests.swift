@testable import KeylineRender
import Testing

@Suite struct GaussianBlurTests {
    /// W3C Filter Effects § 9.5: d = ⌊σ·3·√(2π)/4 + 0.5⌋.
    @Test(arguments: [(1.0, 2), (2.0, 4), (4.0, 8), (10.0, 19), (0.2, 0)])
    func boxSizeFollowsTheFilterEffectsSpec(sigma: Double, expected: Int) {
        #expect(GaussianBlur.boxSize(sigma: sigma) == expected)
    }

    /// The multiply-and-shift division equals integer division for every sum a box of
    /// each width can hold.
    @Test(arguments: [2, 3, 19, 23, 24, 255, 1000, 4096])
    func exactDivision(size: Int) {
        let divider = GaussianBlur.Divider(size)
        for sum in stride(from: 0, through: 255 * size, by: max(1, size / 7)) {
            #expect(Int(divider.average(UInt32(sum))) == (sum + size / 2) / size)
        }
        #expect(Int(divider.average(UInt32(255 * size))) == (255 * size + size / 2) / size)
    }

    @Test func blurSpreadsAPointSymmetricallyAndKeepsItsMass() {
        let size = 64
        var pixels = [UInt8](repeating: 0, count: size * size)
        // A 4x4 opaque block in the middle: 16 × 255 of alpha.
        for y in 30..<34 { for x in 30..<34 { pixels[y * size + x] = 255 } }
        pixels.withUnsafeMutableBufferPointer { GaussianBlur.blur($0.baseAddress!, width: size, height: size, stride: size, sigma: 3) }
        let total: Int = pixels.reduce(0) { $0 + Int($1) }
        let mass: Int = 16 * 255
        #expect(abs(total - mass) < mass / 20, "rounding loses at most a few percent")
        #expect(pixels[31 * size + 31] < 255)
        #expect(pixels[31 * size + 24] > 0, "spreads about 2σ")
        for d in 1..<12 {
            #expect(abs(Int(pixels[31 * size + 31 - d]) - Int(pixels[31 * size + 32 + d])) <= 1, "symmetric")
        }
        // Centre row falls off monotonically.
        for x in 32..<50 { #expect(pixels[31 * size + x] >= pixels[31 * size + x + 1]) }
    }
}
