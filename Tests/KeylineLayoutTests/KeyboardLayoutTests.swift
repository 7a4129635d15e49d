import KeylineCore
import KeylineLayout
import Testing

/// The software keyboard (`keyboard: true`), laid out per device. The expected numbers are
/// worked out by hand from the sources KeyboardMetrics cites, not read off Keyline's output:
/// a 44-pt QuickType bar (none with predictive text off), four rows of 54 pt (56 on phones
/// 414 pt and wider) with caps 12 pt shorter 8 pt below each row's top, the 75-pt strip
/// under the keys on Face ID iPhones; letter caps a tenth of the width less 6 pt, 3 pt from
/// the edge, shift and delete a third wider than a letter, 123 (Face ID) and return 2.5
/// tenths less 6 pt: iOS's keyboard as measured on screenshots of iOS 15 to 18
/// (RealScreenshotTests+KeyboardController).
@Suite struct KeyboardLayoutTests {
    static func close(_ a: Double?, _ b: Double, _ tolerance: Double = 0.001) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    /// A sign-in form whose button is pinned to the bottom with a spacer.
    static func signIn(keyboard: String = "true", field: String = "") -> String {
        """
        screens:
          signIn:
            keyboard: \(keyboard)
            body:
              vstack:
                - textField: Email
                  focused: true
                  id: email
        \(field.split(separator: "\n").map { "          " + $0 }.joined(separator: "\n"))
                - spacer
                - button: Continue
                  buttonStyle: borderedProminent
                  id: continue
        """
    }

    func frames(_ yaml: String, device: Device) throws -> [String: Rect] {
        try solve(yaml, device: device)
    }

    func root(_ yaml: String, device: Device = .iphone14, appearance: Appearance = .light) throws -> ViewNode {
        let document = try SceneLoader.load(text: yaml, file: "test.yaml", directory: "/nonexistent")
        return try Instantiator(document: document, variant: Variant(appearance: appearance, device: device)).instantiate(document.screens[0])
    }

    /// The view with `id` in an instantiated tree.
    func node(_ id: String, in root: ViewNode) -> ViewNode? {
        var found: ViewNode?
        root.forEachNode { if $0.id == id, found == nil { found = $0 } }
        return found
    }

    /// What a key cap says, and the colour its cap is filled with.
    func key(_ id: String, in root: ViewNode) -> (label: String?, fill: Color?) {
        guard let key = node(id, in: root) else { return (nil, nil) }
        var label: String?
        key.forEachNode { if case .text(let t) = $0.kind, label == nil { label = t.content } }
        var fill: Color?
        for modifier in key.modifiers {
            if case .background(let cap, _) = modifier, fill == nil, case .shape(let s) = cap.kind, case .color(let c)? = s.fill { fill = c }
        }
        return (label, fill)
    }

    @Test("the keyboard's height and place per device: 335 pt on 375-393-pt Face ID phones, 343 on the Max, 260 on the SE")
    func heightPerDevice() throws {
        for (device, height) in [(Device.iphone14, 335.0), (.iphone13mini, 335), (.iphone15, 335), (.iphone15promax, 343), (.iphoneSE, 260)] {
            let f = try frames(Self.signIn(), device: device)
            let keyboard = try #require(f["keyboard"], "\(device.name)")
            #expect(Self.close(keyboard.height, height) && Self.close(keyboard.maxY, device.size.height), "\(device.name): \(keyboard)")
            #expect(Self.close(keyboard.minX, 0) && Self.close(keyboard.width, device.size.width), "\(device.name): \(keyboard)")
        }
    }

    @Test("letter caps share the width: a tenth less 6 pt, the top row 3 pt from each edge, the second centred, the third between shift and delete")
    func keyWidths() throws {
        for device in [Device.iphoneSE, .iphone13mini, .iphone15, .iphone15promax] {
            let f = try frames(Self.signIn(), device: device)
            let w = device.size.width, u = w / 10
            let large = w >= 414
            let keyboard = try #require(f["keyboard"])
            let q = try #require(f["keyboard.q"], "\(device.name)")
            #expect(Self.close(q.width, u - 6) && Self.close(q.minX, 3), "\(device.name) q: \(q)")
            #expect(Self.close(q.height, large ? 44 : 42) && Self.close(q.minY, keyboard.minY + 44 + 8), "\(device.name) q: \(q)")
            #expect(Self.close(f["keyboard.p"]?.maxX, w - 3), "\(device.name)")
            #expect(Self.close(f["keyboard.a"]?.minX, u / 2 + 3), "\(device.name)")
            #expect(Self.close(f["keyboard.z"]?.minX, 1.5 * u + 3), "\(device.name)")
            #expect(Self.close(f["keyboard.m"]?.maxX, w - 1.5 * u - 3), "\(device.name)")
            // Rows 54 (56) pt apart.
            #expect(Self.close(f["keyboard.a"]!.minY - q.minY, large ? 56 : 54), "\(device.name)")
            let shift = try #require(f["keyboard.shift"])
            #expect(Self.close(shift.minX, 3) && Self.close(shift.width, (u - 6) * 4 / 3), "\(device.name) shift: \(shift)")
            #expect(Self.close(f["keyboard.delete"]?.maxX, w - 3) && Self.close(f["keyboard.delete"]?.width, (u - 6) * 4 / 3), "\(device.name)")
            let ret = try #require(f["keyboard.return"])
            #expect(Self.close(ret.width, 2.5 * u - 6) && Self.close(ret.maxX, w - 3), "\(device.name) return: \(ret)")
            // The space bar takes what the others leave, 6 pt from each neighbour.
            let space = try #require(f["keyboard.space"])
            #expect(Self.close(space.maxX, ret.minX - 6), "\(device.name) space: \(space)")
        }
    }

    @Test("Face ID phones: 123 as wide as return, space, return, with the emoji face and dictation in the strip under the keys; the SE: 123, globe, dictation, space, return")
    func bottomRow() throws {
        let f = try frames(Self.signIn(), device: .iphone15)
        let keyboard = try #require(f["keyboard"])
        let numbers = try #require(f["keyboard.numbers"])
        #expect(Self.close(numbers.minX, 3) && Self.close(numbers.width, 2.5 * 39.3 - 6), "\(numbers)")
        #expect(Self.close(f["keyboard.space"]?.minX, numbers.maxX + 6))
        #expect(f["keyboard.globe"] == nil)
        // The strip: 44 + 216 pt down, the buttons' centres 42.5 pt from the edges and 34.5 pt below the keys.
        let emoji = try #require(f["keyboard.emoji"]), dictation = try #require(f["keyboard.dictation"])
        let keysBottom = keyboard.minY + 44 + 216
        #expect(Self.close(emoji.midX, 42.5) && Self.close(emoji.midY, keysBottom + 34.5), "\(emoji)")
        #expect(Self.close(dictation.midX, 393 - 42.5) && Self.close(dictation.midY, keysBottom + 34.5), "\(dictation)")

        let se = try frames(Self.signIn(), device: .iphoneSE)
        let row = ["numbers", "globe", "dictation", "space", "return"].compactMap { se["keyboard.\($0)"] }
        #expect(row.count == 5 && se["keyboard.emoji"] == nil)
        // One row, left to right, 6 pt apart, ending 3 pt from the edge.
        #expect(row.allSatisfy { Self.close($0.minY, row[0].minY) })
        #expect(zip(row, row.dropFirst()).allSatisfy { Self.close($1.minX, $0.maxX + 6) })
        #expect(Self.close(row.last?.maxX, 375 - 3))
    }

    @Test("keyboard avoidance: a button pinned to the bottom sits on the keyboard's top edge, not on the safe area's")
    func bottomPinnedButtonAboveTheKeyboard() throws {
        for device in [Device.iphone14, .iphoneSE, .iphone15promax] {
            let f = try frames(Self.signIn(), device: device)
            let keyboard = try #require(f["keyboard"]), button = try #require(f["continue"])
            #expect(Self.close(button.maxY, keyboard.minY), "\(device.name): \(button) over \(keyboard)")
            // The field stays at the top of the safe area.
            #expect(Self.close(f["email"]?.minY, device.safeArea.top), "\(device.name)")
        }
        // Without the keyboard the button sits on the bottom of the safe area.
        let without = try frames(Self.signIn(keyboard: "false"), device: .iphone14)
        #expect(Self.close(without["continue"]?.maxY, 844 - 34) && without["keyboard"] == nil)
    }

    @Test("a focused field alone does not bring the keyboard: a spec draws it when the screen says keyboard: true")
    func onlyWhenAsked() throws {
        let yaml = screen("textField: Email\nfocused: true\nid: email")
        #expect(try frames(yaml, device: .iphone14)["keyboard"] == nil)
        // At the top of the scene: every screen.
        let scene = "keyboard: true\n" + yaml
        #expect(try frames(scene, device: .iphone14)["keyboard"] != nil)
    }

    @Test("an empty field turns shift on (capitals, a white shift key); typed text shows lower case on a grey shift key")
    func shiftFollowsTheField() throws {
        let empty = try root(Self.signIn())
        #expect(key("keyboard.q", in: empty).label == "Q")
        #expect(key("keyboard.shift", in: empty).fill == Color(rgb8: 255, 255, 255))
        let typed = try root(Self.signIn(field: "text: ann"))
        #expect(key("keyboard.q", in: typed).label == "q")
        #expect(key("keyboard.shift", in: typed).fill == Color(rgb8: 171, 175, 186))
    }

    @Test("light and dark: the caps and background in iOS's keyboard colours, the style key overriding the appearance")
    func lightAndDark() throws {
        let light = try root(Self.signIn(field: "text: ann"), appearance: .light)
        #expect(key("keyboard.q", in: light).fill == Color(rgb8: 255, 255, 255))
        #expect(key("keyboard.delete", in: light).fill == Color(rgb8: 171, 175, 186))
        let dark = try root(Self.signIn(field: "text: ann"), appearance: .dark)
        #expect(key("keyboard.q", in: dark).fill == Color(rgb8: 107, 107, 107))
        #expect(key("keyboard.delete", in: dark).fill == Color(rgb8: 71, 71, 71))
        var background: Color?
        if let keyboard = node("keyboard", in: dark) {
            for case .background(let fill, _) in keyboard.modifiers { if case .shape(let s) = fill.kind, case .color(let c)? = s.fill { background = c } }
        }
        #expect(background == Color(rgb8: 44, 44, 44))
        // A dark keyboard on a light screen.
        let forced = try root(Self.signIn(keyboard: "{ style: dark }", field: "text: ann"), appearance: .light)
        #expect(key("keyboard.q", in: forced).fill == Color(rgb8: 107, 107, 107))
    }

    @Test("the return key says the focused field's submitLabel, an action on a blue key in white; the keyboard's own submitLabel otherwise")
    func returnKey() throws {
        #expect(key("keyboard.return", in: try root(Self.signIn())).label == "return")
        let go = key("keyboard.return", in: try root(Self.signIn(field: "submitLabel: go")))
        #expect(go.label == "go" && go.fill == Color(rgb8: 0, 122, 255))
        let next = key("keyboard.return", in: try root(Self.signIn(field: "submitLabel: next")))
        #expect(next.label == "next" && next.fill == Color(rgb8: 171, 175, 186))
        #expect(key("keyboard.return", in: try root(Self.signIn(keyboard: "{ submitLabel: search }"))).label == "search")
    }

    @Test("predictive text off: no QuickType bar, the keyboard 44 pt shorter (291 pt on the 390- to 402-pt phones), the caps 8 pt under its top")
    func withoutPredictiveText() throws {
        for (device, height) in [(Device.iphone14, 291.0), (.iphone15pro, 291), (.iphone16pro, 291), (.iphone15promax, 299), (.iphoneSE, 216)] {
            let f = try frames(Self.signIn(keyboard: "{ predictive: false }"), device: device)
            let keyboard = try #require(f["keyboard"], "\(device.name)")
            #expect(Self.close(keyboard.height, height) && Self.close(keyboard.maxY, device.size.height), "\(device.name): \(keyboard)")
            #expect(f["keyboard.suggestions"] == nil && Self.close(f["keyboard.q"]?.minY, keyboard.minY + 8), "\(device.name)")
            // The content is laid out above the shorter keyboard.
            #expect(Self.close(f["continue"]?.maxY, keyboard.minY), "\(device.name)")
        }
        #expect(try frames(Self.signIn(keyboard: "{ predictive: true }"), device: .iphone15pro)["keyboard"]?.height == 335)
    }

    @Test("bad keyboard settings are refused with the place and the nearest word")
    func errors() {
        func message(_ yaml: String) -> String {
            do { _ = try solve(yaml); return "" } catch { return "\(error)" }
        }
        let typo = message(Self.signIn(keyboard: "{ submitLabel: gp }"))
        #expect(typo.contains("test.yaml:3:30: error: unknown submitLabel 'gp'") && typo.contains("did you mean 'go'?"), "\(typo)")
        #expect(message(Self.signIn(keyboard: "yes")).contains("test.yaml:3:15: error: 'keyboard' is true, false or a mapping of options"))
        #expect(message(Self.signIn(keyboard: "{ color: red }")).contains("test.yaml:3:17: error: unknown key 'color'"))
        let predictive = message(Self.signIn(keyboard: "{ predictive: maybe }"))
        #expect(predictive.contains("test.yaml:3:29: error: 'predictive' is true or false, found 'maybe'"), "\(predictive)")
        let field = message(Self.signIn(field: "submitLabel: sned"))
        #expect(field.contains("test.yaml:9:24: error:") && field.contains("did you mean 'send'?"), "\(field)")
        // The keyboard's id is taken while it is shown.
        #expect(message("screens:\n  s:\n    keyboard: true\n    body:\n      text: A\n      id: keyboard").contains("id 'keyboard' names two views"))
    }
}
