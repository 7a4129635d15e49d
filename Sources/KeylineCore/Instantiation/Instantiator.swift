import Foundation

/// Expands a screen's templates into the concrete view tree for one state and variant:
/// evaluates expressions, resolves tokens, expands components, `foreach` and `if`.
public struct Instantiator: Sendable {
    public let document: SceneDocument
    public let variant: Variant
    let converter: Converter

    public init(document: SceneDocument, variant: Variant) {
        self.document = document
        self.variant = variant
        self.converter = Converter(tokens: document.tokens, appearance: variant.appearance)
    }

    /// The screen's view tree, with its declared state overridden by `state`. `budget`,
    /// when given, also counts its views (a sequence's, over all its states).
    public func instantiate(_ screen: ScreenDefinition, state: [String: Value] = [:], budget: ViewBudget? = nil) throws(SceneError) -> ViewNode {
        try instantiate(screen, state: state, diagnostics: nil, sceneBudget: budget)
    }

    /// `sceneBudget`, when given, also counts the views (the loader's check of every screen
    /// shares one, `SceneLimits.viewsPerScene`).
    func instantiate(_ screen: ScreenDefinition, state: [String: Value], diagnostics: DiagnosticLog?,
                     sceneBudget: ViewBudget? = nil) throws(SceneError) -> ViewNode {
        let scope = Scope(variant.builtins).adding(screen.stateScope).adding(state)
        let budget = ViewBudget(.screen(screen.id), limit: SceneLimits.viewsPerScreen, enclosing: sceneBudget)
        var context = ExpansionContext(scope: scope, slots: [:], idPrefix: "", identity: screen.id,
                                       dynamicTypeSize: variant.dynamicTypeSize, diagnostics: diagnostics, budget: budget)
        let presented = PresentedViews()
        context.presented = presented
        let notes = ExpansionNotes()
        context.notes = notes
        let nodes = try expand(screen.body, index: 0, in: context)
        let root: ViewNode
        if nodes.count == 1 {
            root = nodes[0]
        } else {
            try budget.spend(at: screen.body.location)
            root = ViewNode(kind: .zstack(.center, nodes), identity: screen.id + "/root", location: screen.body.location)
        }
        // A sheet, an alert or a dialog whose isPresented is true covers the whole screen.
        let presentation = try presented.shown.first.map { shown throws(SceneError) in try presenting(root, shown, on: screen, budget: budget) }
        let presentable = presented.declared && presentation == nil ? try presentationHost(root, on: screen, budget: budget) : root
        let withChrome = try addingChrome(to: presentation?.node ?? presentable, on: screen, notes: notes, budget: budget,
                                          statusBarStyle: presentation?.statusBarStyle)
        try checkUniqueIDs(withChrome, screen: screen.id)
        try checkShadowNesting(withChrome, enclosing: 0)
        return withChrome
    }

    /// Expands one template into zero (`if` false), one, or many (`foreach`) views. Each
    /// call is one level deeper than its caller's (a child, a component's body, a
    /// foreach's content, a slot's views, a background): the depth is checked before any
    /// work, so recursion over the scene is bounded by `SceneLimits.viewDepth`.
    func expand(_ template: ViewTemplate, index: Int, in outerContext: ExpansionContext) throws(SceneError) -> [ViewNode] {
        var context = outerContext
        context.depth += 1
        guard context.depth <= SceneLimits.viewDepth else {
            throw SceneLimits.exceeded("views nest more than \(SceneLimits.viewDepth) levels deep here (counting components, foreach, slots, backgrounds and overlays); views are limited to \(SceneLimits.viewDepth) levels",
                                       at: template.location, hint: "a component that uses another in a long chain, or a deeply nested layout: flatten it")
        }
        if let condition = template.condition {
            guard try converter.bool(condition.evaluate(in: context.scope), "if") else { return [] }
        }
        let identity = "\(context.identity)/\(index)"
        switch template.kind {
        case .foreach:
            return try expandForeach(template, identity: identity, in: context)
        case .slot(let name):
            guard let content = context.slots[name] else {
                throw SceneError(.unknownName, "no 'views' parameter named '\(name)' to fill this slot", at: template.location,
                                 suggesting: name, in: context.slots.keys)
            }
            var nodes: [ViewNode] = []
            // The caller's variables, at the slot's depth.
            var slotContext = content.context.with(identity: "\(identity):\(name)")
            slotContext.depth = context.depth
            for (i, child) in content.templates.enumerated() {
                nodes += try expand(child, index: i, in: slotContext)
            }
            return nodes
        case .component(let name):
            return try expandComponent(name, template, identity: identity, in: context)
        case .builtin(let kind):
            let name = kind.rawValue
            let environments = try modifierEnvironments(template.modifiers, in: context)
            let props = try evaluatedProperties(template, in: environments.content)
            try context.budget.spend(at: template.location)
            let nodeID = try id(of: template, in: context) ?? kind.defaultID.map { context.idPrefix + $0 }
            let made = try makeKind(kind, template, props, identity: "\(identity):\(name)", id: nodeID, in: environments.content)
            var node = ViewNode(kind: made, identity: "\(identity):\(name)", location: template.location)
            if kind.isControl { node.control = kind }
            node.modifiers = try modifiers(template.modifiers, identity: node.identity, in: environments.modifiers)
            try checkModifierCount(node)
            if let row = try listRowOptions(props), context.inList { context.notes?.listRows[node.identity] = row }
            node.id = nodeID
            try collectPresentations(template, identity: node.identity, in: environments.content)
            return [node]
        }
    }

    private func expandForeach(_ template: ViewTemplate, identity: String, in context: ExpansionContext) throws(SceneError) -> [ViewNode] {
        // The reader refuses a foreach without a value ("'foreach' needs a count or a list").
        guard let primary = template.primary else { return [] }
        let collection = try primary.evaluate(in: context.scope)
        let items: [Value]
        switch collection.plainValue {
        case .number:
            // The count is checked before anything is built.
            let count = try converter.integer(collection, "foreach", minimum: 0, maximum: SceneLimits.foreachItems,
                                              limitHint: "a foreach repeats its content at most \(SceneLimits.foreachItems) times; a screen shows a few dozen items")
            items = (0..<count).map { .number(Double($0)) }
        case .list(let values):
            guard values.count <= SceneLimits.foreachItems else {
                throw SceneLimits.exceeded("'foreach' is given \(values.count) items; a foreach is limited to \(SceneLimits.foreachItems) items",
                                           at: collection.location, hint: "a screen shows a few dozen items: pass fewer")
            }
            items = values
        default:
            throw converter.mismatch(collection, "a count or a list", for: "foreach")
        }
        let props = try evaluatedProperties(template, in: context)
        let itemName = try props["as"].map { n throws(SceneError) in try converter.string(n, "as") } ?? "item"
        let indexName = try props["index"].map { n throws(SceneError) in try converter.string(n, "index") } ?? "index"
        // The reader refuses a foreach without 'content:', its one child.
        guard let content = template.children.first else { return [] }
        var nodes: [ViewNode] = []
        for (i, item) in items.enumerated() {
            let scope = context.scope.adding([itemName: item, indexName: .number(Double(i))])
            nodes += try expand(content, index: 0,
                                in: context.with(scope: scope, identity: "\(identity)[\(i)]"))
        }
        return nodes
    }

    private func expandComponent(_ name: String, _ template: ViewTemplate, identity: String,
                                 in context: ExpansionContext) throws(SceneError) -> [ViewNode] {
        guard let definition = document.components[name] else {
            throw SceneError(.unknownComponent, "unknown component '\(name)'", at: template.location,
                             suggesting: name, in: document.components.keys)
        }
        // The use site's modifiers wrap the body: a `dynamicTypeSize` among them clamps
        // the size the body (and the views passed to it) see.
        let environments = try modifierEnvironments(template.modifiers, in: context)
        let outer = context
        let context = environments.content
        let builtins = variant.builtins.merging(Variant.dynamicTypeBuiltins(context.dynamicTypeSize)) { _, new in new }
        var parameters = builtins
        var slots: [String: SlotContent] = [:]
        for parameter in definition.parameters {
            switch (parameter.type, template.properties[parameter.name]) {
            case (.views, .views(let templates, _)?):
                slots[parameter.name] = SlotContent(templates: templates, context: context)
            case (.views, nil):
                slots[parameter.name] = SlotContent(templates: [], context: context)
            case (.views, .value(let v)?):
                throw SceneError(.typeMismatch, "'\(parameter.name)' takes views (a list of views), found a value", at: v.location)
            case (_, .views(_, let location)?):
                throw SceneError(.typeMismatch, "'\(parameter.name)' is a \(parameter.type.rawValue), not views", at: location)
            case (_, .value(let v)?):
                parameters[parameter.name] = try checked(v.evaluate(in: context.scope), parameter)
            case (_, nil):
                guard let defaultValue = parameter.defaultValue else {
                    throw SceneError(.missingKey, "component '\(name)' needs '\(parameter.name)'", at: template.location,
                                     hint: "\(name): { \(parameter.name): … }")
                }
                parameters[parameter.name] = try checked(defaultValue.evaluate(in: Scope(builtins)), parameter)
            }
        }
        let useID = try id(of: template, in: outer)
        var inner = ExpansionContext(scope: Scope(parameters), slots: slots,
                                     idPrefix: useID.map { $0 + "." } ?? context.idPrefix,
                                     identity: "\(identity):\(name)", dynamicTypeSize: context.dynamicTypeSize,
                                     diagnostics: context.diagnostics, budget: context.budget)
        inner.depth = context.depth
        inner.textEnvironment = context.textEnvironment  // the environment reaches inside components
        inner.notes = context.notes
        // A component used as a list's row is in the list, as a custom view is in SwiftUI:
        // its navigationLinks draw their chevrons, its pickers and toggles their row forms.
        inner.inList = context.inList
        var nodes = try expand(definition.body, index: 0, in: inner)
        // A component whose definition says `role: button` is that control wherever it
        // is used: its role is the innermost accessibility, under the use site's label.
        var useModifiers = try modifiers(template.modifiers, identity: "\(identity):\(name)", in: environments.modifiers)
        if let role = definition.role { useModifiers.insert(.accessibility(AccessibilitySpec(traits: role.traits)), at: 0) }
        // The use site's modifiers wrap the body, as `.padding()` on a custom view does.
        if nodes.count == 1, useID != nil, nodes[0].id != nil {
            // Both name a view: keep both by wrapping (a one-child zstack is layout-neutral).
            try context.budget.spend(at: template.location)
            nodes = [ViewNode(kind: .zstack(.center, nodes), modifiers: useModifiers, id: useID,
                              identity: "\(identity):\(name)#use", location: template.location)]
        } else {
            for i in nodes.indices {
                nodes[i].modifiers += useModifiers
                try checkModifierCount(nodes[i])
            }
            if let useID, nodes.count == 1 { nodes[0].id = useID }
        }
        // SwiftUI's list-row modifiers on the use (`MyRow(…).listRowInsets(…)`) are the row's
        // options of each view the body makes, as for a built-in row; a parameter of the same
        // name is the component's own.
        let declared = Set(definition.parameters.map(\.name))
        var rowProperties: [String: ValueNode] = [:]
        for key in Vocabulary.listRowKeys where !declared.contains(key) {
            if case .value(let v)? = template.properties[key] { rowProperties[key] = try v.evaluate(in: outer.scope) }
        }
        if let row = try listRowOptions(rowProperties), outer.inList {
            for node in nodes { outer.notes?.listRows[node.identity] = row }
        }
        return nodes
    }

    /// A parameter's value, checked against its declared type.
    private func checked(_ node: ValueNode, _ parameter: ComponentDefinition.Parameter) throws(SceneError) -> Value {
        switch parameter.type {
        case .string: return .string(try converter.string(node, parameter.name))
        case .number: return .number(try converter.number(node, parameter.name, allowInfinity: true, limit: SceneLimits.magnitude))
        case .bool: return .bool(try converter.bool(node, parameter.name))
        case .color:
            _ = try converter.paint(node, parameter.name) // checks that it names a colour or gradient
            return node.plainValue ?? .null
        case .any, .views:
            guard let value = node.plainValue else { throw converter.mismatch(node, "a value", for: parameter.name) }
            return value
        }
    }

    func evaluatedProperties(_ template: ViewTemplate, in context: ExpansionContext) throws(SceneError) -> [String: ValueNode] {
        var result: [String: ValueNode] = [:]
        for (key, property) in template.properties {
            if case .value(let v) = property { result[key] = try v.evaluate(in: context.scope) }
        }
        return result
    }

    func id(of template: ViewTemplate, in context: ExpansionContext) throws(SceneError) -> String? {
        guard let id = template.id else { return nil }
        let name = try converter.string(id.evaluate(in: context.scope), "id")
        guard !name.isEmpty else { throw SceneError(.invalidValue, "an id cannot be empty", at: id.location) }
        return context.idPrefix + name
    }

    private func checkUniqueIDs(_ root: ViewNode, screen: String) throws(SceneError) {
        _ = try namedViews(root, screen: screen)
    }

    /// The ids in a subtree, in tree order, with where each is written. The children of a
    /// `viewThatFits` are alternatives, only one of which is shown, so they may repeat
    /// each other's ids (the same label in an hstack and in a vstack).
    private func namedViews(_ node: ViewNode, screen: String) throws(SceneError) -> [(id: String, location: SourceLocation)] {
        var seen: [(id: String, location: SourceLocation)] = []
        var index: [String: SourceLocation] = [:]
        func add(_ views: [(id: String, location: SourceLocation)]) throws(SceneError) {
            for view in views {
                if let first = index[view.id] {
                    var error = SceneError(.duplicateID, "id '\(view.id)' names two views in screen '\(screen)' (the first at line \(first.line))",
                                           at: view.location, hint: "ids are unique per screen; inside a foreach, include the index: id: name${index}")
                    error.notes.append(.init("the first view with id '\(view.id)'", at: first))
                    throw error
                }
                index[view.id] = view.location
                seen.append(view)
            }
        }
        if let id = node.id { try add([(id, node.location)]) }
        for modifier in node.modifiers {
            switch modifier {
            case .background(let v, _), .overlay(let v, _): try add(try namedViews(v, screen: screen))
            default: break
            }
        }
        if case .viewThatFits(_, let alternatives) = node.kind {
            var union: [(id: String, location: SourceLocation)] = []
            var inUnion = Set<String>()
            for alternative in alternatives {
                for view in try namedViews(alternative, screen: screen) where inUnion.insert(view.id).inserted { union.append(view) }
            }
            try add(union)
        } else {
            for child in node.kind.children { try add(try namedViews(child, screen: screen)) }
        }
        return seen
    }
}

extension Instantiator {
    /// At most `SceneLimits.modifiersPerView` modifiers on one view, the use site's of a
    /// component included.
    func checkModifierCount(_ node: ViewNode) throws(SceneError) {
        guard node.modifiers.count > SceneLimits.modifiersPerView else { return }
        throw SceneLimits.exceeded("this view has \(node.modifiers.count) modifiers; a view is limited to \(SceneLimits.modifiersPerView)",
                                   at: node.location, hint: "wrap the view in a zstack and put some of them there")
    }

    /// At most `SceneLimits.nestedShadows` shadows drawn inside one another: each draws
    /// everything inside it into its own mask again. Recursion bounded by the view depth.
    func checkShadowNesting(_ node: ViewNode, enclosing: Int) throws(SceneError) {
        let shadows = enclosing + node.modifiers.reduce(0) { count, modifier in
            if case .shadow = modifier { count + 1 } else { count }
        }
        guard shadows <= SceneLimits.nestedShadows else {
            throw SceneLimits.exceeded("\(shadows) shadows are drawn inside one another here; shadows are limited to \(SceneLimits.nestedShadows) levels",
                                       at: node.location, hint: "a shadow token with a larger radius looks the same as stacked shadows: use one per view")
        }
        for modifier in node.modifiers {
            switch modifier {
            case .background(let v, _), .overlay(let v, _): try checkShadowNesting(v, enclosing: shadows)
            default: break
            }
        }
        for child in node.kind.children { try checkShadowNesting(child, enclosing: shadows) }
    }
}

/// The views an expansion may still build: counted as each is made, so that a screen that
/// would expand to millions stops at the budget instead of building them first.
public final class ViewBudget {
    public enum Extent: Sendable {
        /// One screen's expansion (`SceneLimits.viewsPerScreen`).
        case screen(String)
        /// Every screen of a scene as the loader checks them (`SceneLimits.viewsPerScene`).
        case scene
        /// Every state a sequence's events go through, each expanded anew
        /// (`SceneLimits.viewsPerSequence`).
        case sequence
    }

    let extent: Extent
    let limit: Int
    private(set) var spent = 0
    /// A larger budget this one's views also count against.
    let enclosing: ViewBudget?

    public init(_ extent: Extent, limit: Int, enclosing: ViewBudget? = nil) {
        self.extent = extent; self.limit = limit; self.enclosing = enclosing
    }

    /// One more view, made from the template at `location`.
    func spend(at location: SourceLocation) throws(SceneError) {
        spent += 1
        if spent > limit {
            switch extent {
            case .screen(let id):
                throw SceneLimits.exceeded("screen '\(id)' expands to more than \(limit) views; a screen is limited to \(limit) views",
                                           at: location, hint: "a foreach, or a component used inside another, multiplies the views: build fewer")
            case .scene:
                throw SceneLimits.exceeded("the screens of this scene expand to more than \(limit) views in all; a scene is limited to \(limit) views",
                                           at: location, hint: "split the scene into several files")
            case .sequence:
                throw SceneLimits.exceeded("this sequence builds more than \(limit) views over its events (the screen is built again for every state it goes through); a sequence is limited to \(limit)",
                                           at: location, hint: "fewer events, or a smaller screen (docs/limits.md)")
            }
        }
        try enclosing?.spend(at: location)
    }
}

/// What an expansion can see: variables, the slots of the component being expanded, the
/// prefix for ids inside a named component instance, and the identity path so far.
struct ExpansionContext {
    var scope: Scope
    var slots: [String: SlotContent]
    var idPrefix: String
    var identity: String
    /// The Dynamic Type size views here are laid out at: the variant's, clamped by any
    /// `dynamicTypeSize` modifier around them.
    var dynamicTypeSize: DynamicTypeSize
    var diagnostics: DiagnosticLog?
    /// The text properties containers around here pass down (`font`, `color`, …, in
    /// Keyline's words), as SwiftUI's environment: a text's own properties win.
    var textEnvironment: [String: ValueNode] = [:]
    /// The views the screen may still expand to, shared by the whole expansion.
    let budget: ViewBudget
    /// How many views deep this is (see `Instantiator.expand`).
    var depth = 0
    /// Inside a list or form: a navigationLink draws as a row with a chevron.
    var inList = false
    /// Inside a sheet's content: a navigationStack's bar starts at the sheet's top, not under
    /// the status bar, and is taller (NavigationBarMetrics.sheetBarHeight).
    var inSheet = false
    /// The presentations shown on the screen being expanded (docs/presentations.md).
    var presented: PresentedViews?
    /// Where the screen's focused text fields and list-row modifiers are noted.
    var notes: ExpansionNotes?

    func with(scope: Scope? = nil, identity: String) -> ExpansionContext {
        var copy = self
        if let scope { copy.scope = scope }
        copy.identity = identity
        return copy
    }

    /// The context inside `.dynamicTypeSize(range)`: the size clamped, and the built-in
    /// variables that name it changed to match.
    func clampingDynamicType(to range: ClosedRange<DynamicTypeSize>) -> ExpansionContext {
        guard dynamicTypeSize.clamped(to: range) != dynamicTypeSize else { return self }
        var copy = self
        copy.dynamicTypeSize = dynamicTypeSize.clamped(to: range)
        copy.scope = scope.adding(Variant.dynamicTypeBuiltins(copy.dynamicTypeSize))
        return copy
    }
}

/// Views passed to a component, expanded later in the caller's context (like a closure).
final class SlotContent {
    let templates: [ViewTemplate]
    let context: ExpansionContext
    init(templates: [ViewTemplate], context: ExpansionContext) { self.templates = templates; self.context = context }
}
