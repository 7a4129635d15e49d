import Foundation

/// `grid`, `gridRow`, `lazyVGrid` and `lazyHGrid` (docs/containers.md): their specs, read
/// from SwiftUI's argument labels. The layout is KeylineLayout's `GridElement` and
/// `LazyGridElement`.
extension Instantiator {
    func makeGrid(_ props: [String: ValueNode], children: [ViewNode], at location: SourceLocation) throws(SceneError) -> ViewKind {
        let c = converter
        let spec = GridSpec(
            alignment: try props["alignment"].map { n throws(SceneError) in try c.alignment(n, "alignment") } ?? .center,
            horizontalSpacing: try props["horizontalSpacing"].map { n throws(SceneError) in try c.number(n, "horizontalSpacing", minimum: 0) },
            verticalSpacing: try props["verticalSpacing"].map { n throws(SceneError) in try c.number(n, "verticalSpacing", minimum: 0) })
        // The widest row sets the column count: bounded before any layout counts columns.
        for row in children {
            let cells: [ViewNode] = if case .gridRow(_, let cells) = row.kind { cells } else { [row] }
            let columns = cells.reduce(0) { $0 + $1.gridCellColumns }
            if columns > SceneLimits.gridColumns {
                throw SceneLimits.exceeded("this grid row spans \(columns) columns; a grid is limited to \(SceneLimits.gridColumns)",
                                           at: row.location, hint: "a screen shows a handful of columns: use fewer cells per row")
            }
        }
        return .grid(spec, children)
    }

    func makeGridRow(_ props: [String: ValueNode], children: [ViewNode]) throws(SceneError) -> ViewKind {
        // GridRow(alignment:) takes a vertical alignment (Apple's documentation).
        .gridRow(try props["alignment"].map { n throws(SceneError) in try converter.choice(n, "alignment", VerticalAlignment.self) }, children)
    }

    func makeLazyGrid(_ kind: ViewKindWord, _ props: [String: ValueNode], children: [ViewNode],
                      at location: SourceLocation) throws(SceneError) -> ViewKind {
        let c = converter
        let axis: Axis = kind == .lazyVGrid ? .vertical : .horizontal
        let key = axis == .vertical ? "columns" : "rows"
        guard let itemsNode = props[key] else {
            throw SceneError(.missingKey, "'\(kind.rawValue)' needs '\(key):', its \(key) as SwiftUI's GridItems", at: location,
                             hint: "\(key): [flexible, flexible, flexible], or \(key): 3")
        }
        // LazyVGrid(alignment:) is horizontal, LazyHGrid(alignment:) vertical (Apple's documentation).
        var alignment = Alignment.center
        if let a = props["alignment"] {
            if axis == .vertical { alignment.horizontal = try c.choice(a, "alignment", HorizontalAlignment.self) }
            else { alignment.vertical = try c.choice(a, "alignment", VerticalAlignment.self) }
        }
        return .lazyGrid(LazyGridSpec(axis: axis, items: try gridItems(itemsNode, key),
                                      spacing: try props["spacing"].map { n throws(SceneError) in try c.number(n, "spacing", minimum: 0) },
                                      alignment: alignment), children)
    }

    /// `columns: 3` (three `GridItem()`s, SwiftUI's `Array(repeating: GridItem(), count: 3)`),
    /// or a list of items, each a size (`flexible`, `fixed(70)`, `flexible(minimum: 50,
    /// maximum: 100)`, `adaptive(minimum: 80)`) or a mapping `{ size: fixed(70), spacing: 4,
    /// alignment: leading }`.
    private func gridItems(_ node: ValueNode, _ key: String) throws(SceneError) -> [GridItemSpec] {
        let c = converter
        if case .number = node.scalar {
            let count = try c.integer(node, key, minimum: 1, maximum: SceneLimits.gridColumns,
                                      limitHint: "a lazy grid has at most \(SceneLimits.gridColumns) \(key)")
            return Array(repeating: GridItemSpec(size: .flexible(minimum: 10, maximum: .infinity)), count: count)
        }
        guard let list = node.items else { throw c.mismatch(node, "a count or a list of GridItems", for: key, hint: "\(key): [flexible, fixed(70)]") }
        guard !list.isEmpty else { throw SceneError(.invalidValue, "'\(key)' needs at least one GridItem", at: node.location, hint: "\(key): [flexible]") }
        guard list.count <= SceneLimits.gridColumns else {
            throw SceneLimits.exceeded("'\(key)' has \(list.count) items; a lazy grid is limited to \(SceneLimits.gridColumns)", at: node.location,
                                       hint: "a screen shows a handful of \(key)")
        }
        var items: [GridItemSpec] = []
        for item in list {
            if item.entries != nil {
                let e = try c.entries(item, "GridItem", allowed: ["size", "spacing", "alignment"])
                guard let size = e["size"] else {
                    throw SceneError(.missingKey, "a GridItem needs 'size:'", at: item.location, hint: "{ size: fixed(70), spacing: 4 }")
                }
                items.append(GridItemSpec(size: try gridItemSize(size),
                                          spacing: try e["spacing"].map { n throws(SceneError) in try c.number(n, "spacing", minimum: 0) },
                                          alignment: try e["alignment"].map { n throws(SceneError) in try c.alignment(n, "alignment") }))
            } else {
                items.append(GridItemSpec(size: try gridItemSize(item)))
            }
        }
        return items
    }

    /// SwiftUI's `GridItem.Size` written as its Swift source reads: `fixed(70)`,
    /// `flexible`, `flexible(minimum: 50, maximum: 100)`, `adaptive(minimum: 80)`. The
    /// defaults are Apple's: flexible from 10 to infinity, adaptive up to infinity.
    func gridItemSize(_ node: ValueNode) throws(SceneError) -> GridItemSize {
        let sizes = ["fixed", "flexible", "adaptive"]
        let example = "fixed(70), flexible, flexible(minimum: 50, maximum: 100) or adaptive(minimum: 80)"
        guard case .string(let written) = node.scalar else { throw converter.mismatch(node, "a GridItem size", for: "size", hint: example) }
        let text = written.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ".", with: "", options: .anchored)
        let name = String(text.prefix { $0.isLetter })
        guard sizes.contains(name) else {
            throw SceneError(.invalidValue, "'\(written)' is no GridItem size", at: node.location, suggesting: name, in: sizes,
                             otherwise: "one of: \(example)")
        }
        var arguments: [String: Double] = [:]
        var unlabeled: Double?
        let rest = text.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        if !rest.isEmpty {
            guard rest.hasPrefix("("), rest.hasSuffix(")") else {
                throw SceneError(.invalidValue, "'\(written)': arguments go in parentheses", at: node.location, hint: example)
            }
            for part in rest.dropFirst().dropLast().split(separator: ",") {
                let pieces = part.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                let valueText = pieces.last ?? ""
                guard let value = Double(valueText) ?? (["infinity", ".infinity"].contains(valueText) ? .infinity : nil), !value.isNaN else {
                    throw SceneError(.invalidValue, "'\(valueText)' in '\(written)' is not a number", at: node.location, hint: example)
                }
                guard value >= 0, value <= SceneLimits.length || value == .infinity else {
                    throw SceneError(.invalidValue, "'\(written)': a GridItem's sizes go from 0 to \(SceneLimits.length.pointString)", at: node.location)
                }
                if pieces.count == 2 {
                    guard ["minimum", "maximum"].contains(pieces[0]), name != "fixed" else {
                        throw SceneError(.invalidValue, "'\(written)': \(name) takes \(name == "fixed" ? "one length" : "minimum: and maximum:")",
                                         at: node.location, hint: example)
                    }
                    arguments[pieces[0]] = value
                } else {
                    unlabeled = value
                }
            }
        }
        switch name {
        case "fixed":
            guard let length = unlabeled, length.isFinite, arguments.isEmpty else {
                throw SceneError(.invalidValue, "'\(written)': fixed takes one finite length, fixed(70)", at: node.location)
            }
            return .fixed(length)
        default:
            guard unlabeled == nil else {
                throw SceneError(.invalidValue, "'\(written)': \(name) takes labelled arguments, \(name)(minimum: 80)", at: node.location)
            }
            let minimum = arguments["minimum"] ?? (name == "flexible" ? 10 : nil)
            guard let minimum, minimum.isFinite else {
                throw SceneError(.missingKey, "'\(written)': adaptive needs a finite minimum, adaptive(minimum: 80)", at: node.location)
            }
            let maximum = arguments["maximum"] ?? .infinity
            guard maximum >= minimum else {
                throw SceneError(.invalidValue, "'\(written)': the maximum is smaller than the minimum", at: node.location)
            }
            return name == "flexible" ? .flexible(minimum: minimum, maximum: maximum) : .adaptive(minimum: minimum, maximum: maximum)
        }
    }
}

extension ViewNode {
    /// How many columns of a grid row this view spans (its `gridCellColumns`, else 1).
    public var gridCellColumns: Int {
        for modifier in modifiers { if case .gridCellColumns(let n) = modifier { return n } }
        return 1
    }
}
