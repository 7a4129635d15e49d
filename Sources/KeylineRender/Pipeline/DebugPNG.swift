import CCairo
public func _debugWritePNG(_ image: RasterImage, _ path: String) { cairo_surface_write_to_png(image.surface, path) }
