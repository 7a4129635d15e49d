import Foundation
import KeylineCore

/// What the system chrome draws, as display items: the clock as text, the glyphs as
/// shapes and paths (Keyline's own drawings of iOS's status bar glyphs, sized and placed
/// as measured; see StatusBarLayout).
enum ChromeDrawing {
    static func statusBar(_ spec: StatusBarSpec, _ layout: StatusBarLayout) -> [DisplayItem] {
        let content = ChromeColors.content(spec.style)
        let time = TextSpec(content: spec.time, font: layout.timeFont, color: .color(content))
        var items: [DisplayItem] = [.text(time, layout.time, wrapWidth: nil)]
        items += cellularBars(in: layout.cellular, color: content)
        items += wifi(in: layout.wifi, color: content)
        items += battery(layout, color: content)
        return items
    }

    static func homeIndicator(_ spec: HomeIndicatorSpec, frame: Rect) -> [DisplayItem] {
        guard !frame.isEmpty else { return [] }
        return [.fill(.capsule, frame, .color(ChromeColors.homeIndicator(spec.style)))]
    }

    /// Four bars rising left to right, all lit (full signal), bottoms aligned: 3 of every
    /// 17 pt of the glyph's width each, heights a third, 54 %, 75 % and all of its height.
    static func cellularBars(in rect: Rect, color: Color) -> [DisplayItem] {
        let bar = rect.width * 3 / 17
        let gap = (rect.width - 4 * bar) / 3
        let heights = [1.0 / 3, 0.54, 0.75, 1.0]
        return heights.enumerated().map { i, fraction in
            let h = rect.height * fraction
            let r = Rect(x: rect.minX + Double(i) * (bar + gap), y: rect.maxY - h, width: bar, height: h)
            return .fill(.roundedRectangle(cornerRadius: bar * 0.3, style: .circular), r, .color(color))
        }
    }

    /// The Wi-Fi fan: two bands and a wedge around a point at the bottom centre, opening
    /// upwards by the angle that makes the outer band as wide as the glyph (about 90°).
    static func wifi(in rect: Rect, color: Color) -> [DisplayItem] {
        let apex = Point(x: rect.midX, y: rect.maxY)
        let outer = rect.height
        let half = asin(min(1, rect.width / (2 * outer)))
        let band = 0.19 * outer, gap = 0.11 * outer
        let rings: [(Double, Double)] = [(outer, outer - band), (outer - band - gap, outer - 2 * band - gap), (outer - 2 * band - 2 * gap, 0)]
        return rings.map { r in .path(sector(apex, outer: r.0, inner: r.1, from: -.pi / 2 - half, to: -.pi / 2 + half), .color(color)) }
    }

    static func battery(_ layout: StatusBarLayout, color: Color) -> [DisplayItem] {
        let outline = Color(red: color.red, green: color.green, blue: color.blue, alpha: ChromeColors.batteryOutlineOpacity)
        let cap = Color(red: color.red, green: color.green, blue: color.blue, alpha: ChromeColors.batteryCapOpacity)
        let radius = layout.batteryCornerRadius
        return [
            .stroke(.roundedRectangle(cornerRadius: radius, style: .continuous), layout.battery,
                    StrokeSpec(paint: .color(outline), width: 1, inside: true), trimFrom: 0, trimTo: 1),
            .fill(.roundedRectangle(cornerRadius: max(0, radius - 1.5), style: .continuous), layout.batteryFill, .color(color)),
            .fill(.roundedRectangle(cornerRadius: layout.batteryCap.width, style: .circular), layout.batteryCap, .color(cap)),
        ]
    }

    /// A ring's sector (a disc's when `inner` is 0) between two angles, clockwise on screen.
    static func sector(_ c: Point, outer: Double, inner: Double, from a0: Double, to a1: Double) -> Path {
        func point(_ r: Double, _ a: Double) -> Point { Point(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        var elements: [PathElement] = [.move(point(outer, a0))]
        elements += arc(c, outer, from: a0, to: a1)
        if inner > 0 {
            elements.append(.line(point(inner, a1)))
            elements += arc(c, inner, from: a1, to: a0)
        } else {
            elements.append(.line(c))
        }
        elements.append(.close)
        return Path(elements)
    }

    /// Cubic Béziers along a circular arc, one per quarter turn or less, each with arms of
    /// 4/3 · tan(θ/4) · r (the standard approximation, e.g. Riškus 2006).
    static func arc(_ c: Point, _ r: Double, from a0: Double, to a1: Double) -> [PathElement] {
        let pieces = max(1, Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)))
        let step = (a1 - a0) / Double(pieces)
        let k = 4.0 / 3 * tan(step / 4) * r
        return (0..<pieces).map { i in
            let s = a0 + Double(i) * step, e = s + step
            return .curve(control1: Point(x: c.x + r * cos(s) - k * sin(s), y: c.y + r * sin(s) + k * cos(s)),
                          control2: Point(x: c.x + r * cos(e) + k * sin(e), y: c.y + r * sin(e) - k * cos(e)),
                          to: Point(x: c.x + r * cos(e), y: c.y + r * sin(e)))
        }
    }
}

extension Path {
    /// The smallest rectangle holding every point and control point (so holding the path).
    public var controlBounds: Rect {
        var xs: [Double] = [], ys: [Double] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
            case .curve(let a, let b, let p): xs += [a.x, b.x, p.x]; ys += [a.y, b.y, p.y]
            case .close: break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
