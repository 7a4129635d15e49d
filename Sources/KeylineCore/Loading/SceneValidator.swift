/// Checks what can only be checked once the whole file is read: component calls, cycles,
/// slots, and every screen expanded for both appearances.
struct SceneValidator {
    let document: SceneDocument
    let diagnostics: Diagnostics

    func validate() {
        for component in document.components.values.sorted(by: { $0.location.line < $1.location.line }) {
            checkCalls(in: component.body, inside: component)
        }
        for screen in document.screens { checkCalls(in: screen.body, inside: nil) }
        checkCycles()
        guard diagnostics.errors.isEmpty else { return }
        for screen in document.screens {
            for appearance in Appearance.allCases {
                let instantiator = Instantiator(document: document, variant: Variant(appearance: appearance, device: document.device))
                diagnostics.attempt { () throws(SceneError) in
                    _ = try instantiator.instantiate(screen, state: [:], diagnostics: diagnostics)
                }
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
                for (argument, property) in template.properties.sorted(by: { $0.key < $1.key }) where !names.contains(argument) {
                    diagnostics.error(SceneError("component '\(name)' has no parameter '\(argument)'", at: property.location,
                                                 hint: Suggestions.hint(for: argument, in: names)
                                                    ?? (names.isEmpty ? "it takes none" : "its parameters: " + names.joined(separator: ", "))))
                }
                for parameter in definition.parameters
                where parameter.defaultValue == nil && parameter.type != .views && template.properties[parameter.name] == nil {
                    diagnostics.error(SceneError("component '\(name)' needs '\(parameter.name)'", at: template.location,
                                                 hint: "\(name): { \(parameter.name): … }"))
                }
            } else {
                diagnostics.error(SceneError("unknown component '\(name)'", at: template.location,
                                             hint: Suggestions.hint(for: name, in: document.components.keys)
                                                ?? "declare it under components:"))
            }
        case .slot(let name):
            let slots = component?.parameters.filter { $0.type == .views }.map(\.name) ?? []
            if !slots.contains(name) {
                diagnostics.error(SceneError(component == nil ? "'slot' only makes sense inside a component's body"
                                                              : "component '\(component!.name)' has no 'views' parameter '\(name)'",
                                             at: template.location, hint: Suggestions.hint(for: name, in: slots)))
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
    }

    /// A component that uses itself, directly or through others, would never finish expanding.
    private func checkCycles() {
        var reported = Set<String>()
        func visit(_ name: String, _ path: [String]) {
            guard let component = document.components[name] else { return }
            for use in component.body.componentUses {
                if let start = path.firstIndex(of: use.name) {
                    let cycle = path[start...] + [use.name]
                    if reported.insert(Set(cycle).sorted().joined(separator: ",")).inserted {
                        diagnostics.error(SceneError("component '\(use.name)' uses itself: \(cycle.joined(separator: " → "))",
                                                     at: use.location, hint: "a component cannot contain itself"))
                    }
                } else {
                    visit(use.name, path + [use.name])
                }
            }
        }
        for name in document.components.keys.sorted() { visit(name, [name]) }
    }
}
