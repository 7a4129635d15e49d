import KeylineCore

/// One golden: a snapshot of a scene at one instant in one variant, or a motion golden of
/// a whole sequence (an animated PNG), and where its file is
/// (`<scene>/<snapshot>/<variant-key>.png` under the goldens folder).
public struct GoldenCase: Sendable {
    public enum Subject: Sendable, Equatable {
        case screen(String)
        case sequence(String, SnapshotDefinition.Instant)
        case storyboard(String, SnapshotDefinition.Instant)
        /// A screen at rest under `keyline redline`'s measurement overlay.
        case redline(String)
        /// A whole appear sequence or storyboard as one motion golden (`film: true`): an
        /// animated PNG of every frame at `fps`, and its timeline's tracks beside it.
        case film(Timeline, fps: Double)
    }

    /// What a film plays.
    public enum Timeline: Sendable, Equatable {
        /// A screen's appear sequence.
        case sequence(String)
        case storyboard(String)
    }

    /// The film's frame rate, when this is a motion golden.
    public var filmFPS: Double? {
        if case .film(_, let fps) = subject { return fps }
        return nil
    }

    /// For a motion golden, its tracks file beside the APNG: `<scene>/<snapshot>/<key>.tracks.json`.
    public var tracksPath: String { "\(scene)/\(snapshot)/\(key)\(Self.tracksSuffix)" }
    public static let tracksSuffix = ".tracks.json"

    /// The scene's file name without its extension.
    public let scene: String
    public let subject: Subject
    public let variant: Variant
    /// `slide1`, `slide1-appear/t=00.350`, `flow/event2+0.150`.
    public let snapshot: String
    /// The variant key, e.g. `dark-AX3@2x`.
    public let key: String
    public let options: ComparisonOptions
    /// Where the definition is written, for messages.
    public let location: SourceLocation

    /// `<scene>/<snapshot>/<key>.png`, relative to the goldens folder; also the case's name
    /// in output and what `--filter` matches.
    public var path: String { "\(scene)/\(snapshot)/\(key).png" }
    public var name: String { "\(scene)/\(snapshot)/\(key)" }

    /// For balancing shards: pixels rendered, times two for an instant of a timeline
    /// (building its timeline costs about as much as drawing a frame) and for a redline
    /// (measuring the scene's expectations and drawing the overlay, about as much again).
    public var cost: Double {
        let pixels = variant.device.size.width * variant.device.size.height * variant.scale * variant.scale
        if case .screen = subject { return pixels }
        // A film renders, compares and encodes every frame; its length is unknown until its
        // timeline is built, so this guesses two seconds.
        if case .film(_, let fps) = subject { return pixels * 2 * fps * 2 }
        return pixels * 2
    }

    /// The path component of an instant: times zero-padded to two integer digits and
    /// milliseconds (`t=00.350`, `t=12.500`), so that names sort in time order up to
    /// 100 s; `t=settled` sorts after every time; `event2+0.150`.
    public static func instantName(_ instant: SnapshotDefinition.Instant) -> String {
        switch instant {
        case .time(let t): "t=" + fixed(t, width: 6)
        case .settled: "t=settled"
        case let .event(n, offset): "event\(n)" + (offset < 0 ? "-" : "+") + fixed(abs(offset), width: 5)
        }
    }

    /// The case of a screen of `scene`: at rest (`.settled`, with the variant's state), or an
    /// instant of its appear sequence (`<screen>-appear/t=…`; state is not applied). What
    /// `expectGolden(_:screen:…)` and the swift-snapshot-testing strategy render.
    public static func screen(_ screen: String, at instant: SnapshotDefinition.Instant, variant: Variant, in scene: SceneDocument,
                              options: ComparisonOptions = .exact, sceneName: String? = nil) -> GoldenCase {
        guard instant != .settled else {
            return make(scene, .screen(screen), snapshot: screen, variant: variant, options: options, sceneName: sceneName)
        }
        var stateless = variant
        stateless.state = [:]
        return make(scene, .sequence(screen, instant), snapshot: "\(screen)-appear/" + instantName(instant), variant: stateless,
                    options: options, sceneName: sceneName)
    }

    /// The case of an instant of one of `scene`'s storyboards (`<storyboard>/event2+0.350`).
    public static func storyboard(_ storyboard: String, at instant: SnapshotDefinition.Instant, variant: Variant, in scene: SceneDocument,
                                  options: ComparisonOptions = .exact, sceneName: String? = nil) -> GoldenCase {
        make(scene, .storyboard(storyboard, instant), snapshot: "\(storyboard)/" + instantName(instant), variant: variant,
             options: options, sceneName: sceneName)
    }

    private static func make(_ scene: SceneDocument, _ subject: Subject, snapshot: String, variant: Variant, options: ComparisonOptions,
                             sceneName: String?) -> GoldenCase {
        GoldenCase(scene: sceneName ?? SnapshotPlan.sceneName(scene), subject: subject, variant: variant, snapshot: snapshot,
                   key: variant.key(sceneDevice: scene.device), options: options, location: SourceLocation(file: scene.file, line: 1, column: 1))
    }

    /// The folder of a motion golden inside its sequence's or storyboard's: `film` (an
    /// instant's folder is `t=…` or `event…`, so the two never meet).
    public static let filmName = "film"

    static func fixed(_ v: Double, width: Int) -> String {
        let millis = Int((v * 1000).rounded())
        var text = "\(millis / 1000).\(String(1000 + millis % 1000).dropFirst())"
        while text.count < width { text = "0" + text }
        return text
    }
}
