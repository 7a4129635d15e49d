/// The environment a scene is evaluated in: everything a team ships a variant for.
public enum Appearance: String, Sendable, CaseIterable, Hashable { case light, dark }

public enum MotionPreference: String, Sendable, CaseIterable, Hashable { case full, reduced }

public struct Variant: Hashable, Sendable {
    public var appearance: Appearance
    public var motion: MotionPreference
    public var device: Device

    public init(appearance: Appearance = .light, motion: MotionPreference = .full, device: Device = .default) {
        self.appearance = appearance; self.motion = motion; self.device = device
    }

    /// File-name form: "light", "dark", "light-reduced", …
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
        ]
    }
}
