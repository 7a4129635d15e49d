import CCairo
import KeylineCore
import KeylineLayout

/// Lays out text with Pango, for measuring and for drawing, with the same layout object
/// both times so that what layout measured is exactly what is drawn. Its context is a
/// `PangoTextContext` (why it is set up as it is: there). One engine belongs to one thread.
final class TextEngine {
    private let pango = PangoTextContext()
    private var context: OpaquePointer { pango.context }
    private var layouts: [LayoutKey: PangoTextLayout] = [:]
    /// Where font stand-ins and substitutions are said.
    private let diagnostics: DiagnosticLog
    /// The family each font resolved to, so each is resolved and said once per engine.
    private var families: [FontSpec: FontResolver.Choice] = [:]

    /// Everything that changes how text is laid out (colour does not).
    struct LayoutKey: Hashable {
        let content: String
        let font: FontSpec
        let alignment: TextAlignment
        let lineLimit: Int?
        let wrapWidth: Double?
        let lineSpacing: Double
        let truncation: TruncationMode
    }

    init(diagnostics: DiagnosticLog) {
        self.diagnostics = diagnostics
    }

    deinit {
        for layout in layouts.values { layout.release() }
    }

    func metrics(_ text: TextSpec, width: Double?) -> TextMetrics {
        layout(for: text, width: width).metrics
    }

    /// Draws text whose layout frame is `rect`, laid out at `wrapWidth` as when measured.
    func draw(_ text: TextSpec, in rect: Rect, wrapWidth: Double?, on cr: OpaquePointer) {
        let entry = layout(for: text, width: wrapWidth)
        var layout = entry.layout
        var revealed: OpaquePointer?
        if let count = text.revealedCharacters, count < Double(text.content.count) {
            revealed = entry.copyRevealing(characters: count, of: text.content)
            layout = revealed!
        }
        defer { if let revealed { g_object_unref(UnsafeMutableRawPointer(revealed)) } }

        // The layout's logical box may start right of x = 0 when lines are centred inside
        // the wrap width; shifting by it puts the box exactly on the frame.
        cairo_move_to(cr, rect.minX - entry.logicalOrigin.x, rect.minY - entry.logicalOrigin.y)
        switch text.color {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            pango_cairo_show_layout(cr, layout)
        case let paint:
            cairo_save(cr)
            pango_cairo_layout_path(cr, layout)
            CairoPaint.set(paint, in: rect, on: cr)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    private func family(for font: FontSpec) -> FontResolver.Choice {
        if let known = families[font] { return known }
        let choice = FontResolver.resolve(font)
        diagnostics.report(contentsOf: choice.notes)
        if families.count > 4096 { families.removeAll() }  // animated sizes make new specs
        families[font] = choice
        return choice
    }

    private func layout(for text: TextSpec, width: Double?) -> PangoTextLayout {
        layout(for: text, font: fittedFont(text, width: width), width: width)
    }

    /// The layout of `text` in `font` (its own, or as `fittedFont` shrank or tightened it).
    /// A text whose lines all fit the width is laid out without one: Pango's line breaking
    /// counts letter spacing differently from the width it reports, so a tracked text laid
    /// out at its own width could otherwise wrap.
    func layout(for text: TextSpec, font: FontSpec, width: Double?) -> PangoTextLayout {
        if let width {
            let free = layout(for: text, font: font, width: nil)
            if free.metrics.size.width <= width, free.metrics.lineCount <= (text.lineLimit ?? .max) { return free }
        }
        let key = LayoutKey(content: text.content, font: font, alignment: text.alignment,
                            lineLimit: text.lineLimit, wrapWidth: width, lineSpacing: text.lineSpacing,
                            truncation: text.truncation)
        if let cached = layouts[key] { return cached }
        if layouts.count > 4096 {  // bound memory on very long runs; layouts are cheap to redo
            for layout in layouts.values { layout.release() }
            layouts.removeAll()
        }
        let made = PangoTextLayout(key, font: family(for: key.font), context: context)
        layouts[key] = made
        return made
    }
}

/// One Pango layout and its measurements.
final class PangoTextLayout {
    let layout: OpaquePointer
    let metrics: TextMetrics
    /// Top-left of the logical box inside the layout, in points.
    let logicalOrigin: Point

    private static let scale = Double(PANGO_SCALE)

    init(_ key: TextEngine.LayoutKey, font: FontResolver.Choice, context: OpaquePointer) {
        layout = pango_layout_new(context)!
        let l = layout
        pango_layout_set_text(l, key.content, -1)

        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(key.font.weight.numericValue)))
        pango_font_description_set_style(description, key.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, key.font.size * Self.scale)
        pango_layout_set_font_description(l, description)
        let lines = LineMetrics(key.font, standsInForSFPro: font.standsInForSFPro) {
            Self.naturalMetrics(description, context: context)
        }
        pango_font_description_free(description)

        let attributes = pango_attr_list_new()
        let letterSpacing = key.font.letterSpacing
            + (font.standsInForSFPro ? SFProMetrics.standInTracking(size: key.font.size, weight: key.font.weight) : 0)
        if letterSpacing != 0 {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Self.pangoUnits(letterSpacing)))
        }
        if let lineHeight = lines.pangoLineHeight {
            // Pango ≥ 1.50: every line box is exactly this tall, the extra space split
            // above and below the glyphs, as designers and CSS mean "line height".
            pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Self.pangoUnits(lineHeight)))
        }
        pango_layout_set_attributes(l, attributes)
        pango_attr_list_unref(attributes)
        if key.lineSpacing != 0 {
            // Between lines only, as NSParagraphStyle.lineSpacing (SwiftUI's lineSpacing).
            pango_layout_set_spacing(l, Self.pangoUnits(key.lineSpacing))
        }

        switch key.alignment {
        case .leading: pango_layout_set_alignment(l, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(l, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(l, PANGO_ALIGN_RIGHT)
        }
        if let width = key.wrapWidth {
            // SwiftUI breaks lines between words, and inside a word only if it can't fit.
            // Pango's word wrapping re-shapes the rest of an overlong word for every line
            // it breaks it over: quadratic in the word's length. A text that is one word
            // has nowhere to break but between characters, where character wrapping breaks
            // it the same, in linear time. A text with a word longer than
            // `longestWrappedWord` wraps between characters too (an approximation, for
            // words no language has). Short texts are cheap either way and skip the check.
            let wrap = key.content.utf8.count < 256 || Self.longestWord(l) <= Self.longestWrappedWord ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_CHAR
            // Pango breaks a line as if it ended with a letter spacing that it then trims
            // (the width it reports has none after the last letter). With a positive letter
            // spacing, a text offered the width it reported would break again, inside a
            // word ("Allow contacts" at AX5 headline: "contact-s"), so the width it breaks
            // at gets that spacing back. A negative one makes Pango break at more than the
            // width, which `metrics` clamps.
            pango_layout_set_width(l, Self.pangoUnits(width + max(0, letterSpacing), rounding: .down))
            pango_layout_set_wrap(l, wrap)
        } else {
            pango_layout_set_width(l, -1)
        }
        if let limit = key.lineLimit {
            // A negative height is a number of lines (Pango's convention).
            pango_layout_set_height(l, -Int32(clamping: max(1, limit)))
            switch key.truncation {
            case .head: pango_layout_set_ellipsize(l, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(l, PANGO_ELLIPSIZE_MIDDLE)
            case .tail: pango_layout_set_ellipsize(l, PANGO_ELLIPSIZE_END)
            }
        }

        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(l, &ink, &logical)
        let baseline = Double(pango_layout_get_baseline(l))
        var lastBaseline = baseline
        let iterator = pango_layout_get_iter(l)
        while pango_layout_iter_next_line(iterator) != 0 {
            lastBaseline = Double(pango_layout_iter_get_baseline(iterator))
        }
        pango_layout_iter_free(iterator)

        let pango = (height: Double(logical.height) / Self.scale, firstBaseline: (baseline - Double(logical.y)) / Self.scale)
        let placed = lines.place(pangoHeight: pango.height, pangoFirstBaseline: pango.firstBaseline)
        // The box is drawn `shift` lower than Pango's, so its first baseline lands where
        // `LineMetrics` puts it.
        let shift = placed.firstBaseline - pango.firstBaseline
        logicalOrigin = Point(x: Double(logical.x) / Self.scale, y: Double(logical.y) / Self.scale - shift)
        metrics = TextMetrics(
            // Pango adds back the letter spacing it trims at a line's ends after breaking
            // or ellipsizing it: a tracked line that fits may report a hair more than the width.
            size: Size(width: min(Double(logical.width) / Self.scale, key.wrapWidth ?? .infinity), height: placed.height),
            firstBaseline: placed.firstBaseline,
            lastBaseline: (lastBaseline - Double(logical.y)) / Self.scale + shift,
            lineCount: Int(pango_layout_get_line_count(l)),
            isTruncated: pango_layout_is_ellipsized(l) != 0)
    }

    /// The font's own ascent and descent in points, as Pango reads them from the font.
    private static func naturalMetrics(_ description: OpaquePointer, context: OpaquePointer) -> (ascent: Double, descent: Double) {
        let metrics = pango_context_get_metrics(context, description, pango_language_from_string("en-us"))
        defer { pango_font_metrics_unref(metrics) }
        return (Double(pango_font_metrics_get_ascent(metrics)) / scale, Double(pango_font_metrics_get_descent(metrics)) / scale)
    }

    func release() { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Points in Pango units (1/1024 pt), within Int32's range: lengths beyond ±2 million
    /// points (possible only by adding many large ones) are as good as unlimited.
    static func pangoUnits(_ points: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int32 {
        let units = (points * scale).rounded(rule)
        guard units.isFinite else { return units > 0 ? Int32.max : Int32.min }
        return Int32(max(Double(Int32.min), min(units, Double(Int32.max))))
    }

    /// Words longer than this many characters make their text wrap between characters.
    static let longestWrappedWord = 500

    /// The most characters between two places the text may break a line other than
    /// inside a word: spaces, hyphens, newlines… (Pango's line-break opportunities, UAX
    /// #14). A text that is one word gives its length, more than `longestWrappedWord` if
    /// it is that long.
    private static func longestWord(_ layout: OpaquePointer) -> Int {
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &count), count > 1 else { return 0 }
        // Entry i is the position before character i; the last is the end of the text.
        var longest = 0, start = 0
        for i in 1..<Int(count) where attributes[i].is_line_break != 0 || i == Int(count) - 1 {
            longest = max(longest, i - start)
            start = i
        }
        return longest
    }

    /// A copy in which only the first `characters` characters show: the next one fades in
    /// by the fractional part, the rest are transparent but keep their place, so revealing
    /// text never reflows it (the type-writer effect).
    func copyRevealing(characters: Double, of content: String) -> OpaquePointer {
        let copy = pango_layout_copy(layout)!
        // An animated count may overshoot below 0 (a spring); the caller shows all at count or above.
        let shown = characters.isFinite ? Int(max(0, min(characters.rounded(.down), Double(content.count)))) : 0
        let fraction = min(1, max(0, characters - Double(shown)))
        let chars = Array(content)
        func byteOffset(_ index: Int) -> UInt32 { UInt32(String(chars[..<min(index, chars.count)]).utf8.count) }
        let attributes = pango_attr_list_copy(pango_layout_get_attributes(copy)) ?? pango_attr_list_new()
        func alpha(_ from: Int, _ to: Int, _ value: Double) {
            guard from < to else { return }
            // Pango's alpha runs from 1 to 65535 (0 means "unset"), so "invisible" is 1.
            let attribute = pango_attr_foreground_alpha_new(UInt16(max(1, min(65535, (value * 65535).rounded()))))!
            attribute.pointee.start_index = byteOffset(from)
            attribute.pointee.end_index = byteOffset(to)
            pango_attr_list_insert(attributes, attribute)
        }
        alpha(shown, shown + 1, fraction)
        alpha(shown + 1, chars.count, 0)
        pango_layout_set_attributes(copy, attributes)
        pango_attr_list_unref(attributes)
        return copy
    }
}
