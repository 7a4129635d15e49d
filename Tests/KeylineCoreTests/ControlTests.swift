import KeylineCore
import Testing

/// The colours SwiftUI's controls draw with in light and dark, from Apple's system colours
/// (HIG, Color: systemBlue #007AFF / #0A84FF, systemRed #FF3B30 / #FF453A, systemGreen
/// #34C759 / #30D158), and the errors bad arguments give.
@Suite struct ControlTests {
    func root(_ body: String, appearance: Appearance = .light, extra: String = "") throws -> ViewNode {
        let document = try loadScene(scene(body: body, extra: extra))
        return try Instantiator(document: document, variant: Variant(appearance: appearance)).instantiate(document.screens[0])
    }

    /// The part of a control whose identity ends in `/name`.
    func part(_ name: String, in root: ViewNode) -> ViewNode? {
        var found: ViewNode?
        root.forEachNode { node in if found == nil, node.identity.hasSuffix("/" + name) { found = node } }
        return found
    }

    func fill(_ node: ViewNode?) -> Color? {
        guard case .shape(let s)? = node?.kind, case .color(let c)? = s.fill else { return nil }
        return c
    }

    func textColor(_ node: ViewNode?) -> Color? {
        guard case .text(let t)? = node?.kind, case .color(let c) = t.color else { return nil }
        return c
    }

    func content(_ node: ViewNode?) -> String? {
        guard case .text(let t)? = node?.kind else { return nil }
        return t.content
    }

    let blue = (light: Color(rgb8: 0, 122, 255), dark: Color(rgb8: 10, 132, 255))
    let red = (light: Color(rgb8: 255, 59, 48), dark: Color(rgb8: 255, 69, 58))
    let green = (light: Color(rgb8: 52, 199, 89), dark: Color(rgb8: 48, 209, 88))

    @Test func aProminentButtonIsWhiteOnTheAccentColour() throws {
        for (appearance, accent) in [(Appearance.light, blue.light), (.dark, blue.dark)] {
            let node = try root("button: Sign In\nbuttonStyle: borderedProminent", appearance: appearance)
            #expect(fill(part("background", in: node)) == accent)
            #expect(textColor(part("label", in: node)) == .white)
        }
    }

    /// Without a tint of its own a bordered button is the accent colour on grey: on two real
    /// screenshots (EnergyStats' login, the default blue; RSSReader's empty state, an orange
    /// accent) its fill is #E9E9EA-#E9E9EB over white, secondarySystemFill, not a wash of blue.
    @Test func aBorderedButtonIsTheTintOnGreyUnlessTinted() throws {
        let node = try root("button: Edit\nbuttonStyle: bordered", appearance: .dark)
        #expect(textColor(part("label", in: node)) == blue.dark)
        // secondarySystemFill: #787880 at 16 % (light), 32 % (dark).
        #expect(fill(part("background", in: node)) == Color(rgb8: 120, 120, 128, alpha: 0.32))
        let light = try root("button: Try demo\nbuttonStyle: bordered")
        let wash = try #require(fill(part("background", in: light)))
        // Over white, as the screenshot shows it: #E9E9EB, its #E9E9EA within a level.
        let over = [wash.red, wash.green, wash.blue].map { (255 * (1 - wash.alpha + wash.alpha * $0)).rounded() }
        #expect(over == [233, 233, 235])
        // A tint written on the button washes its background: 18 %, as Prefire's iOS 17
        // snapshot measures it (#D1E7FF behind systemBlue; ButtonMetrics.borderedFillOpacity).
        let tinted = try root("button: Edit\nbuttonStyle: bordered\ntint: green", appearance: .dark)
        #expect(fill(part("background", in: tinted)) == green.dark.withAlpha(0.18))
        #expect(textColor(part("label", in: tinted)) == green.dark)
    }

    @Test func borderlessAndPlainButtonsHaveNoBackground() throws {
        let borderless = try root("button: Forgot password?")
        #expect(part("background", in: borderless) == nil)
        #expect(textColor(part("label", in: borderless)) == blue.light)
        // `.plain` does not tint its label.
        let plain = try root("button: Forgot password?\nbuttonStyle: plain", appearance: .dark)
        #expect(textColor(part("label", in: plain)) == .white)
    }

    @Test func aDestructiveRoleIsRedWhateverTheTint() throws {
        let node = try root("button: Delete\nbuttonStyle: borderedProminent\nrole: destructive\ntint: green", appearance: .dark)
        #expect(fill(part("background", in: node)) == red.dark)
        let tinted = try root("button: Save\nbuttonStyle: borderedProminent\ntint: green")
        #expect(fill(part("background", in: tinted)) == green.light)
    }

    @Test func aDisabledButtonIsGrey() throws {
        let node = try root("button: Sign In\nbuttonStyle: borderedProminent\ndisabled: true")
        // tertiaryLabel (#3C3C43 at 30 %) on secondarySystemFill (#787880 at 16 %): a disabled
        // prominent button's grey, #E9E9EA on Prefire's iOS 17 snapshot.
        #expect(textColor(part("label", in: node)) == Color(rgb8: 60, 60, 67, alpha: 0.3))
        #expect(fill(part("background", in: node)) == Color(rgb8: 120, 120, 128, alpha: 0.16))
        // A disabled bordered one keeps Keyline's reading, tertiarySystemFill (#767680 at 12 %).
        let bordered = try root("button: Sign In\nbuttonStyle: bordered\ndisabled: true")
        #expect(fill(part("background", in: bordered)) == Color(rgb8: 118, 118, 128, alpha: 0.12))
    }

    /// The views of a label take the button's colour and font unless they set their own.
    @Test func aLabelOfViewsTakesTheButtonsForeground() throws {
        let node = try root("""
        Button:
          - text: Continue
          - text: Later
            color: systemRed
        buttonStyle: borderedProminent
        controlSize: small
        """, appearance: .dark)
        var texts: [TextSpec] = []
        node.forEachNode { if case .text(let t) = $0.kind { texts.append(t) } }
        #expect(texts.map(\.content) == ["Continue", "Later"])
        #expect(texts.map(\.color) == [.color(.white), .color(red.dark)])
        // The small size's subheadline, 15 pt at Large.
        #expect(texts[0].font.size == 15)
        #expect(fill(part("background", in: node)) == blue.dark)
    }

    @Test func aLinkIsABorderlessButtonVoiceOverCallsALink() throws {
        let node = try root("Link: Terms of Service\ndestination: https://example.com/terms", appearance: .dark)
        let label = part("label", in: node)
        #expect(textColor(label) == blue.dark)
        #expect(part("background", in: node) == nil)
        guard case .accessibility(let a)? = label?.modifiers.last else { Issue.record("accessibility expected"); return }
        #expect(a.traits == [.link])
        #expect(a.label == "Terms of Service")
        // A link has no button style.
        #expect(sceneErrors(scene(body: "link: Terms\nbuttonStyle: bordered")).first?.code == .unknownKey)
    }

    /// The dots of a secure field, SF Pro's size (SecureTextMetrics): one circle a character.
    func dots(_ node: ViewNode?) -> [ViewNode] {
        guard case .stack(_, let children)? = node?.kind else { return [] }
        return children
    }

    @Test func aSecureFieldShowsOneDotPerCharacter() throws {
        let node = try root("secureField: Password\ntext: hunter2")
        let bullets = part("bullets", in: node)
        #expect(content(part("text", in: node)) == nil && dots(bullets).count == 7)
        // Each dot 0.431 em across in a slot 0.608 em wide, as iOS draws them in body (17 pt):
        // 7.33 pt across, 10.33 apart (AccessibilitySnapshot's images, SOURCES.md).
        for dot in dots(bullets) {
            #expect(fill(dot) == .black)
            #expect(dot.modifiers.contains { if case .frame(let f) = $0 { abs((f.maxWidth ?? 0) - 7.327) < 0.001 } else { false } })
            #expect(dot.modifiers.contains { if case .frame(let f) = $0 { abs((f.maxWidth ?? 0) - 10.336) < 0.001 } else { false } })
        }
        // VoiceOver is never told a secure field's text.
        guard case .accessibility(let a)? = bullets?.modifiers.last else { Issue.record("accessibility expected"); return }
        #expect(a.value == nil && a.label == "Password")
    }

    @Test func anEmptyFieldShowsItsPromptInThePlaceholderColour() throws {
        let titled = try root("textField: Email")
        #expect(content(part("text", in: titled)) == "Email")
        let prompted = try root("textField: Email\nprompt: name@example.com", appearance: .dark)
        #expect(content(part("text", in: prompted)) == "name@example.com")
        // placeholderText: #EBEBF5 at 30 % in dark.
        #expect(textColor(part("text", in: prompted)) == Color(rgb8: 235, 235, 245, alpha: 0.3))
    }

    @Test func aRoundedBorderFieldHasAHairlineBorder() throws {
        let node = try root("textField: Email\ntextFieldStyle: roundedBorder")
        guard case .shape(let border)? = part("border", in: node)?.kind else { Issue.record("a border expected"); return }
        #expect(border.shape == .roundedRectangle(cornerRadius: 5, style: .circular))
        #expect(border.stroke?.inside == true)
        #expect(border.stroke?.width == 1.0 / 3)  // one pixel on the 3x default device
        // #CCCCCC in light, as on EnergyStats' login screenshot; systemGray4 in dark.
        #expect(border.stroke?.paint == .color(Color(rgb8: 204, 204, 204)))
        guard case .shape(let dark)? = part("border", in: try root("textField: Email\ntextFieldStyle: roundedBorder", appearance: .dark))?.kind
        else { Issue.record("a border expected"); return }
        #expect(dark.stroke?.paint == .color(Color(rgb8: 58, 58, 60)))
    }

    @Test func theSwitchIsGreenWhenOnAndAFillWhenOff() throws {
        for (appearance, on) in [(Appearance.light, green.light), (.dark, green.dark)] {
            #expect(fill(part("switch", in: try root("toggle: Wi-Fi\nisOn: true", appearance: appearance))) == on)
        }
        // secondarySystemFill: #787880 at 16 % (light), 32 % (dark).
        #expect(fill(part("switch", in: try root("toggle: Wi-Fi"))) == Color(rgb8: 120, 120, 128, alpha: 0.16))
        #expect(fill(part("switch", in: try root("toggle: Wi-Fi", appearance: .dark))) == Color(rgb8: 120, 120, 128, alpha: 0.32))
        #expect(fill(part("thumb", in: try root("toggle: Wi-Fi", appearance: .dark))) == .white)
    }

    @Test func swiftUIsNamesAreTheControls() throws {
        let node = try root("Button: Sign In\nbuttonStyle: borderedProminent")
        #expect(content(part("label", in: node)) == "Sign In")
        #expect(ViewKindWord(word: "SecureField") == .secureField)
        #expect(ViewKindWord(word: "Toggle") == .toggle)
    }

    /// Scenes written before Keyline drew controls declared their own `Button` or
    /// `TextField`: the scene's component wins, as an app's own type shadows SwiftUI's.
    @Test func aComponentNamedAsAControlIsTheScenes() throws {
        let node = try root("Toggle: { title: Wi-Fi }", extra: """
        components:
          Toggle:
            params: { title: string }
            body:
              text: "${title}!"
        """)
        guard case .text(let t) = node.kind else { Issue.record("the component's text expected, found \(node.kindName)"); return }
        #expect(t.content == "Wi-Fi!")
        // Keyline's own word stays reserved.
        let errors = sceneErrors("""
        components:
          text:
            body: { rect: }
        screens:
          main:
            body: { rect: }
        """)
        #expect(errors.count == 1)
    }

    /// Each bad value is an error at the value (the screen stops at its first, so one scene each).
    @Test func badArgumentsAreErrorsAtTheirValue() throws {
        let cases: [(body: String, code: Diagnostic.Code, column: Int, hint: String)] = [
            ("button: Sign In\nbuttonStyle: prominent", .invalidValue, 20, "borderedProminent"),
            ("textField: Email\ntextFieldStyle: rounded", .invalidValue, 23, "roundedBorder"),
            ("toggle: Wi-Fi\nisOn: yes please", .typeMismatch, 13, ""),
            ("button: Go\ncontrolSize: huge", .invalidValue, 20, "mini"),
            ("button: Go\nbuttonBorderShape: -2", .invalidValue, 26, ""),
        ]
        for c in cases {
            let errors = sceneErrors(scene(body: c.body))
            #expect(errors.count == 1, "\(c.body)")
            #expect(errors.first?.code == c.code, "\(c.body)")
            #expect(errors.first?.location?.line == 5, "\(c.body)")
            #expect(errors.first?.location?.column == c.column, "\(c.body)")
            #expect(c.hint.isEmpty || (errors.first?.hint ?? errors.first?.message ?? "").contains(c.hint), "\(c.body)")
        }
        let first = sceneErrors(scene(body: cases[0].body)).first
        #expect(first?.message == "expected one of 5 names for 'buttonStyle', found 'prominent'")
    }

    /// A number written as a secure field's text is text, as a title "3" is.
    @Test func aFieldsTextMayBeANumber() throws {
        let node = try root("secureField: PIN\ntext: 1234")
        #expect(dots(part("bullets", in: node)).count == 4)
        // A long one draws at most SecureTextMetrics.maximumDots, past any field's width.
        let long = try root("secureField: PIN\ntext: " + String(repeating: "x", count: 5000))
        #expect(dots(part("bullets", in: long)).count == SecureTextMetrics.maximumDots)
    }

    @Test func aButtonNeedsATitle() throws {
        let errors = sceneErrors(scene(body: "button:"))
        #expect(errors.map(\.message) == ["'button' needs a value"])
        #expect(errors.first?.hint == "button: Sign In")
    }

    @Test func aControlPropertyOnAnotherViewSaysWhereItBelongs() throws {
        let errors = sceneErrors(scene(body: "text: Hi\nbuttonStyle: bordered"))
        #expect(errors.first?.code == .unknownKey)
        #expect(errors.first?.hint == "'buttonStyle' is a property of 'button' in Keyline: write it beside that view's kind key")
    }
}
