import Foundation

/// Gaussian blur of an 8-bit alpha mask, approximated by three box blurs per axis.
///
/// Cairo has no blur. The box sizes are those the W3C Filter Effects spec gives for
/// `feGaussianBlur` (§ 9.5): d = ⌊σ · 3·√(2π)/4 + 0.5⌋; for odd d, three boxes of width d
/// centred on the pixel; for even d, two boxes of width d offset half a pixel left then
/// right, and one of width d + 1 centred. Integer arithmetic keeps it deterministic.
enum GaussianBlur {
    static func boxSize(sigma: Double) -> Int {
        Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// Blurs `pixels` (width × height, `stride` bytes per row) in place.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let d = boxSize(sigma: sigma)
        guard d > 1, width > 0, height > 0 else { return }
        // (left reach, right reach) of each pass's window around the output pixel.
        let passes: [(Int, Int)] = d % 2 == 1
            ? [((d - 1) / 2, (d - 1) / 2), ((d - 1) / 2, (d - 1) / 2), ((d - 1) / 2, (d - 1) / 2)]
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        var line = [UInt32](repeating: 0, count: max(width, height))
        var out = [UInt8](repeating: 0, count: max(width, height))
        for y in 0..<height {
            let row = pixels + y * stride
            for pass in passes { box(row, count: width, step: 1, reach: pass, line: &line, out: &out) }
        }
        for x in 0..<width {
            let column = pixels + x
            for pass in passes { box(column, count: height, step: stride, reach: pass, line: &line, out: &out) }
        }
    }

    /// One box pass along a line of `count` samples `step` bytes apart; outside is 0.
    private static func box(_ base: UnsafeMutablePointer<UInt8>, count: Int, step: Int, reach: (Int, Int),
                            line: inout [UInt32], out: inout [UInt8]) {
        let (left, right) = reach
        let size = UInt32(left + right + 1)
        // Prefix sums make each output a difference of two sums.
        var sum: UInt32 = 0
        for i in 0..<count { sum += UInt32(base[i * step]); line[i] = sum }
        for i in 0..<count {
            let hi = min(count - 1, i + right)
            let lo = i - left - 1
            let total = line[hi] - (lo >= 0 ? line[lo] : 0)
            out[i] = UInt8((total + size / 2) / size)
        }
        for i in 0..<count { base[i * step] = out[i] }
    }
}
