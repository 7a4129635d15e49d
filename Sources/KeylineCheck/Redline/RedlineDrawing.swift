import CCairo
import KeylineCore
import KeylineRender

/// Draws a redline over a render with Cairo, in canvas points scaled to the image's pixels.
/// The render is faded a little so the overlay reads; bounds, distances and paddings are
/// drawn in one accent colour, failing expectations in red; labels are white on a
/// rounded pill of their colour, 11 pt (scaled with the image, so legible at @2x and @3x).
final class RedlineDrawing {
    /// Magenta, far from the colours of most interfaces (Figma's measurement overlays use
    /// a similar hot pink).
    static let accent = (red: 1.0, green: 0x2D / 255.0, blue: 0x87 / 255.0)
    /// iOS's systemRed (#FF3B30).
    static let failure = (red: 1.0, green: 0x3B / 255.0, blue: 0x30 / 255.0)
    static let labelPointSize = 11.0
    static let labelPadding = (horizontal: 4.0, vertical: 2.0)

    /// Set up as the text engine's is: no hinting, so that text scales linearly and the
    /// label measured in points is the label drawn at @2x and @3x.
    private let pango = PangoTextContext()
    private var context: OpaquePointer { pango.context }

    /// A label's pill size in points.
    func labelSize(_ text: String) -> Size {
        let layout = makeLayout(text)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let width = Double(logical.width) / Double(PANGO_SCALE), height = Double(logical.height) / Double(PANGO_SCALE)
        return Size(width: (width + 2 * Self.labelPadding.horizontal).rounded(.up),
                    height: (height + 2 * Self.labelPadding.vertical).rounded(.up))
    }

    private func makeLayout(_ text: String) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_text(layout, text, -1)
        let description = pango_font_description_new()
        pango_font_description_set_family(description, "Inter")
        pango_font_description_set_weight(description, PANGO_WEIGHT_SEMIBOLD)
        pango_font_description_set_absolute_size(description, Self.labelPointSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        return layout
    }

    /// Draws over `image` (a render of `canvas` at `scale`), in place.
    func draw(on image: RasterImage, scale: Double, dark: Bool, measurements: [RedlineMeasurement],
              failures: [RedlineFailure], labels: [LabelRequest], placed: [Rect?]) {
        let surface = image.cairoSurface
        cairo_surface_flush(surface)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_flush(surface) }
        cairo_scale(cr, scale, scale)
        // Fade: a veil of the background's own lightness.
        let veil = dark ? 0.0 : 1.0
        cairo_set_source_rgba(cr, veil, veil, veil, 0.35)
        cairo_paint(cr)
        let hairline = 1 / scale  // one device pixel
        for m in measurements {
            guard case .padding(_, _, let band) = m else { continue }
            setColour(cr, Self.accent, alpha: 0.18)
            cairo_rectangle(cr, band.minX, band.minY, band.width, band.height)
            cairo_fill(cr)
        }
        for m in measurements {
            switch m {
            case .bounds(_, let frame):
                setColour(cr, Self.accent, alpha: 1)
                cairo_set_line_width(cr, 1.5 * hairline)
                cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
                cairo_stroke(cr)
            case .distance(_, _, let start, let end):
                setColour(cr, Self.accent, alpha: 1)
                cairo_set_line_width(cr, 1.5 * hairline)
                cairo_move_to(cr, start.x, start.y); cairo_line_to(cr, end.x, end.y)
                // End ticks across the line, as hand-off tools draw them.
                let vertical = start.x == end.x
                for p in [start, end] {
                    if vertical { cairo_move_to(cr, p.x - 3, p.y); cairo_line_to(cr, p.x + 3, p.y) }
                    else { cairo_move_to(cr, p.x, p.y - 3); cairo_line_to(cr, p.x, p.y + 3) }
                }
                cairo_stroke(cr)
            case .padding: break
            }
        }
        for failure in failures {
            setColour(cr, Self.failure, alpha: 1)
            cairo_set_line_width(cr, 2 * hairline * 1.5)
            for frame in failure.elements {
                cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
            }
            cairo_stroke(cr)
            // The gap a distance measures, as measured: thicker than the magenta lines, with
            // long end ticks, so it reads as the one that is wrong.
            if let line = failure.gap {
                cairo_set_line_width(cr, 2)
                cairo_move_to(cr, line.start.x, line.start.y); cairo_line_to(cr, line.end.x, line.end.y)
                let t = RedlineLabels.tick
                for p in [line.start, line.end] {
                    if line.isVertical { cairo_move_to(cr, p.x - t, p.y); cairo_line_to(cr, p.x + t, p.y) }
                    else { cairo_move_to(cr, p.x, p.y - t); cairo_line_to(cr, p.x, p.y + t) }
                }
                cairo_stroke(cr)
            }
        }
        for (index, (request, rect)) in zip(labels, placed).enumerated() {
            guard let rect else { continue }
            drawLabel(cr, request.text, in: rect, colour: index < RedlineLabels.failureLabelCount(failures) ? Self.failure : Self.accent)
        }
    }

    func drawLabel(_ cr: OpaquePointer, _ text: String, in rect: Rect, colour: (red: Double, green: Double, blue: Double)) {
        let r = rect.height / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.minX + r, rect.midY, r, .pi / 2, 3 * .pi / 2)
        cairo_arc(cr, rect.maxX - r, rect.midY, r, 3 * .pi / 2, .pi / 2)
        cairo_close_path(cr)
        setColour(cr, colour, alpha: 1)
        cairo_fill(cr)
        let layout = makeLayout(text)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let width = Double(logical.width) / Double(PANGO_SCALE), height = Double(logical.height) / Double(PANGO_SCALE)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_move_to(cr, rect.midX - width / 2, rect.midY - height / 2)
        pango_cairo_show_layout(cr, layout)
    }

    func setColour(_ cr: OpaquePointer, _ c: (red: Double, green: Double, blue: Double), alpha: Double) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, alpha)
    }
}
