import Foundation
import KeylineCheck
import KeylineCore
import KeylineLayout
import KeylineRender
import Testing

/// Label placement: no two labels overlap, none covers what it measures, all lie on the canvas.
@Suite struct RedlineLabelTests {
    /// About the size of the 11 pt labels: 6.5 pt a character, 4 pt padding, 18 pt high.
    static func size(_ text: String) -> Size { Size(width: Double(text.count) * 6.5 + 8, height: 18) }

    @Test func aLabelTakesTheNextCandidateWhenTheFirstIsTaken() {
        let canvas = Rect(x: 0, y: 0, width: 100, height: 100)
        let first = LabelRequest(text: "a", size: Size(width: 20, height: 10), candidates: [Point(x: 50, y: 50)], avoid: [])
        let second = LabelRequest(text: "b", size: Size(width: 20, height: 10),
                                  candidates: [Point(x: 55, y: 50), Point(x: 50, y: 40)], avoid: [])
        let third = LabelRequest(text: "c", size: Size(width: 20, height: 10), candidates: [Point(x: 50, y: 45), Point(x: 95, y: 50)],
                                 avoid: [])
        #expect(LabelPlacement.place([first, second, third], canvas: canvas) == [
            Rect(x: 40, y: 45, width: 20, height: 10), Rect(x: 40, y: 35, width: 20, height: 10), nil,
        ])
    }

    @Test(arguments: ["urbannest-onboarding", "howto-onboarding", "rin-onboarding", "abc-budgeting-onboarding"])
    func placedLabelsNeverOverlapOnTheSeedScreens(scene: String) throws {
        let document = try SceneLoader.load(contentsOf: "\(scenesDirectory)/\(scene).yaml")
        let pipeline = ScenePipeline(document: document)
        let renderer = Renderer()
        for screen in document.screens {
            let variant = Variant(device: document.device)
            let tree = pipeline.layout(try pipeline.viewTree(screen, variant), variant, renderer: renderer)
            let measurements = RedlineModel.measurements(tree)
            let requests = RedlineLabels.requests(measurements, failures: [], size: Self.size)
            let canvas = Rect(x: 0, y: 0, width: document.device.size.width, height: document.device.size.height)
            let placed = LabelPlacement.place(requests, canvas: canvas)
            let rects = placed.compactMap { $0 }
            #expect(rects.count > requests.count / 2, "\(scene) \(screen.id): only \(rects.count) of \(requests.count) labels placed")
            for (i, r) in rects.enumerated() {
                #expect(r.minX >= 0 && r.minY >= 0 && r.maxX <= canvas.maxX && r.maxY <= canvas.maxY)
                for s in rects[(i + 1)...] { #expect(!LabelPlacement.overlaps(r, s), "\(scene) \(screen.id): \(r) and \(s) overlap") }
            }
            for (request, rect) in zip(requests, placed) {
                guard let rect else { continue }
                #expect(!request.avoid.contains { LabelPlacement.overlaps($0, rect) }, "\(scene) \(screen.id): '\(request.text)' covers what it measures")
            }
        }
    }
}

/// Size labels keep clear of every element's outline, not only their own: a label that
/// touches another element's edge reads as that element's, and hides the edge.
@Suite struct RedlineSizeLabelTests {
    @Test(arguments: ["urbannest-onboarding", "howto-onboarding", "rin-onboarding", "abc-budgeting-onboarding"])
    func sizeLabelsTouchNoOutline(scene: String) throws {
        let document = try SceneLoader.load(contentsOf: "\(scenesDirectory)/\(scene).yaml")
        let pipeline = ScenePipeline(document: document)
        let renderer = Renderer()
        for screen in document.screens {
            let variant = Variant(device: document.device)
            let tree = pipeline.layout(try pipeline.viewTree(screen, variant), variant, renderer: renderer)
            let measurements = RedlineModel.measurements(tree)
            let requests = RedlineLabels.requests(measurements, failures: [], size: RedlineLabelTests.size)
            let canvas = Rect(x: 0, y: 0, width: document.device.size.width, height: document.device.size.height)
            let placed = LabelPlacement.place(requests, canvas: canvas)
            let frames = measurements.compactMap { m -> Rect? in if case .bounds(_, let f) = m { f } else { nil } }
            // The outlines as drawn (1 pt at most), and a point of air around each label.
            let strokes = frames.flatMap { frame in
                [Rect(x: frame.minX - 0.5, y: frame.minY - 0.5, width: frame.width + 1, height: 1),
                 Rect(x: frame.minX - 0.5, y: frame.maxY - 0.5, width: frame.width + 1, height: 1),
                 Rect(x: frame.minX - 0.5, y: frame.minY - 0.5, width: 1, height: frame.height + 1),
                 Rect(x: frame.maxX - 0.5, y: frame.minY - 0.5, width: 1, height: frame.height + 1)]
            }
            var sizeLabels = 0
            for (request, rect) in zip(requests, placed) {
                guard let rect, request.text.contains(" × ") else { continue }
                sizeLabels += 1
                let aired = Rect(x: rect.minX - 1, y: rect.minY - 1, width: rect.width + 2, height: rect.height + 2)
                #expect(!strokes.contains { LabelPlacement.overlaps($0, aired) }, "\(scene) \(screen.id): '\(request.text)' at \(rect) touches an outline")
            }
            #expect(sizeLabels > 0, "\(scene) \(screen.id): no size label placed")
        }
    }
}
