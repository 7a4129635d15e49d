import KeylineCore
import KeylineLayout
import KeylineRender

/// `keyline redline`: a screen rendered in one variant with its measurements drawn over
/// it, and the expectations that fail there in red. The measuring is a value
/// (`RedlineOverlay`) that a test, the studio and the report read; drawing it is appending
/// its display items to the screen's.
public enum Redline {
    /// The ids of the elements a redline can show (named, and on the canvas).
    public static func elementIDs(_ tree: LayoutTree) -> [String] {
        RedlineModel.measurements(tree).compactMap { if case .bounds(let id, _) = $0 { id } else { nil } }
    }

    /// What a redline of the solved `tree` shows: its measurements (`RedlineModel`), the
    /// failing `results` among those measured on it, and the labels that found a place.
    /// With `focus`, only that element's measurements, and the failures about the elements shown.
    public static func overlay(_ tree: LayoutTree, appearance: Appearance, results: [ExpectationResult], focus: String? = nil,
                               measurer: ContentMeasurer) -> RedlineOverlay {
        let measured = RedlineModel.measurements(tree, focus: focus)
        let shown = Set(measured.compactMap { if case .bounds(let id, _) = $0 { id } else { nil } })
        let failures = results.filter { !$0.passed }.compactMap { result -> RedlineFailure? in
            let ids = result.expectation.elements.map(\.id)
            if focus != nil && !ids.contains(where: shown.contains) { return nil }
            let frames = ids.compactMap { tree.frame(of: $0) }
            guard !frames.isEmpty else { return nil }
            return RedlineFailure(elements: frames, text: failureText(result), gap: FailureGap.line(for: result.expectation, in: tree))
        }
        // A gap drawn in red is not drawn again in magenta.
        let gaps = Set(failures.compactMap(\.gap))
        let measurements = measured.filter { m in
            guard case .distance(_, _, let start, let end) = m else { return true }
            return !gaps.contains(RedlineLine(start: start, end: end)) && !gaps.contains(RedlineLine(start: end, end: start))
        }
        let requests = RedlineLabels.requests(measurements, failures: failures) {
            OverlayItems.pillSize(text: measurer.measure(OverlayItems.labelText($0), width: nil).size)
        }
        let canvas = Rect(origin: .zero, size: tree.device.size)
        let red = RedlineLabels.failureLabelCount(failures)
        let labels = zip(requests, LabelPlacement.place(requests, canvas: canvas)).enumerated().compactMap { index, placed -> OverlayLabel? in
            guard let rect = placed.1 else { return nil }
            return OverlayItems.label(placed.0.text, in: rect, colour: index < red ? RedlineOverlay.failure : RedlineOverlay.accent,
                                      measurer: measurer)
        }
        return RedlineOverlay(canvas: tree.device.size, appearance: appearance, measurements: measurements, failures: failures, labels: labels)
    }

    /// The redline of `screen` in `variant` at `scale`: solved once, its expectations
    /// measured on that layout, drawn by the ordinary painter.
    public static func render(_ document: SceneDocument, screen: ScreenDefinition, variant: Variant, scale: Double,
                              focus: String? = nil, renderer: Renderer) throws(SceneError) -> RasterImage {
        let pipeline = ScenePipeline(document: document)
        let tree = pipeline.layout(try pipeline.viewTree(screen, variant), variant, renderer: renderer)
        return render(tree, document: document, screen: screen, variant: variant, scale: scale, focus: focus, renderer: renderer)
    }

    /// The redline of a layout already solved for `screen` in `variant`.
    public static func render(_ tree: LayoutTree, document: SceneDocument, screen: ScreenDefinition, variant: Variant, scale: Double,
                              focus: String? = nil, renderer: Renderer) -> RasterImage {
        let results = ExpectationCheck.evaluate(document, screen: screen, variant: variant, tree: tree)
        let overlay = overlay(tree, appearance: variant.appearance, results: results, focus: focus, measurer: renderer)
        var list = ScenePipeline(document: document).displayList(tree, variant)
        list.items += overlay.items(scale: scale)
        return renderer.rasterize(list, scale: scale)
    }

    /// `cta.height: expected 48, measured 52`: the comparison's `==` left out.
    static func failureText(_ result: ExpectationResult) -> String {
        var expected = result.expected
        if expected.hasPrefix("== ") { expected.removeFirst(3) }
        // What is measured: the expectation's left-hand side (`cta.top - title.bottom`).
        let text = result.expectation.text
        let comparison = [" == ", " >= ", " <= ", " != ", " < ", " > "].compactMap { text.range(of: $0)?.lowerBound }.min()
        let subject = comparison.map { String(text[..<$0]) } ?? result.expectation.elements.first?.id ?? text
        return "\(subject): expected \(expected), measured \(result.measured)"
    }
}
