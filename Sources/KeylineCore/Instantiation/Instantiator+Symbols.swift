extension Instantiator {
    /// `image: { systemName: star.fill }`: one of Keyline's symbols, found wherever the
    /// scene lives. Like SwiftUI's symbol images it is a template, drawn in the foreground
    /// colour (`label`) unless `tint` says otherwise, and sized by its font: `font` (a text
    /// style or `{ size: 20, weight: bold }`, SwiftUI's `.font(.system(size: 20))`), `weight`
    /// (`.fontWeight`) and `imageScale` (`.imageScale`). A name computed by an expression is
    /// checked here; a name written out is also checked when the file is read. A name Keyline
    /// has no glyph for is drawn as a placeholder, with a warning at the name.
    func makeSymbolImage(_ source: ValueNode, _ props: [String: ValueNode], in context: ExpansionContext) throws(SceneError) -> ImageSpec {
        let c = converter
        let (name, location) = try Self.systemName(in: source, converter: c)
        if SystemSymbols.svg(named: name) == nil {
            context.diagnostics?.report(SystemSymbols.missingSymbolWarning(name, at: location))
        }
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
            systemName: name,
            symbol: try symbolStyle(props, dynamicTypeSize: context.dynamicTypeSize))
    }

    /// The font a symbol follows, resolved at the Dynamic Type size as text's is: SwiftUI's
    /// `.body` unless `font` says otherwise, its weight unless `weight` does.
    private func symbolStyle(_ props: [String: ValueNode], dynamicTypeSize: DynamicTypeSize) throws(SceneError) -> SymbolStyle {
        let c = converter
        var font = try props["font"].map { n throws(SceneError) in try c.font(n, "font") } ?? TextStyles.font(.body, at: .large)
        if let n = props["weight"] { font.weight = try c.choice(n, "weight", FontWeight.self) }
        font = font.resolved(for: dynamicTypeSize)
        return SymbolStyle(pointSize: font.size, weight: font.weight,
                           scale: try props["imageScale"].map { n throws(SceneError) in try c.choice(n, "imageScale", SymbolScale.self) } ?? .medium)
    }

    /// The symbol's name from `{ systemName: name }`, and where it is written. A misspelling
    /// is an error (`SystemSymbols.checkName`).
    static func systemName(in source: ValueNode, converter c: Converter) throws(SceneError) -> (String, SourceLocation) {
        let node = try SystemSymbols.systemNameValue((source.entries ?? []).map { ($0.key, $0.keyLocation, $0.value) },
                                                     mapping: source.location)
        let name = try c.string(node, "systemName")
        try SystemSymbols.checkName(name, at: node.location)
        return (name, node.location)
    }
}
