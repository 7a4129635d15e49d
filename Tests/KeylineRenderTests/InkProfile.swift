import Foundation
import KeylineRender

/// How dark each pixel of a picture of dark text on white is (0 white … 1 black), and
/// what can be measured on it: the baselines of its lines and the ink's horizontal
/// extent. The same measurement reads SwiftUI's reference images and Keyline's renders,
/// so that what is compared was measured the same way.
struct InkProfile {
    let width: Int
    let height: Int
    /// Row-major darkness.
    let darkness: [Double]
    /// Pixels per point of the picture.
    let scale: Double

    /// Each row's darkness summed, once: `lineBands` and `baseline` read every row, often
    /// more than once. (This module is built unoptimized; summing with closures per pixel
    /// cost the text corpus suites most of their 30 s.)
    let rowInk: [Double]

    private init(width: Int, height: Int, scale: Double, darkness: [Double]) {
        self.width = width; self.height = height; self.scale = scale; self.darkness = darkness
        var sums = [Double](repeating: 0, count: height)
        darkness.withUnsafeBufferPointer { d in
            for y in 0..<height {
                var sum = 0.0
                for x in 0..<width { sum += d[y * width + x] }
                sums[y] = sum
            }
        }
        rowInk = sums
    }

    /// A picture's darkness is measured against its background, the lightness of its
    /// top-left pixel: the Home Assistant references have text on the grouped background's
    /// grey (242) or on a tinted card, where darkness against white would ink every row.
    init(png path: String, scale: Double) throws {
        let png = try DecodedPNG(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let step = png.bytesPerPixel, count = png.width * png.height
        var lightness = [Double](repeating: 255, count: count)
        png.samples.withUnsafeBufferPointer { s in
            for i in 0..<count {
                let p = i * step
                let grey = (Double(s[p]) + Double(s[p + 1]) + Double(s[p + 2])) / 3
                let alpha = step == 4 ? Double(s[p + 3]) / 255 : 1
                lightness[i] = 255 - (255 - grey) * alpha  // over white
            }
        }
        let background = max(lightness.first ?? 255, 1)
        for i in 0..<count { lightness[i] = max(0, (background - lightness[i]) / background) }
        self.init(width: png.width, height: png.height, scale: scale, darkness: lightness)
    }

    init(_ image: RasterImage, scale: Double) {
        var darkness = [Double](repeating: 0, count: image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                let grey = (Double(p.red) + Double(p.green) + Double(p.blue)) / 3
                darkness[y * image.width + x] = (255 - grey) / 255 * Double(p.alpha) / 255
            }
        }
        self.init(width: image.width, height: image.height, scale: scale, darkness: darkness)
    }

    func row(_ y: Int) -> Double { rowInk[y] }

    /// The runs of rows with ink, each one line of text. Runs thinner than a third of the
    /// tallest (an underline below its line) join the run above.
    func lineBands() -> [Range<Int>] {
        var bands: [Range<Int>] = []
        var start: Int?
        for y in 0...height {
            let inked = y < height && row(y) > 0.3
            if inked, start == nil { start = y }
            if !inked, let s = start { bands.append(s..<y); start = nil }
        }
        let tallest = bands.map(\.count).max() ?? 0
        var merged: [Range<Int>] = []
        for band in bands {
            if band.count * 3 < tallest, let last = merged.popLast() { merged.append(last.lowerBound..<band.upperBound) } else { merged.append(band) }
        }
        return merged
    }

    /// A line's baseline in points from the top: the edge where the ink of most letters
    /// ends (the largest drop in a row's ink from one row to the next, in the lower part of
    /// the line), with the next row's remaining ink as the fraction of a pixel.
    func baseline(in band: Range<Int>) -> Double {
        let rows = band.map(row)
        var best = band.lowerBound, drop = -Double.infinity
        for i in (rows.count / 3)..<(rows.count - 1) where rows[i] - rows[i + 1] > drop {
            drop = rows[i] - rows[i + 1]; best = band.lowerBound + i
        }
        let fraction = min(1, row(best + 1) / max(row(best), 1e-9))
        return (Double(best + 1) + fraction) / scale
    }

    /// The ink's horizontal extent in points within some rows, each edge column counted by
    /// how much of the darkest column's ink it holds.
    func inkWidth(in band: Range<Int>) -> Double {
        var columns = [Double](repeating: 0, count: width)
        darkness.withUnsafeBufferPointer { d in
            for y in band { for x in 0..<width { columns[x] += d[y * width + x] } }
        }
        let inked = columns.indices.filter { columns[$0] > 0.05 }
        guard let first = inked.first, let last = inked.last else { return 0 }
        let full = columns.max() ?? 1
        let partialLeft = min(1, columns[first] / full), partialRight = min(1, columns[last] / full)
        return (Double(last - first - 1) + partialLeft + partialRight) / scale
    }
}
