import CCairo

/// A Pango context set up the one way Keyline lays out text, for the text engine and for
/// the labels of redlines and lint pictures.
///
/// Output must be byte-identical on every run and thread count, and text that moves by a
/// fraction of a point must move by that fraction, so: grey antialiasing, no hinting,
/// unhinted metrics, and glyph positions not rounded to whole pixels
/// (`pango_context_set_round_glyph_positions(…, FALSE)`); left to right, `en-us`. Sizes are
/// absolute, in points, independent of any DPI. It owns its font map, so one context
/// belongs to one thread.
public final class PangoTextContext {
    private let fontMap: UnsafeMutablePointer<_PangoFontMap>
    /// The `PangoContext`, for `pango_layout_new`.
    public let context: OpaquePointer

    public init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        pango_context_set_language(context, pango_language_from_string("en-us"))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }
}
