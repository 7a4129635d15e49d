import KeylineCore
import KeylineLayout

/// One thing `keyline compare` measures: a view with an id, or one part of the status bar the
/// scene draws (its clock, cellular bars, Wi-Fi and battery: what a person checks in a
/// screenshot's status bar, each where iOS puts it, `StatusBarLayout`).
struct MeasureTarget {
    let id: String
    let kind: String
    /// The layout frame, in points: where the search starts.
    let frame: Rect
    /// A text's font size: its ink may overhang the frame, its words and lines are measured.
    let fontSize: Double?
    /// The one colour it is drawn in, if it has one.
    let color: Color?
    /// Tree order (parts in drawing order after their bar), for ties in the sorted table.
    let order: Int

    /// Every target of `layout`, in tree order.
    static func targets(in layout: LayoutTree) -> [MeasureTarget] {
        var targets: [MeasureTarget] = []
        for node in layout.nodes {
            guard let id = node.id else { continue }
            if case .statusBar(let spec, let bar) = node.content {
                targets += statusBarParts(id: id, spec: spec, bar: bar, order: node.index)
                continue
            }
            targets.append(MeasureTarget(id: id, kind: node.kind, frame: node.frame, fontSize: node.text?.font.size,
                                         color: ScreenComparer.tokenColor(node, layout), order: node.index))
        }
        return targets
    }

    /// `statusBar.time` (a text in the bar's time font), `statusBar.cellular`, `statusBar.wifi`
    /// and `statusBar.battery` (with its cap), all in the content colour of the bar's style.
    static func statusBarParts(id: String, spec: StatusBarSpec, bar: StatusBarLayout, order: Int) -> [MeasureTarget] {
        let colour = ChromeColors.content(spec.style)
        return bar.parts.map { part in
            let isTime = part.name == "time"
            // The battery's outline is translucent (ChromeColors): only the clock and the
            // glyphs are one solid colour.
            return MeasureTarget(id: "\(id).\(part.name)", kind: id, frame: part.frame, fontSize: isTime ? bar.timeFont.size : nil,
                                 color: part.name == "battery" ? nil : colour, order: order)
        }
    }

    /// The frames of everything that draws ink (texts, shapes, images, dividers, progress
    /// bars, the status bar's parts, the home indicator), whether it has an id or not: an
    /// element's search and growth stop at its neighbours' frames (`PixelBox.clipped`).
    static func drawnFrames(in layout: LayoutTree) -> [Rect] {
        var frames: [Rect] = []
        for node in layout.nodes {
            switch node.content {
            case .container, .scroll, .pager: continue
            case .statusBar(_, let bar): frames += bar.parts.map(\.frame)
            // The content's own frame: its padding and fixed frame are space, not ink.
            default: frames.append(node.contentFrame)
            }
        }
        return frames
    }
}
