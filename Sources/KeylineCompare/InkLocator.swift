/// Finds one element's ink in the screenshot near where Keyline's render has it.
///
/// 1. Expected: the bounding box of the render's ink inside the element's frame, ink being
///    what differs from the colour around the frame (`InkImage.background(around:)`).
/// 2. Where: the render's ink cells over that box (plus a margin) slid over the screenshot's
///    ink cells within `searchRadius`, coarse cells first (at most `maximumCells`), then
///    pixel by pixel around the best; the fewest cells that disagree wins, the smallest
///    shift on a tie. Ink against each image's own background, so a recoloured element is
///    found where it is.
/// 3. How big: the screenshot's ink inside the expected box so shifted, grown on each side
///    while more ink lies within `gap` of it (a longer text, a wider fill) and shrunk to its ink.
struct InkLocator {
    var render: InkImage
    var screenshot: InkImage
    /// Pixels per point.
    let scale: Int
    /// Points the search goes from the expected place, each way.
    var searchRadius = 32.0
    /// Coarse cells compared at each shift, at most.
    var maximumCells = 600
    /// Pixels compared at each shift in the fine search, at most.
    var maximumSamples = 6000

    struct Result {
        let expected: PixelBox
        let found: PixelBox?
        let renderBackground: UInt32
        let screenshotBackground: UInt32
        /// The ink threshold used for this element (`InkImage.threshold(forContrast:)`).
        let threshold: Int
    }

    /// - Parameters:
    ///   - frame: the element's frame in pixels.
    ///   - core: the frame rounded to the nearest pixels: what a neighbour must not overlap.
    ///   - pad: pixels around the frame that still count as its ink (a text's overhanging glyphs).
    ///   - gap: pixels of background (horizontal, vertical) ink may cross and still be one element's.
    ///   - neighbours: the frames of everything that draws, in pixels: the pad around the
    ///     frame stops at a neighbour beside it (the line above's descenders are not this
    ///     line's ink), and so does the growth in the screenshot, the neighbour moved by as
    ///     much as this element.
    func locate(frame: PixelBox, core: PixelBox, pad: Int, gap: (x: Int, y: Int), neighbours: [PixelBox] = []) -> Result? {
        let region = frame.expanded(by: pad).clipped(awayFrom: neighbours, keeping: core).clamped(width: render.width, height: render.height)
        guard !region.isEmpty else { return nil }
        let bgR = render.background(around: region)
        // Ink is judged against this element's own contrast, in both images.
        var locator = self
        let threshold = InkImage.threshold(forContrast: render.contrast(in: region, against: bgR))
        locator.render.threshold = threshold
        locator.screenshot.threshold = threshold
        return locator.locate(region: region, bgR: bgR, gap: gap, neighbours: neighbours)
    }

    private func locate(region: PixelBox, bgR: UInt32, gap: (x: Int, y: Int), neighbours: [PixelBox]) -> Result? {
        let expected = render.inkBox(in: region, against: bgR)
        guard !expected.isEmpty else { return nil }
        let bgS = screenshot.background(around: region)

        let (dx, dy) = bestShift(expected, bgR: bgR, bgS: bgS)
        let start = screenshot.inkBox(in: expected.offset(dx, dy).expanded(by: 1), against: bgS)
        guard !start.isEmpty else { return Result(expected: expected, found: nil, renderBackground: bgR, screenshotBackground: bgS, threshold: render.threshold) }
        let window = expected.expanded(by: Int(searchRadius) * scale)
            .clipped(awayFrom: neighbours.map { $0.offset(dx, dy) }, keeping: start)
            .clamped(width: screenshot.width, height: screenshot.height)
        let found = grow(start, within: window, gap: gap, against: bgS)
        return Result(expected: expected, found: found, renderBackground: bgR, screenshotBackground: bgS, threshold: render.threshold)
    }

    /// The shift (in pixels) that best lays the render's ink over the screenshot's.
    private func bestShift(_ expected: PixelBox, bgR: UInt32, bgS: UInt32) -> (Int, Int) {
        let margin = 2 * scale
        let template = expected.expanded(by: margin)
        var cell = scale
        while (template.width / cell + 1) * (template.height / cell + 1) > maximumCells { cell *= 2 }
        let reach = (Int(searchRadius) * scale + cell - 1) / cell
        let t = render.pooled(template, cell: cell, against: bgR)
        let s = screenshot.pooled(template.expanded(by: reach * cell), cell: cell, against: bgS)
        // The cells packed 64 to a word, a row starting a new word; the screenshot's once for
        // each column shift, so that a shift's score is a sum of popcounts rather than a cell
        // by cell comparison (the search's hot loop: (2 reach + 1)² shifts).
        let words = (t.columns + 63) / 64
        var tPacked = [UInt64](repeating: 0, count: t.rows * words)
        for r in 0..<t.rows {
            for c in 0..<t.columns where t.bits[r * t.columns + c] { tPacked[r * words + c >> 6] |= 1 << UInt64(c & 63) }
        }
        // `s` has `reach` more cells than `t` on every side (it pools the template grown by `reach` cells).
        let shifts = 2 * reach + 1
        var sPacked = [UInt64](repeating: 0, count: shifts * s.rows * words)
        for k in 0..<shifts {
            for r in 0..<s.rows {
                let base = (k * s.rows + r) * words, row = r * s.columns + k
                for c in 0..<t.columns where s.bits[row + c] { sPacked[base + c >> 6] |= 1 << UInt64(c & 63) }
            }
        }
        var best = (score: Int.max, i: 0, j: 0)
        tPacked.withUnsafeBufferPointer { tp in
            sPacked.withUnsafeBufferPointer { sp in
                for j in -reach...reach {
                    for i in -reach...reach {
                        var score = 0
                        let k = i + reach
                        for r in 0..<t.rows {
                            let sBase = (k * s.rows + r + j + reach) * words, tBase = r * words
                            for w in 0..<words { score &+= (tp[tBase + w] ^ sp[sBase + w]).nonzeroBitCount }
                            if score > best.score { break }
                        }
                        if score < best.score || (score == best.score && abs(i) + abs(j) < abs(best.i) + abs(best.j)) {
                            best = (score, i, j)
                        }
                    }
                }
            }
        }
        // Pixel by pixel around the coarse answer, on a sample of the template's pixels.
        let (cx, cy) = (best.i * cell, best.j * cell)
        let step = max(1, Int((Double(template.area) / Double(maximumSamples)).squareRoot().rounded(.up)))
        var samples: [(x: Int, y: Int, ink: Bool)] = []
        for y in stride(from: template.y0, to: template.y1, by: step) {
            for x in stride(from: template.x0, to: template.x1, by: step) {
                let inside = x >= 0 && y >= 0 && x < render.width && y < render.height
                samples.append((x, y, inside && render.isInk(x, y, against: bgR)))
            }
        }
        // Two passes: every point (`scale` pixels) within a cell of the coarse answer, then
        // every pixel within a point of the best of those. Both stay within `cell + scale` of
        // it, so the screenshot's ink there is read once into `seen` (off the image: no ink).
        let area = template.offset(cx, cy).expanded(by: cell + scale)
        var seen = [Bool](repeating: false, count: area.area)
        screenshot.forEachInk(in: area, against: bgS) { x, y in seen[(y - area.y0) * area.width + x - area.x0] = true }
        var fine = (score: Int.max, dx: cx, dy: cy)
        func search(around center: (Int, Int), reach: Int, step: Int) {
            for dy in stride(from: center.1 - reach, through: center.1 + reach, by: step) {
                for dx in stride(from: center.0 - reach, through: center.0 + reach, by: step) {
                    var score = 0
                    let offset = (dy - area.y0) * area.width + dx - area.x0
                    for p in samples {
                        if seen[offset + p.y * area.width + p.x] != p.ink { score += 1 }
                        if score > fine.score { break }
                    }
                    let nearer = abs(dx - cx) + abs(dy - cy) < abs(fine.dx - cx) + abs(fine.dy - cy)
                    if score < fine.score || (score == fine.score && nearer) { fine = (score, dx, dy) }
                }
            }
        }
        search(around: (cx, cy), reach: cell, step: scale)
        search(around: (fine.dx, fine.dy), reach: scale, step: 1)
        return (fine.dx, fine.dy)
    }

    /// `box` grown while ink lies within `gap` beyond a side (inside `window`).
    private func grow(_ start: PixelBox, within window: PixelBox, gap: (x: Int, y: Int), against bg: UInt32) -> PixelBox {
        var box = start
        var changed = true
        while changed {
            changed = false
            // Right and left: the columns beyond the side, over the box's rows.
            if box.x1 < window.x1 {
                let band = PixelBox(x0: box.x1, y0: box.y0, x1: min(window.x1, box.x1 + gap.x), y1: box.y1)
                let ink = screenshot.inkBox(in: band, against: bg)
                if !ink.isEmpty { box.x1 = ink.x1; changed = true }
            }
            if box.x0 > window.x0 {
                let band = PixelBox(x0: max(window.x0, box.x0 - gap.x), y0: box.y0, x1: box.x0, y1: box.y1)
                let ink = screenshot.inkBox(in: band, against: bg)
                if !ink.isEmpty { box.x0 = ink.x0; changed = true }
            }
            if box.y1 < window.y1 {
                let band = PixelBox(x0: box.x0, y0: box.y1, x1: box.x1, y1: min(window.y1, box.y1 + gap.y))
                let ink = screenshot.inkBox(in: band, against: bg)
                if !ink.isEmpty { box.y1 = ink.y1; changed = true }
            }
            if box.y0 > window.y0 {
                let band = PixelBox(x0: box.x0, y0: max(window.y0, box.y0 - gap.y), x1: box.x1, y1: box.y0)
                let ink = screenshot.inkBox(in: band, against: bg)
                if !ink.isEmpty { box.y0 = ink.y0; changed = true }
            }
        }
        return box
    }
}
