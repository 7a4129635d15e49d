import KeylineCore

/// Text: wraps at the proposed width and is as wide as its widest line; height is the
/// lines at their line height. Offered no width (ideal size), it does not wrap.
final class TextElement: LayoutElement {
    let text: TextSpec

    init(node: ViewNode, text: TextSpec, context: LayoutContext) {
        self.text = text
        super.init(node: node, role: .content, context: context)
    }

    static func wrapWidth(_ proposal: ProposedSize) -> Double? {
        guard let w = proposal.width, w.isFinite else { return nil }
        return max(0, w)
    }

    /// Per wrap width: sizing, baselines and the layout tree ask for the same ones again.
    private var measured: [Double?: TextMetrics] = [:]

    func metrics(_ proposal: ProposedSize) -> TextMetrics {
        let width = Self.wrapWidth(proposal)
        if let known = measured[width] { return known }
        let metrics = context.measurer.measure(text, width: width)
        measured[width] = metrics
        return metrics
    }

    override func computeSize(_ proposal: ProposedSize) -> Size { metrics(proposal).size }

    override func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double {
        switch alignment {
        case .firstTextBaseline: metrics(ProposedSize(width: size.width, height: nil)).firstBaseline
        case .lastTextBaseline: metrics(ProposedSize(width: size.width, height: nil)).lastBaseline
        default: super.verticalGuide(alignment, in: size)
        }
    }
}

/// Shapes size themselves as SwiftUI's `Shape.sizeThatFits(_:)` does: the proposal, each
/// unspecified (nil) side replaced by 10 pt; a circle is the square of the smaller of those two.
final class ShapeElement: LayoutElement {
    let shape: ShapeSpec
    init(node: ViewNode, shape: ShapeSpec, context: LayoutContext) {
        self.shape = shape
        super.init(node: node, role: .content, context: context)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size { Self.size(of: shape.shape, for: proposal) }

    /// `Shape`'s default `sizeThatFits(_:)` is `proposal.replacingUnspecifiedDimensions()`,
    /// "the original proposal, with nil components replaced by a small positive value"
    /// (OpenSwiftUI, Sources/OpenSwiftUICore/Shape/Shape.swift, commit 069dd80), and that
    /// value is 10 on each side (Apple's documentation of
    /// `ProposedViewSize.replacingUnspecifiedDimensions(by:)`). Rectangle, RoundedRectangle,
    /// Capsule and Ellipse keep the default; Circle alone overrides it with the smaller side of
    /// the replaced proposal on both axes (Shapes.swift, `extension Circle`), so
    /// `Circle().frame(width: 18)` in a row is 18 x 18, and a circle offered a width alone is
    /// 10 x 10. An infinite proposal stays infinite, as in SwiftUI. A stroke does not change the
    /// size (StrokedShape.swift forwards `sizeThatFits` to its shape).
    static func size(of shape: ShapeKind, for proposal: ProposedSize) -> Size {
        let replaced = proposal.replacingUnspecified()
        guard shape == .circle else { return replaced }
        let side = min(replaced.width, replaced.height)
        return Size(width: side, height: side)
    }
}

/// Images: a fixed image has its natural size whatever is proposed; a resizable one
/// takes the proposal, keeping its aspect ratio when a content mode is set. A missing
/// asset behaves as a resizable placeholder. A symbol's natural size is its glyph's ink (its
/// whole 24-unit grid when resizable) at its font's size (`SymbolMetrics`), whether or not
/// Keyline draws the name.
final class ImageElement: LayoutElement {
    let image: ImageSpec
    init(node: ViewNode, image: ImageSpec, context: LayoutContext) {
        self.image = image
        super.init(node: node, role: .content, context: context)
    }

    /// A missing image stands in at 100x100 where it has to choose its own size.
    static let placeholderSize = Size(width: 100, height: 100)

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let natural = image.symbolSize ?? context.measurer.intrinsicSize(of: image)
        guard image.resizable || natural == nil else { return natural! }
        let ideal = natural ?? Self.placeholderSize
        guard let mode = image.contentMode, ideal.height > 0 else { return proposal.replacingUnspecified(by: ideal) }
        return AspectRatioElement.fitted(ratio: ideal.width / ideal.height, into: proposal, mode: mode, ideal: ideal)
    }

    override func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double {
        symbolBaseline(alignment, in: size) ?? super.verticalGuide(alignment, in: size)
    }

    /// A symbol at its natural size sits on the baseline of text in its font, as SF Symbols
    /// do (`SymbolMetrics.baseline`), so `HStack(alignment: .firstTextBaseline)` lines it up
    /// with a label. A resizable one is an image like any other: its baseline is its bottom.
    private func symbolBaseline(_ alignment: VerticalAlignment, in size: Size) -> Double? {
        guard alignment == .firstTextBaseline || alignment == .lastTextBaseline,
              image.systemName != nil, !image.resizable, let style = image.symbol else { return nil }
        return SymbolMetrics.baseline(inHeight: size.height, style: style)
    }
}

/// Spacer: along its stack's axis as long as offered, but at least `minLength` (SwiftUI's
/// default minimum is the standard spacing, 8 pt); nothing across it. Outside a stack it
/// expands both ways. As in SwiftUI (OpenSwiftUI's `SpacerLayoutComputer`), it has the
/// lowest layout priority (offered space after every other child of its stack) and asks
/// for no spacing along its axis, so no gap is put beside it.
final class SpacerElement: LayoutElement {
    let minLength: Double
    let axis: Axis?

    init(node: ViewNode, minLength: Double?, axis: Axis?, context: LayoutContext) {
        self.minLength = minLength ?? StackSpec.defaultSpacing
        self.axis = axis
        super.init(node: node, role: .content, context: context)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        // Offered infinity it answers infinity: that is what makes it the most flexible
        // child of a stack. Offered nothing (its ideal size) it is its minimum length.
        func length(_ offered: Double?) -> Double { max(minLength, offered ?? minLength) }
        guard let axis else { return Size(width: length(proposal.width), height: length(proposal.height)) }
        var size = Size.zero
        size[axis] = length(proposal[axis])
        return size
    }

    override var layoutPriority: Double { -.infinity }
    override var isSpacer: Bool { true }
    override func spacing(along edgeAxis: Axis, atEnd: Bool) -> Double? {
        guard let axis else { return 0 }
        return edgeAxis == axis ? 0 : nil
    }
}

/// Divider: a line across its stack's axis, as long as offered (a horizontal line outside
/// stacks), `thickness` thick.
final class DividerElement: LayoutElement {
    let spec: DividerSpec
    let axis: Axis?

    init(node: ViewNode, spec: DividerSpec, axis: Axis?, context: LayoutContext) {
        self.spec = spec; self.axis = axis
        super.init(node: node, role: .content, context: context)
    }

    /// The direction the line runs: across the stack it separates.
    var lineAxis: Axis { axis == .horizontal ? .vertical : .horizontal }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        var size = Size.zero
        let offered = proposal[lineAxis] ?? 0
        size[lineAxis] = offered.isFinite ? offered : 0
        size[lineAxis.other] = spec.thickness
        return size
    }
}

/// An empty view takes no space.
final class EmptyElement: LayoutElement {
    override func computeSize(_ proposal: ProposedSize) -> Size { .zero }
}

/// A linear progress bar takes the width offered (100 pt where none is) and is as tall as
/// its thickness.
final class ProgressElement: LayoutElement {
    let spec: ProgressSpec
    init(node: ViewNode, spec: ProgressSpec, context: LayoutContext) {
        self.spec = spec
        super.init(node: node, role: .content, context: context)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 100
        return Size(width: max(0, width), height: spec.thickness)
    }
}
