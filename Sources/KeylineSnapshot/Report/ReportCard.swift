/// One card of the report (`.keyline/report/index.html`): one thing a person has to look at.
///
/// Every card shares a header (kind, scene, subject, variant, message) and carries the
/// sections its kind needs; a section a kind does not use is absent from `report.json`.
/// Three kinds, one per command that writes into the report: a snapshot failure (`keyline
/// test`: images, figures, masks, the re-record command), failing expectations (`keyline
/// check`: the redline, the expectations) and lint findings (`keyline lint`: the render
/// with the findings outlined, the findings). Old reports still decode, and a kind this
/// version does not know is kept and shown as a plain card.
public struct ReportCard: Codable, Hashable, Sendable {
    /// What the card reports. A string in `report.json`: a kind this version does not know
    /// still decodes, merges and renders (as a plain card with its message and images).
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
        public var description: String { rawValue }

        /// A snapshot that does not match its golden (or has none, or could not be read).
        public static let snapshotFailure = Kind("snapshot-failure")
        /// Expectations (`expect:`) that fail in one screen and variant: `keyline check`.
        public static let expectationFailures = Kind("expectation-failures")
        /// Lint findings in one screen and variant: `keyline lint`.
        public static let lintFindings = Kind("lint-findings")

        /// The order kinds take within a screen and variant: the snapshot, then the spec,
        /// then the lints (as a person reads them: what changed, what is off spec, what is
        /// hard to use); kinds this version does not know last, by name.
        public var rank: Int {
            switch self {
            case .snapshotFailure: 0
            case .expectationFailures: 1
            case .lintFindings: 2
            default: 3
            }
        }

        /// The command that writes this kind of card, for the report's headings.
        public var command: String? {
            switch self {
            case .snapshotFailure: "keyline test"
            case .expectationFailures: "keyline check"
            case .lintFindings: "keyline lint"
            case .screenCompare: "keyline compare"
            default: nil
            }
        }
    }

    public var kind: Kind
    /// The scene's name (its file name without extension, as in `Goldens/<scene>/`).
    public var scene: String
    /// The snapshot's name within the scene; for expectations and lint findings, the
    /// screen's id (a screen's snapshot is named after it, so the cards of one screen and
    /// variant share this and `variant`, and the page groups them).
    public var snapshot: String
    /// The variant key (`light@2x`, `dark-AX3@2x`…), at the scale of the card's images.
    public var variant: String
    /// What went wrong and what to do, in a sentence or two.
    public var message: String
    /// The images, by paths relative to the report folder.
    public var images: ReportImages?
    /// The comparison's figures (snapshot failures that got as far as comparing).
    public var figures: ReportFigures?
    /// Regions not compared, in pixels of the expected image: hatched over the images.
    public var masks: [ReportRect]?
    /// The command that re-records just this snapshot.
    public var rerecordCommand: String?
    /// The expectations that fail here (`expectation-failures`), in the scene's order.
    public var expectations: [ReportExpectation]?
    /// The lint findings here (`lint-findings`), numbered from 1 in this order, as the
    /// image labels them.
    public var findings: [ReportFinding]?
    /// The group of failures with the same cause it belongs to (`SnapshotReport.groups`, a
    /// `DifferenceSignature` id); absent in reports written before groups, and for kinds
    /// other than snapshot failures.
    public var group: String?
    /// A motion golden's two films, frame by frame, for the page's scrubber; absent for stills.
    public var film: ReportFilm?
    /// A screenshot measured against its screen (`screen-compare`): the elements' boxes.
    public var comparison: ReportComparison?

    /// Every file in the report folder the card names: its images, and its film's APNGs
    /// and frames (a film's counts must be bounded: `SnapshotReport.validate`).
    public var files: [String] { (images?.all.map(\.path) ?? []) + (film?.files ?? []) }

    public init(
        kind: Kind, scene: String, snapshot: String, variant: String, message: String,
        images: ReportImages? = nil, figures: ReportFigures? = nil, masks: [ReportRect]? = nil, rerecordCommand: String? = nil,
        expectations: [ReportExpectation]? = nil, findings: [ReportFinding]? = nil, group: String? = nil, film: ReportFilm? = nil,
        comparison: ReportComparison? = nil
    ) {
        self.film = film
        self.kind = kind
        self.scene = scene
        self.snapshot = snapshot
        self.variant = variant
        self.message = message
        self.images = images
        self.figures = figures
        self.masks = masks
        self.rerecordCommand = rerecordCommand
        self.expectations = expectations
        self.findings = findings
        self.group = group
        self.comparison = comparison
    }

    /// `scene · snapshot · variant`, the card's heading.
    public var title: String { [scene, snapshot, variant].filter { !$0.isEmpty }.joined(separator: " · ") }

    /// Where the card is listed: by scene, snapshot (screen) and variant, so that one
    /// screen's cards stand together, then by kind and message. `report.json` and the
    /// page keep this order whatever order the cards were made in.
    public static func inReportOrder(_ a: ReportCard, _ b: ReportCard) -> Bool {
        let ka = (a.scene, a.snapshot, a.variant), kb = (b.scene, b.snapshot, b.variant)
        if ka != kb { return ka < kb }
        if a.kind.rank != b.kind.rank { return a.kind.rank < b.kind.rank }
        return (a.kind.rawValue, a.message) < (b.kind.rawValue, b.message)
    }
}

/// A card's images, each a path relative to the report folder, `/`-separated; absent when
/// there is none (no expected image for a missing golden, no diff when sizes differ).
public struct ReportImages: Codable, Hashable, Sendable {
    /// Snapshot failures: the golden, the render and the diff image.
    public var expected: String?
    public var actual: String?
    public var diff: String?
    /// Failing expectations: the screen's redline, the failures in red.
    public var redline: String?
    /// Lint findings: the render with each finding's element outlined and numbered.
    public var outlined: String?
    /// Screen compares: each element's expected and found boxes and their delta labels,
    /// drawn by the ordinary rasterizer on a transparent canvas (`CompareOverlay`), laid
    /// over the screenshot (`actual`) and the render (`expected`).
    public var boxes: String?

    public init(expected: String? = nil, actual: String? = nil, diff: String? = nil, redline: String? = nil, outlined: String? = nil,
                boxes: String? = nil) {
        (self.expected, self.actual, self.diff, self.redline, self.outlined, self.boxes) = (expected, actual, diff, redline, outlined, boxes)
    }

    /// Every path with its role, in a fixed order (for copying and checking).
    public var all: [(role: String, path: String)] {
        [("expected", expected), ("actual", actual), ("diff", diff), ("redline", redline), ("outlined", outlined), ("boxes", boxes)]
            .compactMap { role, path in path.map { (role, $0) } }
    }

    /// The same images with each path replaced by `transform(role, path)`.
    public func mapPaths(_ transform: (String, String) throws -> String) rethrows -> ReportImages {
        ReportImages(expected: try expected.map { try transform("expected", $0) },
                     actual: try actual.map { try transform("actual", $0) },
                     diff: try diff.map { try transform("diff", $0) },
                     redline: try redline.map { try transform("redline", $0) },
                     outlined: try outlined.map { try transform("outlined", $0) },
                     boxes: try boxes.map { try transform("boxes", $0) })
    }
}

/// A rectangle in pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct ReportRect: Codable, Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) { (self.x, self.y, self.width, self.height) = (x, y, width, height) }
    public init(_ rect: PixelRect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}

/// Width and height in pixels.
public struct ReportSize: Codable, Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
    public init(_ size: PixelSize) { self.init(width: size.width, height: size.height) }
}

/// The figures of an `ImageComparison`, as the report shows them.
public struct ReportFigures: Codable, Hashable, Sendable {
    /// `identical`, `withinTolerance`, `different` or `sizeMismatch` (`ImageComparison.Verdict`).
    public var verdict: String
    public var expectedSize: ReportSize
    public var actualSize: ReportSize
    public var comparedPixels: Int
    public var maskedPixels: Int
    /// Pixels whose values differ at all.
    public var unequalPixels: Int
    /// Pixels that count against the allowance.
    public var differingPixels: Int
    public var allowedDifferingPixels: Int
    /// Pixels set aside as anti-aliasing (0 unless the comparison had a threshold).
    public var antiAliasedPixels: Int
    /// 0 ... 255.
    public var largestChannelDelta: Int
    public var differenceBounds: ReportRect?
    /// Per-pixel colour tolerance (0 is exact).
    public var threshold: Double

    public init(
        verdict: String, expectedSize: ReportSize, actualSize: ReportSize, comparedPixels: Int, maskedPixels: Int,
        unequalPixels: Int, differingPixels: Int, allowedDifferingPixels: Int, antiAliasedPixels: Int,
        largestChannelDelta: Int, differenceBounds: ReportRect?, threshold: Double
    ) {
        self.verdict = verdict
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.comparedPixels = comparedPixels
        self.maskedPixels = maskedPixels
        self.unequalPixels = unequalPixels
        self.differingPixels = differingPixels
        self.allowedDifferingPixels = allowedDifferingPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.largestChannelDelta = largestChannelDelta
        self.differenceBounds = differenceBounds
        self.threshold = threshold
    }

    public init(_ comparison: ImageComparison) {
        self.init(
            verdict: comparison.verdict.rawValue, expectedSize: ReportSize(comparison.expectedSize),
            actualSize: ReportSize(comparison.actualSize), comparedPixels: comparison.comparedPixels,
            maskedPixels: comparison.maskedPixels, unequalPixels: comparison.unequalPixels,
            differingPixels: comparison.differingPixels, allowedDifferingPixels: comparison.allowedDifferingPixels,
            antiAliasedPixels: comparison.antiAliasedPixels, largestChannelDelta: comparison.largestChannelDelta,
            differenceBounds: comparison.differenceBounds.map(ReportRect.init), threshold: comparison.options.threshold)
    }

    /// `differingPixels` out of `comparedPixels`, 0 ... 1.
    public var differingRatio: Double { comparedPixels == 0 ? 0 : Double(differingPixels) / Double(comparedPixels) }
}
