import KeylineCore
import KeylineLayout
import KeylineRender

/// `contrast`: each text's WCAG 2.x contrast ratio against what is drawn behind it, at
/// least 4.5:1, or 3:1 for large text (`WCAGContrast`).
///
/// What is behind a text is read from pixels, so gradients, images and translucent layers
/// count as they are drawn: the screen is rendered twice at @2x, as it is and with every
/// text left out. The pixels where the two differ within a text's box are its glyphs; the
/// text-less render at those pixels is what lies behind them. The text's colour (its
/// alpha and the opacity of the groups around it applied over each background pixel, as
/// Cairo composites it) is compared with each of those background pixels, and the worst
/// (lowest) ratio is the text's. Other texts are not part of the background, and the
/// boxes of texts drawn over a text are left out of its glyphs. A text whose colour is
/// its background's draws no different pixel: it is found by the pixels of its box that
/// have its colour (1:1), and told from a text covered by a view of its colour by drawing
/// it once more in another colour. A text nothing of which shows (off the screen, under another
/// view) is not checked, nor is the text of a control marked `notEnabled` (WCAG exempts
/// inactive components).
struct ContrastLint: Lint {
    /// @2x: glyph edges are sharp enough to find, at under half the pixels of @3x.
    static let scale = 2.0

    func findings(in subject: LintSubject) -> [LintFinding] {
        // Each text as drawn: a text view's, and the status bar's clock (drawn in the bar's
        // content colour, so a `style` that does not suit the screen under it shows here).
        let texts: [(node: LayoutNode, spec: TextSpec, rect: Rect)] = subject.layout.nodes.compactMap { node in
            guard subject.layout.isDrawn(node), !isInactive(node, in: subject) else { return nil }
            if let text = node.text, !text.string.isEmpty, !text.color.isInvisible { return (node, text.spec, node.contentFrame) }
            if case .statusBar(let bar, let layout) = node.content {
                return (node, TextSpec(content: bar.time, font: layout.timeFont, color: .color(ChromeColors.content(bar.style))), layout.time)
            }
            return nil
        }
        guard !texts.isEmpty else { return [] }
        var draws: [TextDraw] = []
        collect(subject.displayList.items, transform: .identity, clip: Rect(origin: .zero, size: subject.displayList.canvas),
                opacity: 1, into: &draws)
        var background = subject.displayList
        background.items = Self.removingTexts(background.items)
        let withText = subject.renderer.rasterize(subject.displayList, scale: Self.scale)
        let behind = subject.renderer.rasterize(background, scale: Self.scale)
        let sampler = PixelPair(drawn: withText, background: behind, scale: Self.scale)

        var findings: [LintFinding] = []
        for (node, spec, rect) in texts {
            guard let index = draws.firstIndex(where: { $0.spec == spec && $0.rect == rect }) else { continue }
            // Texts drawn later, over this one (a pinned button's label over scrolled
            // text), change pixels in its box that are not its glyphs.
            let above = draws[(index + 1)...].map(\.region).filter { !$0.intersection(draws[index].region).isEmpty }
            guard let worst = sampler.worstContrast(of: draws[index], excluding: above) else { continue }
            let minimum = WCAGContrast.minimumRatio(for: spec.font)
            guard worst.ratio < minimum else { continue }
            // Read from its box, not its glyphs: it is drawn in its background's colour, or
            // covered by a view of that colour. Drawn in another colour, it shows if it is
            // not covered.
            if worst.fromBox, !shows(draws[index], in: subject, comparedWith: withText) { continue }
            let kind = WCAGContrast.isLargeText(spec.font) ? "large text needs 3:1" : "text under 18 pt (14 pt bold) needs 4.5:1"
            if case .statusBar(let bar, _) = node.content {
                let other = bar.style == .light ? "dark" : "light"
                findings.append(LintFinding(.lintContrast,
                    "the status bar's clock has contrast \(WCAGContrast.format(worst.ratio, below: minimum)), \(worst.foreground.hexString) on \(worst.background.hexString): its style is \(bar.style.rawValue) over this screen; give it statusBar: { style: \(other) }",
                    node: node, in: subject))
                continue
            }
            findings.append(LintFinding(.lintContrast,
                "\(subject.describe(node)) has contrast \(WCAGContrast.format(worst.ratio, below: minimum)), \(worst.foreground.hexString) on \(worst.background.hexString); \(kind) (WCAG 1.4.3)",
                node: node, in: subject))
        }
        return findings
    }

    /// Whether any of the text shows when drawn in a colour far from its own.
    private func shows(_ draw: TextDraw, in subject: LintSubject, comparedWith drawn: RasterImage) -> Bool {
        let own = PixelPair.colors(of: draw.spec.color).first ?? .black
        let probe: Color = WCAGContrast.relativeLuminance(own) > 0.18 ? .black : .white
        var list = subject.displayList
        list.items = Self.recolouring(list.items, draw) { spec in
            var recoloured = spec
            recoloured.color = .color(probe)
            return recoloured
        }
        let probed = subject.renderer.rasterize(list, scale: Self.scale)
        return PixelPair(drawn: drawn, background: probed, scale: Self.scale).differs(in: draw.box)
    }

    /// The items with the text `draw` drawn with `change` applied to its spec.
    static func recolouring(_ items: [DisplayItem], _ draw: TextDraw, _ change: (TextSpec) -> TextSpec) -> [DisplayItem] {
        items.map { item in
            switch item {
            case .text(let spec, let rect, let wrap) where spec == draw.spec && rect == draw.rect:
                return .text(change(spec), rect, wrapWidth: wrap)
            case .group(var group):
                group.items = recolouring(group.items, draw, change)
                return .group(group)
            default: return item
            }
        }
    }

    /// WCAG 1.4.3 sets no minimum for "text … that [is] part of an inactive user
    /// interface component": a view marked `notEnabled` (a disabled button) and what is
    /// inside it.
    private func isInactive(_ node: LayoutNode, in subject: LintSubject) -> Bool {
        ([node.index] + subject.ancestors(of: node)).contains { subject.layout[$0].accessibility?.traits.contains(.notEnabled) == true }
    }

    /// A text as drawn: its box and clip in canvas points, and the opacity around it.
    struct TextDraw {
        let spec: TextSpec
        let rect: Rect
        /// Where its glyphs may be, on the canvas: its box (with some room for glyphs
        /// overhanging their line boxes) through the transforms around it, within its clips.
        let region: Rect
        /// Just its line boxes, on the canvas, within its clips.
        let box: Rect
        let opacity: Double
    }

    private func collect(_ items: [DisplayItem], transform: AffineTransform, clip: Rect, opacity: Double, into draws: inout [TextDraw]) {
        for item in items {
            switch item {
            case .text(let spec, let rect, _):
                let overhang = min(4, spec.font.size / 4)
                draws.append(TextDraw(spec: spec, rect: rect,
                                      region: transform.apply(rect.insetBy(EdgeInsets(all: -overhang))).intersection(clip),
                                      box: transform.apply(rect).intersection(clip), opacity: opacity))
            case .group(let group):
                let inner = group.transform.concatenating(transform)
                let innerClip = group.clip.map { clip.intersection(inner.apply($0.rect)) } ?? clip
                collect(group.items, transform: inner, clip: innerClip, opacity: opacity * group.opacity, into: &draws)
            default:
                break
            }
        }
    }

    static func removingTexts(_ items: [DisplayItem]) -> [DisplayItem] {
        items.compactMap { item in
            switch item {
            case .text: return nil
            case .group(var group):
                group.items = removingTexts(group.items)
                return .group(group)
            default: return item
            }
        }
    }
}

/// A render and the same render without texts, read together.
struct PixelPair {
    let drawn: RasterImage
    let background: RasterImage
    let scale: Double

    struct Worst {
        let ratio: Double
        let foreground: Color
        let background: Color
        /// Read from the text's box, as none of its glyphs differ from the text-less render.
        var fromBox = false
    }

    /// The lowest contrast between the text's colour and a background pixel behind its
    /// glyphs, leaving out the pixels in `excluded` (other texts drawn over it). nil when
    /// none of it shows: off the canvas, or covered.
    func worstContrast(of draw: ContrastLint.TextDraw, excluding excluded: [Rect]) -> Worst? {
        let colors = Self.colors(of: draw.spec.color).map { $0.opacity(draw.opacity) }
        var behind = pixels(in: draw.region, excluding: excluded) { glyph, under in glyph != under }
        let fromBox = behind.isEmpty
        if fromBox {
            // Nothing differs: the text is covered, or drawn in its background's own colour
            // (invisible, 1:1), which is told by a pixel of its box that is that colour.
            behind = pixels(in: draw.box, excluding: excluded) { _, under in
                colors.contains { Self.composite($0, over: Self.color(under)).isClose(to: Self.color(under)) }
            }
        }
        var worst: Worst?
        for word in Set(behind).sorted() {
            let under = Self.color(word)
            for color in colors {
                let shown = Self.composite(color, over: under)
                let ratio = WCAGContrast.ratio(shown, under)
                if worst.map({ ratio < $0.ratio }) ?? true { worst = Worst(ratio: ratio, foreground: shown, background: under, fromBox: fromBox) }
            }
        }
        return worst
    }

    /// Whether the two renders differ anywhere in `rect`.
    func differs(in rect: Rect) -> Bool {
        !pixels(in: rect, excluding: []) { $0 != $1 }.isEmpty
    }

    /// The background's pixels (opaque ARGB words) in `rect` but not in `excluded`, where
    /// `keep(drawn, background)` holds.
    private func pixels(in rect: Rect, excluding excluded: [Rect], where keep: (UInt32, UInt32) -> Bool) -> [UInt32] {
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), y0 = max(0, Int((rect.minY * scale).rounded(.down)))
        let x1 = min(drawn.width, Int((rect.maxX * scale).rounded(.up))), y1 = min(drawn.height, Int((rect.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1, rect.width > 0, rect.height > 0 else { return [] }
        func isExcluded(_ x: Int, _ y: Int) -> Bool {
            let px = (Double(x) + 0.5) / scale, py = (Double(y) + 0.5) / scale
            return excluded.contains { px >= $0.minX && px < $0.maxX && py >= $0.minY && py < $0.maxY }
        }
        var result: [UInt32] = []
        drawn.withPixels { a in
            background.withPixels { b in
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let offset = y * drawn.stride + x * 4
                        let under = b.load(fromByteOffset: offset, as: UInt32.self)
                        if keep(a.load(fromByteOffset: offset, as: UInt32.self), under), excluded.isEmpty || !isExcluded(x, y) {
                            result.append(under)
                        }
                    }
                }
            }
        }
        return result
    }

    static func color(_ word: UInt32) -> Color {
        Color(rgb8: Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
    }

    /// A gradient text is as legible as its worst stop.
    static func colors(of paint: Paint) -> [Color] {
        switch paint {
        case .color(let c): [c]
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _): g.stops.map(\.color)
        }
    }

    /// `color` over an opaque `background`, in gamma-encoded sRGB as Cairo blends.
    static func composite(_ color: Color, over background: Color) -> Color {
        let a = min(1, max(0, color.alpha))
        return Color(red: color.red * a + background.red * (1 - a), green: color.green * a + background.green * (1 - a),
                     blue: color.blue * a + background.blue * (1 - a))
    }
}

private extension Color {
    /// Within 2/255 on every channel: the same colour once drawn in 8 bits.
    func isClose(to other: Color) -> Bool {
        abs(red - other.red) <= 2.0 / 255 && abs(green - other.green) <= 2.0 / 255 && abs(blue - other.blue) <= 2.0 / 255
    }
}
