/// One item of a scene's `snapshots:` section: what to render (screens at rest, an appear
/// sequence or a storyboard at instants, redlines of screens), in which variants, and how
/// to compare it.
/// `keyline test` and `expectGolden` expand it into one golden per instant and variant.
public struct SnapshotDefinition: Sendable {
    public enum Subject: Sendable, Equatable {
        /// Screens at rest, by id, in the order the scene declares them.
        case screens([String])
        /// A screen's appear sequence.
        case sequence(String)
        case storyboard(String)
        /// Screens at rest with the measurement overlay of `keyline redline` (sizes, distances,
        /// failing expectations in red), by id: the spec hand-off picture, kept as a golden.
        case redlines([String])
    }

    /// When, in a sequence or storyboard.
    public enum Instant: Sendable, Hashable {
        /// Seconds from the start.
        case time(Double)
        /// Once everything has settled (for animations that repeat forever, after the ones that end).
        case settled
        /// Seconds after a storyboard event (1-based, in the order of `events:`).
        case event(Int, offset: Double)
    }

    public var subject: Subject
    /// State assignments for screens at rest (part of the variant key).
    public var state: [String: Value] = [:]
    /// Empty for screens at rest.
    public var instants: [Instant] = []
    public var appearances: [Appearance] = [.light]
    public var motions: [MotionPreference] = [.full]
    /// nil: the scene's device.
    public var devices: [Device]?
    public var scales: [Double] = [SnapshotDefinition.defaultScale]
    public var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    /// Per-pixel colour threshold (pixelmatch's scale, 0 … 1); nil: exact.
    public var tolerance: Double?
    /// Differing pixels that still pass: a count, or a fraction of the compared pixels.
    public var maxDifferingPixels: Int?
    public var maxDifferingRatio: Double?
    /// Regions not compared, in points.
    public var masks: [Rect] = []
    /// Set for a motion golden (`film: true`): the whole sequence or storyboard as one
    /// animated PNG at this many frames a second, with its timeline's tracks beside it;
    /// nil: stills at `instants`.
    public var filmFPS: Double?
    public var location: SourceLocation

    /// @2x: every pixel of a 1-pt change shows, at under half the bytes and time of @3x.
    public static let defaultScale = 2.0
    /// A motion golden's frame rate unless `fps:` says otherwise: 30 frames a second shows
    /// every animation's shape and a start moved by one frame (33 ms), at half the frames of 60.
    public static let defaultFilmFPS = 30.0

    public init(subject: Subject, location: SourceLocation) {
        self.subject = subject; self.location = location
    }
}

extension SnapshotDefinition.Subject {
    /// The screens a subject draws at rest (screens and their redlines), which take `state`
    /// and no instants; nil for a sequence or storyboard.
    public var screensAtRest: [String]? {
        switch self {
        case .screens(let ids), .redlines(let ids): ids
        case .sequence, .storyboard: nil
        }
    }
}

extension SnapshotDefinition {
    /// How many goldens this snapshot names (before paths named twice are merged), as a
    /// Double so that no product of long lists overflows.
    public func goldenCount(sceneDevice: Device) -> Double {
        let subjects: Int
        switch subject {
        case .screens(let ids), .redlines(let ids): subjects = ids.count
        case .sequence, .storyboard: subjects = filmFPS == nil ? instants.count : 1
        }
        // One factor at a time: as a single expression of six `Double(…)` products it took the
        // type checker three seconds.
        let factors: [Int] = [subjects, (devices ?? [sceneDevice]).count, scales.count,
                              dynamicTypeSizes.count, motions.count, appearances.count]
        return factors.reduce(1.0) { product, factor in product * Double(factor) }
    }
}
