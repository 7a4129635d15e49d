import KeylineCheck
import KeylineCore
import KeylineLayout
import KeylineRender
import Testing

/// Redline and lint overlays are values read off the solved layout, and the display items
/// drawn from them are the ordinary painter's: these tests read both.
///
/// The redline scene is `RedlineModelTests`' (worked by hand there): `a` 145…245 ×
/// 358.5…398.5, `b` 85…305 × 418.5…498.5, the vstack's spacing 20 between them.
@Suite struct OverlayValueTests {
    static func solved(_ expectations: [String]) throws -> (SceneDocument, Variant, LayoutTree) {
        let document = try load(RedlineModelTests.scene + (expectations.isEmpty ? "" : "\nexpect:\n" + expectations.map { "  - { expect: \($0) }\n" }.joined()))
        let variant = Variant(device: .iphone14)
        let pipeline = ScenePipeline(document: document)
        return (document, variant, pipeline.layout(try pipeline.viewTree(document.screens[0], variant), variant, renderer: Renderer()))
    }

    static func redline(_ expectations: [String], appearance: Appearance = .light) throws -> (RedlineOverlay, LayoutTree) {
        let (document, variant, tree) = try solved(expectations)
        let results = ExpectationCheck.evaluate(document, screen: document.screens[0], variant: variant, tree: tree)
        return (Redline.overlay(tree, appearance: appearance, results: results, measurer: Renderer()), tree)
    }

    @Test func aDimensionBetweenTwoViewsIsTheLayoutsGap() throws {
        let (overlay, tree) = try Self.redline(["b.top - a.bottom == 20"])
        let a = try #require(tree.frame(of: "a")), b = try #require(tree.frame(of: "b"))
        let between = overlay.measurements.compactMap { m -> RedlineMeasurement? in
            if case .distance("a", .element("b"), _, _) = m { m } else { nil }
        }
        #expect(between.count == 1)
        // The layout's gap, and the scene's `spacing: 20`.
        #expect(between.first?.value == b.minY - a.maxY)
        #expect(between.first?.value == 20)
        #expect(overlay.failures.isEmpty)
        // Its label says so, in magenta.
        #expect(overlay.labels.contains { $0.text == "20" && $0.colour == RedlineOverlay.accent })
    }

    @Test func aFailingGapIsRedAsMeasuredAndNotAlsoMagenta() throws {
        // The spec says 24; the layout has 20.
        let (overlay, tree) = try Self.redline(["b.top - a.bottom == 24"])
        let a = try #require(tree.frame(of: "a")), b = try #require(tree.frame(of: "b"))
        let failure = try #require(overlay.failures.first)
        #expect(overlay.failures.count == 1)
        #expect(failure.elements == [b, a])
        #expect(failure.text == "b.top - a.bottom: expected 24, measured 20")
        #expect(failure.gap == RedlineLine(start: Point(x: 195, y: a.maxY), end: Point(x: 195, y: b.minY)))
        #expect(!overlay.measurements.contains { if case .distance("a", .element("b"), _, _) = $0 { true } else { false } })
        let red = overlay.labels.filter { $0.colour == RedlineOverlay.failure }.map(\.text)
        #expect(red == [failure.text, "20"])
    }

    @Test func theDisplayItemsDrawTheValueAtTheScale() throws {
        let (overlay, tree) = try Self.redline(["b.top - a.bottom == 24"])
        let a = try #require(tree.frame(of: "a")), b = try #require(tree.frame(of: "b"))
        let items = overlay.items(scale: 2)
        // First the veil over the whole canvas, of the background's lightness.
        #expect(items.first == .fill(.rectangle, Rect(x: 0, y: 0, width: 390, height: 844), .color(Color.white.withAlpha(0.35))))
        let (dark, _) = try Self.redline([], appearance: .dark)
        #expect(dark.items(scale: 2).first == .fill(.rectangle, Rect(x: 0, y: 0, width: 390, height: 844), .color(Color.black.withAlpha(0.35))))
        // Each bounds outlined 1.5 device pixels wide: 0.75 pt at @2x, 0.5 at @3x.
        let magenta = StrokeSpec(paint: .color(RedlineOverlay.accent), width: 0.75)
        #expect(items.contains(.stroke(.rectangle, a, magenta, trimFrom: 0, trimTo: 1)))
        #expect(overlay.items(scale: 3).contains(.stroke(.rectangle, a, StrokeSpec(paint: .color(RedlineOverlay.accent), width: 0.5),
                                                         trimFrom: 0, trimTo: 1)))
        // b's padding bands shaded.
        #expect(items.contains(.fill(.rectangle, Rect(x: 85, y: 418.5, width: 220, height: 10), .color(RedlineOverlay.accent.withAlpha(0.18)))))
        // The failure: both elements outlined in one red stroke, its gap as a 2-pt line with 5-pt ticks.
        let red = StrokeSpec(paint: .color(RedlineOverlay.failure), width: 1.5)
        #expect(items.contains(.strokedPath(Path(Path.rectangle(b).elements + Path.rectangle(a).elements), red)))
        let gap = Path([.move(Point(x: 195, y: 398.5)), .line(Point(x: 195, y: 418.5)),
                        .move(Point(x: 190, y: 398.5)), .line(Point(x: 200, y: 398.5)),
                        .move(Point(x: 190, y: 418.5)), .line(Point(x: 200, y: 418.5))])
        #expect(items.contains(.strokedPath(gap, StrokeSpec(paint: .color(RedlineOverlay.failure), width: 2))))
        // Labels last, each a pill with its text centred on it.
        let labels = Array(items.suffix(2 * overlay.labels.count))
        #expect(labels == overlay.labels.flatMap(\.items))
        for label in overlay.labels {
            guard case .text(let spec, let rect, nil) = label.items[1] else { Issue.record("\(label.items)"); continue }
            #expect(label.items[0] == .fill(.capsule, label.frame, .color(label.colour)))
            #expect(spec.content == label.text && spec.font.size == 11 && spec.color == .color(.white))
            #expect(abs(rect.midX - label.frame.midX) < 1e-9 && abs(rect.midY - label.frame.midY) < 1e-9)
            #expect(rect.width < label.frame.width && rect.height < label.frame.height)
        }
    }

    @Test func labelsNeverOverlapAndStayOnTheCanvas() throws {
        let (overlay, _) = try Self.redline(["b.top - a.bottom == 24", "a.width == 90"])
        let canvas = Rect(x: 0, y: 0, width: 390, height: 844)
        for (i, label) in overlay.labels.enumerated() {
            #expect(Self.inside(label.frame, canvas), "\(label.text) at \(label.frame)")
            for other in overlay.labels[(i + 1)...] {
                #expect(!LabelPlacement.overlaps(label.frame, other.frame), "\(label.text) over \(other.text)")
            }
        }
    }

    @Test func aLintFindingsBoxIsItsViewsFrame() throws {
        let document = try SceneLoader.load(text: LintOverlayTests.yaml, file: "test.yaml", directory: "/nonexistent")
        let variant = Variant(device: document.device)
        let report = try Linter(document: document).run(screens: document.screens, variants: [variant])
        let pipeline = ScenePipeline(document: document)
        let tree = pipeline.layout(try pipeline.viewTree(document.screens[0], variant), variant, renderer: Renderer())
        let words = try #require(tree.frame(of: "words"))
        #expect(words == Rect(x: 95, y: 47, width: 200, height: 40))
        let canvas = Rect(x: 0, y: 0, width: 390, height: 844)
        let picture = LintOverlay.picture(report.screenVariants[0].findings, canvas: canvas, measurer: Renderer())
        #expect(picture.marks.map(\.frame) == [words])
        // A white halo under the orange outline, exactly on the frame; then its label.
        #expect(Array(picture.items.prefix(2)) == [
            .stroke(.rectangle, words, StrokeSpec(paint: .color(Color.white.withAlpha(0.9)), width: 3), trimFrom: 0, trimTo: 1),
            .stroke(.rectangle, words, StrokeSpec(paint: .color(LintOverlay.colour), width: 1.5), trimFrom: 0, trimTo: 1),
        ])
        let label = try #require(picture.labels.first)
        #expect(picture.labels.count == 1 && label.colour == LintOverlay.colour)
        #expect(label.text.hasPrefix("1 contrast"))
        // Beside the outline, not over it (its 3-pt halo included), and on the canvas.
        #expect(!LabelPlacement.overlaps(label.frame, words.insetBy(EdgeInsets(all: -1.5))))
        #expect(Self.inside(label.frame, canvas))
    }

    static func inside(_ r: Rect, _ outer: Rect) -> Bool {
        r.minX >= outer.minX && r.minY >= outer.minY && r.maxX <= outer.maxX && r.maxY <= outer.maxY
    }

    @Test func aMeasurementLineHasATickAcrossEachEnd() {
        let across = OverlayItems.measureLine(from: Point(x: 10, y: 20), to: Point(x: 50, y: 20), tick: 3, colour: .black, width: 1)
        #expect(across == .strokedPath(Path([.move(Point(x: 10, y: 20)), .line(Point(x: 50, y: 20)),
                                            .move(Point(x: 10, y: 17)), .line(Point(x: 10, y: 23)),
                                            .move(Point(x: 50, y: 17)), .line(Point(x: 50, y: 23))]),
                                       StrokeSpec(paint: .color(.black), width: 1)))
        // A pill is the text plus 4 pt either side and 2 above and below, in whole points.
        #expect(OverlayItems.pillSize(text: Size(width: 20.2, height: 13.3)) == Size(width: 29, height: 18))
    }
}
