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
    ///
    /// The horizontal passes run first, as vertical passes over the mask transposed: a pass
    /// down the columns keeps one running sum per column and adds and subtracts whole rows,
    /// which the compiler vectorizes, where a pass along a row is one running sum, a chain
    /// of dependent additions (on UrbanNest's slide-1 sequence at @3x, whose button's shadow
    /// moves every frame, the blur went from 6.9 % of the render's time to 3.7 %). Each pass is
    /// the same box, rounded the same way, as along the rows, so the pixels are the same;
    /// passes alternate between two buffers instead of copying back after each.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let passes = passes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        let first = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let second = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, height))
        defer { first.deallocate(); second.deallocate(); sums.deallocate() }

        // Along the rows: the transposed mask is `width` rows of `height`.
        transpose(pixels, stride: stride, width: width, height: height, into: first, stride: height)
        var (source, target) = (first, second)
        for (left, right) in passes {
            vertical(source, stride: height, into: target, stride: height, width: height, height: width, left: left, right: right, sums: sums)
            swap(&source, &target)
        }
        transpose(source, stride: height, width: height, height: width, into: pixels, stride: stride)
        // Down the columns: from `pixels` through the two buffers, the last pass back into
        // `pixels` (three passes, never one: no pass reads the memory it writes).
        let buffers = [first, second]
        for (i, (left, right)) in passes.enumerated() {
            let from = i == 0 ? UnsafePointer(pixels) : UnsafePointer(buffers[(i - 1) % 2])
            let last = i == passes.count - 1
            vertical(from, stride: i == 0 ? stride : width, into: last ? pixels : buffers[i % 2], stride: last ? stride : width,
                     width: width, height: height, left: left, right: right, sums: sums)
        }
    }

    /// Division by the box size as a multiplication: with m = ⌈2³²/d⌉, ⌊n·m / 2³²⌋ = ⌊n/d⌋
    /// exactly whenever n·d < 2³² (the error n·(m − 2³²/d)/2³² < n/2³² stays below 1/d).
    /// Here n ≤ 256·d, so boxes up to 4096 px wide are exact — far beyond any shadow.
    /// A box is at least 2 wide (`passes`), so m ≤ 2³¹ and n fit 32 bits: the product is one
    /// 32 × 32-bit multiplication, which vectorizes, in wrapping arithmetic that cannot wrap.
    struct Divider {
        let size: UInt32, half: UInt32, multiplier: UInt32
        init(_ size: Int) {
            precondition(size > 1 && size <= 4096, "box blur narrower than 2 or wider than the exact-division range")
            self.size = UInt32(size)
            half = UInt32(size / 2)
            multiplier = UInt32(((1 << 32) + UInt64(size) - 1) / UInt64(size))
        }
        /// ⌊(sum + size/2) / size⌋: the box average, rounded.
        @inline(__always) func average(_ sum: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: (UInt64(sum &+ half) &* UInt64(multiplier)) >> 32)
        }
    }

    /// `height` rows of `width` bytes, transposed into `width` rows of `height`, in tiles
    /// that stay in the cache.
    private static func transpose(_ source: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int,
                                  into target: UnsafeMutablePointer<UInt8>, stride targetStride: Int) {
        let tile = 32
        for y0 in Swift.stride(from: 0, to: height, by: tile) {
            for x0 in Swift.stride(from: 0, to: width, by: tile) {
                for x in x0..<min(width, x0 + tile) {
                    let column = source + x, out = target + x &* targetStride
                    for y in y0..<min(height, y0 + tile) { out[y] = column[y &* stride] }
                }
            }
        }
    }

    /// One box pass down every column at once, row by row, from `source` into `target`
    /// (not the same memory): row y of the target is the rounded mean of source rows
    /// y − left ... y + right, rows outside counting as 0. A column's sum is at most
    /// 255 × 4096 and never below 0, so wrapping additions are exact (and checked ones would
    /// keep the loops from vectorizing).
    private static func vertical(_ source: UnsafePointer<UInt8>, stride: Int, into target: UnsafeMutablePointer<UInt8>, stride targetStride: Int,
                                 width: Int, height: Int, left: Int, right: Int, sums: UnsafeMutablePointer<UInt32>) {
        let divider = Divider(left + right + 1)
        sums.update(repeating: 0, count: width)
        for y in 0...min(right, height - 1) {
            let row = source + y * stride
            for x in 0..<width { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<height {
            let out = target + y * targetStride
            for x in 0..<width { out[x] = divider.average(sums[x]) }
            let entering = y + right + 1, leaving = y - left
            if entering < height {
                let row = source + entering * stride
                for x in 0..<width { sums[x] &+= UInt32(row[x]) }
            }
            if leaving >= 0 {
                let row = source + leaving * stride
                for x in 0..<width { sums[x] &-= UInt32(row[x]) }
            }
        }
    }
}
