import CCairo
import KeylineCore
import KeylineLayout

/// Drawing results that consecutive frames share, kept per renderer (per thread): a
/// full-screen gradient or a button's blurred shadow is usually the same from one frame
/// to the next, and costs far more to draw than to copy. Whatever is cached is always
/// drawn from the cache, the first time too, so a frame is the same pixels whether its
/// neighbours were rendered by the same thread or not.
final class RasterCache {
    struct GradientKey: Hashable {
        let shape: ShapeKind, rect: Rect, paint: Paint
        let scaleX: Double, scaleY: Double, x0: Double, y0: Double
    }

    struct ShadowKey: Hashable {
        let items: [DisplayItem], shadow: ShadowSpec
        let xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double
        /// The mask's size: it covers only what can show, which depends on the clip.
        let width: Int32, height: Int32
    }

    /// An image in device pixels and where its top-left corner goes.
    final class Tile {
        let surface: OpaquePointer
        let x: Double, y: Double
        init(surface: OpaquePointer, x: Double, y: Double) { self.surface = surface; self.x = x; self.y = y }
        var bytes: Int { Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface)) }
        deinit { cairo_surface_destroy(surface) }
    }

    private var gradients: [GradientKey: Tile] = [:]
    private var shadows: [ShadowKey: Tile] = [:]
    /// Enough for a screen's worth of shadows and backgrounds; beyond it, start over.
    private let limit = 24
    /// Bytes of pixels kept, per kind, at most: one thread's cache stays small whatever
    /// the scene (a tile larger than this is used once and not kept).
    private let byteLimit = 64 << 20
    private var gradientBytes = 0, shadowBytes = 0

    func gradient(_ key: GradientKey, make: () -> Tile?) -> Tile? {
        if let tile = gradients[key] { return tile }
        guard let tile = make() else { return nil }
        if gradients.count >= limit || gradientBytes + tile.bytes > byteLimit { gradients.removeAll(); gradientBytes = 0 }
        if tile.bytes <= byteLimit { gradients[key] = tile; gradientBytes += tile.bytes }
        return tile
    }

    func shadow(_ key: ShadowKey, make: () -> Tile?) -> Tile? {
        if let tile = shadows[key] { return tile }
        guard let tile = make() else { return nil }
        if shadows.count >= limit || shadowBytes + tile.bytes > byteLimit { shadows.removeAll(); shadowBytes = 0 }
        if tile.bytes <= byteLimit { shadows[key] = tile; shadowBytes += tile.bytes }
        return tile
    }
}
