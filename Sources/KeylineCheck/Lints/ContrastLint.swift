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
/// (lowest) ratio is the text's. A text whose colour is the background's draws no
/// different pixel; its whole box is read then. Other texts are not part of the
/// background, and a text nothing of which is drawn (off the screen, under another view)
/// is not checked, nor is the text of a control marked `notEnabled` (WCAG exempts
/// inactive components).
struct ContrastLint: Lint {
    /// @2x: glyph edges are sharp enough to find, at under half the pixels of @3x.
    static let scale = 2.0

    func findings(in subject: LintSubject) -> [LintFinding] {
        let texts = subject.layout.nodes.filter { node in
            node.text.map { !$0.string.isEmpty && !$0.color.isInvisible } ?? false && subject.layout.isDrawn(node)
                && !isInactive(node, in: subject)
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
        for node in texts {
            guard let text = node.text,
                  let draw = draws.first(where: { $0.spec == text.spec && $0.rect == node.contentFrame }),
                  let worst = sampler.worstContrast(of: draw) else { continue }
            let minimum = WCAGContrast.minimumRatio(for: text.font)
            guard worst.ratio < minimum else { continue }
            let kind = WCAGContrast.isLargeText(text.font) ? "large text needs 3:1" : "text under 18 pt (14 pt bold) needs 4.5:1"
            findings.append(LintFinding(.lintContrast,
                "\(subject.describe(node)) has contrast \(WCAGContrast.format(worst.ratio, below: minimum)), \(worst.foreground.hexString) on \(worst.background.hexString); \(kind) (WCAG 1.4.3)",
                node: node, in: subject))
        }
        return findings
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
private struct PixelPair {
    let drawn: RasterImage
    let background: RasterImage
    let scale: Double

    struct Worst {
        let ratio: Double
        let foreground: Color
        let background: Color
    }

    /// The lowest contrast between the text's colour and a background pixel behind its
    /// glyphs; nil when none of the text is on the canvas.
    func worstContrast(of draw: ContrastLint.TextDraw) -> Worst? {
        guard let glyphs = pixels(in: draw.region, where: true) ?? pixels(in: draw.box, where: false) else { return nil }
        let colors = Self.colors(of: draw.spec.color).map { $0.opacity(draw.opacity) }
        var worst: Worst?
        var seen = Set<UInt32>()
        for word in glyphs where seen.insert(word).inserted {
            let behind = Color(rgb8: Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
            for color in colors {
                let shown = Self.composite(color, over: behind)
                let ratio = WCAGContrast.ratio(shown, behind)
                if worst.map({ ratio < $0.ratio }) ?? true { worst = Worst(ratio: ratio, foreground: shown, background: behind) }
            }
        }
        return worst
    }

    /// The background pixels (opaque ARGB words) in `rect`: where the two renders differ
    /// (the glyphs), or all of them. nil when there are none.
    private func pixels(in rect: Rect, where differing: Bool) -> [UInt32]? {
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), y0 = max(0, Int((rect.minY * scale).rounded(.down)))
        let x1 = min(drawn.width, Int((rect.maxX * scale).rounded(.up))), y1 = min(drawn.height, Int((rect.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1, rect.width > 0, rect.height > 0 else { return nil }
        var result: [UInt32] = []
        drawn.withPixels { a in
            background.withPixels { b in
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let offset = y * drawn.stride + x * 4
                        let under = b.load(fromByteOffset: offset, as: UInt32.self)
                        if !differing || a.load(fromByteOffset: offset, as: UInt32.self) != under { result.append(under) }
                    }
                }
            }
        }
        return result.isEmpty ? nil : result
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
