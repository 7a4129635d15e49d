import KeylineCore

/// What the page offers as controls for a screen beyond its plain state variables: the
/// presentations its body writes (`sheet:`, `alert:`, `confirmationDialog:`) whose
/// `isPresented` is one of its state variables, so that the page shows "what is presented"
/// as one choice, as iOS presents one thing at a time (docs/presentations.md). Choosing one
/// sets that variable to `true` and the others to `false`: the same `--state` values
/// `keyline render` takes, so the image is still byte for byte the command's.
enum ScreenControls {
    /// The presentations' kinds and state variables, in tree order: `[["sheet", "showFilters"], …]`.
    /// Those written inside components are not found (their `isPresented` is a parameter).
    static func presentations(of screen: ScreenDefinition) -> [[String]] {
        let variables = Set(screen.state.map(\.name))
        var found: [[String]] = []
        var visited = 0
        func walk(_ template: ViewTemplate) {
            // A scene's tree is bounded by the loader's limits; this walk stops early all the same.
            visited += 1
            guard visited <= 10_000 else { return }
            for presentation in template.presentations {
                if case .expression(.variable(let name, _), _)? = presentation.arguments["isPresented"], variables.contains(name),
                   !found.contains(where: { $0[1] == name }) {
                    found.append([presentation.kind.rawValue, name])
                }
                presentation.views.forEach(walk)
            }
            template.children.forEach(walk)
        }
        walk(screen.body)
        return found
    }
}
