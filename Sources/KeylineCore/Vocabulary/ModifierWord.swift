/// Every modifier a scene can write, one case each. The case carries its schema: how its
/// argument is written, what it does (lays out, draws, sets an environment, steers the
/// timeline or describes the view), whether animating it moves something (reduced motion
/// drops those animations) and its SwiftUI counterpart. The loader, the instantiator (an
/// exhaustive switch over these cases), the timeline's motion policy, the suggestions,
/// the fuzz dictionary and the reference table in docs/scene-language.md all read it.
///
/// Adding a modifier: a case here (the compiler then asks for its schema and for its
/// reading in `Instantiator+Modifiers.swift`), a `ViewModifier` case and its layout or
/// drawing, then `Tests/KeylineCoreTests/VocabularyTableTests` regenerates the docs table.
public enum ModifierWord: String, CaseIterable, Sendable {
    case padding, frame, fixedSize, layoutPriority, aspectRatio, ignoresSafeArea, position
    case offset, opacity, scale, rotation, background, overlay, clip, cornerRadius, shadow, hidden
    case appear, transition, animation, parallax, dynamicTypeSize, zIndex, accessibility, lint
    /// SwiftUI's containers (docs/containers.md).
    case gridCellColumns

    /// What a modifier does to the view it wraps.
    public enum Role: String, Sendable {
        /// Changes the size or place of the view (a layout step of `keyline layout`).
        case layout
        /// Changes only how the view is drawn; its frame stays.
        case drawing
        /// Sets a value for everything inside it.
        case environment
        /// An instruction for the timeline (how changes animate); at rest it does nothing.
        case motion
        /// Describes the view for VoiceOver or `keyline lint`; neither lays out nor draws.
        case description
    }

    /// How animating the modifier's values looks, for reduced motion ("replace animations
    /// that move with a dissolve", Apple's HIG, Motion).
    public enum MotionClass: String, Sendable {
        /// Moves, resizes, turns or scales: happens at once under reduced motion.
        case movement
        /// Fades or changes colour: keeps its animation.
        case fade
        /// Has no animatable value.
        case none
    }

    public var role: Role {
        switch self {
        case .padding, .frame, .fixedSize, .layoutPriority, .aspectRatio, .ignoresSafeArea, .position, .background, .overlay: .layout
        case .gridCellColumns: .layout
        case .offset, .opacity, .scale, .rotation, .clip, .cornerRadius, .shadow, .hidden, .parallax, .zIndex: .drawing
        case .dynamicTypeSize: .environment
        case .appear, .transition, .animation: .motion
        case .accessibility, .lint: .description
        }
    }

    public var motion: MotionClass {
        switch self {
        case .padding, .frame, .position, .offset, .scale, .rotation, .clip, .cornerRadius, .parallax: .movement
        case .opacity, .shadow: .fade
        case .fixedSize, .layoutPriority, .aspectRatio, .ignoresSafeArea, .background, .overlay, .hidden,
             .appear, .transition, .animation, .dynamicTypeSize, .zIndex, .accessibility, .lint: .none
        case .gridCellColumns: .none
        }
    }

    /// How the argument is written (for the reference table and for hints).
    public var argument: String {
        switch self {
        case .padding: "`16`, `{ horizontal: 16, vertical: 8 }`, `{ all: 8, top: 4 }`"
        case .frame: "`{ width: 100, height: 44, alignment: leading }`, `{ maxWidth: infinity }` and the other min/ideal/max"
        case .fixedSize: "`true`, `{ horizontal: true, vertical: false }`"
        case .layoutPriority: "a number"
        case .aspectRatio: "`1.5`, `{ ratio: 1.5, contentMode: fit }`, `fill`"
        case .ignoresSafeArea: "`true`, an edge, a list of edges, `{ edges: top }`"
        case .position: "`{ x: 100, y: 40 }`, `[100, 40]`"
        case .offset: "`{ x: 0, y: 8 }`, `[0, 8]`"
        case .opacity: "0 … 1"
        case .scale: "`0.9`, `{ amount: 0.9, anchor: bottom }`, `{ x: 1, y: 0.5 }`"
        case .rotation: "degrees, `{ degrees: 45, anchor: top }`"
        case .background, .overlay: "a colour or gradient, a view, `{ content: <view>, alignment: top }`"
        case .clip: "`rect`, `capsule`, `circle`, `{ roundedRect: 12, style: continuous }`"
        case .cornerRadius: "a radius"
        case .shadow: "a shadow token, `{ color, radius, x, y }`"
        case .hidden: "`true`"
        case .appear: "`{ from: { opacity: 0, offset: [0, 12] }, animation: … }`"
        case .transition: "`opacity`, `scale`, `slide`, an effect `{ opacity: 0, offset: [0, 20] }`, `{ insertion: …, removal: … }`"
        case .animation: "an animation (`easeInOut(duration: 0.3)`, `spring`), or `none`"
        case .parallax: "a fraction of the page's offset"
        case .dynamicTypeSize: "`large`, `small...xxxLarge`, `{ min: small, max: xxxLarge }`"
        case .zIndex: "a number"
        case .accessibility: "`{ label, value, hint, traits, hidden, sortPriority, children }`"
        case .lint: "`{ ignore: [contrast], reason: \"…\" }`"
        case .gridCellColumns: "a whole number of columns, inside a `grid`"
        }
    }

    /// SwiftUI's modifier this one follows.
    public var swiftUICounterpart: String {
        switch self {
        case .padding: "padding(_:)"
        case .frame: "frame(width:height:alignment:), frame(minWidth:…)"
        case .fixedSize: "fixedSize(horizontal:vertical:)"
        case .layoutPriority: "layoutPriority(_:)"
        case .aspectRatio: "aspectRatio(_:contentMode:)"
        case .ignoresSafeArea: "ignoresSafeArea(_:edges:)"
        case .position: "position(x:y:)"
        case .offset: "offset(x:y:)"
        case .opacity: "opacity(_:)"
        case .scale: "scaleEffect(_:anchor:)"
        case .rotation: "rotationEffect(_:anchor:)"
        case .background: "background(_:alignment:)"
        case .overlay: "overlay(_:alignment:)"
        case .clip: "clipShape(_:), clipped()"
        case .cornerRadius: "cornerRadius(_:)"
        case .shadow: "shadow(color:radius:x:y:)"
        case .hidden: "hidden()"
        case .appear: "onAppear with withAnimation"
        case .transition: "transition(_:)"
        case .animation: "animation(_:value:)"
        case .parallax: "(none: a scroll transition)"
        case .dynamicTypeSize: "dynamicTypeSize(_:)"
        case .zIndex: "zIndex(_:)"
        case .accessibility: "accessibilityLabel(_:), accessibilityValue(_:), …"
        case .lint: "(none)"
        case .gridCellColumns: "gridCellColumns(_:)"
        }
    }
}
