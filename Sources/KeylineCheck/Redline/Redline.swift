import KeylineCore
import KeylineLayout
import KeylineRender

/// `keyline redline`: a screen rendered in one variant with its measurements drawn over
/// it, and the expectations that fail there in red.
public enum Redline {
    /// The ids of the elements a redline can show (named, and on the canvas).
    public static func elementIDs(_ tree: LayoutTree) -> [String] {
        RedlineModel.measurements(tree).compactMap { if case .bounds(let id, _) = $0 { id } else { nil } }
    }

    public static func render(_ document: SceneDocument, screen: ScreenDefinition, variant: Variant, scale: Double,
                              focus: String? = nil, renderer: Renderer) throws(SceneError) -> RasterImage {
        let pipeline = ScenePipeline(document: document)
        let tree = pipeline.layout(try pipeline.viewTree(screen, variant), variant, renderer: renderer)
        let image = renderer.rasterize(pipeline.displayList(tree, variant), scale: scale)
        let measured = RedlineModel.measurements(tree, focus: focus)
        let shown = Set(measured.compactMap { if case .bounds(let id, _) = $0 { id } else { nil } })
        let report = try ExpectationCheck.run(document, screens: [screen], variants: [variant], devices: [variant.device],
                                              measurer: renderer)
        let failures = report.results.filter { !$0.passed }.compactMap { result -> RedlineFailure? in
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
        let drawing = RedlineDrawing()
        let labels = RedlineLabels.requests(measurements, failures: failures, size: drawing.labelSize)
        let canvas = Rect(x: 0, y: 0, width: variant.device.size.width, height: variant.device.size.height)
        drawing.draw(on: image, scale: scale, dark: variant.appearance == .dark, measurements: measurements,
                     failures: failures, labels: labels, placed: LabelPlacement.place(labels, canvas: canvas))
        return image
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
