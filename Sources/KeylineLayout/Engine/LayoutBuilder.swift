import KeylineCore

/// Turns a view into its chain of layout steps: the content, then one step per modifier,
/// the last one outermost.
struct LayoutBuilder {
    let context: LayoutContext

    /// `stackAxis` is the axis of the stack the view sits in (spacers and dividers need it).
    func build(_ node: ViewNode, stackAxis: Axis? = nil) -> LayoutElement {
        wrapModifiers(of: node, around: content(node, stackAxis: stackAxis))
    }

    /// `element`, the view's content, inside one step per modifier.
    private func wrapModifiers(of node: ViewNode, around content: LayoutElement) -> LayoutElement {
        var element = content
        for (i, modifier) in node.modifiers.enumerated() where modifier.affectsLayoutOrDrawing {
            element = wrap(element, node: node, modifier: modifier, index: i)
        }
        return element
    }

    private func content(_ node: ViewNode, stackAxis: Axis?) -> LayoutElement {
        switch node.kind {
        case .stack(let spec, let children):
            return StackElement(node: node, axis: spec.axis, spacing: spec.spacing, alignment: spec.alignment,
                                items: children.map { build($0, stackAxis: spec.axis) }, context: context)
        case .zstack(let alignment, let children):
            return ZStackElement(node: node, alignment: alignment, items: children.map { build($0) }, context: context)
        case .scroll(let spec, let children):
            let content = StackElement(node: node, axis: spec.axis, spacing: spec.spacing, alignment: spec.alignment,
                                       items: children.map { build($0, stackAxis: spec.axis) }, context: context)
            return ScrollElement(node: node, spec: spec, content: content, context: context)
        case .pager(let spec, let pages):
            return PagerElement(node: node, spec: spec, pages: pages.map { build($0) }, context: context)
        case .viewThatFits(let spec, let children):
            return ViewThatFitsElement(node: node, spec: spec, items: children.map { build($0) }, context: context)
        case .text(let text):
            return TextElement(node: node, text: text, context: context)
        case .shape(let shape):
            return ShapeElement(node: node, shape: shape, context: context)
        case .image(let image):
            return ImageElement(node: node, image: image, context: context)
        case .spacer(let minLength):
            return SpacerElement(node: node, minLength: minLength, axis: stackAxis, context: context)
        case .divider(let spec):
            return DividerElement(node: node, spec: spec, axis: stackAxis, context: context)
        case .progress(let spec):
            return ProgressElement(node: node, spec: spec, context: context)
        case .statusBar(let spec):
            return StatusBarElement(node: node, spec: spec, context: context)
        case .homeIndicator(let spec):
            return HomeIndicatorElement(node: node, spec: spec, context: context)
        case .grid(let spec, let rows):
            return GridElement(node: node, spec: spec, rows: rows.map(gridRow), context: context)
        case .gridRow(let alignment, let cells):
            // Outside a grid, a row of cells side by side.
            return StackElement(node: node, axis: .horizontal, spacing: nil, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center),
                                items: cells.map { build($0, stackAxis: .horizontal) }, context: context)
        case .lazyGrid(let spec, let cells):
            return LazyGridElement(node: node, spec: spec, cells: cells.map { build($0) }, context: context)
        case .list(_, let layers):
            // The list's background under its scroll view of sections.
            return ZStackElement(node: node, alignment: .center, items: layers.map { build($0) }, context: context)
        case .section(_, let parts):
            return StackElement(node: node, axis: .vertical, spacing: 0, alignment: Alignment(horizontal: .leading, vertical: .center),
                                items: parts.map { build($0, stackAxis: .vertical) }, context: context)
        case .navigationLink(let parts):
            return StackElement(node: node, axis: .horizontal, spacing: nil, alignment: .center,
                                items: parts.map { build($0, stackAxis: .horizontal) }, context: context)
        case .empty:
            return EmptyElement(node: node, role: .content, context: context)
        }
    }

    /// A grid's row: a gridRow's cells, placed by the grid, inside the row's own
    /// modifiers; any other view is a row of one cell spanning every column.
    private func gridRow(_ row: ViewNode) -> GridElement.Row {
        guard case .gridRow(let alignment, let cellNodes) = row.kind else {
            return GridElement.Row(outer: build(row), cells: [], alignment: nil)
        }
        let cells = cellNodes.map { (element: build($0), span: $0.gridCellColumns) }
        let content = GridRowElement(node: row, cells: cells.map(\.element), context: context)
        return GridElement.Row(outer: wrapModifiers(of: row, around: content), cells: cells, alignment: alignment)
    }

    private func wrap(_ child: LayoutElement, node: ViewNode, modifier: ViewModifier, index: Int) -> LayoutElement {
        let role = LayoutElement.Role.modifier(index)
        switch modifier {
        case .padding(let insets):
            return PaddingElement(node: node, role: role, insets: insets, child: child, context: context)
        case .frame(let spec):
            return FrameElement(node: node, role: role, spec: spec, child: child, context: context)
        case .fixedSize(let h, let v):
            return FixedSizeElement(node: node, role: role, horizontal: h, vertical: v, child: child, context: context)
        case .layoutPriority(let p):
            return PriorityElement(node: node, role: role, priority: p, child: child, context: context)
        case .aspectRatio(let ratio, let mode):
            return AspectRatioElement(node: node, role: role, ratio: ratio, mode: mode, child: child, context: context)
        case .ignoresSafeArea(let edges):
            return SafeAreaElement(node: node, role: role, edges: edges, child: child, context: context)
        case .position(let x, let y):
            return PositionElement(node: node, role: role, point: Point(x: x, y: y), child: child, context: context)
        case .background(let view, let alignment), .overlay(let view, let alignment):
            let isBackground: Bool
            if case .background = modifier { isBackground = true } else { isBackground = false }
            return DecorationElement(node: node, role: role, decoration: build(view), alignment: alignment,
                                     isBackground: isBackground, child: child, context: context)
        case .offset, .opacity, .scale, .rotation, .clip, .shadow, .hidden, .relativeOffset, .parallax:
            return DrawingElement(node: node, role: role, child: child, context: context)
        case .gridCellColumns:
            return GridCellElement(node: node, role: role, child: child, context: context)
        case .zIndex(let z):
            return ZIndexElement(node: node, role: role, zIndex: z, child: child, context: context)
        case .departed(let frame):
            return DepartedElement(node: node, role: role, departedFrame: frame, child: child, context: context)
        case .appear, .transition, .animation:
            // Instructions for the timeline; at rest they neither lay out nor draw.
            return DrawingElement(node: node, role: role, child: child, context: context)
        case .accessibility, .lintSuppression:
            return child // not wrapped at all (see `affectsLayoutOrDrawing`)
        }
    }
}

extension ViewModifier {
    /// Accessibility and lint suppressions describe the view for VoiceOver and for
    /// `keyline lint`: they are no step of its layout (nor of `keyline layout`'s
    /// `modifiers`); the layout tree reads them from the view itself.
    var affectsLayoutOrDrawing: Bool {
        switch self {
        case .accessibility, .lintSuppression: false
        default: true
        }
    }
}
