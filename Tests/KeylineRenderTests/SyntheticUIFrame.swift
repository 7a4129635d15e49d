import CCairo
import Foundation

/// UI-like test images drawn with Cairo and Pango: a list screen of an iPhone
/// (390x844 points) with cards, avatars, soft shadows, text and a tab bar.
/// The same kind at the same scale always draws the same pixels.
enum SyntheticUIFrame: String, CaseIterable {
    /// White background.
    case light
    /// #1E1E1E background, light text.
    case dark
    /// Vertical linear-gradient background behind the cards.
    case gradient
    /// Diagonal gradient: every row differs from the one above and along itself.
    case diagonalGradient
    /// A feed with two photo-like pictures (smooth colour fields plus fine noise),
    /// the content where PNG filters matter most.
    case photoFeed
    /// Transparent canvas with a translucent scrim and a bottom sheet: exercises RGBA.
    case translucentSheet

    static let pointSize = (width: 390.0, height: 844.0)

    /// Renders this frame into a new ARGB32 image surface; the caller destroys it.
    func render(scale: Double = 3) -> OpaquePointer {
        let width = Int32((Self.pointSize.width * scale).rounded())
        let height = Int32((Self.pointSize.height * scale).rounded())
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        let painter = Painter(cr: cr, dark: self == .dark)

        switch self {
        case .light, .photoFeed:
            painter.fill(rgb: 0xFFFFFF)
        case .dark:
            painter.fill(rgb: 0x1E1E1E)
        case .gradient, .diagonalGradient:
            let gradient = self == .gradient
                ? cairo_pattern_create_linear(0, 0, 0, Self.pointSize.height)!
                : cairo_pattern_create_linear(0, 0, Self.pointSize.width, Self.pointSize.height)!
            cairo_pattern_add_color_stop_rgb(gradient, 0, 0.42, 0.35, 0.88)
            cairo_pattern_add_color_stop_rgb(gradient, 1, 0.96, 0.94, 1.0)
            cairo_set_source(cr, gradient)
            cairo_paint(cr)
            cairo_pattern_destroy(gradient)
        case .translucentSheet:
            painter.fill(rgb: 0x000000, alpha: 0.35)
        }

        if self == .photoFeed {
            painter.text("9:41", x: 28, y: 14, font: "Inter Semi-Bold 17", rgb: painter.primaryText)
            painter.text("Feed", x: 20, y: 52, font: "Inter Bold 34", rgb: painter.primaryText)
            for (i, top) in [110.0, 440.0].enumerated() {
                painter.circle(cx: 36, cy: top + 20, r: 16, rgb: Painter.avatarColors[i])
                painter.text(Painter.names[i], x: 62, y: top + 8, font: "Inter Semi-Bold 15", rgb: painter.primaryText)
                painter.photo(x: 16, y: top + 48, width: 358, height: 230, scale: scale, seed: UInt32(i + 1))
                painter.text(Painter.previews[i], x: 20, y: top + 290, font: "Inter 15", rgb: painter.secondaryText)
            }
            painter.tabBar()
        } else if self == .translucentSheet {
            painter.shadowedRoundedRect(x: 0, y: 380, width: 390, height: 480, radius: 28, rgb: 0xFFFFFF)
            painter.text("Share", x: 20, y: 400, font: "Inter Bold 22", rgb: 0x111111)
            for i in 0..<4 {
                painter.listRow(index: i, y: 450 + Double(i) * 80)
            }
        } else {
            painter.text("9:41", x: 28, y: 14, font: "Inter Semi-Bold 17", rgb: painter.primaryText)
            painter.text("Inbox", x: 20, y: 52, font: "Inter Bold 34", rgb: painter.primaryText)
            for i in 0..<8 {
                painter.listRow(index: i, y: 110 + Double(i) * 84)
            }
            painter.shadowedCircle(cx: 340, cy: 700, r: 28, rgb: 0x0A84FF)
            painter.tabBar()
        }
        cairo_surface_flush(surface)
        return surface
    }
}

/// Drawing helpers in points; colours as 0xRRGGBB.
private struct Painter {
    let cr: OpaquePointer
    let dark: Bool

    var primaryText: UInt32 { dark ? 0xF2F2F7 : 0x111111 }
    var secondaryText: UInt32 { dark ? 0x98989F : 0x6C6C70 }
    var cardColor: UInt32 { dark ? 0x2C2C2E : 0xFFFFFF }

    func setSource(rgb: UInt32, alpha: Double = 1) {
        cairo_set_source_rgba(
            cr, Double(rgb >> 16 & 0xFF) / 255, Double(rgb >> 8 & 0xFF) / 255, Double(rgb & 0xFF) / 255, alpha)
    }

    func fill(rgb: UInt32, alpha: Double = 1) {
        setSource(rgb: rgb, alpha: alpha)
        cairo_paint(cr)
    }

    func roundedRectPath(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - radius, y + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, x + width - radius, y + height - radius, radius, 0, .pi / 2)
        cairo_arc(cr, x + radius, y + height - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// A soft shadow approximated by stacked translucent outlines growing outwards,
    /// then the shape itself.
    func shadowedRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, rgb: UInt32) {
        for step in stride(from: 12.0, to: 0, by: -1) {
            roundedRectPath(x: x - step, y: y - step + 4, width: width + 2 * step, height: height + 2 * step, radius: radius + step)
            setSource(rgb: 0x000000, alpha: 0.018)
            cairo_fill(cr)
        }
        roundedRectPath(x: x, y: y, width: width, height: height, radius: radius)
        setSource(rgb: rgb)
        cairo_fill(cr)
    }

    func shadowedCircle(cx: Double, cy: Double, r: Double, rgb: UInt32) {
        for step in stride(from: 10.0, to: 0, by: -1) {
            cairo_arc(cr, cx, cy + 3, r + step, 0, 2 * .pi)
            setSource(rgb: 0x000000, alpha: 0.02)
            cairo_fill(cr)
        }
        circle(cx: cx, cy: cy, r: r, rgb: rgb)
    }

    func circle(cx: Double, cy: Double, r: Double, rgb: UInt32) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, cx, cy, r, 0, 2 * .pi)
        setSource(rgb: rgb)
        cairo_fill(cr)
    }

    func text(_ string: String, x: Double, y: Double, font: String, rgb: UInt32) {
        let layout = pango_cairo_create_layout(cr)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
        let description = pango_font_description_from_string(font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, string, -1)
        setSource(rgb: rgb)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
    }

    static let avatarColors: [UInt32] = [0xFF6B6B, 0x4ECDC4, 0xFFD93D, 0x6C5CE7, 0xA8E6CF, 0xFF8C42, 0x3D5A80, 0xE84393]
    static let names = ["Ava Thompson", "Noah Kim", "Mia García", "Liam O'Brien", "Zoe Müller", "Ethan Park", "Sofia Rossi", "Lucas Chen"]
    static let previews = [
        "Lunch tomorrow? The new place on 5th…", "Slides are ready for review", "Photos from the weekend 📷",
        "Can you send the invoice again?", "Flight lands at 6:40 pm", "Re: Q3 planning — agenda attached",
        "Happy birthday!!", "The build is green again",
    ]

    func listRow(index i: Int, y: Double) {
        shadowedRoundedRect(x: 16, y: y, width: 358, height: 72, radius: 16, rgb: cardColor)
        circle(cx: 48, cy: y + 36, r: 22, rgb: Self.avatarColors[i % 8])
        text(Self.names[i % 8], x: 82, y: y + 12, font: "Inter Semi-Bold 17", rgb: primaryText)
        text(Self.previews[i % 8], x: 82, y: y + 38, font: "Inter 15", rgb: secondaryText)
        text("\(9 + i % 3):\(10 + i * 7 % 50)", x: 322, y: y + 12, font: "Inter 13", rgb: secondaryText)
    }

    /// A stand-in for a photograph, clipped to a rounded rectangle: a few smooth
    /// colour waves plus deterministic per-pixel noise like a camera sensor's.
    func photo(x: Double, y: Double, width: Double, height: Double, scale: Double, seed: UInt32) {
        let w = Int32((width * scale).rounded()), h = Int32((height * scale).rounded())
        let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h)!
        defer { cairo_surface_destroy(image) }
        let data = cairo_image_surface_get_data(image)!
        let stride = Int(cairo_image_surface_get_stride(image))
        var state = seed &* 2_654_435_761
        for row in 0..<Int(h) {
            for column in 0..<Int(w) {
                let u = Double(column) / Double(w), v = Double(row) / Double(h)
                state = state &* 1_664_525 &+ 1_013_904_223
                let noise = Double(state >> 28) - 7.5
                func channel(_ phase: Double, _ base: Double) -> UInt32 {
                    let wave = sin(u * 5 + phase + Double(seed)) * cos(v * 4 - phase) * 60
                    return UInt32(max(0, min(255, base + wave + noise)))
                }
                let pixel = channel(0, 150) << 16 | channel(1.7, 120) << 8 | channel(3.1, 90)
                (data + row * stride + column * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = pixel }
            }
        }
        cairo_surface_mark_dirty(image)
        cairo_save(cr)
        roundedRectPath(x: x, y: y, width: width, height: height, radius: 12)
        cairo_clip(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    func tabBar() {
        cairo_rectangle(cr, 0, 760, 390, 84)
        setSource(rgb: dark ? 0x161618 : 0xF9F9F9, alpha: 0.94)
        cairo_fill(cr)
        let labels = ["Inbox", "Calls", "People", "Settings"]
        for (i, label) in labels.enumerated() {
            let cx = 49 + Double(i) * 97.5
            circle(cx: cx, cy: 784, r: 11, rgb: i == 0 ? 0x0A84FF : secondaryText)
            text(label, x: cx - 18, y: 800, font: "Inter Medium 10", rgb: i == 0 ? 0x0A84FF : secondaryText)
        }
    }
}
