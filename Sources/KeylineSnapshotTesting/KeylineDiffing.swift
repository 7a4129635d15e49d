import Foundation
import KeylineRender
import KeylineSnapshot
import SnapshotTesting

extension Diffing where Value == KeylineFrame {
    /// Keyline's comparison for swift-snapshot-testing: references are stored as Keyline's
    /// PNGs and compared as decoded pixels with `ImageComparison`, exactly by default (any
    /// differing pixel fails, a one-step change of one channel included); `options` opts into
    /// a YIQ threshold, anti-aliasing set aside, an allowance or masks, as for goldens.
    ///
    /// A failure says how many pixels differ and the largest channel delta, and writes
    /// `<name>.expected.png`, `.actual.png` and `.diff.png` under `artifacts` (by default
    /// `$SNAPSHOT_ARTIFACTS/keyline`, or the temporary directory's `keyline/`, where
    /// swift-snapshot-testing puts its failed snapshot too), naming each in the message.
    public static func keyline(options: ComparisonOptions = .exact, artifacts: String? = nil) -> Diffing<KeylineFrame> {
        .diff(toData: { $0.pngData }, fromData: { KeylineFrame(pngData: $0) }) { reference, actual in
            KeylineFrameDiff(options: options, artifacts: artifacts ?? KeylineFrameDiff.defaultArtifacts()).failure(reference, actual)
        }
    }
}

/// Compares a reference with a new frame and explains a mismatch.
struct KeylineFrameDiff {
    let options: ComparisonOptions
    let artifacts: String

    /// `$SNAPSHOT_ARTIFACTS/keyline`, else `<temporary directory>/keyline`.
    static func defaultArtifacts(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        return URL(fileURLWithPath: base).appendingPathComponent("keyline").path
    }

    /// nil when the frame matches the reference; otherwise the message and the images.
    func failure(_ reference: KeylineFrame, _ actual: KeylineFrame) -> (String, [DiffAttachment])? {
        let name = actual.name ?? "snapshot"
        let actualImage: PixelImage
        switch actual.content {
        case .pixels(let image): actualImage = image
        case .renderFailed(let error): return ("Keyline could not render \(name): \(error)", [])
        case .undecodable(let why): return ("Keyline: the new snapshot of \(name) has no pixels: \(why)", [])
        }
        let expected: PixelImage
        switch reference.content {
        case .pixels(let image): expected = image
        case .undecodable(let why), .renderFailed(let why):
            var images = FailureImages(directory: artifacts, name: name)
            images.add("actual", actualImage)
            return ("""
                Keyline: the reference cannot be decoded: \(why)
                It fails closed: an unreadable reference never passes. If the scene is right, record the reference again \
                (delete it, or use record: .all or SNAPSHOT_TESTING_RECORD=all).
                """ + images.listing, images.attachments)
        }

        let comparison = ImageComparison.compare(expected, actualImage, options: options)
        if comparison.passed { return nil }
        var images = FailureImages(directory: artifacts, name: name)
        images.add("expected", expected)
        images.add("actual", actualImage)
        if comparison.verdict != .sizeMismatch,
           let diff = ImageComparison.compare(expected, actualImage, options: options, drawingDiff: true).diffImage {
            images.add("diff", diff, note: "red: differing, yellow: anti-aliased, blue stripes: masked, over a faded expected image")
        }
        return ("Keyline: \(name): \(comparison.summary)" + images.listing, images.attachments)
    }
}

/// A failure's images: written as PNGs under `directory/<name>.<role>.png`, listed in the
/// message and attached (Xcode shows attachments; `swift test` on Linux does not).
struct FailureImages {
    let directory: String
    let name: String
    private(set) var lines: [String] = []
    private(set) var attachments: [DiffAttachment] = []

    init(directory: String, name: String) {
        self.directory = directory
        self.name = name
    }

    mutating func add(_ role: String, _ image: PixelImage, note: String? = nil) {
        let path = URL(fileURLWithPath: directory).appendingPathComponent("\(name).\(role).png").path
        let label = (role + ":").padding(toLength: 10, withPad: " ", startingAt: 0)
        do {
            let png = try image.encodedPNG()
            try AtomicFile.write(png, to: path)
            lines.append("\(label)\(path)" + (note.map { " (\($0))" } ?? ""))
            attachments.append(.data(Data(png), name: "\(role).png"))
        } catch {
            lines.append("\(label)not written: \(error)")
        }
    }

    var listing: String { lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") }
}
