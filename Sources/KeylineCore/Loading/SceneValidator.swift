/// Checks what can only be checked once the whole file is read: component calls, cycles,
/// slots, and every screen expanded for both appearances.
struct SceneValidator {
    let document: SceneDocument
    let diagnostics: DiagnosticLog

    func validate() {
        for component in document.components.values.sorted(by: { $0.location.line < $1.location.line }) {
            checkCalls(in: component.body, inside: component)
        }
        for screen in document.screens { checkCalls(in: screen.body, inside: nil) }
        checkCycles()
        checkStoryboards()
        guard !diagnostics.hasErrors else { return }
        for appearance in Appearance.allCases {
            // Every screen counts against one budget, so that a thousand screens aliasing
            // one large body cannot make the check itself the bomb.
            let budget = ViewBudget(.scene, limit: SceneLimits.viewsPerScene)
            let instantiator = Instantiator(document: document, variant: Variant(appearance: appearance, device: document.device))
            for screen in document.screens {
                let expanded: Void? = diagnostics.attempt { () throws(SceneError) in
                    _ = try instantiator.instantiate(screen, state: [:], diagnostics: diagnostics, sceneBudget: budget)
                }
                if expanded == nil, budget.spent > budget.limit { break }
            }
        }
    }

    /// Every component use names a component, passes only its parameters, and passes the
    /// required ones; every slot names a `views` parameter of the component it is in.
    private func checkCalls(in template: ViewTemplate, inside component: ComponentDefinition?) {
        switch template.kind {
        case .component(let name):
            if let definition = document.components[name] {
                let names = definition.parameters.map(\.name)
                // A list-row modifier written on the use (`listRowInsets`) is SwiftUI's modifier
                // on the custom view, not an argument, unless the component declares it.
                for (argument, property) in template.properties.sorted(by: { $0.key < $1.key })
                where !names.contains(argument) && !Vocabulary.listRowKeys.contains(argument) {
                    diagnostics.report(SceneError(.unknownKey, "component '\(name)' has no parameter '\(argument)'", at: property.location,
                                                 suggesting: argument, in: names, otherwise: (names.isEmpty ? "it takes none" : "its parameters: " + names.joined(separator: ", "))))
                }
                for parameter in definition.parameters
                where parameter.defaultValue == nil && parameter.type != .views && template.properties[parameter.name] == nil {
                    diagnostics.report(SceneError(.missingKey, "component '\(name)' needs '\(parameter.name)'", at: template.location,
                                                 hint: "\(name): { \(parameter.name): … }"))
                }
            } else if SwiftUIVocabulary.viewsNotImplemented.contains(name) {
                diagnostics.report(SceneError(.unknownComponent, "\(name) is SwiftUI's, not implemented by Keyline", at: template.location,
                                             hint: "build it from Keyline's views as a component named '\(name)' (docs/scene-language.md)"))
            } else {
                diagnostics.report(SceneError(.unknownComponent, "unknown component '\(name)'", at: template.location,
                                             suggesting: name, in: Array(document.components.keys) + ViewKindWord.allCases.map(\.swiftUIName),
                                             otherwise: "declare it under components:"))
            }
        case .slot(let name):
            let slots = component?.parameters.filter { $0.type == .views }.map(\.name) ?? []
            if !slots.contains(name) {
                diagnostics.report(SceneError(.unknownName, component.map { "component '\($0.name)' has no 'views' parameter '\(name)'" }
                                                              ?? "'slot' only makes sense inside a component's body",
                                             at: template.location, suggesting: name, in: slots))
            }
        default: break
        }
        for child in template.children { checkCalls(in: child, inside: component) }
        for property in template.properties.values {
            if case .views(let views, _) = property { for v in views { checkCalls(in: v, inside: component) } }
        }
        for modifier in template.modifiers {
            if case .view(let v, _) = modifier.argument { checkCalls(in: v, inside: component) }
        }
        for presentation in template.presentations { for v in presentation.views { checkCalls(in: v, inside: component) } }
    }

    /// Storyboards start on a screen that exists and change only its state variables.
    private func checkStoryboards() {
        for storyboard in document.storyboards {
            guard let screen = document.screen(storyboard.screen) else {
                diagnostics.report(SceneError(.unknownName, "storyboard '\(storyboard.name)' starts on an unknown screen '\(storyboard.screen)'",
                                             at: storyboard.location, suggesting: storyboard.screen, in: document.screens.map(\.id)))
                continue
            }
            let variables = screen.state.map(\.name)
            for (name, value) in storyboard.state where !variables.contains(name) {
                diagnostics.report(SceneError(.unknownName, "screen '\(screen.id)' has no state variable '\(name)'", at: value.location,
                                             suggesting: name, in: variables, otherwise: "declare it under the screen's state:"))
            }
            for event in storyboard.events {
                var names: [String] = []
                switch event.action {
                case .set(let change): names = change.values.map(\.name)
                case .tap(let press, _, let then): names = (press.map { [$0] } ?? []) + (then?.values.map(\.name) ?? [])
                case .swipe(let swipe): names = [swipe.dragVariable, swipe.pageVariable]
                }
                for name in names where !variables.contains(name) {
                    diagnostics.report(SceneError(.unknownName, "screen '\(screen.id)' has no state variable '\(name)'", at: event.location,
                                                 suggesting: name, in: variables, otherwise: "declare it under the screen's state:"))
                }
            }
        }
    }

    /// A component that uses itself, directly or through others, would never finish expanding.
    /// One depth-first walk over the components, each visited once, without recursion: a
    /// chain of thousands of components, or one fanning out to two copies of the next
    /// thirty levels deep, is checked in linear time.
    private func checkCycles() {
        var reported = Set<String>()
        var uses: [String: [(name: String, location: SourceLocation)]] = [:]
        for (name, component) in document.components { uses[name] = component.body.componentUses }
        enum Mark { case onPath, done }
        var marks: [String: Mark] = [:]
        for root in document.components.keys.sorted() where marks[root] == nil {
            // The path from `root`, each with the index of its next use to follow.
            var path: [(name: String, next: Int)] = [(root, 0)]
            var position: [String: Int] = [root: 0]
            marks[root] = .onPath
            while let (name, next) = path.last {
                let list = uses[name] ?? []
                guard next < list.count else {
                    marks[name] = .done
                    position[name] = nil
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let use = list[next]
                guard uses[use.name] != nil else { continue }  // unknown: reported by checkCalls
                switch marks[use.name] {
                case .onPath:
                    let start = position[use.name] ?? 0
                    let cycle = path[start...].map(\.name) + [use.name]
                    if reported.insert(Set(cycle).sorted().joined(separator: ",")).inserted {
                        diagnostics.report(SceneError(.componentCycle, "component '\(use.name)' uses itself: \(cycle.joined(separator: " → "))",
                                                     at: use.location, hint: "a component cannot contain itself"))
                    }
                case .done:
                    continue
                case nil:
                    marks[use.name] = .onPath
                    position[use.name] = path.count
                    path.append((use.name, 0))
                }
            }
        }
    }
}
