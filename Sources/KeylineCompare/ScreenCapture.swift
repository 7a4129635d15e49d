import KeylineCore
import KeylineLayout
import KeylinePixels
import KeylineRender

/// A screenshot as `keyline compare` reads it: decoded (8 or 16 bits, interlaced or not),
/// converted to sRGB from the colour space it declares, and placed: which device and scale
/// its pixel size is.
public struct Screenshot: Sendable {
    public let path: String
    public let image: PixelImage
    public let colorSpace: PNGColorSpace
    public let device: Device
    public let scale: Int

    /// - Parameters: device, scale: what the command line says, for a size that fits several.
    public init(contentsOf path: String, device: Device?, scale: Int?) throws {
        let decoded: (image: PixelImage, colorSpace: PNGColorSpace)
        do throws(PNGFileError) {
            decoded = try PNGDecoder(limits: ScreenshotGeometry.decoderLimits).decodeTagged(contentsOf: path)
        } catch {
            throw ScreenshotGeometry.sizeRefusal(error)
        }
        try self.init(decoded: decoded, path: path, device: device, scale: scale)
    }

    /// A screenshot held in memory (the studio's dropped file, never written to disk);
    /// `name` stands for its path in messages and in the comparison. `preferring` picks a
    /// device among several that have its size (the one the page shows).
    public init(bytes: [UInt8], name: String, preferring preferred: Device?) throws {
        let decoded: (image: PixelImage, colorSpace: PNGColorSpace)
        do throws(PNGDecodingError) {
            decoded = try PNGDecoder(limits: ScreenshotGeometry.decoderLimits).decodeTagged(bytes)
        } catch {
            throw ScreenshotGeometry.sizeRefusal(PNGFileError(path: name, error: error))
        }
        try self.init(decoded: decoded, path: name, device: nil, scale: nil, preferring: preferred)
    }

    private init(decoded: (image: PixelImage, colorSpace: PNGColorSpace), path: String, device: Device?, scale: Int?,
                 preferring preferred: Device? = nil) throws {
        let place = try ScreenshotGeometry.resolve(width: decoded.image.width, height: decoded.image.height, device: device, scale: scale,
                                                   preferring: preferred, file: path)
        self.path = path
        self.image = decoded.image.convertedToSRGB(from: decoded.colorSpace)
        self.colorSpace = decoded.colorSpace
        self.device = place.device
        self.scale = place.scale
    }
}

extension ScreenComparer {
    /// Renders `screen` in `variant` (whose device and scale the screenshot set) and measures
    /// `screenshot` against it. Also returns the render, for the report.
    public func compare(_ screenshot: Screenshot, document: SceneDocument, screen: ScreenDefinition, variant: Variant,
                        masks extraMasks: [Rect], maskSystemChrome: Bool = true, renderer: Renderer) throws
        -> (comparison: ScreenComparison, render: PixelImage)
    {
        let pipeline = ScenePipeline(document: document)
        let layout = pipeline.layout(try pipeline.viewTree(screen, variant), variant, renderer: renderer)
        let raster = renderer.rasterize(pipeline.displayList(layout, variant), scale: Double(screenshot.scale))
        let render = PixelImage(rendered: raster)
        // The status bar and home indicator the scene draws are measured; the ones it leaves
        // to the phone are masked (unless `maskSystemChrome` is off: --no-system-mask).
        let masks = (maskSystemChrome ? Self.systemChrome(of: variant.device, notDrawnIn: layout) : []) + extraMasks
        let measured = compare(screenshot: screenshot.image, render: render, layout: layout, scale: screenshot.scale, masks: masks)
        let comparison = ScreenComparison(
            screenshot: screenshot.path, scene: document.file, screen: screen.id, device: variant.device.name, scale: screenshot.scale,
            tolerance: tolerance, colorSpace: screenshot.colorSpace.description, masks: masks, elements: measured.elements,
            unmeasured: measured.unmeasured)
        return (comparison, render)
    }
}

extension ScreenComparer {
    /// The comparison's boxes and labels (`CompareOverlay`) drawn by the ordinary rasterizer
    /// on a transparent `canvas` at `scale`: the layer the report card and the studio lay
    /// over the screenshot, itself over the render, so the boxes stay on top whatever the
    /// screenshot's opacity.
    public static func boxes(_ comparison: ScreenComparison, canvas: Size, scale: Int, renderer: Renderer) -> PixelImage {
        let overlay = CompareOverlay(comparison, canvas: canvas, measurer: renderer)
        return PixelImage(rendered: renderer.rasterize(overlay.displayList(scale: Double(scale)), scale: Double(scale)))
    }
}

extension PixelImage {
    /// A copy of a rendered frame's pixels (rows may be padded in Cairo's surface).
    public init(rendered image: RasterImage) {
        let (width, height, stride) = (image.width, image.height, image.stride)
        let words = image.withPixels { bytes in
            [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
                for y in 0..<height {
                    UnsafeMutableRawPointer(buffer.baseAddress! + y * width).copyMemory(from: bytes.baseAddress! + y * stride, byteCount: width * 4)
                }
                count = width * height
            }
        }
        self.init(width: width, height: height, pixels: words)
    }
}
