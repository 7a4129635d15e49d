import KeylineCore

/// What layout cannot know by itself: how big a text is when wrapped at a width, and how
/// big an image is. The renderer answers with Pango and librsvg; the same answers are
/// used to draw, so what is measured is what is drawn.
public protocol ContentMeasurer: AnyObject {
    /// `width` nil lays the text out on lines that are never wrapped (its ideal size).
    func measure(_ text: TextSpec, width: Double?) -> TextMetrics
    /// The image's natural size in points, or nil when it cannot be read.
    func intrinsicSize(of image: ImageSpec) -> Size?
}

public struct TextMetrics: Hashable, Sendable {
    /// The laid-out size: the widest line, and every line's height.
    public var size: Size
    /// Distance from the top to the first and the last line's baseline.
    public var firstBaseline: Double
    public var lastBaseline: Double
    public var lineCount: Int
    /// The line limit cut the text short (its last line ends in an ellipsis).
    public var isTruncated: Bool

    public init(size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int, isTruncated: Bool = false) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline; self.lineCount = lineCount
        self.isTruncated = isTruncated
    }
}
