import KeylineCore
import KeylineLayout
import KeylinePixels

/// Measures a screenshot against Keyline's render of the same screen, element by element
/// (`InkLocator`), into a `ScreenComparison`. A pure function of the two images, the
/// layout and the options: the command renders and decodes, tests hand it images.
public struct ScreenComparer: Sendable {
    /// Points: an element whose every delta is within this matches (the default, 1 pt).
    public var tolerance: Double
    /// Points the search goes from where the scene puts an element, each way.
    public var searchRadius: Double
    /// Text shapes at least this similar are the same text (`TextFinding`).
    public var sameTextSimilarity: Double

    public init(tolerance: Double = 1, searchRadius: Double = 32, sameTextSimilarity: Double = 0.6) {
        self.tolerance = tolerance
        self.searchRadius = searchRadius
        self.sameTextSimilarity = sameTextSimilarity
    }

    /// The status bar and home indicator areas of `device`, in points: the top safe area,
    /// and the bottom one where the device has a home indicator (UIKit's safe area insets
    /// cover both, Device.safeArea). Masked by default, since a screenshot shows the real
    /// ones and a scene does not draw them.
    public static func systemChrome(of device: Device) -> [Rect] {
        var rects: [Rect] = []
        if let top = statusBarArea(of: device) { rects.append(top) }
        if let bottom = homeIndicatorArea(of: device) { rects.append(bottom) }
        return rects
    }

    /// The system areas `layout` does not draw itself: the status bar's unless the scene has
    /// `statusBar:` on, the home indicator's unless it has `homeIndicator:` on. What the
    /// scene draws is measured (its parts are elements); what it leaves to the phone is masked.
    public static func systemChrome(of device: Device, notDrawnIn layout: LayoutTree) -> [Rect] {
        var rects: [Rect] = []
        let drawsStatusBar = layout.nodes.contains { if case .statusBar = $0.content { true } else { false } }
        let drawsHomeIndicator = layout.nodes.contains { if case .homeIndicator = $0.content { true } else { false } }
        if !drawsStatusBar, let top = statusBarArea(of: device) { rects.append(top) }
        if !drawsHomeIndicator, let bottom = homeIndicatorArea(of: device) { rects.append(bottom) }
        return rects
    }

    static func statusBarArea(of device: Device) -> Rect? {
        device.safeArea.top > 0 ? Rect(x: 0, y: 0, width: device.size.width, height: device.safeArea.top) : nil
    }

    static func homeIndicatorArea(of device: Device) -> Rect? {
        device.safeArea.bottom > 0
            ? Rect(x: 0, y: device.size.height - device.safeArea.bottom, width: device.size.width, height: device.safeArea.bottom) : nil
    }

    /// Every element with an id in `layout` that draws something in `render`, measured in
    /// `screenshot` (both `scale` pixels per point, the same size), sorted by drift. Elements
    /// that draw nothing distinguishable from what is around them are in `unmeasured`.
    /// A status bar the scene draws is measured part by part (`statusBar.time`, `.cellular`,
    /// `.wifi`, `.battery`).
    public func compare(screenshot: PixelImage, render: PixelImage, layout: LayoutTree, scale: Int, masks: [Rect])
        -> (elements: [ElementComparison], unmeasured: [String])
    {
        let s = Double(scale)
        let pixelMasks = masks.map { PixelBox($0, scale: s) }
        let r = InkImage(render, masks: pixelMasks), shot = InkImage(screenshot, masks: pixelMasks)
        let locator = InkLocator(render: r, screenshot: shot, scale: scale, searchRadius: searchRadius)
        let targets = MeasureTarget.targets(in: layout)
        // What draws ink, in pixels: another element's ink never counts as this one's.
        let drawn = MeasureTarget.drawnFrames(in: layout).map { PixelBox(nearest: $0, scale: s) }
        var elements: [(Int, ElementComparison)] = []
        var unmeasured: [String] = []
        for target in targets {
            let fontSize = target.fontSize
            // A text's glyphs may overhang its line box by a little; its words are a third of
            // an em apart, its lines less than half an em (so half an em joins them, and a
            // neighbour 8 pt away stays apart).
            let pad = fontSize.map { Int(($0 * 0.25 * s).rounded(.up)) } ?? 0
            let gap = fontSize.map { (x: Int(($0 * 0.5 * s).rounded()), y: Int(($0 * 0.4 * s).rounded())) } ?? (x: scale, y: scale)
            guard let result = locator.locate(frame: PixelBox(target.frame, scale: s), core: PixelBox(nearest: target.frame, scale: s),
                                              pad: pad, gap: gap, neighbours: drawn) else {
                unmeasured.append(target.id)
                continue
            }
            let expected = result.expected.rect(scale: s)
            var element = ElementComparison(id: target.id, kind: target.kind, frame: target.frame, expected: expected,
                                            found: result.found?.rect(scale: s), status: .missing)
            if let foundBox = result.found {
                var r = r, shot = shot
                r.threshold = result.threshold
                shot.threshold = result.threshold
                if let token = target.color {
                    let seen = fontSize != nil
                        ? Self.dominantInkColor(shot, in: foundBox, against: result.screenshotBackground)
                        : Self.dominantColor(shot, in: foundBox, against: result.screenshotBackground)
                    let over = Self.composite(token, over: result.screenshotBackground)
                    element.colour = ColourFinding(token: token, found: seen, deltaE: ColorDifference.ciede2000(over, seen))
                }
                if let size = fontSize {
                    let similarity = Self.shapeSimilarity(r, result.expected, result.renderBackground, shot, foundBox, result.screenshotBackground)
                    // Words are ink runs apart by more than a fifth of an em (letters are closer).
                    let gap = max(1, Int((size * 0.2 * s).rounded()))
                    let words = (Self.wordCount(r, result.expected, result.renderBackground, gap: gap),
                                 Self.wordCount(shot, foundBox, result.screenshotBackground, gap: gap))
                    element.text = TextFinding(same: similarity >= sameTextSimilarity && words.0 == words.1, similarity: similarity)
                }
                let within = [element.dx, element.dy, element.dwidth, element.dheight].allSatisfy { abs($0) <= tolerance + 1e-9 }
                element.status = within && element.text?.same != false ? .match : .drift
            }
            elements.append((target.order, element))
        }
        let sorted = elements.sorted { a, b in
            a.1.drift != b.1.drift ? a.1.drift > b.1.drift : a.0 < b.0
        }.map(\.1)
        return (sorted, unmeasured)
    }

    // MARK: - Colour

    /// The colour the scene gives the element: a text's colour, a shape's or divider's fill,
    /// or a plain colour behind it (`background:`). Gradients have no one colour.
    static func tokenColor(_ node: LayoutNode, _ layout: LayoutTree) -> Color? {
        if let text = node.text, case .color(let c) = text.color { return c }
        if case .color(let c)? = node.fill { return c }
        if case .homeIndicator(let spec) = node.content { return ChromeColors.homeIndicator(spec.style) }
        for step in node.steps {
            if let decoration = step.decoration, decoration.isBackground, case .color(let c)? = layout[decoration.node].fill { return c }
        }
        return nil
    }

    static func composite(_ c: Color, over background: UInt32) -> Color {
        guard c.alpha < 1 else { return c }
        let (r, g, b, _) = straightColor(background)
        func mix(_ f: Double, _ bg: UInt8) -> Double { f * c.alpha + Double(bg) / 255 * (1 - c.alpha) }
        return Color(red: mix(c.red, r), green: mix(c.green, g), blue: mix(c.blue, b))
    }

    /// The most common colour among the pixels of `box` that stand out most from the
    /// background (at least three quarters of the largest difference): a glyph's solid
    /// middle, not its anti-aliased edge; a fill's colour, not its label's.
    static func dominantInkColor(_ image: InkImage, in box: PixelBox, against background: UInt32) -> Color {
        var strongest = 0
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 where !image.isMasked(x, y) {
                strongest = max(strongest, InkImage.distance(image.word(x, y), background))
            }
        }
        var counts: [UInt32: Int] = [:]
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 where !image.isMasked(x, y) {
                let w = image.word(x, y)
                if InkImage.distance(w, background) * 4 >= strongest * 3 { counts[w, default: 0] += 1 }
            }
        }
        let word = counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? background
        let (r, g, b, _) = straightColor(word)
        return Color(rgb8: Int(r), Int(g), Int(b))
    }

    /// The most common ink colour inside `box`: a fill's colour, whatever is drawn on it
    /// (a segmented control's track, not its labels).
    static func dominantColor(_ image: InkImage, in box: PixelBox, against background: UInt32) -> Color {
        var counts: [UInt32: Int] = [:]
        image.forEachInk(in: box, against: background) { x, y in counts[image.word(x, y), default: 0] += 1 }
        let word = counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? background
        let (r, g, b, _) = straightColor(word)
        return Color(rgb8: Int(r), Int(g), Int(b))
    }

    /// A premultiplied ARGB32 word's straight colour (alpha 0 is black).
    static func straightColor(_ w: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = Int(w >> 24)
        guard a != 0 else { return (0, 0, 0, 0) }
        func un(_ c: UInt32) -> UInt8 { UInt8(min(255, (Int(c & 0xFF) * 255 + a / 2) / a)) }
        return (un(w >> 16), un(w >> 8), un(w), UInt8(a))
    }

    // MARK: - Text shape

    /// Runs of inked columns in `box` separated by at least `gap` blank columns: the words
    /// of a one-line text (another font keeps their number, another text seldom does).
    static func wordCount(_ image: InkImage, _ box: PixelBox, _ bg: UInt32, gap: Int) -> Int {
        var words = 0, blank = gap
        for x in box.x0..<box.x1 {
            var inked = false
            for y in box.y0..<box.y1 where image.isInk(x, y, against: bg) { inked = true; break }
            if inked {
                if blank >= gap { words += 1 }
                blank = 0
            } else {
                blank += 1
            }
        }
        return words
    }

    /// How alike two ink shapes are: each box's ink resampled onto a 64 x 16 grid, the
    /// share of cells that agree among those inked in either.
    static func shapeSimilarity(_ a: InkImage, _ boxA: PixelBox, _ bgA: UInt32, _ b: InkImage, _ boxB: PixelBox, _ bgB: UInt32) -> Double {
        func grid(_ image: InkImage, _ box: PixelBox, _ bg: UInt32) -> [Bool] {
            let (columns, rows) = (64, 16)
            var bits = [Bool](repeating: false, count: columns * rows)
            image.forEachInk(in: box, against: bg) { x, y in
                bits[(y - box.y0) * rows / box.height * columns + (x - box.x0) * columns / box.width] = true
            }
            return bits
        }
        let ga = grid(a, boxA, bgA), gb = grid(b, boxB, bgB)
        let either = zip(ga, gb).filter { $0 || $1 }.count
        let both = zip(ga, gb).filter { $0 && $1 }.count
        return either == 0 ? 1 : Double(both) / Double(either)
    }
}
