import ArgumentParser
import KeylineCore

/// Appearance, device and one Dynamic Type size: the variant options of the commands that
/// look at one screen in one variant (`layout`, `redline`). `render`, `check` and `lint`
/// take lists (`VariantOptions`).
struct OneVariantOptions: ParsableArguments {
    @Option(help: "light or dark.")
    var appearance: Appearance = .light

    @Option(help: "iphone14, iphoneSE, iphone15pro or iphone15promax. Default: the scene's device.")
    var device: String?

    @Option(name: .customLong("dynamic-type"),
            help: ArgumentHelp("Dynamic Type size: xSmall … xxxLarge, accessibility1 … accessibility5 (or AX1 … AX5).", valueName: "size"))
    var dynamicType: String = "large"

    func validate() throws { _ = try DynamicTypeArgument.size(dynamicType) }

    /// The variant of `screen` these options name, with the command line's state.
    func variant(of screen: ScreenDefinition, in document: SceneDocument, state: StateOptions) throws -> Variant {
        Variant(appearance: appearance, device: try document.device(named: device),
                dynamicTypeSize: try DynamicTypeArgument.size(dynamicType), state: try state.values(for: screen))
    }
}
