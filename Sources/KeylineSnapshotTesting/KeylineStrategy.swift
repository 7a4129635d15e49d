import KeylineCore
import KeylineRender
import KeylineSnapshot
import SnapshotTesting

extension Snapshotting where Value == SceneDocument, Format == KeylineFrame {
    /// A screen of a Keyline scene, rendered as `expectGolden(_:screen:…)` renders it: at rest
    /// (`at: .settled`, the default, with `state` applied) or at an instant of its appear
    /// sequence (`at: .time(0.35)`), and compared by Keyline's `Diffing.keyline(options:)`.
    ///
    ///     assertSnapshot(of: scene, as: .keyline(screen: "slide1", appearance: .dark, at: .settled))
    ///
    /// The reference is a `.png` in `__Snapshots__/<test file>/` next to the test, named
    /// and recorded by swift-snapshot-testing (its record modes, `SNAPSHOT_TESTING_RECORD`).
    public static func keyline(
        screen: String, appearance: Appearance = .light, motion: MotionPreference = .full, device: Device? = nil,
        dynamicType: DynamicTypeSize = .large, scale: Double = SnapshotDefinition.defaultScale, state: [String: KeylineCore.Value] = [:],
        at instant: SnapshotDefinition.Instant = .settled, options: ComparisonOptions = .exact,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<SceneDocument, KeylineFrame> {
        rendering(options: options, reportingAt: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { scene in
            let variant = Variant(appearance: appearance, motion: motion, device: device ?? scene.device, dynamicTypeSize: dynamicType,
                                  scale: scale, state: state)
            return .screen(screen, at: instant, variant: variant, in: scene, options: options)
        }
    }

    /// An instant of one of the scene's storyboards (`at: .event(2, offset: 0.35)`, `.time(1.75)`,
    /// `.settled`), rendered as `expectGolden(_:storyboard:at:…)` renders it.
    public static func keyline(
        storyboard: String, at instant: SnapshotDefinition.Instant, appearance: Appearance = .light, motion: MotionPreference = .full,
        device: Device? = nil, dynamicType: DynamicTypeSize = .large, scale: Double = SnapshotDefinition.defaultScale,
        options: ComparisonOptions = .exact,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<SceneDocument, KeylineFrame> {
        rendering(options: options, reportingAt: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { scene in
            let variant = Variant(appearance: appearance, motion: motion, device: device ?? scene.device, dynamicTypeSize: dynamicType,
                                  scale: scale)
            return .storyboard(storyboard, at: instant, variant: variant, in: scene, options: options)
        }
    }

    /// Renders the case `golden` names through KeylineSnapshot's `SnapshotRendering` (the
    /// code `keyline test` and `expectGolden` use). A scene that cannot render is reported
    /// as an issue at the assertion, since swift-snapshot-testing would otherwise only say
    /// that it recorded a reference; the frame then carries the error, so it never passes.
    private static func rendering(options: ComparisonOptions, reportingAt site: CallSite,
                                  _ golden: @escaping (SceneDocument) -> GoldenCase) -> Snapshotting<SceneDocument, KeylineFrame> {
        Snapshotting(pathExtension: "png", diffing: .keyline(options: options)) { scene in
            let item = golden(scene)
            do {
                let frame = try SnapshotRendering.render(item, in: scene, renderer: Renderer())
                return KeylineFrame(.pixels(PixelImage(copying: frame)), name: item.name)
            } catch {
                site.recordIssue("Keyline could not render \(item.name): \(error)")
                return KeylineFrame(.renderFailed("\(error)"), name: item.name)
            }
        }
    }
}
