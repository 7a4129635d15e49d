import CCairo
import KeylineCore

/// Paints and paths from the display list, expressed in Cairo calls.
enum CairoPaint {
    /// Makes `paint` the source. Gradient end points are unit points in `rect`, as in
    /// SwiftUI's `LinearGradient(startPoint:endPoint:)`.
    static func set(_ paint: Paint, in rect: Rect, on cr: OpaquePointer) {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case .linearGradient(let gradient, let start, let end):
            let a = rect.point(at: start), b = rect.point(at: end)
            let pattern = cairo_pattern_create_linear(a.x, a.y, b.x, b.y)!
            addStops(gradient, to: pattern)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            let c = rect.point(at: center)
            let pattern = cairo_pattern_create_radial(c.x, c.y, startRadius, c.x, c.y, endRadius)!
            addStops(gradient, to: pattern)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    private static func addStops(_ gradient: Gradient, to pattern: OpaquePointer) {
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
    }

    /// Replaces Cairo's current path with `path`.
    static func setPath(_ path: Path, on cr: OpaquePointer) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    static func set(_ stroke: StrokeSpec, on cr: OpaquePointer) {
        cairo_set_line_width(cr, stroke.width)
        let cap: cairo_line_cap_t = switch stroke.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join: cairo_line_join_t = switch stroke.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(cr, cap)
        cairo_set_line_join(cr, join)
        if stroke.dash.isEmpty {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            cairo_set_dash(cr, stroke.dash, Int32(stroke.dash.count), stroke.dashPhase)
        }
    }
}
