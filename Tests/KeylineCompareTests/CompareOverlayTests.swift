import KeylineCompare
import KeylineCore
import KeylineLayout
import KeylinePixels
import KeylineRender
import Testing

/// `keyline compare`'s boxes as display items (`CompareOverlay`), drawn by the ordinary
/// rasterizer: where the fixture's title moved by (+6, −4) pt, its found box is stroked in
/// the drift orange at the found position and its expected box in dashed blue at the
/// render's, it alone gets a label with its deltas, and the layer is transparent elsewhere.
@Suite struct CompareOverlayTests {
    static let scale = 2

    static func comparison() throws -> ScreenComparison {
        var moved = CompareFixture.Changes()
        moved.titleOffset = (6, -4)
        let spec = try CompareFixture.render(scale: scale), app = try CompareFixture.render(moved, scale: scale)
        let device = try CompareFixture.document().device
        let result = ScreenComparer(searchRadius: 16).compare(screenshot: app.image, render: spec.image, layout: spec.layout,
                                                              scale: scale, masks: ScreenComparer.systemChrome(of: device, notDrawnIn: spec.layout))
        return ScreenComparison(screenshot: "app.png", scene: "fixture.yaml", screen: "main", device: device.name, scale: scale, tolerance: 1,
                                colorSpace: "sRGB", masks: [], elements: result.elements, unmeasured: result.unmeasured)
    }

    /// The straight RGBA of a premultiplied pixel at (x, y) points' device pixel.
    static func rgba(_ image: PixelImage, _ x: Double, _ y: Double) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = image.pixels[Int((y * Double(scale)).rounded(.down)) * image.width + Int((x * Double(scale)).rounded(.down))]
        let a = Int(p >> 24)
        func un(_ c: UInt32) -> Int { a == 0 ? 0 : min(255, (Int(c & 0xFF) * 255 + a / 2) / a) }
        return (un(p >> 16), un(p >> 8), un(p), a)
    }

    @Test func onlyTheDriftIsLabelledWithItsDeltas() throws {
        let comparison = try Self.comparison()
        let device = try CompareFixture.document().device
        let overlay = CompareOverlay(comparison, canvas: device.size, measurer: Renderer())
        #expect(overlay.marks.count == comparison.elements.count)
        let title = try #require(comparison.elements.first { $0.id == "title" })
        let label = try #require(overlay.labels.first)
        // (+6, −4) within a pixel, as ScreenComparerTests.moved finds it; nothing else labelled.
        #expect(overlay.labels.count == 1 && label.text == CompareOverlay.labelText(title), "\(overlay.labels.map(\.text))")
        #expect(label.text.hasPrefix("title dx +") && label.text.contains(" dy −") && !label.text.contains("dw"), "\(label.text)")
        // Beside the found box, not over any box it labels.
        #expect(!LabelPlacementCheck.overlaps(label.frame, try #require(title.found)))
        #expect(label.colour == CompareOverlay.labelColour(.drift))
    }

    @Test func theRasterizerDrawsTheBoxesWhereTheComparisonPutsThem() throws {
        let comparison = try Self.comparison()
        let device = try CompareFixture.document().device
        let image = ScreenComparer.boxes(comparison, canvas: device.size, scale: Self.scale, renderer: Renderer())
        #expect(image.width == Int(device.size.width) * Self.scale && image.height == Int(device.size.height) * Self.scale)
        let title = try #require(comparison.elements.first { $0.id == "title" })
        let found = try #require(title.found)
        // The found box's bottom edge (its top has the label above it): the drift orange, opaque
        // (the 4-pixel line covers the pixel on each side of the edge).
        let edge = Self.rgba(image, found.midX, found.maxY - 0.25)
        #expect(edge.a == 255 && abs(edge.r - 0xE8) <= 2 && abs(edge.g - 0x71) <= 2 && abs(edge.b - 0x0A) <= 2, "\(edge)")
        // The expected box's left edge, 6 pt to the left of the found one: blue where the dash is on.
        let blue = stride(from: title.expected.minY, to: title.expected.maxY, by: 0.5).map { Self.rgba(image, title.expected.minX - 0.25, $0) }
            .filter { $0.a == 255 && $0.b > 200 && $0.r < 80 }
        #expect(!blue.isEmpty, "the expected box's edge is dashed blue")
        // Inside a matching element's found box, and far from every box: nothing.
        let card = try #require(comparison.elements.first { $0.id == "card" })
        #expect(Self.rgba(image, card.expected.midX, card.expected.midY).a == 0)
        #expect(Self.rgba(image, device.size.width - 5, device.size.height / 2).a == 0)
        let cardEdge = Self.rgba(image, card.expected.midX, card.expected.maxY + 0.25)
        #expect(cardEdge.a == 255 && cardEdge.g > cardEdge.r && cardEdge.g > cardEdge.b, "a match's found box is green: \(cardEdge)")
    }

    @Test func theOverlayIsAppendedToTheScreensDisplayListAndDrawnByTheRasterizer() throws {
        // Appended to the screen's own items, as a redline is: the title's found box edge
        // turns orange over the render, and the render elsewhere is untouched.
        let document = try CompareFixture.document()
        let variant = Variant(device: document.device, scale: Double(Self.scale))
        let pipeline = ScenePipeline(document: document)
        let renderer = Renderer()
        let layout = pipeline.layout(try pipeline.viewTree(document.screens[0], variant), variant, renderer: renderer)
        let comparison = try Self.comparison()
        var list = pipeline.displayList(layout, variant)
        let plain = PixelImage(rendered: renderer.rasterize(list, scale: Double(Self.scale)))
        list.items += CompareOverlay(comparison, canvas: document.device.size, measurer: renderer).items(scale: Double(Self.scale))
        let marked = PixelImage(rendered: renderer.rasterize(list, scale: Double(Self.scale)))
        let found = try #require(comparison.elements.first { $0.id == "title" }?.found)
        let edge = Self.rgba(marked, found.midX, found.maxY - 0.25)
        #expect(abs(edge.r - 0xE8) <= 2 && abs(edge.g - 0x71) <= 2, "\(edge)")
        #expect(Self.rgba(marked, 380, 700) == Self.rgba(plain, 380, 700))
    }
}

/// The overlap test LabelPlacement uses (touching edges do not count).
enum LabelPlacementCheck {
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool { a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY }
}
