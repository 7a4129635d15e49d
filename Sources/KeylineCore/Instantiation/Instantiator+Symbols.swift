extension Instantiator {
    /// `image: { systemName: star.fill }`: one of Keyline's own symbols, found wherever the
    /// scene lives. Like SwiftUI's symbol images it is a template, drawn in the foreground
    /// colour (`label`) unless `tint` says otherwise. A name computed by an expression is
    /// checked here; a name written out is also checked when the file is read.
    func makeSymbolImage(_ source: ValueNode, _ props: [String: ValueNode]) throws(SceneError) -> ImageSpec {
        let c = converter
        let name = try Self.systemName(in: source, converter: c)
        if let dark = props["dark"] {
            throw SceneError(.invalidValue, "'dark' is a file to use in dark mode; a symbol is drawn in its tint in both", at: dark.location,
                             hint: "give 'tint' a colour with light and dark values")
        }
        let tint = try props["tint"].map { n throws(SceneError) in try c.color(n, "tint") }
            ?? c.tokens.color("label", variant.appearance) ?? .black
        return ImageSpec(
            source: name, resolvedPath: nil,
            resizable: try props["resizable"].map { n throws(SceneError) in try c.bool(n, "resizable") } ?? false,
            contentMode: try props["contentMode"].map { n throws(SceneError) in try c.choice(n, "contentMode", ContentMode.self) },
            tint: tint,
            placeholderLabel: try props["label"].map { n throws(SceneError) in try c.string(n, "label") } ?? "[\(name)]",
            systemName: name)
    }

    /// The symbol's name from `{ systemName: name }`, which must be one Keyline draws.
    static func systemName(in source: ValueNode, converter c: Converter) throws(SceneError) -> String {
        let node = try SystemSymbols.systemNameValue((source.entries ?? []).map { ($0.key, $0.keyLocation, $0.value) },
                                                     mapping: source.location)
        let name = try c.string(node, "systemName")
        try SystemSymbols.checkName(name, at: node.location)
        return name
    }
}
