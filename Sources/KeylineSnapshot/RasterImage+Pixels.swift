import KeylineCore
import KeylineRender

// What ties KeylinePixels (no Cairo) to rendered frames and to points: kept here so that
// KeylinePixels, and with it `keyline diff`, needs neither Cairo nor the scene model.

extension PixelImage {
    /// A copy of a rendered frame's pixels.
    public init(copying image: RasterImage) {
        let (width, height) = (image.width, image.height)
        let pixels = image.withPixelRows { rows in
            [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
                for y in 0..<height {
                    (buffer.baseAddress! + y * width).update(from: rows.row(y), count: width)
                }
                count = width * height
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}

extension RasterImage: PixelSource {
    public func withPixelRows<R>(_ body: (PixelRows) throws -> R) rethrows -> R {
        let (width, height, stride) = (self.width, self.height, self.stride)
        return try withPixels { bytes in
            try body(PixelRows(base: bytes.baseAddress!, width: width, height: height, stride: stride))
        }
    }
}

extension PixelRect {
    /// Every pixel a rectangle in points touches at `scale` pixels per point: edges that
    /// fall inside a pixel take the whole pixel, so a masked view is masked with its
    /// anti-aliased border.
    public init(covering rect: Rect, scale: Double) {
        let x0 = Self.pixel((rect.minX * scale).rounded(.down))
        let y0 = Self.pixel((rect.minY * scale).rounded(.down))
        let x1 = Self.pixel((rect.maxX * scale).rounded(.up))
        let y1 = Self.pixel((rect.maxY * scale).rounded(.up))
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// A point coordinate as a pixel index, clamped into Int range (NaN becomes 0).
    private static func pixel(_ v: Double) -> Int {
        guard v.isFinite else { return v > 0 ? Int(Int32.max) : (v < 0 ? Int(Int32.min) : 0) }
        return Int(max(Double(Int32.min), min(Double(Int32.max), v)))
    }
}
