import KeylineCore

/// The pieces a measuring overlay (a redline, lint findings, compare boxes) is drawn with,
/// as display items appended to a screen's own, so that the ordinary painter draws them:
/// outlines, measurement lines with end ticks, and labels (white text on a pill of the
/// overlay's colour). Lengths are in points; a caller that wants one device pixel passes
/// 1/scale, so an overlay's items are built for the scale they are drawn at.
public enum OverlayItems {
    /// 11 pt: legible at @2x and @3x, where redlines are drawn, and small beside an
    /// interface's own 17 pt body text.
    public static let labelPointSize = 11.0
    /// Between a label's text and its pill's edge.
    public static let labelPadding = (horizontal: 4.0, vertical: 2.0)

    /// A label's text: Inter semibold 11 pt, white. Inter by name, not the system font:
    /// the overlay is Keyline's annotation, not the app's, so it says no font stand-in and
    /// follows no Dynamic Type size.
    public static func labelText(_ text: String) -> TextSpec {
        TextSpec(content: text, font: FontSpec(family: "Inter", weight: .semibold, size: labelPointSize), color: .color(.white))
    }

    /// A label's pill, in points: its text's line box plus the padding, rounded up to whole
    /// points so that labels line up on the pixel grid at every scale.
    public static func pillSize(text: Size) -> Size {
        Size(width: (text.width + 2 * labelPadding.horizontal).rounded(.up),
             height: (text.height + 2 * labelPadding.vertical).rounded(.up))
    }

    /// The label `text` measured by `measurer` and placed on a pill filling `frame`.
    public static func label(_ text: String, in frame: Rect, colour: Color, measurer: ContentMeasurer) -> OverlayLabel {
        OverlayLabel(text: text, frame: frame, textSize: measurer.measure(labelText(text), width: nil).size, colour: colour)
    }

    /// `rect`'s outline, stroked on its edges `width` wide.
    public static func outline(_ rect: Rect, colour: Color, width: Double) -> DisplayItem {
        .stroke(.rectangle, rect, StrokeSpec(paint: .color(colour), width: width), trimFrom: 0, trimTo: 1)
    }

    /// Several outlines stroked as one (their crossings are not blended twice).
    public static func outlines(_ rects: [Rect], colour: Color, width: Double) -> DisplayItem {
        .strokedPath(Path(rects.flatMap { Path.rectangle($0).elements }), StrokeSpec(paint: .color(colour), width: width))
    }

    /// A measurement line from `start` to `end` (vertical or horizontal) with a tick across
    /// each end, `tick` points either side of the line, as hand-off tools draw them.
    public static func measureLine(from start: Point, to end: Point, tick: Double, colour: Color, width: Double) -> DisplayItem {
        let vertical = start.x == end.x
        var elements: [PathElement] = [.move(start), .line(end)]
        for p in [start, end] {
            elements += vertical ? [.move(Point(x: p.x - tick, y: p.y)), .line(Point(x: p.x + tick, y: p.y))]
                                 : [.move(Point(x: p.x, y: p.y - tick)), .line(Point(x: p.x, y: p.y + tick))]
        }
        return .strokedPath(Path(elements), StrokeSpec(paint: .color(colour), width: width))
    }
}

/// A label an overlay shows: its text, the pill it sits on (in canvas points), and the
/// size its text measured, so that drawing it needs no measurer.
public struct OverlayLabel: Hashable, Sendable {
    public let text: String
    /// The pill.
    public let frame: Rect
    public let textSize: Size
    public let colour: Color

    public init(text: String, frame: Rect, textSize: Size, colour: Color) {
        self.text = text; self.frame = frame; self.textSize = textSize; self.colour = colour
    }

    /// The pill (a capsule of the label's colour), then the text centred on it.
    public var items: [DisplayItem] {
        let text = Rect(x: frame.midX - textSize.width / 2, y: frame.midY - textSize.height / 2,
                        width: textSize.width, height: textSize.height)
        return [.fill(.capsule, frame, .color(colour)), .text(OverlayItems.labelText(self.text), text, wrapWidth: nil)]
    }
}
