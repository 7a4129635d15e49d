import CCairo
import KeylineCore

/// A whole-pixel rectangle in device space, for an intermediate surface (a shadow's mask, a
/// gradient's tile). Layout values may lie far outside the canvas (a view 100,000 pt tall,
/// scaled up a thousand times): the rectangle is computed in Double, cut to what can be
/// seen, and converted to Cairo's Int32 sizes only once it is known to fit, so no
/// conversion traps and no surface is larger than what shows.
struct PixelRect: Equatable {
    /// The top-left corner, whole pixels.
    let x: Double, y: Double
    let width: Int32, height: Int32

    /// Cairo's image surfaces are at most 32,767 pixels on a side.
    static let maximumSide = 32_767.0

    /// The smallest whole-pixel rectangle covering `rect ∩ visible`; nil when that is
    /// empty, not finite, or larger than `maximumSide` on a side.
    init?(covering rect: Rect, within visible: Rect) {
        let minX = max(rect.minX, visible.minX), minY = max(rect.minY, visible.minY)
        let maxX = min(rect.maxX, visible.maxX), maxY = min(rect.maxY, visible.maxY)
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        let width = maxX.rounded(.up) - x0, height = maxY.rounded(.up) - y0
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else { return nil }
        self.x = x0; self.y = y0
        self.width = Int32(width); self.height = Int32(height)  // 0 < each ≤ 32,767: exact
    }

    /// Where drawing on `cr` can still paint, in device pixels: its clip's extents (the
    /// whole target surface when nothing clips).
    static func deviceClip(_ cr: OpaquePointer) -> Rect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// The same in the current user space (the clip's extents under the current transform).
    static func userClip(_ cr: OpaquePointer) -> Rect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
