/// `sheet`, `alert` and `confirmationDialog` (docs/presentations.md): SwiftUI's presentation
/// modifiers, shown while their `isPresented` state is true. iOS presents them over the whole
/// window, whichever view the modifier is written on, so they are collected as the screen
/// expands and laid over its root here, built out of ordinary views (stacks, text, shapes)
/// with ids under the presentation's kind (`sheet`, `alert.title`, `confirmationDialog.cancel`):
/// layout, rendering, the layout JSON, `check` and `lint` need nothing of their own.
/// The numbers are in `SheetMetrics`, `AlertMetrics` and `DialogMetrics`, with their sources.

/// The presentations shown on one screen, in the order their views were expanded.
final class PresentedViews {
    var shown: [ShownPresentation] = []
    /// Whether any view of the screen has a presentation modifier, shown or not: such a
    /// screen is held in the presentations' host in every state, so that a presentation's
    /// layers are inserted into (and removed from) a view that stays, and transition.
    var declared = false
}

/// A presentation whose `isPresented` is true: its arguments evaluated and its views
/// expanded where it is written.
struct ShownPresentation {
    let kind: PresentationTemplate.Kind
    let arguments: [String: ValueNode]
    /// A sheet's content.
    let content: [ViewNode]
    /// An alert's or dialog's buttons, in the order written.
    let actions: [PresentedAction]
    let idPrefix: String
    let identity: String
    let location: SourceLocation
}

/// One of an alert's or dialog's buttons: `- button: Delete` with `role: destructive`.
struct PresentedAction {
    let title: String
    let role: ButtonRoleChoice?
}

/// What presenting does to the screen: the views to draw, and the status bar's style where
/// the screen gives none.
struct PresentedScreen {
    let node: ViewNode
    let statusBarStyle: ChromeStyle?
}

extension Instantiator {
    /// Records the presentations written on `template` whose `isPresented` is true. iOS
    /// presents one at a time ("Attempt to present … which is already presenting"), so two
    /// shown at once is an error naming both.
    func collectPresentations(_ template: ViewTemplate, identity: String, in context: ExpansionContext) throws(SceneError) {
        guard !template.presentations.isEmpty, let presented = context.presented else { return }
        presented.declared = true
        for (i, presentation) in template.presentations.enumerated() {
            var arguments: [String: ValueNode] = [:]
            for (key, value) in presentation.arguments { arguments[key] = try value.evaluate(in: context.scope) }
            // The reader refuses a presentation without isPresented.
            guard let isPresented = arguments["isPresented"], try converter.bool(isPresented, "isPresented") else { continue }
            if let first = presented.shown.first {
                var error = SceneError(.invalidValue, "'\(presentation.kind.rawValue)' is presented while '\(first.kind.rawValue)' is: iOS presents one at a time",
                                       at: presentation.location, hint: "make at most one isPresented true in each state")
                error.notes.append(.init("the \(first.kind.rawValue) already presented", at: first.location))
                throw error
            }
            let shownIdentity = "\(identity):\(presentation.kind.rawValue)\(i)"
            var content: [ViewNode] = []
            var actions: [PresentedAction] = []
            if presentation.kind == .sheet {
                // SwiftUI writes presentationDetents and presentationDragIndicator on the
                // sheet's content: read there when the sheet's mapping does not give them.
                for key in ["presentationDetents", "presentationDragIndicator"] where arguments[key] == nil {
                    if case .value(let v)? = presentation.views.first?.properties[key] { arguments[key] = try v.evaluate(in: context.scope) }
                }
                var inner = context.with(identity: shownIdentity)
                inner.inSheet = true
                for (j, view) in presentation.views.enumerated() { content += try expand(view, index: j, in: inner) }
            } else {
                for view in presentation.views {
                    if let action = try action(view, of: presentation.kind, in: context) { actions.append(action) }
                }
                let limit = presentation.kind == .alert ? AlertMetrics.maximumActions : DialogMetrics.maximumActions
                guard actions.count <= limit else {
                    throw SceneError(.invalidValue, "'\(presentation.kind.rawValue)' has room for at most \(limit) buttons here, found \(actions.count)",
                                     at: presentation.location, hint: "offer fewer choices, or present a sheet with a list")
                }
            }
            presented.shown.append(ShownPresentation(kind: presentation.kind, arguments: arguments, content: content, actions: actions,
                                                     idPrefix: context.idPrefix, identity: shownIdentity, location: presentation.location))
        }
    }

    /// `- button: Delete` with an optional `role` and `if`: an alert's actions are buttons.
    private func action(_ template: ViewTemplate, of kind: PresentationTemplate.Kind, in context: ExpansionContext) throws(SceneError) -> PresentedAction? {
        guard case .builtin(.button) = template.kind, let title = template.primary, template.children.isEmpty else {
            throw SceneError(.invalidValue, "the actions of '\(kind.rawValue)' are buttons with a title", at: template.location,
                             hint: "- button: Delete, with role: destructive on the next line")
        }
        if let condition = template.condition, !(try converter.bool(condition.evaluate(in: context.scope), "if")) { return nil }
        for key in template.properties.keys where key != "role" {
            throw SceneError(.invalidValue, "a button of '\(kind.rawValue)' takes a title and 'role' (iOS draws it in its own style), found '\(key)'",
                             at: template.properties[key]!.location, hint: "leave '\(key)' out")
        }
        var role: ButtonRoleChoice?
        if case .value(let written)? = template.properties["role"] {
            role = try converter.choice(try written.evaluate(in: context.scope), "role", ButtonRoleChoice.self)
        }
        return PresentedAction(title: try converter.string(title.evaluate(in: context.scope), "button"), role: role)
    }

    func presenting(_ root: ViewNode, _ shown: ShownPresentation, on screen: ScreenDefinition, budget: ViewBudget) throws(SceneError) -> PresentedScreen {
        try budget.spend(at: shown.location)
        let parts = PresentationParts(prefix: shown.idPrefix + shown.kind.rawValue, identity: shown.identity, location: shown.location,
                                      hairline: 1 / variant.device.nativeScale, host: Self.presentationHost(of: screen))
        switch shown.kind {
        case .sheet: return try presentingSheet(root, shown, parts)
        case .alert:
            let layers = try presentingAlert(shown, parts)
            return PresentedScreen(node: layered(root, layers, parts), statusBarStyle: nil)
        case .confirmationDialog:
            let layers = try presentingDialog(shown, parts)
            return PresentedScreen(node: layered(root, layers, parts), statusBarStyle: nil)
        }
    }

    /// The identity of the zstack that holds a screen with presentations and their layers,
    /// the same in every state.
    static func presentationHost(of screen: ScreenDefinition) -> String { screen.id + "/presentations" }

    /// A screen that can present, in a state where nothing is: held in the host as when
    /// something is, so that the views a presentation adds are inserted into a view that
    /// was there, and play their transitions.
    func presentationHost(_ root: ViewNode, on screen: ScreenDefinition, budget: ViewBudget) throws(SceneError) -> ViewNode {
        try budget.spend(at: screen.location)
        return ViewNode(kind: .zstack(.center, [root]), identity: Self.presentationHost(of: screen), location: screen.location)
    }

    /// A presentation's layer over the screen: above it while it comes and goes (a leaving
    /// view is drawn below the siblings of its own zIndex, and the screen's is 0), carried
    /// by `transition` with its own animation (`PresentationMotion`).
    func presentationLayer(_ layer: ViewNode, _ transition: TransitionSpec, zIndex: Double = 1) -> ViewNode {
        var layer = layer
        // Inside the ignoresSafeArea that stretches the layer to the screen, which must
        // stay its outermost layout modifier.
        var at = layer.modifiers.count
        if case .ignoresSafeArea? = layer.modifiers.last { at -= 1 }
        layer.modifiers.insert(contentsOf: [.transition(transition), .zIndex(zIndex)], at: at)
        return layer
    }

    /// `view` placed in the whole screen by `alignment`, as a layer over the screen: a
    /// zstack around it, as large as the view, in a frame the safe area's size, which its
    /// parent lays out as any view (a flexible frame would grow to a sheet taller than the
    /// safe area, and move the screen), stretched to the screen by ignoresSafeArea. The
    /// `transition` is written inside that frame, so that it moves and scales the layer by
    /// the view's own size and centre: a sheet slides up by its own height, from just under
    /// the screen's edge. The view keeps its id and its frame.
    func fullScreenLayer(_ view: ViewNode, _ alignment: Alignment, _ transition: TransitionSpec, zIndex: Double = 1,
                         _ parts: PresentationParts) -> ViewNode {
        let safe = variant.device.safeRect.size
        return ViewNode(kind: .zstack(.center, [view]), modifiers: [
            .transition(transition), .zIndex(zIndex),
            .frame(.fixed(width: safe.width, height: safe.height, alignment: alignment)), .ignoresSafeArea(.all),
        ], identity: parts.identity + "/layer", location: parts.location)
    }

    /// The root and the layers over it, in one zstack the size of the root's: the host.
    private func layered(_ root: ViewNode, _ layers: [ViewNode], _ parts: PresentationParts) -> ViewNode {
        ViewNode(kind: .zstack(.center, [root] + layers), identity: parts.host, location: parts.location)
    }

    // MARK: sheet

    private func presentingSheet(_ root: ViewNode, _ shown: ShownPresentation, _ parts: PresentationParts) throws(SceneError) -> PresentedScreen {
        let c = converter
        let device = variant.device
        let screen = device.size
        let safe = device.safeArea
        // [UIKit] The large detent's height, every other detent resolved against it; the
        // sheet's own height adds the bottom safe area, which its content stays out of.
        let maximum = screen.height - safe.top - SheetMetrics.largeTopGap - safe.bottom
        let detents = try shown.arguments["presentationDetents"].map { n throws(SceneError) in try sheetDetents(n, maximum: maximum) }
            ?? [SheetDetent(height: maximum, written: "large")]
        let height: Double
        if let selection = shown.arguments["selection"] {
            let chosen = try sheetDetent(selection, maximum: maximum)
            guard detents.contains(where: { abs($0.height - chosen.height) < 0.001 }) else {
                throw SceneError(.invalidValue, "selection '\(chosen.written)' is not one of the sheet's presentationDetents (\(detents.map(\.written).joined(separator: ", ")))",
                                 at: selection.location, hint: "add it to presentationDetents, or select one of them")
            }
            height = chosen.height
        } else {
            // [UIKit] Without a selected detent the sheet rests at its smallest.
            height = detents.map(\.height).min()!
        }
        let atLarge = height >= maximum - 0.001
        let indicator = try shown.arguments["presentationDragIndicator"].map { n throws(SceneError) in
            try c.choice(n, "presentationDragIndicator", ["visible": true, "hidden": false, "automatic": detents.count > 1])
        } ?? (detents.count > 1)

        // SwiftUI centres a sheet's root view in the sheet; several views are stacked.
        let body = shown.content.count == 1 ? shown.content[0]
            : ViewNode(kind: .stack(StackSpec(axis: .vertical, spacing: nil, alignment: .center), shown.content),
                       identity: parts.identity + "/content", location: parts.location)
        let background = SheetMetrics.background(variant.appearance)
        var modifiers: [ViewModifier] = [
            .frame(.fixed(width: screen.width, height: height)),
            .padding(EdgeInsets(bottom: safe.bottom)),
            // Rounded at the top only: the background runs one radius past the screen's bottom.
            .background(parts.node("background", .shape(ShapeSpec(shape: .roundedRectangle(cornerRadius: SheetMetrics.cornerRadius, style: .continuous),
                                                                    fill: .color(background), stroke: nil)),
                                   [.frame(.fixed(width: screen.width, height: height + safe.bottom + SheetMetrics.cornerRadius))]),
                        Alignment(horizontal: .center, vertical: .top)),
        ]
        if indicator {
            let grabber = parts.node("grabber", .shape(ShapeSpec(shape: .capsule, fill: .color(SheetMetrics.grabberColor(variant.appearance)), stroke: nil)),
                                     [.frame(.fixed(width: SheetMetrics.grabberSize.width, height: SheetMetrics.grabberSize.height))])
            modifiers.append(.overlay(parts.node(nil, .zstack(.center, [grabber]), [.padding(EdgeInsets(top: SheetMetrics.grabberTopInset))]),
                                      Alignment(horizontal: .center, vertical: .top)))
        }
        let sheet = ViewNode(kind: .zstack(.center, [body]), modifiers: modifiers, id: parts.prefix,
                             identity: parts.identity + "/sheet", location: parts.location)
        // The sheet slides up from below the screen, over whatever else comes and goes.
        let sheetLayer = fullScreenLayer(sheet, Alignment(horizontal: .center, vertical: .bottom), PresentationMotion.slideUp, zIndex: 2, parts)

        guard atLarge else {
            // Below the large detent the screen stays where it is, dimmed.
            let dimming = presentationLayer(dimmingLayer(parts, opacity: SheetMetrics.dimming), PresentationMotion.dimming(PresentationMotion.slide))
            return PresentedScreen(node: layered(root, [dimming, sheetLayer], parts), statusBarStyle: nil)
        }
        // At the large detent the screen shrinks back into a card behind the sheet, on black;
        // the status bar over the black turns white.
        let backdrop = presentationLayer(parts.node("backdrop", .shape(ShapeSpec(shape: .rectangle, fill: .color(Color(rgb8: 0, 0, 0)), stroke: nil)),
                                                    [.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity)), .ignoresSafeArea(.all)]),
                                         PresentationMotion.dimming(PresentationMotion.slide))
        return PresentedScreen(node: layered(backdrop, card(root, parts) + [sheetLayer], parts), statusBarStyle: .dark)
    }

    /// The presenting screen as a card: the whole screen (its background and whatever its
    /// views draw under the status bar) scaled by `cardScale` about its
    /// top edge, put with its top at the top safe area, rounded and dimmed. The root is laid
    /// out exactly as without the sheet: a frame the safe area's size holds it, padded out
    /// to the screen's size, and that frame stretched to the screen by ignoresSafeArea, so
    /// that the card's background, clip and scale see the whole screen. Its dimming is a
    /// layer of its own in the same place, after it, so that it fades in as the card shrinks
    /// (as an overlay of the card it would be there at once).
    private func card(_ root: ViewNode, _ parts: PresentationParts) -> [ViewNode] {
        let device = variant.device
        let safe = device.safeRect.size
        let scale = SheetMetrics.cardScale
        let screenBackground = converter.tokens.color("systemBackground", variant.appearance)!
        // The screen's frame, then the card's shape and place (the same for both layers).
        let screenFrame: [ViewModifier] = [
            .frame(.fixed(width: safe.width, height: safe.height)),
            .padding(device.safeArea),
            .frame(.fixed(width: safe.width, height: safe.height)),
        ]
        func placed(_ transition: TransitionSpec) -> [ViewModifier] {
            [
                // The radius before scaling, so that it is cardCornerRadius on screen.
                .clip(.roundedRectangle(cornerRadius: SheetMetrics.cardCornerRadius / scale, style: .continuous)),
                .scale(x: scale, y: scale, anchor: .top),
                .offset(x: 0, y: device.safeArea.top),
                // Comes from (and goes back to) the screen at full size, on the sheet's
                // spring; above the screen it replaces while it grows back.
                .transition(transition),
                .zIndex(1),
                .ignoresSafeArea(.all),
            ]
        }
        let stack = PresentationMotion.cardStack(scale: scale, top: device.safeArea.top)
        let card = ViewNode(kind: .zstack(.center, [root]), modifiers: screenFrame + [
            .background(ViewNode(kind: .shape(ShapeSpec(shape: .rectangle, fill: .color(screenBackground), stroke: nil)),
                                 identity: parts.identity + "/card/background", location: parts.location), .center),
        ] + placed(stack), id: parts.prefix + ".presenting", identity: parts.identity + "/card", location: parts.location)
        var fading = stack
        fading.insertion.opacity = 0
        fading.removal.opacity = 0
        let dimming = ViewNode(kind: .zstack(.center, []), modifiers: screenFrame + [
            .overlay(ViewNode(kind: .shape(ShapeSpec(shape: .rectangle, fill: .color(Color(rgb8: 0, 0, 0, alpha: SheetMetrics.dimming)), stroke: nil)),
                              id: parts.prefix + ".dimming", identity: parts.identity + "/card/dimming", location: parts.location), .center),
        ] + placed(fading), identity: parts.identity + "/card/dimmingLayer", location: parts.location)
        return [card, dimming]
    }

    private struct SheetDetent {
        let height: Double
        let written: String
    }

    private func sheetDetents(_ node: ValueNode, maximum: Double) throws(SceneError) -> [SheetDetent] {
        let list = node.items ?? [node]
        guard !list.isEmpty, list.count <= 8 else {
            throw SceneError(.invalidValue, "presentationDetents is a list of 1 to 8 detents, found \(list.count)", at: node.location,
                             hint: "presentationDetents: [medium, large]")
        }
        var detents: [SheetDetent] = []
        for item in list { detents.append(try sheetDetent(item, maximum: maximum)) }
        return detents
    }

    /// `medium`, `large`, `{ fraction: 0.3 }` or `{ height: 200 }`: SwiftUI's
    /// PresentationDetent, as the height of the sheet above the bottom safe area. A height
    /// past the large detent's is the large detent's, as iOS caps it.
    private func sheetDetent(_ node: ValueNode, maximum: Double) throws(SceneError) -> SheetDetent {
        let c = converter
        let hint = "medium, large, { fraction: 0.3 } or { height: 200 }"
        if let entries = node.entries {
            guard entries.count == 1, let entry = entries.first, ["fraction", "height"].contains(entry.key) else {
                throw SceneError(.invalidValue, "a detent is \(hint)", at: entries.first?.keyLocation ?? node.location, hint: hint)
            }
            if entry.key == "fraction" {
                let f = try c.number(entry.value, "fraction", minimum: 0)
                guard f > 0, f <= 1 else {
                    throw SceneError(.invalidValue, "a fraction detent is a part of the large detent's height, over 0 and at most 1, found \(f.pointString)",
                                     at: entry.value.location, hint: "{ fraction: 0.3 }")
                }
                return SheetDetent(height: f * maximum, written: "fraction(\(f.pointString))")
            }
            let h = try c.number(entry.value, "height", minimum: 1, limit: SceneLimits.magnitude)
            return SheetDetent(height: min(h, maximum), written: "height(\(h.pointString))")
        }
        let name = try c.choice(node, "presentationDetents", ["medium": "medium", "large": "large"])
        return SheetDetent(height: name == "large" ? maximum : maximum * SheetMetrics.mediumFraction, written: name)
    }
}

/// The parts of a presentation, each a view with an id under the presentation's kind.
struct PresentationParts {
    /// `sheet`, `alert` or `confirmationDialog`, after the ids' prefix.
    let prefix: String
    let identity: String
    let location: SourceLocation
    let hairline: Double
    /// The identity of the host zstack the screen and the layers are in.
    let host: String

    func node(_ part: String?, _ kind: ViewKind, _ modifiers: [ViewModifier] = []) -> ViewNode {
        ViewNode(kind: kind, modifiers: modifiers, id: part.map { "\(prefix).\($0)" },
                 identity: "\(identity)/\(part ?? "part")", location: location)
    }

    /// `lineHeight` nil: the font's own line (UILabel's, as the alert's text measures).
    func text(_ part: String?, _ content: String, size: Double, weight: FontWeight, lineHeight: Double?, color: Color) -> ViewNode {
        // A fixed size, not a text style: Keyline's reading is that iOS's alert text does
        // not follow Dynamic Type past the sizes measured (docs/presentations.md).
        let font = FontSpec(weight: weight, size: size, lineHeight: lineHeight)
        return node(part, .text(TextSpec(content: content, font: font, color: .color(color), alignment: .center)))
    }

    func rectangle(_ part: String?, _ color: Color, _ modifiers: [ViewModifier]) -> ViewNode {
        node(part, .shape(ShapeSpec(shape: .rectangle, fill: .color(color), stroke: nil)), modifiers)
    }
}
