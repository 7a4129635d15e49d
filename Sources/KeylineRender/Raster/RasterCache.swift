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
    }

    /// An image in device pixels and where its top-left corner goes.
    final class Tile {
        let surface: OpaquePointer
        let x: Double, y: Double
        init(surface: OpaquePointer, x: Double, y: Double) { self.surface = surface; self.x = x; self.y = y }
        deinit { cairo_surface_destroy(surface) }
    }

    private var gradients: [GradientKey: Tile] = [:]
    private var shadows: [ShadowKey: Tile] = [:]
    /// Enough for a screen's worth of shadows and backgrounds; beyond it, start over.
    private let limit = 24

    func gradient(_ key: GradientKey, make: () -> Tile) -> Tile {
        if let tile = gradients[key] { return tile }
        if gradients.count >= limit { gradients.removeAll() }
        let tile = make()
        gradients[key] = tile
        return tile
    }

    func shadow(_ key: ShadowKey, make: () -> Tile?) -> Tile? {
        if let tile = shadows[key] { return tile }
        if shadows.count >= limit { shadows.removeAll() }
        guard let tile = make() else { return nil }
        shadows[key] = tile
        return tile
    }
}
