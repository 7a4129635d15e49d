import KeylineCore

/// What the page asks to see, read from a request's query once, where it enters:
/// `scene` (an index into the project's scene list: never a path), then `screen`, or
/// `storyboard`, or `screen` with `sequence=1` (its appear sequence); the variant as
/// `keyline render` names it (`appearance`, `motion`, `device`, `dynamicType`, `scale`,
/// `state=name=value` repeated) and, for motion, the instant `at` in seconds.
struct PreviewRequest: Sendable {
    enum Subject: Sendable, Equatable {
        case screen(String)
        case sequence(String)
        case storyboard(String)
    }

    var scene: Int
    var subject: Subject
    var appearance: Appearance = .light
    var motion: MotionPreference = .full
    var device: String?
    var dynamicType: DynamicTypeSize = .large
    var scale: Int = 3
    var state: [(name: String, text: String)] = []
    var at: Double?

    struct Invalid: Error { let message: String }

    init(_ request: StudioRequest) throws(Invalid) {
        guard let text = request["scene"], let scene = Int(text), scene >= 0 else { throw Invalid(message: "scene: give the index of a scene (0, 1, …)") }
        self.scene = scene
        if let name = request["storyboard"] {
            subject = .storyboard(name)
        } else if let id = request["screen"] {
            subject = request["sequence"] == "1" ? .sequence(id) : .screen(id)
        } else {
            throw Invalid(message: "name a screen (screen=ID) or a storyboard (storyboard=NAME)")
        }
        if let a = request["appearance"] {
            guard let value = Appearance(rawValue: a) else { throw Invalid(message: "appearance '\(a)': light or dark") }
            appearance = value
        }
        if let m = request["motion"] {
            guard let value = MotionPreference(rawValue: m) else { throw Invalid(message: "motion '\(m)': full or reduced") }
            motion = value
        }
        device = request["device"].flatMap { $0.isEmpty ? nil : $0 }
        if let d = request["dynamicType"] {
            do { dynamicType = try DynamicTypeSize.parse(d) } catch { throw Invalid(message: error.message) }
        }
        if let s = request["scale"] {
            // iOS's @1x, @2x, @3x, as `keyline render --scale`.
            guard let value = Int(s), (1...3).contains(value) else { throw Invalid(message: "scale '\(s)': 1, 2 or 3") }
            scale = value
        }
        for assignment in request.all("state").prefix(32) {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw Invalid(message: "state takes name=value, got '\(assignment)'")
            }
            state.append((String(assignment[..<equals]), String(assignment[assignment.index(after: equals)...])))
        }
        if let t = request["at"] {
            guard let value = Double(t), value >= 0, value <= SceneLimits.storyboardSeconds else {
                throw Invalid(message: "at '\(t)': a time in seconds from 0 to \(SceneLimits.storyboardSeconds.pointString)")
            }
            at = value
        }
    }

    /// The variant, as `keyline render` builds it: for a still, with the state assignments
    /// checked against the screen's own state variables; for motion, without state.
    func variant(in document: SceneDocument, screen: ScreenDefinition?) throws -> Variant {
        let device: Device
        if let name = self.device {
            guard let found = Device.named(name) else {
                throw Diagnostic(.inputUnknownName, "unknown device '\(name)'", at: nil, suggesting: name, in: Device.all.map(\.name),
                                 otherwise: "devices: " + Device.all.map(\.name).joined(separator: ", "))
            }
            device = found
        } else {
            device = document.device
        }
        var variant = Variant(appearance: appearance, motion: motion, device: device, dynamicTypeSize: dynamicType, scale: Double(scale))
        if let screen, case .screen = subject { variant.state = try stateValues(for: screen) }
        return variant
    }

    /// `state` for `screen`, with the checks of `keyline render --state`.
    func stateValues(for screen: ScreenDefinition) throws -> [String: Value] {
        var result: [String: Value] = [:]
        let names = screen.state.map(\.name)
        for (name, text) in state {
            guard names.contains(name) else {
                throw Diagnostic(.inputUnknownName, "screen '\(screen.id)' has no state variable '\(name)'", at: nil, suggesting: name, in: names,
                                 otherwise: names.isEmpty ? "it has no state" : "its state: " + names.joined(separator: ", "))
            }
            guard let value = Value.parse(text) else { throw Diagnostic(.inputInvalidValue, "cannot read '\(text)' as a value for '\(name)'", at: nil) }
            if let n = SceneLimits.outOfRangeNumber(in: value) {
                throw Diagnostic(.inputInvalidValue, "state \(name)=\(text): \(n.pointString) is out of range; state numbers are limited to ±1e15", at: nil)
            }
            result[name] = value
        }
        if let problem = Variant.stateKeyProblem(result) {
            throw Diagnostic(.outputLimitExceeded, "the state for screen '\(screen.id)' makes a variant key of \(problem)", at: nil)
        }
        return result
    }
}
