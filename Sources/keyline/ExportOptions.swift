import ArgumentParser
import KeylineExport

/// `keyline render --format …` and what goes with it (docs/video-export.md).
struct ExportOptions: ParsableArguments {
    @Option(help: ArgumentHelp("What a sequence becomes: png (a folder of frames, the default), apng, gif, webp, mp4, webm or mov (one file per sequence and variant).", valueName: "format"))
    var format: ExportFormat?

    @Flag(help: "Leave out what is behind the screen's content (the window's background, a full-screen background fill): apng, webp, webm, mov and png frames keep the transparency.")
    var transparent = false

    @Option(help: ArgumentHelp("app-store: an App Preview (H.264, 30 fps, 15–30 s, Apple's size for the device); review: an animated image under 10 MB for a pull request comment.", valueName: "preset"))
    var preset: ExportPreset?

    @Option(parsing: .unconditional, help: ArgumentHelp("Lossy WebP, or the video encoders' quality, 1 to 100 (higher is better and larger). Default: lossless WebP; the formats' own defaults.", valueName: "n"))
    var quality: Int?

    @Option(help: ArgumentHelp("GIF dithering: none, floyd-steinberg (default) or ordered.", valueName: "method"))
    var dither: Dithering?

    @Option(help: ArgumentHelp("GIF palette: per-frame (default) or global.", valueName: "choice"))
    var palette: PaletteChoice?

    @Option(parsing: .unconditional, help: ArgumentHelp("GIF colours, 2 to 256. Default: 256.", valueName: "n"))
    var colors: Int?

    /// The format in effect: the one asked for, else the preset's, else PNG frames.
    var effectiveFormat: ExportFormat { format ?? preset?.defaultFormat ?? .png }

    /// Checks what needs the rest of the command line; `isMotion`: a sequence or storyboard plays.
    func check(isMotion: Bool, at: Double?, contactSheet: Bool, fps: Double?) throws {
        let exports = effectiveFormat != .png || preset != nil
        if !isMotion {
            if exports || transparent {
                let option = format.map { "--format \($0.rawValue)" } ?? preset.map { "--preset \($0.rawValue)" } ?? "--transparent"
                throw ValidationError("\(option) makes a file of a sequence's frames, and a still is one instant: add --sequence (each screen's appear sequence) or --storyboard NAME, or leave \(option) out for a PNG of the still")
            }
        }
        if exports, at != nil { throw ValidationError("--at renders one instant as a PNG: leave out --format and --preset, or --at") }
        if exports, contactSheet { throw ValidationError("--contact-sheet goes with PNG frames: leave out --format and --preset, or --contact-sheet") }
        let format = effectiveFormat
        if transparent, !format.keepsAlpha {
            throw ValidationError("--transparent needs a format that keeps transparency: \(format.rawValue) has none; choose --format apng, webp, webm or mov")
        }
        if let quality {
            guard (1...100).contains(quality) else { throw ValidationError("--quality \(quality) is out of range: 1 to 100") }
            guard [.webp, .mp4, .webm, .mov].contains(format) else {
                throw ValidationError("--quality applies to webp, mp4, webm and mov: \(format.rawValue) has no quality setting")
            }
        }
        if dither != nil || palette != nil || colors != nil, format != .gif {
            throw ValidationError("--dither, --palette and --colors shape a GIF's colours: add --format gif")
        }
        if let colors { guard (2...256).contains(colors) else { throw ValidationError("--colors \(colors) is out of range: 2 to 256") } }
        if let preset { try preset.check(format: format, fps: fps, quality: quality, transparent: transparent) }
        if format == .gif, let fps, fps > 50 {
            throw ValidationError("--fps \(fps.pointString) is too fast for a GIF: its delays are hundredths of a second and browsers show frames shorter than 2/100 s for 1/10 s; give --fps 50 or lower, or choose --format webp or apng")
        }
    }

    func settings(_ format: ExportFormat) -> ExportSettings {
        ExportSettings(format: format, quality: quality, dithering: dither ?? .floydSteinberg, palette: palette ?? .perFrame, colors: colors ?? 256)
    }
}

extension ExportFormat: ExpressibleByArgument {}
extension Dithering: ExpressibleByArgument {}
extension PaletteChoice: ExpressibleByArgument {}
