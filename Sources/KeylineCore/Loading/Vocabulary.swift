/// The words of the scene format: view kinds, their properties, and the modifiers every
/// view accepts. The loader validates keys against these tables and suggests the nearest
/// one for a typo; the README's reference is written from them.
public enum Vocabulary {
    /// What the value after a view's kind key holds.
    public enum Primary: Sendable {
        case none
        case value(required: Bool)
        case children
    }

    public struct ViewKind: Sendable {
        public let name: String
        public let primary: Primary
        public let properties: [String]
    }

    private static let shapeProperties = ["fill", "stroke", "trim"]
    private static let textProperties = ["font", "family", "weight", "size", "lineHeight", "letterSpacing",
                                         "italic", "design", "relativeTo", "color", "align", "lineLimit", "reveal"]

    public static let viewKinds: [String: ViewKind] = {
        let kinds: [ViewKind] = [
            .init(name: "vstack", primary: .children, properties: ["spacing", "alignment"]),
            .init(name: "hstack", primary: .children, properties: ["spacing", "alignment"]),
            .init(name: "zstack", primary: .children, properties: ["alignment"]),
            .init(name: "scroll", primary: .children, properties: ["axis", "spacing", "alignment", "contentOffset"]),
            .init(name: "pager", primary: .children, properties: ["selection", "drag"]),
            .init(name: "viewThatFits", primary: .children, properties: ["in"]),
            .init(name: "text", primary: .value(required: true), properties: textProperties),
            .init(name: "rect", primary: .none, properties: shapeProperties),
            .init(name: "roundedRect", primary: .value(required: false), properties: shapeProperties + ["cornerRadius", "style"]),
            .init(name: "capsule", primary: .none, properties: shapeProperties),
            .init(name: "circle", primary: .none, properties: shapeProperties),
            .init(name: "ellipse", primary: .none, properties: shapeProperties),
            .init(name: "image", primary: .value(required: true), properties: ["resizable", "contentMode", "tint", "label", "dark"]),
            .init(name: "progress", primary: .value(required: true), properties: ["tint", "track", "thickness"]),
            .init(name: "spacer", primary: .value(required: false), properties: ["minLength"]),
            .init(name: "divider", primary: .none, properties: ["color", "thickness"]),
            .init(name: "empty", primary: .none, properties: []),
        ]
        return Dictionary(uniqueKeysWithValues: kinds.map { ($0.name, $0) })
    }()

    /// `foreach: <list or count>`, `as: name`, `index: name`, `content: <view>`.
    public static let foreachProperties = ["as", "index", "content"]

    /// Modifiers, applied in the order they are written (a YAML mapping keeps its order).
    public static let modifiers: [String] = [
        "padding", "frame", "fixedSize", "layoutPriority", "aspectRatio", "ignoresSafeArea",
        "offset", "opacity", "scale", "rotation", "background", "overlay", "clip", "cornerRadius",
        "shadow", "hidden", "appear", "transition", "animation", "parallax", "dynamicTypeSize", "zIndex",
        "accessibility", "lint",
    ]

    /// Keys every view accepts that are not modifiers.
    public static let viewKeys = ["id", "if", "modifiers"]

    /// Every word that can start a view, for "did you mean" on an unknown kind.
    public static var viewStarters: [String] { Array(viewKinds.keys) + ["foreach", "slot"] }

    public static let sceneKeys = ["keyline", "name", "device", "tokens", "components", "screens", "storyboards", "expect", "lint", "snapshots"]
    /// The scene's top-level `lint:` settings.
    public static let lintSettingsKeys = ["grid"]
    public static let storyboardKeys = ["screen", "state", "events", "duration", "description"]
    public static let eventKeys = ["at", "set", "animation", "tap", "swipe", "every", "times", "description"]
    public static let swipeKeys = ["drag", "page", "pages", "by", "duration", "threshold", "flickVelocity", "cancel"]
    public static let tokenSections = ["colors", "gradients", "typography", "spacing", "shadows"]
    public static let fontKeys = ["style", "family", "weight", "size", "lineHeight", "letterSpacing", "italic", "design", "relativeTo"]
    public static let screenKeys = ["state", "body", "description"]
    public static let componentKeys = ["params", "body", "description", "role"]
}
