import Foundation
import KeylineCore
import KeylineSnapshot

/// The studio: its routes, over the project's scenes, the renderers, the golden store and
/// the report folder. `handle` is a plain function from request to response, so the routes
/// are tested without a socket; `StudioServer` puts it on the network.
public final class StudioApp: Sendable {
    public struct Settings: Sendable {
        /// The goldens folder, as `keyline test --goldens` (relative to the project).
        public var goldens: String
        /// The report folder, as `keyline test --report` (relative to the project).
        public var report: String
        /// Whether writing is off (CI=true): the page shows review read-only.
        public var readOnly: Bool

        public init(goldens: String = "Goldens", report: String = ".keyline/report", readOnly: Bool = RecordMode.isCI()) {
            self.goldens = goldens; self.report = report; self.readOnly = readOnly
        }
    }

    public let project: StudioProject
    public let settings: Settings
    let events = EventHub()
    let diagnostics = DiagnosticLog()
    let preview: PreviewRoutes
    let review: ReviewRoutes
    let overlays: OverlayRoutes

    public init(project: StudioProject, settings: Settings = Settings()) {
        self.project = project
        self.settings = settings
        let renderers = RendererPool(diagnostics: diagnostics)
        preview = PreviewRoutes(project: project, renderers: renderers, cache: RenderCache())
        review = ReviewRoutes(project: project, settings: settings)
        overlays = OverlayRoutes(project: project, renderers: renderers)
    }

    /// Headers on every answer: nothing is cached (a scene changes under the same URL), no
    /// type is guessed, and no other site may frame the page (an accept button under a
    /// click elsewhere).
    static let commonHeaders: [(String, String)] = [
        ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"), ("X-Frame-Options", "DENY"),
        ("Content-Security-Policy", "default-src 'self'; img-src 'self' blob: data:; style-src 'self'; script-src 'self'; frame-ancestors 'none'"),
        ("Referrer-Policy", "no-referrer"),
    ]

    public func handle(_ request: StudioRequest) -> StudioResponse {
        switch (request.method, request.path) {
        case ("GET", "/"), ("GET", "/index.html"): .text(StudioPage.html, type: "text/html; charset=utf-8")
        case ("GET", "/studio.css"): .text(StudioPage.css, type: "text/css; charset=utf-8")
        case ("GET", "/studio.js"): .text(StudioPage.script, type: "text/javascript; charset=utf-8")
        case ("GET", "/api/project"): projectInfo()
        case ("GET", "/api/render"): preview.image(request)
        case ("GET", "/api/timeline"): preview.timelineInfo(request)
        case ("GET", "/api/redline"): overlays.redline(request)
        case ("GET", "/api/lint"): overlays.lint(request)
        case ("GET", "/api/report"): review.report()
        case ("GET", _) where request.path.hasPrefix("/report/"): review.reportFile(String(request.path.dropFirst("/report/".count)))
        case ("POST", "/api/compare"): overlays.compare(request)
        case ("POST", "/api/test"): afterReview(review.runTests())
        case ("POST", "/api/accept"): afterReview(review.accept(request))
        case ("POST", "/api/reject"): afterReview(review.reject(request))
        case ("POST", "/api/undo"): afterReview(review.undo())
        default: .error("no such page: \(request.method) \(request.path)", status: 404)
        }
    }

    /// A review action that changed the report tells every open page to read it again.
    private func afterReview(_ response: StudioResponse) -> StudioResponse {
        if response.status == 200 { events.publish("report", data: "{}") }
        return response
    }

    // MARK: - The project

    struct ProjectInfo: Encodable {
        struct Scene: Encodable {
            /// `presentations`: `[kind, state variable]` for each sheet, alert and dialog the
            /// screen shows while one of its variables is true (ScreenControls).
            struct Screen: Encodable { let id: String; let state: [[String]]; let presentations: [[String]] }
            struct Storyboard: Encodable { let name: String; let screen: String }
            let index: Int
            let file: String
            let name: String
            let version: Int
            let device: String?
            let failed: Bool
            let diagnostics: [StudioDiagnostic]
            let screens: [Screen]
            let storyboards: [Storyboard]
        }
        let scenes: [Scene]
        let devices: [String]
        let dynamicTypeSizes: [String]
        let readOnly: Bool
        let goldens: String
        let report: String
    }

    func projectInfo() -> StudioResponse { .json(currentProject()) }

    func currentProject() -> ProjectInfo {
        let scenes = project.snapshot.enumerated().map { index, entry in
            let doc = entry.lastGood
            return ProjectInfo.Scene(
                index: index, file: entry.file, name: doc.map(SnapshotPlan.sceneName) ?? (entry.file as NSString).lastPathComponent,
                version: entry.version, device: doc?.device.name, failed: entry.failed,
                diagnostics: StudioDiagnostic.list(entry.diagnostics),
                screens: doc?.screens.map { screen in
                    .init(id: screen.id, state: screen.state.map { [$0.name, $0.value.description] },
                          presentations: ScreenControls.presentations(of: screen))
                } ?? [],
                storyboards: doc?.storyboards.map { .init(name: $0.name, screen: $0.screen) } ?? [])
        }
        return ProjectInfo(scenes: scenes, devices: Device.all.map(\.name), dynamicTypeSizes: DynamicTypeSize.allCases.map(\.name),
                           readOnly: settings.readOnly, goldens: settings.goldens, report: settings.report)
    }

    // MARK: - Watching

    /// Polls the scene files' modification times every `interval` seconds and tells the
    /// open pages which scenes changed (with their diagnostics) as soon as one is read
    /// again. Polling, not inotify: a `stat` of at most `ProjectFiles.sceneLimit` files
    /// is cheap, works on every filesystem, and sees an editor's rename-over-the-file saves.
    public func watch(interval: Double = 0.05) {
        let thread = Thread { [self] in
            var tick = 0
            while true {
                Thread.sleep(forTimeInterval: interval)
                // The folders are listed every tenth poll (twice a second): a new file is rarer than a save.
                tick += 1
                for index in project.refresh(rescan: tick % 10 == 0) { announce(index) }
            }
        }
        thread.name = "keyline.studio.watch"
        thread.start()
    }

    struct SceneChange: Encodable {
        let index: Int
        let file: String
        let version: Int
        let failed: Bool
        let diagnostics: [StudioDiagnostic]
    }

    func announce(_ index: Int) {
        guard let entry = project.entry(index) else { return }
        let change = SceneChange(index: index, file: entry.file, version: entry.version, failed: entry.failed,
                                 diagnostics: StudioDiagnostic.list(entry.diagnostics))
        events.publish("scene", data: String(decoding: StudioJSON.encode(change), as: UTF8.self))
    }
}
