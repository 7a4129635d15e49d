import CCairo
import KeylineCore
import KeylineMotion

/// A picture of an animation curve: progress against time, the 0 and 1 lines, and a
/// dashed line where the curve settles, so a designer can see overshoot and length.
public enum CurvePlot {
    public static func render(_ animation: Animation, duration: Double, renderer: Renderer,
                              size: Size = Size(width: 720, height: 420), scale: Double = 2) throws -> RasterImage {
        let samples = try animation.samples(count: 600, duration: duration)
        let values = samples.map(\.value)
        let low = min(0, values.min() ?? 0), high = max(1, values.max() ?? 1)
        let margin = (high - low) * 0.08
        let yMin = low - margin, yMax = high + margin
        let plot = Rect(x: 56, y: 48, width: size.width - 80, height: size.height - 100)
        func x(_ t: Double) -> Double { plot.minX + plot.width * (duration > 0 ? t / duration : 0) }
        func y(_ v: Double) -> Double { plot.maxY - plot.height * (v - yMin) / (yMax - yMin) }

        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width * scale), Int32(size.height * scale))!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)

        // Reference lines at progress 0 and 1, and the axes.
        cairo_set_line_width(cr, 1)
        for (v, alpha) in [(0.0, 0.35), (1.0, 0.35)] {
            cairo_set_source_rgba(cr, 0, 0, 0, alpha)
            cairo_move_to(cr, plot.minX, y(v)); cairo_line_to(cr, plot.maxX, y(v)); cairo_stroke(cr)
        }
        cairo_set_source_rgba(cr, 0, 0, 0, 0.8)
        cairo_move_to(cr, plot.minX, plot.minY); cairo_line_to(cr, plot.minX, plot.maxY); cairo_line_to(cr, plot.maxX, plot.maxY)
        cairo_stroke(cr)

        // The settling time, if the curve settles inside the plot.
        if let end = animation.duration, end <= duration {
            cairo_set_source_rgba(cr, 0.85, 0.3, 0.1, 0.9)
            cairo_set_dash(cr, [4, 4], 2, 0)
            cairo_move_to(cr, x(end), plot.minY); cairo_line_to(cr, x(end), plot.maxY); cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            let text = String(format: "settles at %.3f s", end)
            let width = 7.3 * Double(text.count)  // DejaVu Sans Mono 12 pt advances 7.22 pt per character
            let labelX = x(end) + 6 + width <= size.width - 8 ? x(end) + 6 : x(end) - 6 - width
            label(text, at: Point(x: labelX, y: plot.minY + 4), renderer, cr, color: Color(red: 0.85, green: 0.3, blue: 0.1))
        }

        // The curve.
        cairo_set_source_rgb(cr, 0.05, 0.45, 0.47)
        cairo_set_line_width(cr, 2.5)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        for (i, s) in samples.enumerated() {
            if i == 0 { cairo_move_to(cr, x(s.time), y(s.value)) } else { cairo_line_to(cr, x(s.time), y(s.value)) }
        }
        cairo_stroke(cr)

        label(animation.description, at: Point(x: plot.minX, y: 14), renderer, cr, size: 15)
        label("0", at: Point(x: plot.minX - 16, y: y(0) - 8), renderer, cr)
        label("1", at: Point(x: plot.minX - 16, y: y(1) - 8), renderer, cr)
        label("0 s", at: Point(x: plot.minX - 8, y: plot.maxY + 8), renderer, cr)
        label(String(format: "%.3f s", duration), at: Point(x: plot.maxX - 44, y: plot.maxY + 8), renderer, cr)
        return RasterImage(surface: surface)
    }

    private static func label(_ text: String, at p: Point, _ renderer: Renderer, _ cr: OpaquePointer,
                              size: Double = 12, color: Color = Color(rgb8: 60, 60, 67)) {
        let spec = TextSpec(content: text, font: FontSpec(family: "DejaVu Sans Mono", size: size), color: .color(color))
        let m = renderer.text.metrics(spec, width: nil)
        renderer.text.draw(spec, in: Rect(origin: p, size: m.size), wrapWidth: nil, on: cr)
    }
}
