import CCairo
import CRSVG
import CDeflate

public func _probeCLibraries() -> String {
    let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4)
    defer { cairo_surface_destroy(s) }
    let fm = pango_cairo_font_map_new()
    defer { g_object_unref(fm) }
    let c = libdeflate_alloc_compressor(1)
    defer { libdeflate_free_compressor(c) }
    return "cairo \(String(cString: cairo_version_string())) pango \(String(cString: pango_version_string())) rsvg \(LIBRSVG_MAJOR_VERSION).\(LIBRSVG_MINOR_VERSION)"
}
