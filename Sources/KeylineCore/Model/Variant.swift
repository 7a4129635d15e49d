/// The environment a scene is evaluated in: everything a team ships a variant for.
public enum Appearance: String, Sendable, CaseIterable, Hashable { case light, dark }

public enum MotionPreference: String, Sendable, CaseIterable, Hashable { case full, reduced }

/// Everything a render depends on besides the scene: appearance, motion preference, device,
/// pixels per point, Dynamic Type size, and the state assignments given on the command
/// line. Its `key` names the files written for it (see VariantKey.swift).
public struct Variant: Hashable, Sendable {
    public var appearance: Appearance
    public var motion: MotionPreference
    public var device: Device
    public var dynamicTypeSize: DynamicTypeSize
    /// Pixels per point of the PNG (iOS's @1x, @2x, @3x).
    public var scale: Double
    /// State variables set from outside the scene (`--state page=2`); they override the
    /// screen's declared state in stills.
    public var state: [String: Value]

    public init(appearance: Appearance = .light, motion: MotionPreference = .full, device: Device = .default,
                dynamicTypeSize: DynamicTypeSize = .large, scale: Double = Variant.defaultScale, state: [String: Value] = [:]) {
        self.appearance = appearance; self.motion = motion; self.device = device
        self.dynamicTypeSize = dynamicTypeSize; self.scale = scale; self.state = state
    }

    /// The command line's default `--scale`: @3x, the scale of every current iPhone but the SE.
    public static let defaultScale = 3.0

    /// "light", "dark", "light-reduced", … (appearance and motion only; `key` names files).
    public var name: String { appearance.rawValue + (motion == .reduced ? "-reduced" : "") }

    /// The built-in variables every expression can read.
    public var builtins: [String: Value] {
        [
            "appearance": .string(appearance.rawValue),
            "isDark": .bool(appearance == .dark),
            "reducedMotion": .bool(motion == .reduced),
            "device": .string(device.name),
            "canvasWidth": .number(device.size.width),
            "canvasHeight": .number(device.size.height),
        ].merging(Self.dynamicTypeBuiltins(dynamicTypeSize)) { _, new in new }
    }

    /// `dynamicTypeSize` (SwiftUI's name, e.g. 'accessibility2') and `isAccessibilitySize`,
    /// as a view sees them: inside `.dynamicTypeSize(...)` they are the clamped size's.
    public static func dynamicTypeBuiltins(_ size: DynamicTypeSize) -> [String: Value] {
        ["dynamicTypeSize": .string(size.name), "isAccessibilitySize": .bool(size.isAccessibilitySize)]
    }
}
