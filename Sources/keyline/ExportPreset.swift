import ArgumentParser
import KeylineCore
import KeylineExport

/// `--preset`: the settings a destination asks for, so that nobody has to look them up.
enum ExportPreset: String, ExpressibleByArgument, CaseIterable {
    /// An App Store App Preview. Apple's "App preview specifications" (App Store Connect Help,
    /// https://developer.apple.com/help/app-store-connect/reference/app-preview-specifications/):
    /// H.264 in .mov, .m4v or .mp4, 30 fps, 15 to 30 seconds, at most 500 MB, stereo AAC
    /// audio; portrait 886x1920 for the 6.9", 6.5", 6.3" and 6.1" iPhones, 750x1334 for 4.7"
    /// (iPhone SE, 8), 1080x1920 for 5.5".
    case appStore = "app-store"
    /// An animated image for a pull request comment: GitHub takes images and GIFs up to 10 MB
    /// (GitHub Docs, "Attaching files",
    /// https://docs.github.com/en/get-started/writing-on-github/working-with-advanced-formatting/attaching-files).
    case review

    var defaultFormat: ExportFormat { self == .appStore ? .mp4 : .gif }

    static let appStoreFPS = 30.0
    static let appStoreSeconds = 15.0...30.0
    /// GitHub's limit for an image in a comment (10 MB), less a margin for rounding.
    static let reviewBytes = 10_000_000

    func check(format: ExportFormat, fps: Double?, quality: Int?, transparent: Bool) throws {
        switch self {
        case .appStore:
            guard format == .mp4 else { throw ValidationError("--preset app-store writes H.264 in an mp4, as App Store Connect takes it: leave out --format \(format.rawValue)") }
            if let fps, fps != Self.appStoreFPS { throw ValidationError("--preset app-store plays at 30 fps, App Store Connect's rate: leave out --fps") }
        case .review:
            guard [.gif, .apng, .webp].contains(format) else {
                throw ValidationError("--preset review makes an animated image (gif, apng or webp) that a pull request comment shows: \(format.rawValue) is not one")
            }
            if fps != nil { throw ValidationError("--preset review chooses the frame rate to fit 10 MB: leave out --fps") }
        }
    }

    /// App Store Connect's portrait size for a device: by its screen in points.
    static func appPreviewSize(for device: Device) -> (width: Int, height: Int) {
        switch (device.size.width, device.size.height) {
        case (375, 667): (750, 1334)   // 4.7": iPhone SE, 8
        case (414, 736): (1080, 1920)  // 5.5": iPhone 8 Plus
        default: (886, 1920)           // 6.1" to 6.9": every iPhone with a notch or Dynamic Island
        }
    }

    /// The review preset's steps, tried in order until the file fits: smaller frames, then
    /// fewer frames, then fewer colours.
    static let reviewSteps: [(scale: Double, fps: Double, colors: Int)] = [
        (2, 25, 256), (1, 25, 256), (1, 15, 128), (1, 10, 64),
    ]
}
