import CCairo
import CRSVG
import Foundation
import KeylineCore

/// Loads image assets once per renderer and draws them: PNG through Cairo, SVG through
/// librsvg, template icons tinted through their alpha, and a labelled placeholder box for
/// an asset that is missing (like the wireframes' "[Illustration 1]").
final class ImageStore {
    private enum Asset {
        case png(OpaquePointer, Size)
        case svg(UnsafeMutablePointer<RsvgHandle>, Size)
        case unreadable
    }

    private var assets: [String: Asset] = [:]

    deinit {
        for asset in assets.values {
            switch asset {
            case .png(let surface, _): cairo_surface_destroy(surface)
            case .svg(let handle, _): g_object_unref(handle)
            case .unreadable: break
            }
        }
    }

    /// Natural size in points. A PNG named `name@2x.png` or `@3x` has that many pixels per
    /// point, as in an iOS asset catalogue; otherwise one pixel is one point.
    func intrinsicSize(of image: ImageSpec) -> Size? {
        if let symbol = image.symbolSize { return symbol }
        guard let key = Self.assetKey(image) else { return nil }
        switch asset(at: key) {
        case .png(_, let size), .svg(_, let size): return size
        case .unreadable: return nil
        }
    }

    func draw(_ image: ImageSpec, in rect: Rect, on cr: OpaquePointer, text: TextEngine) {
        guard rect.width > 0, rect.height > 0 else { return }
        if let name = image.systemName {
            drawSymbol(name, image, in: rect, on: cr, text: text)
            return
        }
        guard let key = Self.assetKey(image), let size = intrinsicSize(of: image), size.width > 0, size.height > 0 else {
            drawPlaceholder(image.placeholderLabel, in: rect, on: cr, text: text)
            return
        }
        drawAsset(key, image, natural: Rect(origin: .zero, size: size), in: rect, on: cr)
    }

    /// A symbol: its glyph at the image's weight, the part of its 24-unit grid that the
    /// image shows (`SymbolMetrics.drawnBox`: the ink, or the whole grid when resizable)
    /// stretched over the frame. A name Keyline has no glyph for draws the placeholder.
    private func drawSymbol(_ name: String, _ image: ImageSpec, in rect: Rect, on cr: OpaquePointer, text: TextEngine) {
        let weight = image.symbol?.weight ?? .regular
        let box = SymbolMetrics.drawnBox(of: name, weight: weight, resizable: image.resizable)
        guard let key = Self.assetKey(image), box.width > 0, box.height > 0, case .svg = asset(at: key) else {
            drawPlaceholder(image.placeholderLabel, in: rect, on: cr, text: text)
            return
        }
        drawAsset(key, image, natural: box, in: rect, on: cr)
    }

    /// Draws the part `natural` of an asset (in its own units) over `rect`, tinted when the
    /// image is a template.
    private func drawAsset(_ key: String, _ image: ImageSpec, natural: Rect, in rect: Rect, on cr: OpaquePointer) {
        cairo_save(cr)
        if image.tint != nil { cairo_push_group(cr) }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / natural.width, rect.height / natural.height)
        cairo_translate(cr, -natural.minX, -natural.minY)
        switch asset(at: key) {
        case .png(let surface, let size):
            let pixelsPerPoint = Double(cairo_image_surface_get_width(surface)) / size.width
            cairo_scale(cr, 1 / pixelsPerPoint, 1 / pixelsPerPoint)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
        case .svg(let handle, let size):
            var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
            rsvg_handle_render_document(handle, cr, &viewport, nil)
        case .unreadable:
            break
        }
        cairo_restore(cr)
        if let tint = image.tint {
            // A template image: its alpha is a mask through which the tint shows.
            let mask = cairo_pop_group(cr)
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha)
            cairo_mask(cr, mask)
            cairo_pattern_destroy(mask)
        }
        cairo_restore(cr)
    }

    /// Keyline's symbols are keyed by a name no file path has (paths are absolute):
    /// `systemName:<weight>:<name>`.
    private static let symbolPrefix = "systemName:"

    private static func assetKey(_ image: ImageSpec) -> String? {
        image.systemName.map { symbolPrefix + (image.symbol?.weight ?? .regular).rawValue + ":" + $0 } ?? image.resolvedPath
    }

    private func asset(at key: String) -> Asset {
        if let loaded = assets[key] { return loaded }
        let loaded = key.hasPrefix(Self.symbolPrefix) ? loadSymbol(String(key.dropFirst(Self.symbolPrefix.count))) : load(key)
        assets[key] = loaded
        return loaded
    }

    /// A symbol's SVG at a weight (`<weight>:<name>`), compiled into Keyline, read by librsvg
    /// from memory.
    private func loadSymbol(_ weightAndName: String) -> Asset {
        let parts = weightAndName.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let weight = FontWeight(rawValue: parts[0]),
              let document = SystemSymbols.svg(named: parts[1], weight: weight) else { return .unreadable }
        let bytes = Array(document.utf8)
        let handle = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), nil) }
        guard let handle else { return .unreadable }
        return svgAsset(handle)
    }

    private func load(_ path: String) -> Asset {
        // Only a regular file is opened: a FIFO named by a scene would block the render
        // forever, a device is not an image. What is read is never written over (no
        // output of this run may replace it: `ProtectedInputs`).
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .unreadable }
        ProtectedInputs.shared.protect(path)
        // The loader refused assets past the limits with a located error
        // (`ImageAssetPath`); checked again here, right before decoding, for a file that
        // changed since or an ImageSpec built by hand.
        let isSVG = path.lowercased().hasSuffix(".svg")
        guard Int64(info.st_size) <= Int64(isSVG ? SceneLimits.svgFileBytes : SceneLimits.imageFileBytes) else { return .unreadable }
        if isSVG {
            guard let handle = rsvg_handle_new_from_file(path, nil) else { return .unreadable }
            return svgAsset(handle)
        }
        guard let (width, height) = ImageAssetPath.pngSize(path), width <= SceneLimits.imageSide, height <= SceneLimits.imageSide,
              width * height <= SceneLimits.imagePixels else { return .unreadable }
        guard let surface = cairo_image_surface_create_from_png(path), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            return .unreadable
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: Double = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        return .png(surface, Size(width: Double(cairo_image_surface_get_width(surface)) / scale,
                                  height: Double(cairo_image_surface_get_height(surface)) / scale))
    }

    /// Natural size: the SVG's width and height, or its viewBox when it has none.
    private func svgAsset(_ handle: UnsafeMutablePointer<RsvgHandle>) -> Asset {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else { g_object_unref(handle); return .unreadable }
            width = viewBox.width; height = viewBox.height
        }
        // A natural size past the limit (or not a number) would lay the view out that big.
        guard width.isFinite, height.isFinite, width <= SceneLimits.svgSide, height <= SceneLimits.svgSide else {
            g_object_unref(handle); return .unreadable
        }
        return .svg(handle, Size(width: width, height: height))
    }

    /// A wireframe-style stand-in: a light box with a dashed outline and the asset's label,
    /// all clipped to the image's frame so that nothing spills over its neighbours.
    private func drawPlaceholder(_ label: String, in rect: Rect, on cr: OpaquePointer, text: TextEngine) {
        let grey = PlaceholderLabel.color
        cairo_save(cr)
        CairoPaint.setPath(Path.rectangle(rect), on: cr)
        cairo_clip(cr)
        CairoPaint.setPath(Path.rectangle(rect), on: cr)
        cairo_set_source_rgba(cr, grey.red, grey.green, grey.blue, 0.12)
        cairo_fill(cr)
        // The outline inside the frame, so all of its width shows.
        let outline = StrokeSpec(paint: .color(grey), width: 1, dash: [4, 4])
        CairoPaint.setPath(Path.rectangle(rect.insetBy(EdgeInsets(all: outline.width / 2))), on: cr)
        cairo_set_source_rgba(cr, grey.red, grey.green, grey.blue, 0.6)
        CairoPaint.set(outline, on: cr)
        cairo_stroke(cr)
        if let fitted = PlaceholderLabel.fit(label, in: rect.size, measure: { text.metrics($0, width: $1) }) {
            let origin = Point(x: rect.midX - fitted.size.width / 2, y: rect.midY - fitted.size.height / 2)
            text.draw(fitted.spec, in: Rect(origin: origin, size: fitted.size), wrapWidth: fitted.wrapWidth, on: cr)
        }
        cairo_restore(cr)
    }
}
