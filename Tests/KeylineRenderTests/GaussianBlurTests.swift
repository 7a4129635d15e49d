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

    /// The blur equals its definition computed directly: the horizontal passes, then the
    /// vertical ones, each pixel the rounded mean of its box, pixels outside counting as 0
    /// (the implementation runs its horizontal passes on the transposed mask, through two
    /// buffers). Masks of odd sizes, rows with padding, boxes wider than the mask.
    @Test(arguments: [(width: 37, height: 23, stride: 40, sigma: 3.0), (width: 60, height: 41, stride: 60, sigma: 12.0),
                      (width: 5, height: 70, stride: 8, sigma: 7.0), (width: 1, height: 1, stride: 4, sigma: 2.0)])
    func blurEqualsItsDefinition(width: Int, height: Int, stride: Int, sigma: Double) {
        var random: UInt64 = UInt64(width * 1000 + height)
        var mask = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                random = random &* 6364136223846793005 &+ 1442695040888963407
                // Runs of 0 and 255 as a drawn shape has, and some edge values.
                let r = Int(random >> 56)
                mask[y * stride + x] = r < 100 ? 0 : r < 200 ? 255 : UInt8(r)
            }
        }
        var expected = Array(repeating: [Int](repeating: 0, count: width), count: height)
        for y in 0..<height { for x in 0..<width { expected[y][x] = Int(mask[y * stride + x]) } }
        func box(_ line: [Int], _ left: Int, _ right: Int) -> [Int] {
            line.indices.map { i in
                let sum = (max(0, i - left)...min(line.count - 1, i + right)).reduce(0) { $0 + line[$1] }
                return (sum + (left + right + 1) / 2) / (left + right + 1)
            }
        }
        let passes = GaussianBlur.passes(sigma: sigma)
        for (left, right) in passes { expected = expected.map { box($0, left, right) } }
        for (left, right) in passes {
            for x in 0..<width {
                let column = box(expected.map { $0[x] }, left, right)
                for y in 0..<height { expected[y][x] = column[y] }
            }
        }
        let padding = mask.indices.filter { $0 % stride >= width }.map { mask[$0] }
        mask.withUnsafeMutableBufferPointer { GaussianBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma) }
        #expect(!passes.isEmpty)
        #expect((0..<height).allSatisfy { y in (0..<width).allSatisfy { x in Int(mask[y * stride + x]) == expected[y][x] } })
        #expect(mask.indices.filter { $0 % stride >= width }.map { mask[$0] } == padding, "bytes past each row untouched")
    }
}
