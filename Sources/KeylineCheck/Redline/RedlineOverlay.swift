import KeylineCore
import KeylineLayout

/// A redline as a value: the measurements a screen shows, the expectations that fail on it,
/// and where each label went, in canvas points. `items(scale:)` turns it into display items
/// drawn over the screen's own: the render faded a little so the overlay reads, bounds,
/// distances and paddings in one accent colour, failing expectations in red, labels white
/// on a pill of their colour.
public struct RedlineOverlay: Hashable, Sendable {
    /// Magenta, far from the colours of most interfaces (Figma's measurement overlays use
    /// a similar hot pink).
    public static let accent = Color(red: 1, green: 0x2D / 255.0, blue: 0x87 / 255.0)
    /// iOS's systemRed (#FF3B30).
    public static let failure = Color(red: 1, green: 0x3B / 255.0, blue: 0x30 / 255.0)

    public let canvas: Size
    /// The veil is of the background's own lightness: white in light, black in dark.
    public let appearance: Appearance
    /// What is drawn in magenta: bounds, distances (less those a failure draws in red), paddings.
    public let measurements: [RedlineMeasurement]
    public let failures: [RedlineFailure]
    /// The labels that found a place: the failures' (red) first, then the measurements'.
    public let labels: [OverlayLabel]

    public init(canvas: Size, appearance: Appearance, measurements: [RedlineMeasurement], failures: [RedlineFailure],
                labels: [OverlayLabel]) {
        self.canvas = canvas; self.appearance = appearance; self.measurements = measurements
        self.failures = failures; self.labels = labels
    }

    /// The overlay's display items at `scale` pixels per point, in painting order: veil,
    /// padding bands, outlines and distance lines, failures, labels. Outlines and lines are
    /// 1.5 device pixels wide, a failure's outlines 3, its gap 2 pt with long end ticks, so
    /// that it reads as the one that is wrong.
    public func items(scale: Double) -> [DisplayItem] {
        let hairline = 1 / scale  // one device pixel
        let veil = appearance == .dark ? Color.black : Color.white
        var items: [DisplayItem] = [.fill(.rectangle, Rect(origin: .zero, size: canvas), .color(veil.withAlpha(0.35)))]
        for case .padding(_, _, let band) in measurements {
            items.append(.fill(.rectangle, band, .color(Self.accent.withAlpha(0.18))))
        }
        for m in measurements {
            switch m {
            case .bounds(_, let frame):
                items.append(OverlayItems.outline(frame, colour: Self.accent, width: 1.5 * hairline))
            case .distance(_, _, let start, let end):
                items.append(OverlayItems.measureLine(from: start, to: end, tick: 3, colour: Self.accent, width: 1.5 * hairline))
            case .padding: break
            }
        }
        for failure in failures {
            items.append(OverlayItems.outlines(failure.elements, colour: Self.failure, width: 3 * hairline))
            if let line = failure.gap {
                items.append(OverlayItems.measureLine(from: line.start, to: line.end, tick: RedlineLabels.tick, colour: Self.failure, width: 2))
            }
        }
        return items + labels.flatMap(\.items)
    }
}
