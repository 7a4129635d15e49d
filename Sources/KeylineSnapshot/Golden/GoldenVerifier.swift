import Foundation
import KeylineCore
import KeylineRender

/// When goldens are written.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Never (the default under CI=true).
    case none
    /// Missing goldens only (the default elsewhere).
    case missing
    /// Missing goldens and those that fail.
    case failed
    /// Every golden whose pixels changed.
    case all
}

extension RecordMode {
    /// Whether `environment` says this is a CI run, where nothing is recorded unless asked:
    /// CI=true (GitHub, GitLab), CI=1 (others); CI=false, 0, no or empty is not CI.
    public static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        !["", "0", "false", "no"].contains(environment["CI"]?.lowercased() ?? "")
    }
}

/// What verifying one golden found, with the images while they are in memory: a value
/// that lives for one golden only. `SnapshotRun` hands it to the recorder (writes the
/// golden when the mode says so) and the report's image writer, then keeps only a small
/// `GoldenResult`.
struct GoldenCheck {
    enum Outcome {
        /// Within the snapshot's options; `exactlyEqual` says whether every pixel is too.
        case matches(exactlyEqual: Bool)
        case missing
        case unreadable(String)
        case unrenderable(String)
        /// With the comparison's figures and its diff image.
        case differs(ImageComparison)
    }

    let item: GoldenCase
    let outcome: Outcome
    /// The rendered frame (nil when it could not render).
    let frame: RasterImage?
    /// The golden, decoded whole: only for a golden that differs.
    let expected: PixelImage?
}

/// Renders a golden's frame and compares it with the golden file. Writes nothing: recording
/// and the report's images are the run's other consumers (`SnapshotRun`). It fails closed:
/// a missing, unreadable or damaged golden, a size mismatch or a frame that could not
/// render is a failure.
struct GoldenVerifier: Sendable {
    let store: GoldenStore

    func check(_ item: GoldenCase, in document: SceneDocument, renderer: Renderer) -> GoldenCheck {
        // The golden is read and decoded on a second thread while the frame renders here
        // (neither waits for the other); the outcomes are then looked at in the order below.
        let path = store.path(item)
        let exists = store.exists(item)
        let (rendered, read) = SecondThread.run(
            here: { Result { try SnapshotRendering.render(item, in: document, renderer: renderer) } },
            there: {
                exists ? Result { () throws(PNGFileError) in
                    let golden = try InflatedPNG(contentsOf: path)
                    try golden.convertAll()
                    return golden
                } : nil
            })
        let frame: RasterImage
        do { frame = try rendered.get() } catch {
            return GoldenCheck(item: item, outcome: .unrenderable("\(error)"), frame: nil, expected: nil)
        }
        guard let read else { return GoldenCheck(item: item, outcome: .missing, frame: frame, expected: nil) }
        let golden: InflatedPNG
        let comparison: ImageComparison
        do throws(PNGFileError) {
            golden = try read.get()
            comparison = try golden.compare(with: frame, options: item.options)
        } catch {
            return GoldenCheck(item: item, outcome: .unreadable("\(error)"), frame: frame, expected: nil)
        }
        if comparison.passed {
            let exactlyEqual = comparison.verdict == .identical || (try? golden.compare(with: frame))?.verdict == .identical
            return GoldenCheck(item: item, outcome: .matches(exactlyEqual: exactlyEqual), frame: frame, expected: nil)
        }
        // A failure is rare: now the golden is decoded whole, for the diff image and the report.
        let expected = try? golden.decoded()
        let detailed = expected.map { ImageComparison.compare($0, frame, options: item.options, drawingDiff: true) } ?? comparison
        return GoldenCheck(item: item, outcome: .differs(detailed), frame: frame, expected: expected)
    }
}
