import KeylineCore
import KeylineLayout

/// `grid`: the sizes and distances a scene writes are multiples of its grid, when it asks
/// for one (`lint: { grid: 8 }` at the top of the scene; 4 and 8 are the usual steps).
///
/// Checked are the values written on views, as evaluated: paddings, `frame` widths and
/// heights (fixed, minimum, ideal, finite maximum), stack and scroll `spacing`, and
/// `offset`. Positions and sizes the layout derives are not: they depend on the device
/// (an iPhone 14's safe area starts 47 pt down, its width is 390 pt) and on text metrics,
/// so a layout built from on-grid values may still place a view off the grid.
struct GridLint: Lint {
    func findings(in subject: LintSubject) -> [LintFinding] {
        guard let grid = subject.settings.grid else { return [] }
        var byIdentity: [String: LayoutNode] = [:]
        for node in subject.layout.nodes where byIdentity[node.identity] == nil { byIdentity[node.identity] = node }
        var findings: [LintFinding] = []
        subject.viewTree.forEachNode { view in
            guard let node = byIdentity[view.identity] else { return } // an alternative viewThatFits did not choose
            let off = Self.writtenValues(view).filter { !Self.isOnGrid($0.value, grid) }
            guard !off.isEmpty else { return }
            let list = off.map { "\($0.name) \($0.value.pointString)" }.joined(separator: ", ")
            findings.append(LintFinding(.lintGrid,
                "\(subject.describe(node)) is off the \(grid.pointString)-pt grid: \(list)", node: node, in: subject))
        }
        return findings
    }

    static func isOnGrid(_ value: Double, _ grid: Double) -> Bool {
        let steps = value / grid
        return abs(steps - steps.rounded()) < 1e-6
    }

    /// The sizes and distances written on a view, named as in the scene.
    static func writtenValues(_ view: ViewNode) -> [(name: String, value: Double)] {
        var values: [(String, Double)] = []
        switch view.kind {
        case .stack(let spec, _): if let s = spec.spacing { values.append(("spacing", s)) }
        case .scroll(let spec, _): if let s = spec.spacing { values.append(("spacing", s)) }
        default: break
        }
        for modifier in view.modifiers {
            switch modifier {
            case .padding(let e):
                for (edge, v) in [("top", e.top), ("leading", e.leading), ("bottom", e.bottom), ("trailing", e.trailing)] where v != 0 {
                    values.append(("padding \(edge)", v))
                }
            case .frame(let f):
                if let w = f.minWidth, w == f.maxWidth { values.append(("frame width", w)) } else {
                    for (name, v) in [("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth)] {
                        if let v, v.isFinite { values.append(("frame \(name)", v)) }
                    }
                }
                if let h = f.minHeight, h == f.maxHeight { values.append(("frame height", h)) } else {
                    for (name, v) in [("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight)] {
                        if let v, v.isFinite { values.append(("frame \(name)", v)) }
                    }
                }
            case .offset(let x, let y):
                if x != 0 { values.append(("offset x", x)) }
                if y != 0 { values.append(("offset y", y)) }
            default: break
            }
        }
        return values
    }
}
