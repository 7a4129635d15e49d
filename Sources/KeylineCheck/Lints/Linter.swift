import KeylineCore
import KeylineLayout
import KeylineRender
import Synchronization

/// Runs every lint on every screen in every variant, drops what the scene suppresses
/// (`lint: { ignore: […], reason: "…" }` on a view covers it and the views inside it),
/// reports suppressions that suppressed nothing, and groups what is left into a report.
public struct Linter: Sendable {
    public let document: SceneDocument

    public init(document: SceneDocument) { self.document = document }

    /// The lints, in the order their findings are made (the report sorts by place).
    static let lints: [any Lint] = [
        ContrastLint(), HitTargetLint(), TextClippedLint(), DynamicTypeLint(), LabelLint(), SafeAreaLint(), GridLint(),
    ]

    /// Lints `screens` in each of `variants` on `threads` threads (the result does not
    /// depend on their number). Errors are the scene's (a screen that cannot be
    /// instantiated in a variant), thrown as they are.
    public func run(screens: [ScreenDefinition], variants: [Variant], threads: Int = 1,
                    diagnostics: DiagnosticLog = DiagnosticLog()) throws -> LintReport {
        struct Job: Sendable { let screen: ScreenDefinition; let variant: Variant; let index: Int }
        let jobs = screens.flatMap { screen in variants.map { (screen, $0) } }.enumerated()
            .map { Job(screen: $0.element.0, variant: $0.element.1, index: $0.offset) }
        let results = Mutex([SubjectResult?](repeating: nil, count: jobs.count))
        let pipeline = ScenePipeline(document: document)
        let settings = document.lint
        try ParallelJobs.run(jobs, threads: threads, diagnostics: diagnostics) { job, renderer in
            let root = try pipeline.viewTree(job.screen, job.variant)
            let layout = pipeline.layout(root, job.variant, renderer: renderer)
            let subject = LintSubject(screen: job.screen.id, variant: job.variant, viewTree: root, layout: layout,
                                      settings: settings, displayList: pipeline.displayList(layout, job.variant), renderer: renderer)
            let result = Self.lint(subject)
            results.withLock { $0[job.index] = result }
        }
        let labels = variants.map { label(of: $0) }
        return LintReport.grouping(results.withLock { $0 }.compactMap { $0 }, scene: document.file,
                                   screens: screens.map(\.id), variants: labels) { label(of: $0) }
    }

    /// "light", "dark-AX5": the variant key without its scale, which lints do not depend on.
    func label(of variant: Variant) -> String {
        let key = variant.key(sceneDevice: document.device)
        return String(key[..<(key.lastIndex(of: "@") ?? key.endIndex)])
    }

    /// One screen in one variant: the findings no suppression covers, and what each
    /// suppression there did.
    static func lint(_ subject: LintSubject) -> SubjectResult {
        var kept: [LintFinding] = []
        var used: Set<SuppressionUse> = []
        for finding in lints.flatMap({ $0.findings(in: subject) }) {
            if let use = suppression(of: finding, in: subject) { used.insert(use) } else { kept.append(finding) }
        }
        var present: [SuppressionUse: LintSuppression] = [:]
        for node in subject.layout.nodes {
            for suppression in node.lintSuppressions where !suppression.bySystem {
                for rule in suppression.rules { present[SuppressionUse(location: suppression.location, rule: rule)] = suppression }
            }
        }
        return SubjectResult(screen: subject.screen, variant: subject.variant, findings: kept,
                             frames: kept.map { subject.visibleFrame(of: subject.layout[$0.node]) }, used: used, present: present)
    }

    /// The suppression on the finding's view or around it that names its lint, nearest first.
    static func suppression(of finding: LintFinding, in subject: LintSubject) -> SuppressionUse? {
        let index = finding.node
        let rule = String(finding.code.rawValue.dropFirst("lint.".count))
        for i in [index] + subject.ancestors(of: subject.layout[index]) {
            if let s = subject.layout[i].lintSuppressions.first(where: { $0.rules.contains(rule) }) {
                return SuppressionUse(location: s.location, rule: rule)
            }
        }
        return nil
    }
}

/// A suppression of one lint, written at one place.
struct SuppressionUse: Hashable, Sendable {
    let location: SourceLocation
    let rule: String
}

/// What linting one screen in one variant found.
struct SubjectResult: Sendable {
    let screen: String
    let variant: Variant
    let findings: [LintFinding]
    /// The part of each finding's view that can be seen, in canvas points (`.zero` when
    /// none can: off the screen, scrolled away).
    let frames: [Rect]
    /// The suppressions that suppressed a finding.
    let used: Set<SuppressionUse>
    /// Every suppression on the screen in this variant.
    let present: [SuppressionUse: LintSuppression]
}
