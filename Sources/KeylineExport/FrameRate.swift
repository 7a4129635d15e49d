/// Frames per second as a fraction `frames / seconds` of whole numbers, so that every
/// format's clock (APNG's 16-bit fractions, WebP's milliseconds, GIF's hundredths, a video's
/// time base) gets the same instants: frame i is at `i * seconds / frames` s.
///
/// `--fps` values that are fractions with a denominator up to 1001 (60, 29.97 = 30000/1001,
/// 23.976 = 24000/1001, 12.5) are held exactly; others to the nearest 1/1001 of a frame.
public struct FrameRate: Sendable, Equatable, CustomStringConvertible {
    public let frames: Int
    public let seconds: Int

    public init(frames: Int, seconds: Int) {
        precondition(frames > 0 && seconds > 0, "a frame rate is a positive fraction")
        let divisor = Self.gcd(frames, seconds)
        self.frames = frames / divisor
        self.seconds = seconds / divisor
    }

    /// The fraction nearest `fps` (more than 0, at most 240: `keyline render` checks that).
    public init(_ fps: Double) {
        // The smallest denominator that makes it whole; 1001 for NTSC-style rates.
        for denominator in 1...1001 {
            let numerator = (fps * Double(denominator)).rounded()
            if abs(numerator - fps * Double(denominator)) < 1e-6 * Double(denominator), numerator >= 1 {
                self.init(frames: Int(numerator), seconds: denominator)
                return
            }
        }
        self.init(frames: max(1, Int((fps * 1001).rounded())), seconds: 1001)
    }

    public var fps: Double { Double(frames) / Double(seconds) }

    /// `60`, `30000/1001`: ffmpeg's `-framerate` syntax.
    public var description: String { seconds == 1 ? "\(frames)" : "\(frames)/\(seconds)" }

    /// When frame `index` starts, in whole `unit`s of a second (1000: milliseconds), rounded
    /// to the nearest: rounding each instant rather than each delay keeps the error from
    /// adding up, so the whole lasts `count * seconds / frames` s to within half a unit.
    public func start(ofFrame index: Int, unitsPerSecond unit: Int) -> Int {
        (2 * index * seconds * unit + frames) / (2 * frames)
    }

    /// How long `count` frames last, in seconds.
    public func duration(frames count: Int) -> Double { Double(count * seconds) / Double(frames) }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
