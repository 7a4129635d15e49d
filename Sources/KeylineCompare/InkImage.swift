import KeylinePixels

/// An image read for ink: which pixels differ from a background colour, with some areas
/// masked out (the status bar, the home indicator, `--mask`), where nothing is ink.
struct InkImage {
    let image: PixelImage
    /// Per pixel, whether it is masked; empty when nothing is.
    let masked: [Bool]

    /// How far apart two colours must be, in the largest channel difference (0-255), for a
    /// pixel to be ink against its background: above anti-aliasing's faintest fringe, below
    /// any colour a designer tells apart from its background. Lowered for an element whose
    /// colour is close to what surrounds it (`threshold(forContrast:)`).
    var threshold = InkImage.defaultThreshold
    static let defaultThreshold = 40

    /// Half the element's contrast with its background, between 6 and 40: a segmented
    /// control's #EEEEEF track on white (a difference of 17) is still ink, and a text's
    /// faint anti-aliased fringe is not.
    static func threshold(forContrast contrast: Int) -> Int { max(6, min(defaultThreshold, contrast / 2)) }

    /// The largest difference from `background` inside `box`.
    func contrast(in box: PixelBox, against background: UInt32) -> Int {
        let b = box.clamped(width: width, height: height)
        guard !b.isEmpty else { return 0 }
        var most = 0
        for y in b.y0..<b.y1 {
            for x in b.x0..<b.x1 where !isMasked(x, y) { most = max(most, Self.distance(word(x, y), background)) }
        }
        return most
    }

    init(_ image: PixelImage, masks: [PixelBox]) {
        self.image = image
        if masks.isEmpty {
            masked = []
        } else {
            var m = [Bool](repeating: false, count: image.width * image.height)
            for box in masks {
                let b = box.clamped(width: image.width, height: image.height)
                guard !b.isEmpty else { continue }
                for y in b.y0..<b.y1 { for x in b.x0..<b.x1 { m[y * image.width + x] = true } }
            }
            masked = m
        }
    }

    var width: Int { image.width }
    var height: Int { image.height }

    @inline(__always) func word(_ x: Int, _ y: Int) -> UInt32 { image.pixels[y &* image.width &+ x] }

    @inline(__always) func isMasked(_ x: Int, _ y: Int) -> Bool { !masked.isEmpty && masked[y &* image.width &+ x] }

    /// The largest of the four channel differences of two premultiplied words.
    /// Written out channel by channel: it runs for every pixel of every element's search, and
    /// a loop over an array of shifts allocated that array on every call.
    @inline(__always) static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        guard a != b else { return 0 }
        @inline(__always) func channel(_ shift: UInt32) -> Int {
            let d = Int(a >> shift & 0xFF) &- Int(b >> shift & 0xFF)
            return d < 0 ? 0 &- d : d
        }
        let d0 = channel(0), d1 = channel(8), d2 = channel(16), d3 = channel(24)
        return max(max(d0, d1), max(d2, d3))
    }

    @inline(__always) func isInk(_ x: Int, _ y: Int, against background: UInt32) -> Bool {
        !isMasked(x, y) && Self.distance(word(x, y), background) > threshold
    }

    /// Calls `body` with every ink pixel of `box` (clamped to the image), row by row: the
    /// loop every search and measurement runs, over the pixel and mask buffers directly.
    func forEachInk(in box: PixelBox, against background: UInt32, _ body: (_ x: Int, _ y: Int) -> Void) {
        let b = box.clamped(width: width, height: height)
        guard !b.isEmpty else { return }
        let (w, limit) = (width, threshold)
        image.pixels.withUnsafeBufferPointer { pixels in
            masked.withUnsafeBufferPointer { mask in
                let hasMask = !mask.isEmpty
                for y in b.y0..<b.y1 {
                    let row = y &* w
                    for x in b.x0..<b.x1 {
                        if hasMask && mask[row &+ x] { continue }
                        let p = pixels[row &+ x]
                        if p != background && Self.distance(p, background) > limit { body(x, y) }
                    }
                }
            }
        }
    }

    /// The most common colour on a ring `thickness` pixels wide just outside `box` (what
    /// surrounds an element), or inside it when the ring is off the image or masked.
    func background(around box: PixelBox, thickness: Int = 2) -> UInt32 {
        var counts: [UInt32: Int] = [:]
        let outer = box.expanded(by: thickness).clamped(width: width, height: height)
        func add(_ x: Int, _ y: Int) { if !isMasked(x, y) { counts[word(x, y), default: 0] += 1 } }
        if !outer.isEmpty {
            for y in outer.y0..<outer.y1 {
                let inside = y >= box.y0 && y < box.y1
                if inside {
                    for x in outer.x0..<min(box.x0, outer.x1) { add(x, y) }
                    for x in max(box.x1, outer.x0)..<outer.x1 { add(x, y) }
                } else {
                    for x in outer.x0..<outer.x1 { add(x, y) }
                }
            }
        }
        if counts.isEmpty {
            let inner = box.clamped(width: width, height: height)
            if !inner.isEmpty { for y in inner.y0..<inner.y1 { for x in inner.x0..<inner.x1 { add(x, y) } } }
        }
        // Ties go to the smaller word, so that the answer never depends on hashing order.
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? 0
    }

    /// The bounding box of the ink inside `box`.
    func inkBox(in box: PixelBox, against background: UInt32) -> PixelBox {
        let b = box.clamped(width: width, height: height)
        guard !b.isEmpty else { return .empty }
        var result = PixelBox(x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
        forEachInk(in: b, against: background) { x, y in
            result.x0 = min(result.x0, x); result.x1 = max(result.x1, x + 1)
            result.y0 = min(result.y0, y); result.y1 = max(result.y1, y + 1)
        }
        return result.x0 == Int.max ? .empty : result
    }

    /// Ink cells over `box`, each `cell` pixels square: a cell is ink when any pixel in it is.
    /// Row-major, `(box.width / cell) x (box.height / cell)` rounded up; off-image pixels are not ink.
    func pooled(_ box: PixelBox, cell: Int, against background: UInt32) -> (columns: Int, rows: Int, bits: [Bool]) {
        let columns = (box.width + cell - 1) / cell, rows = (box.height + cell - 1) / cell
        var bits = [Bool](repeating: false, count: columns * rows)
        forEachInk(in: box, against: background) { x, y in bits[(y - box.y0) / cell * columns + (x - box.x0) / cell] = true }
        return (columns, rows, bits)
    }
}
