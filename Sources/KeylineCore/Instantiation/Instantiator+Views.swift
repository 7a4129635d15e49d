import Foundation

extension Instantiator {
    /// Builds a built-in view from its evaluated properties; children are expanded here.
    /// (`tokens.color(…)!` below looks up iOS's system colours, which always exist.)
    func makeKind(_ kind: ViewKindWord, _ template: ViewTemplate, _ props: [String: ValueNode],
                  identity: String, id: String?, in context: ExpansionContext) throws(SceneError) -> ViewKind {
        let c = converter
        let name = kind.rawValue
        func children(inList: Bool? = nil) throws(SceneError) -> [ViewNode] {
            var inner = try passingTextEnvironment(props, into: context.with(identity: identity))
            if let inList { inner.inList = inList }
            var nodes: [ViewNode] = []
            for (i, child) in template.children.enumerated() {
                nodes += try expand(child, index: i, in: inner)
            }
            return nodes
        }
        func number(_ key: String, minimum: Double? = nil) throws(SceneError) -> Double? {
            try props[key].map { n throws(SceneError) in try c.number(n, key, minimum: minimum) }
        }
        let primary = try template.primary?.evaluate(in: context.scope)
        // text, image and progress require their value: the reader refuses them without one
        // ("'text' needs a value"), so this is never thrown for a loaded scene.
        func required() throws(SceneError) -> ValueNode {
            guard let primary else { throw SceneError(.missingKey, "'\(name)' needs a value", at: template.location) }
            return primary
        }

        // One case per built-in kind: a new `ViewKindWord` does not compile until it is made here.
        switch kind {
        case .vstack, .hstack:
            let axis: Axis = kind == .vstack ? .vertical : .horizontal
            var alignment = Alignment.center
            if let a = props["alignment"] {
                if axis == .vertical { alignment.horizontal = try c.choice(a, "alignment", HorizontalAlignment.self) }
                else { alignment.vertical = try c.choice(a, "alignment", VerticalAlignment.self) }
            }
            return .stack(StackSpec(axis: axis, spacing: try number("spacing"), alignment: alignment), try children())
        case .zstack:
            return .zstack(try props["alignment"].map { n throws(SceneError) in try c.alignment(n, "alignment") } ?? .center, try children())
        case .scroll:
            let axis = try props["axis"].map { n throws(SceneError) in try c.choice(n, "axis", Axis.self) } ?? .vertical
            var alignment = Alignment.center
            if let a = props["alignment"] {
                if axis == .vertical { alignment.horizontal = try c.choice(a, "alignment", HorizontalAlignment.self) }
                else { alignment.vertical = try c.choice(a, "alignment", VerticalAlignment.self) }
            }
            return .scroll(ScrollSpec(axis: axis, spacing: try number("spacing"), alignment: alignment,
                                      contentOffset: try number("contentOffset", minimum: 0) ?? 0), try children())
        case .pager:
            return try makePager(template, props, identity: identity, defaultSelection: nil, in: context)
        case .viewThatFits:
            // SwiftUI's ViewThatFits(in:): `in: horizontal`, `vertical` or `both` (the default).
            let axes = try props["in"].map { n throws(SceneError) in try c.choice(n, "in", ["horizontal": (true, false), "vertical": (false, true), "both": (true, true)]) } ?? (true, true)
            return .viewThatFits(ViewThatFitsSpec(horizontal: axes.0, vertical: axes.1), try children())
        case .text:
            let inherited = context.textEnvironment.merging(props) { _, own in own }
            return .text(try makeText(try required(), inherited, dynamicTypeSize: context.dynamicTypeSize))
        case .rect, .roundedRect, .capsule, .circle, .ellipse:
            // A shape fills with the foreground style around it unless given a fill or a stroke.
            var props = props
            if props["fill"] == nil, props["stroke"] == nil, let foreground = context.textEnvironment["color"] { props["fill"] = foreground }
            return .shape(try makeShape(kind, primary, props, at: template.location))
        case .image:
            return .image(try makeImage(try required(), props, in: context))
        case .progress:
            // SwiftUI's ProgressView(value:): tinted with the accent colour (system blue)
            // on a grey track, 4 pt thick, as iOS draws the linear style.
            let fraction = try required()
            let value = try c.number(fraction, "progress", minimum: 0)
            guard value <= 1 else { throw SceneError(.invalidValue, "'progress' is a fraction from 0 to 1, found \(value.pointString)", at: fraction.location) }
            return .progress(ProgressSpec(
                value: value,
                tint: try props["tint"].map { n throws(SceneError) in try c.paint(n, "tint") } ?? .color(c.tokens.color("systemBlue", variant.appearance)!),
                track: try props["track"].map { n throws(SceneError) in try c.paint(n, "track") } ?? .color(c.tokens.color("systemGray5", variant.appearance)!),
                thickness: try number("thickness", minimum: 0) ?? 4))
        case .spacer:
            let minLength: Double?
            if let primary { minLength = try c.number(primary, "spacer", minimum: 0) } else { minLength = try number("minLength", minimum: 0) }
            return .spacer(minLength: minLength)
        case .divider:
            return .divider(DividerSpec(
                color: try props["color"].map { n throws(SceneError) in try c.color(n, "color") } ?? c.tokens.color("separator", variant.appearance)!,
                thickness: try number("thickness", minimum: 0) ?? 1 / variant.device.nativeScale))
        case .statusBar, .homeIndicator:
            return try makeChromeKind(kind, props)
        case .grid:
            return try makeGrid(props, children: try children(), at: template.location)
        case .gridRow:
            return try makeGridRow(props, children: try children())
        case .lazyVGrid, .lazyHGrid:
            return try makeLazyGrid(kind, props, children: try children(), at: template.location)
        case .list, .form:
            return try makeList(kind, props, children: try children(inList: true), identity: identity, at: template.location, in: context)
        case .section:
            return .section(SectionSpec(header: try props["header"].map { n throws(SceneError) in try c.string(n, "header") },
                                        footer: try props["footer"].map { n throws(SceneError) in try c.string(n, "footer") }),
                            try children())
        case .navigationLink:
            // `navigationLink:` followed by views: SwiftUI's `NavigationLink { … } label: { … }`.
            if !template.children.isEmpty {
                return try makeNavigationLink(label: try children(), identity: identity, at: template.location, in: context)
            }
            return try makeNavigationLink(try required(), identity: identity, at: template.location, in: context)
        case .button, .textField, .secureField, .toggle, .link, .label, .progressView, .slider, .stepper, .picker, .menu:
            // A button given views has no title: they are its label.
            let title = kind.takesLabelViews && !template.children.isEmpty ? nil : kind.primary == .value(required: true) ? try required() : primary
            return try controlKind(kind, props, title: title, label: template.children,
                                   identity: identity, at: template.location, in: context)
        case .navigationBar:
            return try makeNavigationBar(primary, props, id: id ?? kind.rawValue, identity: identity, at: template.location, in: context)
        case .tabBar:
            return try makeTabBar(props, id: id ?? kind.rawValue, identity: identity, at: template.location, in: context)
        case .navigationStack:
            return try makeNavigationStack(template, props, content: try children(), identity: identity, in: context)
        case .tabView:
            return try makeTabView(template, props, identity: identity, in: context)
        case .empty:
            return .empty
        }
    }

    /// The font is resolved here, where the Dynamic Type size is known, so that layout and
    /// rendering see final sizes.
    private func makeText(_ content: ValueNode, _ props: [String: ValueNode], dynamicTypeSize: DynamicTypeSize) throws(SceneError) -> TextSpec {
        let c = converter
        var font = try props["font"].map { n throws(SceneError) in try c.font(n, "font") } ?? TextStyles.font(.body, at: .large)
        try c.applyFontOverrides(props, to: &font, "text")
        return TextSpec(
            content: try c.string(content, "text"),
            font: font.resolved(for: dynamicTypeSize),
            color: try props["color"].map { n throws(SceneError) in try c.paint(n, "color") } ?? .color(c.tokens.color("label", variant.appearance)!),
            alignment: try props["align"].map { n throws(SceneError) in try c.choice(n, "align", TextAlignment.self) } ?? .leading,
            lineLimit: try props["lineLimit"].map { n throws(SceneError) in try c.integer(n, "lineLimit", minimum: 1, maximum: SceneLimits.lineLimit,
                                                                                   limitHint: "a text shows at most \(SceneLimits.lineLimit) lines; leave lineLimit out for no limit") },
            revealedCharacters: try props["reveal"].map { n throws(SceneError) in try c.number(n, "reveal", minimum: 0) },
            // SwiftUI's lineSpacing(_:): "the amount of space between the bottom of one line
            // and the top of the next" (Apple's documentation), NSParagraphStyle.lineSpacing's
            // meaning: added to the leading between lines, not after the last one.
            lineSpacing: try props["lineSpacing"].map { n throws(SceneError) in try c.number(n, "lineSpacing", minimum: 0, limit: SceneLimits.fontSize) } ?? 0,
            truncation: try props["truncationMode"].map { n throws(SceneError) in try c.choice(n, "truncationMode", TruncationMode.self) } ?? .tail,
            minimumScaleFactor: try props["minimumScaleFactor"].map { n throws(SceneError) in try c.opacityLike(n, "minimumScaleFactor") } ?? 1,
            allowsTightening: try props["allowsTightening"].map { n throws(SceneError) in try c.bool(n, "allowsTightening") } ?? false)
    }

    /// SwiftUI fills a shape with the foreground style (the label colour) unless told
    /// otherwise; a shape with only a stroke is not filled.
    private func makeShape(_ kind: ViewKindWord, _ primary: ValueNode?, _ props: [String: ValueNode],
                           at location: SourceLocation) throws(SceneError) -> ShapeSpec {
        let c = converter
        let shape: ShapeKind
        switch kind {
        case .roundedRect:
            guard let radius = primary ?? props["cornerRadius"] else {
                throw SceneError(.missingKey, "'roundedRect' needs a corner radius", at: location, hint: "roundedRect: 12")
            }
            shape = .roundedRectangle(cornerRadius: try c.number(radius, "cornerRadius", minimum: 0),
                                      style: try props["style"].map { n throws(SceneError) in try c.choice(n, "style", CornerStyle.self) } ?? .circular)
        case .capsule: shape = .capsule
        case .circle: shape = .circle
        case .ellipse: shape = .ellipse
        default: shape = .rectangle
        }
        let stroke = try props["stroke"].map { n throws(SceneError) in try c.stroke(n) }
        var fill = try props["fill"].map { n throws(SceneError) in try c.paint(n, "fill") }
        if fill == nil && stroke == nil { fill = .color(c.tokens.color("label", variant.appearance)!) }
        let trim: (from: Double, to: Double) = try props["trim"].map { n throws(SceneError) in try c.trim(n) } ?? (0, 1)
        return ShapeSpec(shape: shape, fill: fill, stroke: stroke, trimFrom: trim.from, trimTo: trim.to)
    }

    /// Paths are relative to the scene file. A missing file is not an error: the view
    /// draws a labelled placeholder, as a wireframe would, and the loader warns once.
    private func makeImage(_ source: ValueNode, _ props: [String: ValueNode], in context: ExpansionContext) throws(SceneError) -> ImageSpec {
        if source.entries != nil { return try makeSymbolImage(source, props, in: context) }
        let c = converter
        // As in SwiftUI, a font sizes symbols only; a file keeps its own size.
        for key in ["font", "weight", "imageScale"] {
            if let node = props[key] {
                throw SceneError(.invalidValue, "'\(key)' sizes a symbol, and this image is a file", at: node.location,
                                 hint: "size a file image with resizable: true and a frame")
            }
        }
        var path = try c.string(source, "image")
        var location = source.location
        if variant.appearance == .dark, let dark = props["dark"] {
            path = try c.string(dark, "dark")
            location = dark.location
        }
        // Confined to the scene's folder and bounded before any decoder reads it.
        let checked = try ImageAssetPath.check(path, in: document.directory, at: location)
        if checked.resolved == nil {
            context.diagnostics?.report(SceneError(.assetMissing, "image '\(PathName.printable(path))' not found beside the scene file; drawing a placeholder",
                                                    at: location, hint: "check the path, relative to the scene file"))
        }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return ImageSpec(
            source: path, resolvedPath: checked.resolved,
            resizable: try props["resizable"].map { n throws(SceneError) in try c.bool(n, "resizable") } ?? false,
            contentMode: try props["contentMode"].map { n throws(SceneError) in try c.choice(n, "contentMode", ContentMode.self) },
            tint: try props["tint"].map { n throws(SceneError) in try c.color(n, "tint") },
            placeholderLabel: try props["label"].map { n throws(SceneError) in try c.string(n, "label") } ?? "[\(stem)]")
    }
}
