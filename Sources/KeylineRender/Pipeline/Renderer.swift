import CCairo
import KeylineCore
import KeylinePixels
import KeylineLayout

/// Everything one thread needs to lay out and draw frames: a Pango text engine and an
/// image store, both reused from frame to frame. Not shared between threads; render on
/// several threads with one renderer each, all reporting into the run's one log.
public final class Renderer: ContentMeasurer {
    /// Where what rendering finds (font stand-ins, say) is reported; owned by the caller.
    public let diagnostics: DiagnosticLog
    let text: TextEngine
    let images = ImageStore()
    let rasterCache = RasterCache()
    /// Layouts of trees that frames keep drawing from (a departing view's last screen).
    private var layouts: [String: LayoutTree] = [:]
    /// The last frame this renderer encoded, to reuse when the next one is the same.
    var lastEncoded: (list: DisplayList, scale: Double, bytes: [UInt8])?
    /// The last frame this renderer drew for an encoder (`FrameStream`), for the same reuse.
    var lastPixels: (list: DisplayList, scale: Double, image: PixelImage)?
    /// The last frame this renderer drew for a video encoder, for the same reuse.
    var lastVideoFrame: (list: DisplayList, scale: Double, evenSides: Bool, frame: StraightBGRAFrame)?
    /// The buffers of this renderer's video frames, reused once the encoder has written them.
    let videoFrameBuffers = FrameBufferPool()
    /// The PNG encoder for this renderer's frames (`TimelinePipeline.encodedFrame`): a
    /// thread renders runs of consecutive frames, and an encoder that saw the frame before
    /// re-encodes only the bands of rows that changed. One borrowed from a shared pool
    /// would often have encoded another thread's frame, far off in the sequence. Frames
    /// are deflated by Keyline's `FrameDeflater`, not libdeflate (docs/video-export.md, "Speed").
    lazy var frameEncoder = PNGEncoder(compression: .frames)

    /// A renderer reporting into `diagnostics`; by default a log of its own, for callers
    /// that do not say what rendering found (read it back from `diagnostics`).
    public init(diagnostics: DiagnosticLog = DiagnosticLog()) {
        self.diagnostics = diagnostics
        text = TextEngine(diagnostics: diagnostics)
    }

    public func measure(_ text: TextSpec, width: Double?) -> TextMetrics {
        self.text.metrics(text, width: width)
    }

    public func intrinsicSize(of image: ImageSpec) -> Size? {
        images.intrinsicSize(of: image)
    }

    func cachedLayout(_ key: String, _ make: () -> LayoutTree) -> LayoutTree {
        if let cached = layouts[key] { return cached }
        let layout = make()
        layouts[key] = layout
        return layout
    }

    /// A surface kept for encoding frames one after another, so that each frame does not
    /// allocate and clear 12 MB at @3x.
    private var frameSurface: RasterImage?

    /// Renders into this renderer's frame surface, valid until the next call.
    func rasterizeIntoFrameSurface(_ list: DisplayList, scale: Double) -> RasterImage {
        let width = Rasterizer.pixels(list.canvas.width, scale), height = Rasterizer.pixels(list.canvas.height, scale)
        if let surface = frameSurface, surface.width != Int(width) || surface.height != Int(height) { frameSurface = nil }
        let image = frameSurface ?? Self.frameSurface(width: width, height: height)
        frameSurface = image
        Rasterizer(text: text, images: images, cache: rasterCache).render(list, scale: scale, into: image.surface)
        return image
    }

    /// A surface on memory of its own on 2 MiB pages (`PageBuffer`): Cairo's own 12 MB at @3x
    /// was about 3,000 page faults per thread, costly on virtual machines (docs/video-export.md,
    /// "Speed"). The same pixels either way: the rows are as far apart as Cairo would put them,
    /// and drawing replaces every pixel (`Rasterizer.render(_:scale:into:)`). Cairo's own
    /// surface where the memory cannot be mapped.
    private static func frameSurface(width: Int32, height: Int32) -> RasterImage {
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)
        if stride > 0, let memory = PageBuffer(count: Int(stride) * Int(height)) {
            let surface = cairo_image_surface_create_for_data(memory.base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                              width, height, stride)!
            if cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS { return RasterImage(surface: surface, memory: memory) }
            cairo_surface_destroy(surface)
        }
        return RasterImage(surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!)
    }

    /// Renders straight into a video frame's buffer from `videoFrameBuffers` (a Cairo image
    /// surface made on its bytes, rows `paddedWidth * 4` bytes apart): no frame surface to copy
    /// out of. The drawing is the same as into the frame surface: every pixel is replaced
    /// (`Rasterizer.render(_:scale:into:)`), whatever the reused buffer held.
    func rasterizeIntoVideoFrame(_ list: DisplayList, scale: Double, evenSides: Bool) -> StraightBGRAFrame {
        let width = Rasterizer.pixels(list.canvas.width, scale), height = Rasterizer.pixels(list.canvas.height, scale)
        let (w, h) = (Int(width), Int(height))
        return StraightBGRAFrame(drawingInto: videoFrameBuffers, width: w, height: h,
                                 paddedWidth: evenSides ? w + w % 2 : w, paddedHeight: evenSides ? h + h % 2 : h) { rows, stride in
            // A stride of whole pixels is one Cairo accepts for ARGB32 (a multiple of 4 bytes).
            let surface = cairo_image_surface_create_for_data(rows.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                              width, height, Int32(stride))!
            precondition(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "a frame buffer Cairo cannot draw into: \(w)x\(h), stride \(stride)")
            Rasterizer(text: text, images: images, cache: rasterCache).render(list, scale: scale, into: surface)
            cairo_surface_destroy(surface)  // the bytes stay: they are the buffer's
        }
    }

    public func rasterize(_ list: DisplayList, scale: Double) -> RasterImage {
        Rasterizer(text: text, images: images, cache: rasterCache).render(list, scale: scale)
    }
}
