import KeylineCore
import Testing

/// `accessibility:`, components' `role:` and the scene's `lint:` settings: what they load
/// into, and their errors with file, line, column and the nearest name.
@Suite struct AccessibilityModifierTests {
    @Test func theModifierLoadsIntoTheView() throws {
        let document = try loadScene(scene(body: """
        text: Skip
        accessibility: { label: Skip onboarding, hint: Skips to registration, traits: [button, selected], sortPriority: 2, children: combine }
        """))
        let root = try Instantiator(document: document, variant: Variant()).instantiate(document.screens[0])
        let specs = root.modifiers.compactMap { m -> AccessibilitySpec? in if case .accessibility(let s) = m { return s } else { return nil } }
        #expect(specs == [AccessibilitySpec(label: "Skip onboarding", hint: "Skips to registration", traits: [.button, .selected],
                                            sortPriority: 2, children: .combine)])
    }

    @Test func aLabelCanBeAnExpression() throws {
        let document = try loadScene("""
        screens:
          main:
            state: { page: 0 }
            body:
              text: dots
              accessibility: "Page ${page + 1} of 3"
        """)
        let root = try Instantiator(document: document, variant: Variant()).instantiate(document.screens[0], state: ["page": .number(1)])
        #expect(root.modifiers.contains { if case .accessibility(let s) = $0 { s.label == "Page 2 of 3" } else { false } })
    }

    @Test func aComponentsRoleMakesItsUsesInteractive() throws {
        let document = try loadScene("""
        components:
          Dot:
            role: pageControl
            body: { circle: }
        screens:
          main:
            body:
              Dot:
              accessibility: { label: Page 1 of 3 }
        """)
        #expect(document.components["Dot"]?.role == .pageControl)
        let root = try Instantiator(document: document, variant: Variant()).instantiate(document.screens[0])
        let merged = root.modifiers.reduce(AccessibilitySpec()) { spec, m in
            if case .accessibility(let s) = m { return spec.merging(s) } else { return spec }
        }
        #expect(merged.label == "Page 1 of 3")
        #expect(merged.traits == [.adjustable])
        #expect(merged.isInteractive)
    }

    @Test func unknownTraitsAndRolesSuggestTheNearest() throws {
        let trait = try #require(sceneErrors(scene(body: """
        text: Hi
        accessibility: { traits: [buton] }
        """)).first)
        #expect(trait.code == .invalidValue)
        #expect(trait.fixIt?.replacement == "button")
        #expect(trait.location?.line == 5)

        let key = try #require(sceneErrors(scene(body: """
        text: Hi
        accessibility: { lable: Hello }
        """)).first)
        #expect(key.code == .unknownKey)
        #expect(key.fixIt?.replacement == "label")

        let role = try #require(sceneErrors("""
        components:
          Go:
            role: buton
            body: { text: Go }
        screens:
          main:
            body: { Go: }
        """).first)
        #expect(role.message == "unknown role 'buton' for component 'Go'")
        #expect(role.fixIt?.replacement == "button")
        #expect(role.location?.line == 3)
        #expect(role.location?.column == 11)
    }

    @Test func theScenesLintSettings() throws {
        #expect(try loadScene(scene(body: "text: Hi", extra: "lint: { grid: 8 }")).lint.grid == 8)
        #expect(try loadScene(scene(body: "text: Hi")).lint.grid == nil)
        let error = try #require(sceneErrors(scene(body: "text: Hi", extra: "lint: { gird: 8 }")).first)
        #expect(error.code == .unknownKey)
        #expect(error.fixIt?.replacement == "grid")
        #expect(sceneErrors(scene(body: "text: Hi", extra: "lint: { grid: -4 }")).first?.code == .invalidValue)
    }
}
