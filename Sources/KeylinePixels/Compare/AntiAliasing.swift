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
    /// O(1) per pixel with a small constant: each of the (at most three) rows around a pixel
    /// is fetched once per call (a `ConvertedRows` fetch is a slot lookup, not a pointer),
    /// and the flat-region checks, which need rows two away, run only for the one darkest
    /// and one brightest neighbour.
    static func isAntiAliased(_ image: some RowReadable, x: Int, y: Int, other: some RowReadable) -> Bool {
        let x0 = max(x - 1, 0), x1 = min(x + 1, image.width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, image.height - 1)
        let rows = (image.row(y0), image.row(y), image.row(y1))
        let center = rows.1[x]
        let brightness = ColorDistance.brightness(center)
        var equal = x0 == x || x1 == x || y0 == y || y1 == y ? 1 : 0
        var darkest = (delta: 0.0, x: 0, y: 0)
        var brightest = (delta: 0.0, x: 0, y: 0)

        for ny in y0...y1 {
            let row = ny == y ? rows.1 : (ny < y ? rows.0 : rows.2)
            for nx in x0...x1 where nx != x || ny != y {
                let neighbour = row[nx]
                if neighbour == center {
                    equal += 1
                    if equal > 2 { return false }  // inside a flat region, not on an edge
                    continue
                }
                let delta = ColorDistance.brightness(neighbour) - brightness
                if delta < darkest.delta {
                    darkest = (delta, nx, ny)
                } else if delta > brightest.delta {
                    brightest = (delta, nx, ny)
                }
            }
        }
        // An edge has both a darker and a brighter side.
        guard darkest.delta < 0, brightest.delta > 0 else { return false }
        return (isInFlatRegion(image, darkest.x, darkest.y) && isInFlatRegion(other, darkest.x, darkest.y))
            || (isInFlatRegion(image, brightest.x, brightest.y) && isInFlatRegion(other, brightest.x, brightest.y))
    }

    /// Whether three or more of the pixel's neighbours have exactly its colour (pixels
    /// past the edge counting as one, as above).
    private static func isInFlatRegion(_ image: some RowReadable, _ x: Int, _ y: Int) -> Bool {
        let x0 = max(x - 1, 0), x1 = min(x + 1, image.width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, image.height - 1)
        let rows = (image.row(y0), image.row(y), image.row(y1))
        let center = rows.1[x]
        var equal = x0 == x || x1 == x || y0 == y || y1 == y ? 1 : 0
        for ny in y0...y1 {
            let row = ny == y ? rows.1 : (ny < y ? rows.0 : rows.2)
            for nx in x0...x1 where nx != x || ny != y {
                if row[nx] == center {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
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
