/// Gaussian blur of an 8-bit alpha mask, approximated by three box blurs per axis.
///
/// Cairo has no blur. The box sizes are those the W3C Filter Effects spec gives for
/// `feGaussianBlur` (§ 9.5): d = ⌊σ · 3·√(2π)/4 + 0.5⌋; for odd d, three boxes of width d
/// centred on the pixel; for even d, two boxes of width d offset half a pixel left then
/// right, and one of width d + 1 centred. Integer arithmetic keeps it deterministic.
///
/// Horizontal passes slide a window along each row; vertical passes keep one running sum
/// per column and walk the rows in memory order, so both read memory sequentially.
enum GaussianBlur {
    /// At most `Divider`'s exact range, 4,095 (σ ≈ 2,180 px; the rasterizer caps σ at
    /// `SceneLimits.shadowBlurPixels`, far below), so no σ converts with a trap.
    static func boxSize(sigma: Double) -> Int {
        let d = (sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)
        guard d.isFinite, d >= 0 else { return 0 }
        return Int(min(d, 4095))
    }

    /// (left reach, right reach) of each of the three passes' windows.
    static func passes(sigma: Double) -> [(Int, Int)] {
        let d = boxSize(sigma: sigma)
        guard d > 1 else { return [] }
        return d % 2 == 1
            ? [((d - 1) / 2, (d - 1) / 2), ((d - 1) / 2, (d - 1) / 2), ((d - 1) / 2, (d - 1) / 2)]
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// Blurs `pixels` (width × height, `stride` bytes per row) in place; outside is 0.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let passes = passes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { scratch.deallocate(); sums.deallocate() }

        for y in 0..<height {
            let row = pixels + y * stride
            for (left, right) in passes { horizontal(row, width: width, left: left, right: right, line: scratch) }
        }
        for (left, right) in passes {
            vertical(pixels, width: width, height: height, stride: stride, left: left, right: right, out: scratch, sums: sums)
        }
    }

    /// Division by the box size as a multiplication: with m = ⌈2³²/d⌉, ⌊n·m / 2³²⌋ = ⌊n/d⌋
    /// exactly whenever n·d < 2³² (the error n·(m − 2³²/d)/2³² < n/2³² stays below 1/d).
    /// Here n ≤ 256·d, so boxes up to 4096 px wide are exact — far beyond any shadow.
    struct Divider {
        let size: UInt32, half: UInt64, multiplier: UInt64
        init(_ size: Int) {
            precondition(size > 0 && size <= 4096, "box blur wider than the exact-division range")
            self.size = UInt32(size)
            half = UInt64(size / 2)
            multiplier = ((1 << 32) + UInt64(size) - 1) / UInt64(size)
        }
        /// ⌊(sum + size/2) / size⌋: the box average, rounded.
        @inline(__always) func average(_ sum: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: ((UInt64(sum) + half) * multiplier) >> 32) }
    }

    /// One box pass along a row, through `line` as a copy of the input.
    private static func horizontal(_ row: UnsafeMutablePointer<UInt8>, width: Int, left: Int, right: Int,
                                   line: UnsafeMutablePointer<UInt8>) {
        line.update(from: row, count: width)
        let divider = Divider(left + right + 1)
        var sum: UInt32 = 0
        // The window for x = 0 covers [−left, right].
        for i in 0...min(right, width - 1) { sum += UInt32(line[i]) }
        for x in 0..<width {
            row[x] = divider.average(sum)
            let entering = x + right + 1, leaving = x - left
            if entering < width { sum += UInt32(line[entering]) }
            if leaving >= 0 { sum -= UInt32(line[leaving]) }
        }
    }

    /// One box pass down every column at once, row by row.
    private static func vertical(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                 left: Int, right: Int, out: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<UInt32>) {
        let divider = Divider(left + right + 1)
        sums.update(repeating: 0, count: width)
        for y in 0...min(right, height - 1) {
            let row = pixels + y * stride
            for x in 0..<width { sums[x] += UInt32(row[x]) }
        }
        for y in 0..<height {
            let target = out + y * width
            for x in 0..<width { target[x] = divider.average(sums[x]) }
            let entering = y + right + 1, leaving = y - left
            if entering < height {
                let row = pixels + entering * stride
                for x in 0..<width { sums[x] += UInt32(row[x]) }
            }
            if leaving >= 0 {
                let row = pixels + leaving * stride
                for x in 0..<width { sums[x] -= UInt32(row[x]) }
            }
        }
        for y in 0..<height { (pixels + y * stride).update(from: out + y * width, count: width) }
    }
}
