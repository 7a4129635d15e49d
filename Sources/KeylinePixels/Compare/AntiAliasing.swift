/// Tells whether a differing pixel is likely anti-aliasing: the soft edge of a shape that
/// moved by a fraction of a pixel, rather than a change of content. The idea is V.
/// Vyšniauskas, "Anti-aliased pixel and intensity slope detector" (2009), as pixelmatch
/// applies it:
///
/// An anti-aliased pixel lies on an edge between two regions: among its eight neighbours
/// some are darker and some brighter, and few (at most two) are exactly its colour. And
/// the regions it blends are flat: its darkest or its brightest neighbour has three or more
/// neighbours of exactly its own colour, in both images (so that neighbour is not itself
/// an edge that changed).
enum AntiAliasing {
    /// Whether the pixel at (x, y) of `image` looks anti-aliased, with `other` the image
    /// it is compared with. Pixels past the image's edge count as equal neighbours, as
    /// pixelmatch counts them (an edge pixel has fewer neighbours to differ from).
    ///
    /// A pixel "in a flat region" (three or more neighbours of exactly its colour) is not
    /// on an edge, and the regions an edge blends must be flat: `Neighbourhood` keeps that
    /// flag and each pixel's brightness for the rows around the one compared, computed once
    /// per row and image, so that a check costs a few lookups. (Recomputed for each pixel
    /// that differed, as pixelmatch does, the flags cost up to 40 neighbour reads per pixel
    /// and check: with every pixel of a 64-Mi-pixel image differing, 20 s and more.)
    static func isAntiAliased<A: RowReadable, B: RowReadable>(_ image: Neighbourhood<A>, x: Int, y: Int, other: Neighbourhood<B>) -> Bool {
        if image.isFlat(x: x, y: y) { return false }  // inside a flat region, not on an edge
        let x0 = max(x - 1, 0), x1 = min(x + 1, image.width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, image.height - 1)
        let center = image.rows.row(y)[x]
        let brightness = image.brightness(y)[x]
        var darkest = (delta: 0.0, x: 0, y: 0)
        var brightest = (delta: 0.0, x: 0, y: 0)
        for ny in y0...y1 {
            let row = image.rows.row(ny), bright = image.brightness(ny)
            for nx in x0...x1 where (nx != x || ny != y) && row[nx] != center {
                let delta = bright[nx] - brightness
                if delta < darkest.delta {
                    darkest = (delta, nx, ny)
                } else if delta > brightest.delta {
                    brightest = (delta, nx, ny)
                }
            }
        }
        // An edge has both a darker and a brighter side, and one of them flat in both images.
        guard darkest.delta < 0, brightest.delta > 0 else { return false }
        return (image.isFlat(x: darkest.x, y: darkest.y) && other.isFlat(x: darkest.x, y: darkest.y))
            || (image.isFlat(x: brightest.x, y: brightest.y) && other.isFlat(x: brightest.x, y: brightest.y))
    }

    /// For one image, each pixel's brightness and whether it is in a flat region (three or
    /// more of its neighbours exactly its colour, pixels past the edge counting as one), for
    /// a window of five rows, computed a row at a time when first asked for: comparing row
    /// y asks for rows y - 1 ... y + 1, whose flags read rows y - 2 ... y + 2 (which a
    /// `ConvertedRows` window holds). One thread at a time.
    final class Neighbourhood<Rows: RowReadable> {
        static var window: Int { 5 }

        let rows: Rows
        let width: Int
        let height: Int
        private let flags: UnsafeMutablePointer<UInt8>
        private let brightnesses: UnsafeMutablePointer<Double>
        /// The row each slot holds (row y in slot y % window), -1 for none; apart for flags
        /// and brightness, which are computed separately.
        private let flagRows: UnsafeMutablePointer<Int>
        private let brightnessRows: UnsafeMutablePointer<Int>

        init(_ rows: Rows) {
            self.rows = rows
            (width, height) = (rows.width, rows.height)
            let count = Self.window * max(rows.width, 1)
            flags = .allocate(capacity: count)
            brightnesses = .allocate(capacity: count)
            flagRows = .allocate(capacity: Self.window)
            flagRows.initialize(repeating: -1, count: Self.window)
            brightnessRows = .allocate(capacity: Self.window)
            brightnessRows.initialize(repeating: -1, count: Self.window)
        }

        deinit {
            flags.deallocate()
            brightnesses.deallocate()
            flagRows.deallocate()
            brightnessRows.deallocate()
        }

        @inline(__always)
        func isFlat(x: Int, y: Int) -> Bool {
            let slot = y % Self.window
            if flagRows[slot] != y { computeFlags(y, slot: slot) }
            return flags[slot &* width &+ x] != 0
        }

        @inline(__always)
        func brightness(_ y: Int) -> UnsafePointer<Double> {
            let slot = y % Self.window
            if brightnessRows[slot] != y { computeBrightness(y, slot: slot) }
            return UnsafePointer(brightnesses + slot &* width)
        }

        private func computeBrightness(_ y: Int, slot: Int) {
            let row = rows.row(y), out = brightnesses + slot &* width
            for x in 0..<width { out[x] = ColorDistance.brightness(row[x]) }
            brightnessRows[slot] = y
        }

        /// Counts each pixel's equal neighbours without branching on them (they are as
        /// unpredictable as the image): a pixel with more than two is flat.
        private func computeFlags(_ y: Int, slot: Int) {
            let out = flags + slot &* width
            let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
            let above = rows.row(y0), here = rows.row(y), below = rows.row(y1)
            let edgeRow = y0 == y || y1 == y
            for x in 0..<width {
                let c = here[x]
                let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
                var equal = edgeRow || x0 == x || x1 == x ? 1 : 0
                if x0 != x { equal &+= (here[x0] == c ? 1 : 0) }
                if x1 != x { equal &+= (here[x1] == c ? 1 : 0) }
                if y0 != y {
                    equal &+= above[x] == c ? 1 : 0
                    if x0 != x { equal &+= above[x0] == c ? 1 : 0 }
                    if x1 != x { equal &+= above[x1] == c ? 1 : 0 }
                }
                if y1 != y {
                    equal &+= below[x] == c ? 1 : 0
                    if x0 != x { equal &+= below[x0] == c ? 1 : 0 }
                    if x1 != x { equal &+= below[x1] == c ? 1 : 0 }
                }
                out[x] = equal > 2 ? 1 : 0
            }
            flagRows[slot] = y
        }
    }
}

/// Rows of premultiplied ARGB32 words that can be read by index: a whole image
/// (`PixelRows`), or the few rows around the one being compared (`ConvertedRows`). Only
/// rows within two of the pixel asked about are read.
protocol RowReadable {
    var width: Int { get }
    var height: Int { get }
    func row(_ y: Int) -> UnsafePointer<UInt32>
}

extension PixelRows: RowReadable {}
