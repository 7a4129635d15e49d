/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
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
}
