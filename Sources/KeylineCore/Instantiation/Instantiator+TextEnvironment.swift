extension Instantiator {
    /// The context for a container's children: the text properties the container writes
    /// (`font: title`, `foregroundStyle: secondary`, `kerning: 1` …) added to those passed
    /// down to it, as SwiftUI's environment flows down ("the font … applies to all child
    /// views", Apple's documentation of View.font(_:)). A value written nearer the text
    /// wins; the text's own properties win over all. The font and colour are checked here,
    /// so a mistake is reported at the container even when no text reads it.
    func passingTextEnvironment(_ props: [String: ValueNode], into context: ExpansionContext) throws(SceneError) -> ExpansionContext {
        let written = SwiftUIVocabulary.textEnvironmentProperties.filter { props[$0] != nil }
        guard !written.isEmpty else { return context }
        var inner = context
        for key in written {
            let value = props[key]!
            switch key {
            case "font": _ = try converter.font(value, "font")
            case "color": _ = try converter.paint(value, "foregroundStyle")
            default: break
            }
            inner.textEnvironment[key] = value
        }
        return inner
    }
}
