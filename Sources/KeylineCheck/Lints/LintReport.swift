import KeylineCore
import KeylineLayout

/// What `keyline lint` found, grouped: one finding per place, lint and message, with the
/// screens and variants it occurs in, sorted by place in the scene.
public struct LintReport: Hashable, Sendable {
    public struct Finding: Hashable, Sendable {
        public let code: Diagnostic.Code
        /// Where the view it is about is written (for an unused suppression, the `lint:`).
        public let location: SourceLocation
        public let message: String
        /// The id of the view, or of the nearest view around it that has one.
        public let element: String?
        /// In the order screens and variants were linted.
        public let occurrences: [Occurrence]
    }

    public struct Occurrence: Hashable, Sendable {
        public let screen: String
        /// Variant labels: the variant key without its scale ("light", "dark-AX5").
        public let variants: [String]
        public init(screen: String, variants: [String]) { self.screen = screen; self.variants = variants }
    }

    /// What was found in one screen in one variant, each finding with the frame of its
    /// view there: what the report outlines.
    public struct ScreenVariant: Hashable, Sendable {
        public let screen: String
        public let variant: Variant
        /// In the order of `findings` (by place in the scene).
        public let findings: [Located]
    }

    public struct Located: Hashable, Sendable {
        public let code: Diagnostic.Code
        public let location: SourceLocation
        public let message: String
        public let element: String?
        /// The part of the view's frame that can be seen, in canvas points (`.zero` when
        /// none can); nil for an unused suppression (no view).
        public let frame: Rect?

        public init(code: Diagnostic.Code, location: SourceLocation, message: String, element: String?, frame: Rect?) {
            self.code = code; self.location = location; self.message = message; self.element = element; self.frame = frame
        }
    }

    public let scene: String
    public let screens: [String]
    public let variants: [String]
    public let findings: [Finding]
    /// Every screen and variant linted, in the order linted, clean ones included.
    public let screenVariants: [ScreenVariant]

    /// Groups per-variant findings, and adds a finding for each suppression that
    /// suppressed nothing in any screen and variant linted.
    static func grouping(_ results: [SubjectResult], scene: String, screens: [String], variants: [String],
                         label: (Variant) -> String) -> LintReport {
        struct Key: Hashable { let code: Diagnostic.Code; let location: SourceLocation; let message: String }
        var order: [Key] = []
        var elements: [Key: String?] = [:]
        var seen: [Key: [(screen: String, variant: String)]] = [:]
        func add(_ key: Key, element: String?, screen: String, variant: String) {
            if seen[key] == nil { order.append(key); elements[key] = element }
            if !seen[key, default: []].contains(where: { $0 == (screen, variant) }) { seen[key, default: []].append((screen, variant)) }
        }
        for result in results {
            for finding in result.findings {
                add(Key(code: finding.code, location: finding.location, message: finding.message), element: finding.element,
                    screen: result.screen, variant: label(result.variant))
            }
        }
        let used = results.reduce(into: Set<SuppressionUse>()) { $0.formUnion($1.used) }
        var screenVariants: [ScreenVariant] = []
        for result in results {
            var located = zip(result.findings, result.frames).map { finding, frame in
                Located(code: finding.code, location: finding.location, message: finding.message, element: finding.element, frame: frame)
            }
            for (use, suppression) in result.present where !used.contains(use) {
                let message = "'lint' ignores \(use.rule) here, but there is no \(use.rule) finding on this view or inside it to suppress (reason given: \"\(LintSubject.abbreviated(suppression.reason, to: 60))\")"
                add(Key(code: .lintUnusedSuppression, location: use.location, message: message), element: nil,
                    screen: result.screen, variant: label(result.variant))
                located.append(Located(code: .lintUnusedSuppression, location: use.location, message: message, element: nil, frame: nil))
            }
            // Once per view: a component used twice has its finding twice, at two frames.
            var seenHere = Set<Located>()
            located = located.filter { seenHere.insert($0).inserted }
            // As `findings` are sorted; one finding on two views, top to bottom, then leading first.
            located.sort { a, b in
                let fa = a.frame ?? .zero, fb = b.frame ?? .zero
                return (a.location.file, a.location.line, a.location.column, a.code.rawValue, a.message, fa.minY)
                    < (b.location.file, b.location.line, b.location.column, b.code.rawValue, b.message, fb.minY)
                    || ((a.location, a.code, a.message, fa.minY) == (b.location, b.code, b.message, fb.minY) && fa.minX < fb.minX)
            }
            screenVariants.append(ScreenVariant(screen: result.screen, variant: result.variant, findings: located))
        }
        let findings = order.sorted { a, b in
            (a.location.file, a.location.line, a.location.column, a.code.rawValue, a.message)
                < (b.location.file, b.location.line, b.location.column, b.code.rawValue, b.message)
        }.map { key in
            Finding(code: key.code, location: key.location, message: key.message, element: elements[key] ?? nil,
                    occurrences: occurrences(seen[key] ?? [], screens: screens, variants: variants))
        }
        return LintReport(scene: scene, screens: screens, variants: variants, findings: findings, screenVariants: screenVariants)
    }

    private static func occurrences(_ pairs: [(screen: String, variant: String)], screens: [String], variants: [String]) -> [Occurrence] {
        screens.compactMap { screen in
            let found = Set(pairs.filter { $0.screen == screen }.map(\.variant))
            return found.isEmpty ? nil : Occurrence(screen: screen, variants: variants.filter(found.contains))
        }
    }

    /// "slide1, slide2 in light, dark; slide3 in dark": screens with the same variants
    /// together.
    public static func describe(_ occurrences: [Occurrence]) -> String {
        var groups: [(screens: [String], variants: [String])] = []
        for o in occurrences {
            if let i = groups.firstIndex(where: { $0.variants == o.variants }) { groups[i].screens.append(o.screen) } else {
                groups.append(([o.screen], o.variants))
            }
        }
        return groups.map { "\($0.screens.joined(separator: ", ")) in \($0.variants.joined(separator: ", "))" }.joined(separator: "; ")
    }

    /// One line per finding, compiler style, then the summary line.
    public var text: String {
        var lines = findings.map { f in
            "\(f.location): \(f.code.severity.rawValue): \(f.message) (\(Self.describe(f.occurrences))) [\(f.code.rawValue)]"
        }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// "2 findings in 3 screens (light, dark)".
    public var summary: String {
        let variantList = variants.count <= 4 ? variants.joined(separator: ", ") : "\(variants.count) variants"
        return "\(findings.count) finding\(findings.count == 1 ? "" : "s") in \(screens.count) screen\(screens.count == 1 ? "" : "s") (\(variantList))"
    }

    /// `{"scene", "screens", "variants", "findings": [{"code", "severity", "file", "line",
    /// "column", "message", "element", "occurrences": [{"screen", "variants"}]}],
    /// "summary": {"findings", "screens", "variants"}}`, findings in the order of `text`.
    public var json: String {
        typealias J = LayoutJSON
        func strings(_ s: [String]) -> String { J.array(s.map(J.string)) }
        var lines = ["{",
                     "  \"scene\": \(J.string(scene)),",
                     "  \"screens\": \(strings(screens)),",
                     "  \"variants\": \(strings(variants)),",
                     "  \"findings\": ["]
        for (i, f) in findings.enumerated() {
            let object = J.object([
                ("code", J.string(f.code.rawValue)), ("severity", J.string(f.code.severity.rawValue)),
                ("file", J.string(f.location.file)), ("line", String(f.location.line)), ("column", String(f.location.column)),
                ("message", J.string(f.message)), ("element", f.element.map(J.string) ?? "null"),
                ("occurrences", J.array(f.occurrences.map { J.object([("screen", J.string($0.screen)), ("variants", strings($0.variants))]) })),
            ])
            lines.append("    " + object + (i < findings.count - 1 ? "," : ""))
        }
        lines += ["  ],",
                  "  \"summary\": {\"findings\": \(findings.count), \"screens\": \(screens.count), \"variants\": \(variants.count)}",
                  "}"]
        return lines.joined(separator: "\n")
    }
}
