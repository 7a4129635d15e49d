import Foundation
import KeylineCompare
import KeylineCore
import KeylinePixels
import KeylineRender
import KeylineSnapshot

/// `keyline compare --report`: one compare card per screenshot in the one report folder,
/// with Keyline's render (the card's `expected` image), the screenshot as read, in sRGB
/// (its `actual` image), and every element's boxes and delta labels drawn by the ordinary
/// rasterizer on a transparent layer (its `boxes` image, `CompareOverlay`), with the boxes
/// also as numbers in pixels. Images are written
/// confined to the folder, within the run's image budget, as check's and lint's are.
enum CompareReportWriting {
    /// - Parameter variant: the variant key the screenshot was measured in (`light@3x`): it
    ///   names the card and its images, as check's and lint's cards are named.
    static func write(_ comparison: ScreenComparison, screenshot: PixelImage, render: PixelImage, document: SceneDocument,
                      variant: String, folder: String, renderer: Renderer, budget: ReportImageBudget = ReportImageBudget()) throws {
        let scene = SnapshotPlan.sceneName(document)
        let confined = SnapshotReport.confined(URL(fileURLWithPath: folder))
        var images: ReportImages?
        let renderPath = ReportContribution.imagePath(scene: scene, snapshot: comparison.screen, variant: variant, role: "render")
        let shotPath = ReportContribution.imagePath(scene: scene, snapshot: comparison.screen, variant: variant, role: "screenshot")
        let boxesPath = ReportContribution.imagePath(scene: scene, snapshot: comparison.screen, variant: variant, role: "boxes")
        let s = Double(comparison.scale)
        let canvas = Size(width: Double(screenshot.width) / s, height: Double(screenshot.height) / s)
        let boxes = ScreenComparer.boxes(comparison, canvas: canvas, scale: comparison.scale, renderer: renderer)
        let renderBytes = try render.encodedPNG(), shotBytes = try screenshot.encodedPNG(), boxesBytes = try boxes.encodedPNG()
        if !budget.isSpent, budget.admit(renderBytes.count + shotBytes.count + boxesBytes.count) {
            try FrameWriter.write(encoded: renderBytes, to: renderPath, in: confined)
            try FrameWriter.write(encoded: shotBytes, to: shotPath, in: confined)
            try FrameWriter.write(encoded: boxesBytes, to: boxesPath, in: confined)
            images = ReportImages(expected: renderPath, actual: shotPath, boxes: boxesPath)
        }
        func pixels(_ r: Rect) -> ReportRect {
            let x0 = Int((r.minX * s).rounded()), y0 = Int((r.minY * s).rounded())
            return ReportRect(x: x0, y: y0, width: Int((r.maxX * s).rounded()) - x0, height: Int((r.maxY * s).rounded()) - y0)
        }
        let elements = comparison.elements.map { e in
            ReportComparison.Element(
                id: e.id, kind: e.kind, status: e.status.rawValue, expected: pixels(e.expected), found: e.found.map(pixels),
                dx: e.dx, dy: e.dy, dwidth: e.dwidth, dheight: e.dheight,
                colour: e.colour.map { "\($0.found.hexString), ΔE \(CompareTable.round2($0.deltaE)) against \($0.token.hexString)" },
                sameText: e.text?.same)
        }
        let bad = comparison.drifted
        let message = bad == 0
            ? "All \(comparison.elements.count) elements match \(comparison.screenshot) within \(comparison.tolerance.pointString) pt"
            : "\(bad) of \(comparison.elements.count) elements drift or are missing in \(comparison.screenshot)"
                + (images == nil ? ReportImageBudget.cardNote : "")
        let card = ReportCard(
            kind: .screenCompare, scene: scene, snapshot: comparison.screen, variant: variant, message: message, images: images,
            comparison: ReportComparison(scale: comparison.scale, canvas: ReportSize(width: screenshot.width, height: screenshot.height),
                                         tolerance: comparison.tolerance, colorSpace: comparison.colorSpace, elements: elements))
        let tally = ReportTally(kind: .screenCompare, scene: scene, snapshot: comparison.screen, variant: variant,
                                passed: comparison.matched, failed: bad)
        try ReportWriting.write(ReportContribution(kind: .screenCompare, tallies: [tally], cards: [card], scenes: [scene]),
                                folder: folder, budget: budget)
    }
}
