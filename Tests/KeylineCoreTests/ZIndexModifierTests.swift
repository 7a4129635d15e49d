import KeylineCore
import Testing

@Suite struct ZIndexModifierTests {
    @Test func zIndexIsReadAsANumber() throws {
        let document = try loadScene(scene(body: """
        zstack:
          - text: Front
            zIndex: "${1 + 1}"
          - text: Back
        """))
        let root = try Instantiator(document: document, variant: Variant(device: .iphone14)).instantiate(document.screens[0])
        guard case .zstack(_, let children) = root.kind, case .zIndex(let z)? = children.first?.modifiers.first else {
            Issue.record("a zIndex modifier on the first child"); return
        }
        #expect(z == 2)
    }

    @Test func aMisspelledZIndexSuggestsIt() {
        let errors = sceneErrors(scene(body: """
        text: Hi
        zindex: 1
        """))
        #expect(errors.first?.hint == "did you mean 'zIndex'?")
    }
}
