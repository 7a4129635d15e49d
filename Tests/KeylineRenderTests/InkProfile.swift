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

    /// A picture's darkness is measured against its background, the lightness of its
    /// top-left pixel: the Home Assistant references have text on the grouped background's
    /// grey (242) or on a tinted card, where darkness against white would ink every row.
    init(png path: String, scale: Double) throws {
        let png = try DecodedPNG(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let step = png.bytesPerPixel
        width = png.width; height = png.height; self.scale = scale
        let lightness = (0..<(png.width * png.height)).map { i in
            let p = i * step
            let grey = (Double(png.samples[p]) + Double(png.samples[p + 1]) + Double(png.samples[p + 2])) / 3
            let alpha = step == 4 ? Double(png.samples[p + 3]) / 255 : 1
            return 255 - (255 - grey) * alpha  // over white
        }
        let background = max(lightness.first ?? 255, 1)
        darkness = lightness.map { max(0, (background - $0) / background) }
    }

    init(_ image: RasterImage, scale: Double) {
        width = image.width; height = image.height; self.scale = scale
        darkness = (0..<(image.width * image.height)).map { i in
            let p = image.pixel(x: i % image.width, y: i / image.width)
            let grey = (Double(p.red) + Double(p.green) + Double(p.blue)) / 3
            return (255 - grey) / 255 * Double(p.alpha) / 255
        }
    }

    func row(_ y: Int) -> Double { (0..<width).reduce(0) { $0 + darkness[y * width + $1] } }

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
        let columns = (0..<width).map { x in band.reduce(0.0) { $0 + darkness[$1 * width + x] } }
        let inked = columns.indices.filter { columns[$0] > 0.05 }
        guard let first = inked.first, let last = inked.last else { return 0 }
        let full = columns.max() ?? 1
        let partialLeft = min(1, columns[first] / full), partialRight = min(1, columns[last] / full)
        return (Double(last - first - 1) + partialLeft + partialRight) / scale
    }
}
