import KeylineCore

/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

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

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var area: Int { isEmpty ? 0 : width * height }

    /// The part inside `0..<width × 0..<height`; empty when they do not overlap.
    public func clipped(width w: Int, height h: Int) -> PixelRect {
        let x0 = min(max(x, 0), w), y0 = min(max(y, 0), h)
        let x1 = min(max(maxX, 0), w), y1 = min(max(maxY, 0), h)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// `WxH at (x, y)`.
    public var description: String { "\(width)x\(height) at (\(x), \(y))" }

    /// A point coordinate as a pixel index, clamped into Int range (NaN becomes 0).
    private static func pixel(_ v: Double) -> Int {
        guard v.isFinite else { return v > 0 ? Int(Int32.max) : (v < 0 ? Int(Int32.min) : 0) }
        return Int(max(Double(Int32.min), min(Double(Int32.max), v)))
    }
}
