import CCairo
import KeylineCore
import KeylineLayout

/// Executes a display list with Cairo at a scale (pixels per point).
struct Rasterizer {
    let text: TextEngine
    let images: ImageStore
    let cache: RasterCache

    func render(_ list: DisplayList, scale: Double) -> RasterImage {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Self.pixels(list.canvas.width, scale), Self.pixels(list.canvas.height, scale))!
        render(list, scale: scale, into: surface)
        return RasterImage(surface: surface)
    }

    /// A canvas's side in pixels (a device's, or a contact sheet cell's: never large, but
    /// converted with a check all the same).
    static func pixels(_ points: Double, _ scale: Double) -> Int32 {
        let pixels = (points * scale).rounded()
        return pixels.isFinite ? Int32(max(1, min(pixels, PixelRect.maximumSide))) : 1
    }

    /// Draws over whatever `surface` held: every pixel is replaced, by the window's
    /// background (painted with SOURCE, not blended) or by a screen-covering opaque fill.
    func render(_ list: DisplayList, scale: Double, into surface: OpaquePointer) {
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        // A screen's own opaque background over the whole canvas makes painting the
        // window's background first a wasted pass over every pixel.
        if Self.coversCanvas(list.items.first, list.canvas) {
            // Its fill replaces every pixel; it must not blend with an old frame's.
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            draw([list.items[0]], on: cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            draw(Array(list.items.dropFirst()), on: cr)
        } else {
            let bg = list.background
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            draw(list.items, on: cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        cairo_surface_mark_dirty(surface)
    }

    /// An opaque rectangle fill covering the canvas (a background `rect` ignoring the
    /// safe area).
    static func coversCanvas(_ item: DisplayItem?, _ canvas: Size) -> Bool {
        guard case .fill(.rectangle, let r, .color(let c))? = item, c.alpha >= 1 else { return false }
        return r.minX <= 0 && r.minY <= 0 && r.maxX >= canvas.width && r.maxY >= canvas.height
    }

    func draw(_ items: [DisplayItem], on cr: OpaquePointer) {
        for item in items { draw(item, on: cr) }
    }

    private func draw(_ item: DisplayItem, on cr: OpaquePointer) {
        switch item {
        case .fill(let shape, let rect, let paint):
            if case .color = paint {} else if drawCachedGradient(shape, rect, paint, on: cr) { return }
            CairoPaint.setPath(shape.path(in: rect), on: cr)
            CairoPaint.set(paint, in: rect, on: cr)
            cairo_fill(cr)
        case .trimmedFill(let shape, let rect, let paint, let from, let to):
            // Cairo's fill, like Core Graphics' `fillPath`, closes each open subpath with a
            // straight line, and its default rule is non-zero winding, SwiftUI's default
            // (`FillStyle(eoFill: false)`).
            CairoPaint.setPath(shape.path(in: rect).trimmed(from: from, to: to), on: cr)
            CairoPaint.set(paint, in: rect, on: cr)
            cairo_fill(cr)
        case .stroke(let shape, let rect, let stroke, let from, let to):
            // strokeBorder: the outline moves inwards by half the width, so the stroke
            // stays inside the shape.
            let outline = stroke.inside ? rect.insetBy(EdgeInsets(all: stroke.width / 2)) : rect
            var path = shape.path(in: outline)
            if from > 0 || to < 1 { path = path.trimmed(from: from, to: to) }
            CairoPaint.setPath(path, on: cr)
            CairoPaint.set(stroke, on: cr)
            CairoPaint.set(stroke.paint, in: rect, on: cr)
            cairo_stroke(cr)
        case .text(let spec, let rect, let wrapWidth):
            text.draw(spec, in: rect, wrapWidth: wrapWidth, on: cr)
        case .image(let image, let rect):
            images.draw(image, in: rect, on: cr, text: text)
        case .path(let path, let paint):
            CairoPaint.setPath(path, on: cr)
            CairoPaint.set(paint, in: path.controlBounds, on: cr)
            cairo_fill(cr)
        case .strokedPath(let path, let stroke):
            CairoPaint.setPath(path, on: cr)
            CairoPaint.set(stroke, on: cr)
            CairoPaint.set(stroke.paint, in: path.controlBounds, on: cr)
            cairo_stroke(cr)
        case .group(let group):
            draw(group, on: cr)
        }
    }

    /// A gradient fill drawn once into a device-resolution tile and then copied: Cairo
    /// computes gradients pixel by pixel, tens of milliseconds for a full screen at @3x.
    /// Only under transforms that scale and move (not turn), where the tile is exact.
    private func drawCachedGradient(_ shape: ShapeKind, _ rect: Rect, _ paint: Paint, on cr: OpaquePointer) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return false }
        let device = Rect(x: rect.minX * m.xx + m.x0, y: rect.minY * m.yy + m.y0, width: rect.width * m.xx, height: rect.height * m.yy)
        // The tile covers the whole fill (its pixels must not depend on the clip), so only
        // fills of a sane size are cached; larger ones are drawn directly.
        guard let area = PixelRect(covering: device, within: device), area.width < 20_000, area.height < 20_000 else { return false }
        let x0 = area.x, y0 = area.y, width = area.width, height = area.height
        let key = RasterCache.GradientKey(shape: shape, rect: rect, paint: paint, scaleX: m.xx, scaleY: m.yy, x0: m.x0 - x0, y0: m.y0 - y0)
        guard let tile = cache.gradient(key, make: { () -> RasterCache.Tile? in
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                return nil
            }
            let tcr = cairo_create(surface)!
            var shifted = m
            shifted.x0 -= x0
            shifted.y0 -= y0
            cairo_set_matrix(tcr, &shifted)
            CairoPaint.setPath(shape.path(in: rect), on: tcr)
            CairoPaint.set(paint, in: rect, on: tcr)
            cairo_fill(tcr)
            cairo_destroy(tcr)
            cairo_surface_flush(surface)
            return RasterCache.Tile(surface: surface, x: x0, y: y0)
        }) else { return false }
        copy(tile, on: cr)
        return true
    }

    /// Copies a tile at its device position, through the current clip.
    private func copy(_ tile: RasterCache.Tile, on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, tile.surface, tile.x, tile.y)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    private func draw(_ group: DisplayGroup, on cr: OpaquePointer) {
        cairo_save(cr)
        if !group.transform.isIdentity {
            let t = group.transform
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &matrix)
        }
        if let clip = group.clip {
            CairoPaint.setPath(clip.shape.path(in: clip.rect), on: cr)
            cairo_clip(cr)
        }
        // What the group paints, cut to what can be seen: a group wholly outside the clip
        // (a row scrolled far off screen) paints nothing and is skipped, shadow and all.
        var painted = group.items.reduce(Rect.zero) { $0.union($1.bounds) }
        if let shadow = group.shadow {
            let spread = shadow.radius * 3
            painted = painted.union(painted.offsetBy(dx: shadow.x, dy: shadow.y).insetBy(EdgeInsets(all: -spread)))
        }
        let visible = PixelRect.userClip(cr)
        guard let seen = PixelRect(covering: painted.insetBy(EdgeInsets(all: -1)), within: visible.insetBy(EdgeInsets(all: -1))) else {
            cairo_restore(cr)
            return
        }
        if group.opacity < 1 {
            // The intermediate surface is the size of the clip: clip to what the group
            // can paint first, so a fading label doesn't cost a screen-sized surface. (Its
            // whole-unit rectangle around what the group paints; cut to the clip only when
            // that is too large to be a rectangle Cairo draws exactly.)
            let b = painted.width <= 1e6 && painted.height <= 1e6 && abs(painted.minX) <= 1e6 && abs(painted.minY) <= 1e6
                ? group.items.reduce(Rect.zero) { $0.union($1.bounds) }
                : Rect(x: seen.x, y: seen.y, width: Double(seen.width), height: Double(seen.height))
            cairo_rectangle(cr, (b.minX - 1).rounded(.down), (b.minY - 1).rounded(.down),
                            (b.width + 2).rounded(.up) + 1, (b.height + 2).rounded(.up) + 1)
            cairo_clip(cr)
            cairo_push_group(cr)
        }
        if let shadow = group.shadow { drawShadow(shadow, of: group.items, on: cr) }
        draw(group.items, on: cr)
        if group.opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, group.opacity)
        }
        cairo_restore(cr)
    }

    /// The largest shadow mask drawn whole (16 MB of 8-bit alpha); larger ones are cut to
    /// what can show.
    static let maskPixels = 4096 * 4096

    /// SwiftUI's `shadow`: the alpha of everything in the group, blurred, in the shadow's
    /// colour, offset, drawn beneath it. The items are drawn a first time into an 8-bit
    /// mask the size of their device-space bounds plus the blur's reach.
    ///
    /// `radius` is SwiftUI's (Core Animation's `shadowRadius`), which is the Gaussian's
    /// standard deviation: design tools export a blur B as `shadowRadius` B/2, and CSS
    /// defines a blur radius B as a Gaussian with σ = B/2 (CSS Backgrounds 3, § 7.2).
    private func drawShadow(_ shadow: ShadowSpec, of items: [DisplayItem], on cr: OpaquePointer) {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let deviceScale = (abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx)).squareRoot()
        // Capped so that a view scaled up a thousand times does not ask for a gigapixel
        // mask; a scene's own radius (≤ 200 pt) at @3x is within the cap.
        let sigma = min(shadow.radius * deviceScale, SceneLimits.shadowBlurPixels)
        guard sigma.isFinite else { return }
        let reach = (sigma * 3).rounded(.up) + 2
        let local = items.reduce(Rect.zero) { $0.union($1.bounds) }
        let device = AffineTransform(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy, tx: ctm.x0, ty: ctm.y0).apply(local)
        // The offset is in the view's coordinates, so it scales and turns with them.
        let dx = shadow.x * ctm.xx + shadow.y * ctm.xy, dy = shadow.x * ctm.yx + shadow.y * ctm.yy
        // The mask matters only where it can show: the clip, moved back by the offset, plus
        // the blur's reach. A shadow wholly outside it (a row scrolled far off screen) is
        // skipped. A mask is the shadow's whole extent, so that its pixels never depend on
        // the clip, unless that is huge (a view 100,000 pt tall): then it is cut to what
        // can show, a pixel's blurred value depending on the mask within 3σ of it only.
        let visible = PixelRect.deviceClip(cr).offsetBy(dx: -dx, dy: -dy).insetBy(EdgeInsets(all: -reach))
        let extent = device.insetBy(EdgeInsets(all: -reach))
        guard let seen = PixelRect(covering: extent, within: visible) else { return }
        let area: PixelRect
        if let whole = PixelRect(covering: extent, within: extent), Int(whole.width) * Int(whole.height) <= Self.maskPixels {
            area = whole
        } else {
            area = seen
        }
        let x0 = area.x, y0 = area.y, width = area.width, height = area.height

        let key = RasterCache.ShadowKey(items: items, shadow: shadow, xx: ctm.xx, yx: ctm.yx, xy: ctm.xy, yy: ctm.yy,
                                        x0: ctm.x0 - x0, y0: ctm.y0 - y0, width: width, height: height)
        guard let tile = cache.shadow(key, make: { () -> RasterCache.Tile? in
            let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)!
            guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(mask) else {
                cairo_surface_destroy(mask)
                return nil
            }
            let mcr = cairo_create(mask)!
            var shifted = ctm
            shifted.x0 -= x0
            shifted.y0 -= y0
            cairo_set_matrix(mcr, &shifted)
            draw(items, on: mcr)
            cairo_destroy(mcr)
            cairo_surface_flush(mask)
            GaussianBlur.blur(pixels, width: Int(width), height: Int(height),
                              stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
            cairo_surface_mark_dirty(mask)
            return RasterCache.Tile(surface: mask, x: x0, y: y0)
        }) else { return }

        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
        cairo_mask_surface(cr, tile.surface, tile.x + dx, tile.y + dy)
        cairo_restore(cr)
    }
}
