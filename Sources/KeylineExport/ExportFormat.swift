/// What `keyline render --format` writes for a sequence.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// A folder of PNG frames (the default; not a file of its own).
    case png
    case apng, gif, webp, mp4, webm, mov

    public var fileExtension: String {
        switch self {
        case .apng: "png"  // an APNG is a PNG: every viewer shows it, animated or not
        default: rawValue
        }
    }

    /// Whether a translucent frame stays translucent in the file.
    public var keepsAlpha: Bool {
        switch self {
        case .png, .apng, .webp, .webm, .mov: true
        case .gif, .mp4: false
        }
    }

    /// Written by ffmpeg.
    public var isVideo: Bool { self == .mp4 || self == .webm || self == .mov }

    /// Whether decoding the file gives back the rendered frames exactly (by default).
    public var isLossless: Bool {
        switch self {
        case .png, .apng, .webp: true
        case .gif, .mp4, .webm, .mov: false
        }
    }
}

/// GIF's dithering: how colours between palette entries are approximated.
public enum Dithering: String, CaseIterable, Sendable {
    /// The nearest palette colour: flat colours stay flat, gradients band.
    case none
    /// Floyd–Steinberg error diffusion: smooth gradients; exact colours carry no error,
    /// so flat UI stays clean.
    case floydSteinberg = "floyd-steinberg"
    /// An 8x8 Bayer matrix: a fixed pattern, so a still region looks the same in every
    /// frame (no crawling noise) and compresses better from frame to frame.
    case ordered
}

/// Where a GIF's colours come from.
public enum PaletteChoice: String, CaseIterable, Sendable {
    /// Each frame's changed region gets the 256 colours that suit it best.
    case perFrame = "per-frame"
    /// One palette for the whole file, from sample frames (the first and the settled last).
    case global
}

/// How a sequence is encoded, beyond its format.
public struct ExportSettings: Sendable {
    public var format: ExportFormat
    /// 0–100 for lossy WebP, and the video encoders' quality (higher is better); nil: the format's default.
    public var quality: Int?
    public var dithering: Dithering
    public var palette: PaletteChoice
    /// At most this many colours in a GIF palette (2–256).
    public var colors: Int
    /// An animated image larger than this is not written: `finish` throws `ExportTooLarge`.
    public var maxBytes: Int?
    /// A video scaled to this size (an App Preview's), else the frames' own.
    public var videoSize: PixelSize?
    /// A silent stereo AAC track beside the video (App Store Connect expects audio).
    public var silentAudio = false
    /// Frames the video encoder repeats after the last one it is given (an App Preview held
    /// on its settled frame until 15 s): ffmpeg clones them, so they are neither rendered
    /// nor sent through the pipe.
    public var heldFrames = 0

    public init(format: ExportFormat, quality: Int? = nil, dithering: Dithering = .floydSteinberg,
                palette: PaletteChoice = .perFrame, colors: Int = 256) {
        self.format = format
        self.quality = quality
        self.dithering = dithering
        self.palette = palette
        self.colors = colors
    }
}

public struct PixelSize: Sendable, Equatable {
    public let width: Int, height: Int
    public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
}

/// The file would be larger than `ExportSettings.maxBytes`; nothing was written.
public struct ExportTooLarge: Error {
    public let bytes: Int
}

/// The frames of one sequence in, one file out. Frames come in order, premultiplied ARGB32
/// (`PixelImage`) as rendered. Nothing is at `path` until `finish` returns; `cancel` (or
/// dropping the encoder) leaves no file.
public protocol FrameEncoder: AnyObject {
    func add(_ frame: PixelImage) throws
    /// Writes the file. Returns its size in bytes.
    @discardableResult func finish() throws -> Int
    func cancel()
}

/// Why an export failed, with what to do about it.
public struct ExportError: Error, CustomStringConvertible {
    public let message: String
    public let hint: String?
    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
    public var description: String { message + (hint.map { " (\($0))" } ?? "") }
}
