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

/// What became of one golden.
public struct GoldenResult: Sendable {
    public enum Status: String, Sendable { case passed, failed }
    public let item: GoldenCase
    public let status: Status
    /// Why it failed, and what to do; nil when it passed.
    public let message: String?
    public let comparison: ImageComparison?
    /// The golden was written (or rewritten) in this run.
    public let recorded: Bool
    /// The report's card, when it failed.
    public let card: ReportCard?
}

/// Renders a golden's frame, compares it with the golden file and records per the mode.
/// It fails closed: a missing, unreadable or damaged golden, a size mismatch or a frame
/// that could not render is a failure whose message says what to do.
public struct GoldenVerifier: Sendable {
    public let store: GoldenStore
    public let mode: RecordMode
    /// Where failures' images go (`.keyline/report`); nil: none written.
    public let reportDirectory: String?
    /// Re-records one golden: `rerecord(item)` is the exact command.
    public let rerecord: @Sendable (GoldenCase) -> String

    public init(store: GoldenStore, mode: RecordMode, reportDirectory: String?, rerecord: @escaping @Sendable (GoldenCase) -> String) {
        self.store = store; self.mode = mode; self.reportDirectory = reportDirectory; self.rerecord = rerecord
    }

    public func verify(_ item: GoldenCase, in document: SceneDocument, renderer: Renderer) -> GoldenResult {
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
            return failure(item, "could not render: \(error). Fix the scene, then re-record: \(rerecord(item))", comparison: nil, expected: nil, actual: nil)
        }
        guard let read else {
            if mode != .none, let problem = record(frame, item) { return problem }
            let said = mode == .none
                ? "missing golden \(path) (not written: CI=true or recording is off). Record it with: \(rerecord(item))"
                : "missing golden \(path): recorded it now; look at it, commit it, and run again"
            return failure(item, said, comparison: nil, expected: nil, actual: frame, recorded: mode != .none)
        }
        let golden: InflatedPNG
        let comparison: ImageComparison
        do throws(PNGFileError) {
            golden = try read.get()
            comparison = try golden.compare(with: frame, options: item.options)
        } catch {
            let rewrite = mode == .failed || mode == .all
            if rewrite, let problem = record(frame, item) { return problem }
            return failure(item, "unreadable golden: \(error)" + (rewrite ? " (re-recorded)" : ". Re-record it with: \(rerecord(item))"),
                           comparison: nil, expected: nil, actual: frame, recorded: rewrite)
        }
        if comparison.passed {
            // Within tolerance but not equal: --record=all takes the new pixels.
            if mode == .all, comparison.verdict != .identical, (try? golden.compare(with: frame))?.verdict != .identical {
                if let problem = record(frame, item) { return problem }
                return GoldenResult(item: item, status: .passed, message: nil, comparison: comparison, recorded: true, card: nil)
            }
            return GoldenResult(item: item, status: .passed, message: nil, comparison: comparison, recorded: false, card: nil)
        }
        let rewrite = mode == .failed || mode == .all
        if rewrite, let problem = record(frame, item) { return problem }
        // A failure is rare: now the golden is decoded whole, for the diff image and the report.
        let expected = try? golden.decoded()
        let detailed = expected.map { ImageComparison.compare($0, frame, options: item.options, drawingDiff: true) } ?? comparison
        return failure(item, comparison.summary + (rewrite ? " (re-recorded)" : ". If the change is intended, re-record: \(rerecord(item))"),
                       comparison: detailed, expected: expected, actual: frame, recorded: rewrite)
    }

    /// Writes the golden; a failure result when that fails.
    private func record(_ frame: RasterImage, _ item: GoldenCase) -> GoldenResult? {
        do { try store.write(frame, for: item); return nil } catch {
            return failure(item, "cannot write the golden: \(error)", comparison: nil, expected: nil, actual: frame)
        }
    }

    private func failure(_ item: GoldenCase, _ message: String, comparison: ImageComparison?, expected: PixelImage?, actual: RasterImage?,
                         recorded: Bool = false) -> GoldenResult {
        var images = ReportImages()
        if let reportDirectory {
            let base = "images/" + item.name
            func save(_ bytes: () throws -> [UInt8], _ suffix: String) -> String? {
                let relative = base + "." + suffix + ".png"
                guard let data = try? bytes() else { return nil }
                return (try? AtomicFile.write(data, to: reportDirectory + "/" + relative)) == nil ? nil : relative
            }
            if let expected { images.expected = save({ try expected.encodedPNG() }, "expected") }
            if let actual { images.actual = save({ try FrameWriter.encode(actual) }, "actual") }
            if let diff = comparison?.diffImage { images.diff = save({ try diff.encodedPNG() }, "diff") }
        }
        let masks = item.options.masks.map(ReportRect.init)
        let card = ReportCard(kind: .snapshotFailure, scene: item.scene, snapshot: item.snapshot, variant: item.key, message: message,
                              images: images.all.isEmpty ? nil : images, figures: comparison.map(ReportFigures.init),
                              masks: masks.isEmpty ? nil : masks, rerecordCommand: rerecord(item))
        return GoldenResult(item: item, status: .failed, message: message, comparison: comparison, recorded: recorded, card: card)
    }
}
