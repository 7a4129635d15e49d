/// One failing expectation on an `expectation-failures` card, as `keyline check` prints it.
public struct ReportExpectation: Codable, Hashable, Sendable {
    /// As written in the scene: `description.top - title.bottom == 12`.
    public var expectation: String
    /// What the spec says, as compared: `== 12`, `>= 44 ± 0.5`, `== #E0E0E0`.
    public var expected: String
    /// What the layout has: `16`, `#FFFFFF`, `absent`.
    public var measured: String
    /// Why it fails: `off by +4`, `'skip' is not on this screen`.
    public var reason: String?
    /// Where the scene states it: `Scenes/x.yaml:382:15`.
    public var location: String
    /// The spec's own sentence.
    public var note: String?

    public init(expectation: String, expected: String, measured: String, reason: String? = nil, location: String, note: String? = nil) {
        self.expectation = expectation; self.expected = expected; self.measured = measured
        self.reason = reason; self.location = location; self.note = note
    }
}

/// One lint finding on a `lint-findings` card. The card's image labels the finding's
/// element with its number (its place in the card's list, from 1) and its lint.
public struct ReportFinding: Codable, Hashable, Sendable {
    /// `lint.contrast`, `lint.hit-target`…
    public var code: String
    public var message: String
    /// The id of the view, or of the nearest named view around it.
    public var element: String?
    /// Where the view is written: `Scenes/x.yaml:120:9`.
    public var location: String
    /// Whether the image outlines it: not for an unused suppression (no view), nor for a
    /// view that cannot be seen (off the screen, scrolled away).
    public var outlined: Bool

    public init(code: String, message: String, element: String? = nil, location: String, outlined: Bool) {
        self.code = code; self.message = message; self.element = element; self.location = location; self.outlined = outlined
    }
}

/// What one command checked of one subject (a snapshot, or a screen) in one variant, and
/// how it came out: the report's summary is the sum of its tallies, and a later run of the
/// same command replaces the tallies (and cards) of what it checks again.
///
/// The counts mean what the kind counts: goldens for `snapshot-failure` (1 passed or 1
/// failed), expectations for `expectation-failures`, findings for `lint-findings` (in
/// `failed`; `passed` is 0).
public struct ReportTally: Codable, Hashable, Sendable {
    /// The kind of card the command writes when something fails.
    public var kind: ReportCard.Kind
    public var scene: String
    /// As on the cards: the snapshot's name, or the screen's id.
    public var snapshot: String
    public var variant: String
    public var passed: Int
    public var failed: Int

    public init(kind: ReportCard.Kind, scene: String, snapshot: String, variant: String, passed: Int, failed: Int) {
        self.kind = kind; self.scene = scene; self.snapshot = snapshot; self.variant = variant
        self.passed = passed; self.failed = failed
    }

    /// What it is a tally of; a card with the same subject is about the same thing.
    public var subject: ReportSubject { ReportSubject(kind: kind, scene: scene, snapshot: snapshot, variant: variant) }

    /// By kind (in `Kind.rank` order), then scene, snapshot and variant.
    public static func inReportOrder(_ a: ReportTally, _ b: ReportTally) -> Bool {
        if a.kind.rank != b.kind.rank { return a.kind.rank < b.kind.rank }
        return (a.kind.rawValue, a.scene, a.snapshot, a.variant) < (b.kind.rawValue, b.scene, b.snapshot, b.variant)
    }
}

/// One kind's subject in one variant: what a command run checks, and what a card and a
/// tally are about.
public struct ReportSubject: Hashable, Sendable {
    public var kind: ReportCard.Kind
    public var scene: String
    public var snapshot: String
    public var variant: String

    public init(kind: ReportCard.Kind, scene: String, snapshot: String, variant: String) {
        self.kind = kind; self.scene = scene; self.snapshot = snapshot; self.variant = variant
    }
}

extension ReportCard {
    public var subject: ReportSubject { ReportSubject(kind: kind, scene: scene, snapshot: snapshot, variant: variant) }
}
