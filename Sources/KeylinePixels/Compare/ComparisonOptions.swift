/// How two images are compared. The default is exact: any pixel whose words differ fails.
///
/// Keyline's renders are deterministic to the byte, so a golden recorded by Keyline is
/// compared exactly and a one-step change of one channel (#0D7377 → #0D7378) fails.
/// Tolerance is opt-in, for goldens recorded elsewhere (another renderer, a simulator).
public struct ComparisonOptions: Hashable, Sendable {
    /// Per-pixel colour tolerance, 0 ... 1 on pixelmatch's scale (see `ColorDistance`):
    /// a pixel differs when its YIQ distance exceeds `threshold² × 35215`. 0 (the default)
    /// means any change at all, alpha included. pixelmatch's default is 0.1, Playwright's 0.2.
    public var threshold: Double = 0

    /// Whether pixels that look like anti-aliasing (`AntiAliasing`) count as differing.
    /// true by default (exact); false sets them aside, reported as `antiAliasedPixels`.
    public var countsAntiAliasedPixels: Bool = true

    /// How many differing pixels still pass. `.none` by default.
    public var allowance: Allowance = .none

    /// Regions not compared (clipped to the image); the diff image shows them hatched.
    public var masks: [PixelRect] = []

    public enum Allowance: Hashable, Sendable {
        /// No differing pixel passes.
        case none
        /// Up to this many differing pixels pass.
        case pixels(Int)
        /// Up to this fraction (0 ... 1) of the compared (unmasked) pixels pass.
        case ratio(Double)

        /// The number of differing pixels that still passes, out of `compared`.
        func limit(compared: Int) -> Int {
            switch self {
            case .none: 0
            case let .pixels(n): max(0, n)
            case let .ratio(r): r.isFinite && r > 0 ? Int((min(r, 1) * Double(compared)).rounded(.down)) : 0
            }
        }
    }

    public init(threshold: Double = 0, countsAntiAliasedPixels: Bool = true, allowance: Allowance = .none, masks: [PixelRect] = []) {
        self.threshold = threshold
        self.countsAntiAliasedPixels = countsAntiAliasedPixels
        self.allowance = allowance
        self.masks = masks
    }

    /// Every pixel must be equal: Keyline's default.
    public static let exact = ComparisonOptions()

    /// pixelmatch's defaults: colour threshold 0.1, anti-aliased pixels set aside.
    public static func tolerant(threshold: Double = 0.1, allowance: Allowance = .none) -> ComparisonOptions {
        ComparisonOptions(threshold: threshold, countsAntiAliasedPixels: false, allowance: allowance)
    }
}
