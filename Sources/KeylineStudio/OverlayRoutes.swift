import KeylineCheck
import KeylineCore
import KeylineRender

/// What the page lays over a still: the redline (`keyline redline`'s own drawing, a PNG of
/// the same size as the still at that scale) and the lint findings (`keyline lint`'s, each
/// with the frame of its view in points, which the page outlines and numbers), and a
/// screenshot dropped on the still, measured as `keyline compare` measures it (CompareRoute).
struct OverlayRoutes: Sendable {
    let project: StudioProject
    let renderers: RendererPool

    func still(_ http: StudioRequest) throws -> (SceneDocument, ScreenDefinition, Variant) {
        let request = try PreviewRequest.parse(http)
        guard case .screen(let id) = request.subject else { throw StudioFailure.badRequest("overlays are drawn on a screen's still") }
        guard let entry = project.entry(request.scene) else { throw StudioFailure.notFound("no scene \(request.scene)") }
        guard let document = entry.lastGood else { throw StudioFailure.sceneBroken(entry.file, StudioDiagnostic.list(entry.diagnostics)) }
        guard let screen = document.screen(id) else { throw StudioFailure.notFound("no screen '\(id)' in \(entry.file)") }
        return (document, screen, try request.variant(in: document, screen: screen))
    }

    func redline(_ http: StudioRequest) -> StudioResponse {
        StudioFailure.answer {
            let (document, screen, variant) = try still(http)
            let element = http["element"].flatMap { $0.isEmpty ? nil : $0 }
            let image = try renderers.with { renderer in
                try Redline.render(document, screen: screen, variant: variant, scale: variant.scale, focus: element, renderer: renderer)
            }
            return .png(try FrameWriter.encode(image))
        }
    }

    struct LintAnswer: Encodable {
        struct Finding: Encodable {
            let code: String
            let message: String
            let element: String?
            let line: Int
            let column: Int
            /// In points, top-left origin; absent for an unused suppression.
            let frame: [Double]?
        }
        let findings: [Finding]
        let canvas: [Double]
    }

    func lint(_ http: StudioRequest) -> StudioResponse {
        StudioFailure.answer {
            let (document, screen, variant) = try still(http)
            let report = try Linter(document: document).run(screens: [screen], variants: [variant], threads: 1, diagnostics: renderers.diagnostics)
            let located = report.screenVariants.first?.findings ?? []
            return .json(LintAnswer(
                findings: located.prefix(500).map { f in
                    LintAnswer.Finding(code: f.code.rawValue, message: f.message, element: f.element, line: f.location.line, column: f.location.column,
                                       frame: f.frame.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] })
                },
                canvas: [variant.device.size.width, variant.device.size.height]))
        }
    }
}
