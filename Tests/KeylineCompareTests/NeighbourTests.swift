import KeylineCompare
import KeylineCore
import KeylineLayout
import KeylinePixels
import KeylineRender
import Testing

/// Two lines of a paragraph set as two texts, 20.29 pt apart (Inter's line at 17 pt): closer
/// than a quarter em of overhang plus 0.4 em of growth, so each line's box once took in the
/// other's ascenders or descenders (the real TelegramDesign screenshot, RealScreenshotTests).
/// Each element's pad and growth stop at its neighbour's frame: both lines move together
/// by exactly the change, each keeps its own height, and each is the same text.
@Suite struct NeighbourTests {
    static func yaml(top: Double) -> String {
        """
        name: Two lines
        screens:
          main:
            body:
              vstack:
                - text: Your recent voice and video
                  color: "#8E8E93"
                  id: line1
                - text: calls will appear here.
                  color: "#8E8E93"
                  id: line2
              spacing: 0
              padding: { top: \(top) }
              frame: { maxWidth: infinity, maxHeight: infinity, alignment: top }
              background: "#FFFFFF"
        """
    }

    static func render(top: Double, scale: Int) throws -> (image: PixelImage, layout: LayoutTree) {
        try RenderCache.shared.render(key: "\(scale)x\n" + yaml(top: top)) {
            let document = try SceneLoader.load(text: yaml(top: top), file: "lines.yaml", directory: "/nonexistent")
            let variant = Variant(device: document.device, scale: Double(scale))
            let pipeline = ScenePipeline(document: document)
            let renderer = Renderer()
            let layout = pipeline.layout(try pipeline.viewTree(document.screens[0], variant), variant, renderer: renderer)
            return (PixelImage(copyingRender: renderer.rasterize(pipeline.displayList(layout, variant), scale: Double(scale))), layout)
        }
    }

    @Test("two lines moved 10 pt down together: each found alone, 10 pt lower, its own height", arguments: [2, 3])
    func adjacentLinesStayApart(scale: Int) throws {
        let spec = try Self.render(top: 100, scale: scale), app = try Self.render(top: 110, scale: scale)
        let lines = try #require(spec.layout.node(id: "line1")?.frame)
        #expect(lines.height < 22, "the lines are set closer than the pad and gap reach: \(lines)")
        let elements = ScreenComparer(searchRadius: 16).compare(screenshot: app.image, render: spec.image, layout: spec.layout,
                                                                scale: scale, masks: []).elements
        let found = Dictionary(uniqueKeysWithValues: elements.map { ($0.id, $0) })
        let pixel = 1 / Double(scale)
        for id in ["line1", "line2"] {
            let e = try #require(found[id])
            #expect(abs(e.dy - 10) <= pixel && abs(e.dx) <= pixel && abs(e.dwidth) <= pixel && abs(e.dheight) <= pixel, "\(id): \(e.json)")
            #expect(e.text?.same == true, "\(id): \(e.json)")
            // One line of 17-pt text: its ink is less than a line tall.
            #expect(e.expected.height < 20, "\(id) expected box takes in the other line: \(e.json)")
        }
    }
}
