/// What became of one golden in a run: a small value (no pixels), so that a run's memory
/// does not grow with its failures. The images of a failure are in the report folder by the
/// time its result exists; `GoldenFailure.images` says where.
public enum GoldenResult: Sendable {
    /// The golden matches (exactly, or within the snapshot's tolerance). `rerecorded`: it was
    /// within tolerance but not equal, and `--record=all` / `record: .all` took the new pixels.
    case passed(GoldenCase, rerecorded: Bool)
    /// It does not match, is missing, cannot be read, or the frame could not render.
    case failed(GoldenCase, GoldenFailure)

    public var item: GoldenCase {
        switch self {
        case .passed(let item, _), .failed(let item, _): item
        }
    }

    public var failure: GoldenFailure? {
        if case .failed(_, let failure) = self { return failure }
        return nil
    }

    public var passed: Bool { failure == nil }

    /// The golden file was written (or rewritten) in this run.
    public var recorded: Bool {
        switch self {
        case .passed(_, let rerecorded): rerecorded
        case .failed(_, let failure): failure.recorded
        }
    }

    /// Why it failed and what to do, in the terms of the way the run was started; nil when it passed.
    public var message: String? { failure?.message }
}

/// Why a golden failed, its comparison's figures and where its images are.
public struct GoldenFailure: Sendable {
    public enum Cause: Sendable, Equatable {
        /// No golden file; `recorded` when this run wrote it.
        case missing
        /// The golden could not be read or decoded.
        case unreadable(String)
        /// The frame could not be rendered.
        case unrenderable(String)
        /// The pixels differ (or the sizes do): `figures` has the comparison.
        case differs
        /// Recording was asked for and the golden could not be written.
        case unwritable(String)
    }

    public let cause: Cause
    /// What differed and what to do, in a sentence or two.
    public let message: String
    /// The golden was written (or rewritten) in this run: it still fails the run that wrote it.
    public let recorded: Bool
    /// The comparison's figures, when it got as far as comparing.
    public let figures: ReportFigures?
    /// The expected, actual and diff images, relative to the run's report folder; nil when
    /// the run writes no images.
    public let images: ReportImages?
    /// What the difference looks like (the colour changes, or a move), for grouping
    /// failures by cause; nil for failures that did not compare pixels.
    public let signature: DifferenceSignature?
    /// How to re-record just this golden, in the terms of the way the run was started.
    public let rerecord: String
    /// For a motion golden that differs: what changed, in time.
    public let motion: MotionChanges?
    /// For a motion golden: both films' frames in the report folder, for its scrubber.
    public let film: ReportFilm?

    public init(cause: Cause, message: String, recorded: Bool, figures: ReportFigures?, images: ReportImages?,
                signature: DifferenceSignature?, rerecord: String, motion: MotionChanges? = nil, film: ReportFilm? = nil) {
        self.cause = cause; self.message = message; self.recorded = recorded; self.figures = figures
        self.images = images; self.signature = signature; self.rerecord = rerecord; self.motion = motion; self.film = film
    }

    /// The group it belongs to: the signature's id, for a motion golden the id of its
    /// changes of timing (`MotionChanges.cause`), or one per cause that has no pixels to
    /// compare (`missing`, `unreadable`…), so that 300 missing goldens are one group too.
    public var groupID: String {
        signature?.id ?? motion.map { DifferenceSignature.id(of: $0.cause) } ?? DifferenceSignature.id(of: "cause " + causeName)
    }

    /// `missing`, `unreadable`, `unrenderable`, `differs`, `unwritable`.
    public var causeName: String {
        switch cause {
        case .missing: "missing"
        case .unreadable: "unreadable"
        case .unrenderable: "unrenderable"
        case .differs: "differs"
        case .unwritable: "unwritable"
        }
    }

    /// A sentence for the group's heading.
    public var groupDescription: String {
        if let signature { return signature.description }
        if let motion { return motion.cause }
        switch cause {
        case .missing: return "missing golden"
        case .unreadable: return "unreadable golden"
        case .unrenderable: return "could not render"
        case .unwritable: return "could not write the golden"
        case .differs: return "different pixels"
        }
    }
}
