import CCairo
import KeylineCore

/// One PNG with a grid of frames, each labelled with its time: a sequence at a glance.
public enum ContactSheet {
    public static func render(pipeline: TimelinePipeline, times: [Double], renderer: Renderer,
                              cellScale: Double = 0.4, columns: Int = 6) throws(SceneError) -> RasterImage {
        let canvas = pipeline.timeline.variant.device.size
        let cellWidth = (canvas.width * cellScale).rounded(), cellHeight = (canvas.height * cellScale).rounded()
        let gap = 16.0, label = 22.0
        let rows = max(1, (times.count + columns - 1) / columns)
        let columnsUsed = max(1, min(columns, times.count))
        let width = gap + Double(columnsUsed) * (cellWidth + gap)
        let height = gap + Double(rows) * (cellHeight + label + gap)
        // At most 32,767 px a side (Cairo's limit; the command line allows 240 cells, 40 rows).
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Rasterizer.pixels(width, 1), Rasterizer.pixels(height, 1))!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 0.91, 0.91, 0.93)
        cairo_paint(cr)
        for (i, t) in times.enumerated() {
            let x = gap + Double(i % columns) * (cellWidth + gap)
            let y = gap + Double(i / columns) * (cellHeight + label + gap)
            let frame = try pipeline.render(at: t, scale: cellScale, renderer: renderer)
            cairo_set_source_surface(cr, frame.surface, x, y)
            cairo_paint(cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.15)
            cairo_rectangle(cr, x - 0.5, y - 0.5, cellWidth + 1, cellHeight + 1)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            let text = TextSpec(content: String(format: "%.3f s", t), font: FontSpec(family: "DejaVu Sans Mono", size: 12),
                                color: .color(Color(rgb8: 60, 60, 67)), alignment: .center)
            let metrics = renderer.text.metrics(text, width: nil)
            renderer.text.draw(text, in: Rect(x: x + (cellWidth - metrics.size.width) / 2, y: y + cellHeight + 4,
                                              width: metrics.size.width, height: metrics.size.height),
                               wrapWidth: nil, on: cr)
        }
        return RasterImage(surface: surface)
    }
}

import Foundation
