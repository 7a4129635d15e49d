import KeylineCore
import Testing

/// `- Logo` is a whole view: keys written under it are not its modifiers (YAML reads them
/// as more of the word, and refuses them), and the error says how to write it instead.
@Suite struct BareViewNameTests {
    private let component = """
    components:
      Logo:
        body:
          text: Hi
    """

    @Test func keysUnderABareNameGetAHintToAddAColon() throws {
        let errors = sceneErrors(scene(body: "vstack:\n  - Logo\n    id: logo\n  - text: x", extra: component))
        let error = try #require(errors.first)
        #expect(error.location?.line == 10)
        #expect(error.hint == "'- Logo' is a bare view name, which cannot carry modifiers or an 'id': write '- Logo:' (with a colon) and put them on the lines below it")
    }

    @Test func aBareBuiltInKindGetsTheSameHint() throws {
        let errors = sceneErrors(scene(body: "vstack:\n  - spacer  # flexible\n\n    minLength: 20"))
        #expect(errors.first?.hint?.hasPrefix("'- spacer' is a bare view name") == true)
    }

    /// Other causes of the same YAML error keep the general hint.
    @Test func anUnquotedColonKeepsTheGeneralHint() throws {
        let errors = sceneErrors(scene(body: "vstack:\n  - text: Time: 12:00\n    id: t"))
        #expect(errors.first?.hint == "a value containing ': ' must be quoted, or the indentation is off")
    }

    @Test func withAColonTheNameCarriesModifiersAndAnId() throws {
        let document = try loadScene(scene(body: "vstack:\n  - Logo:\n    id: logo\n    padding: 8", extra: component))
        let root = try Instantiator(document: document, variant: Variant()).instantiate(document.screens[0])
        let logo = try #require(root.kind.children.first)
        #expect(logo.id == "logo")
        #expect(logo.modifiers.contains { if case .padding = $0 { true } else { false } })
    }
}

extension BareViewNameTests {
    /// A mis-indented item after a bare word is not taken for keys under it.
    @Test func aMisindentedItemIsNotTakenForKeys() throws {
        let errors = sceneErrors(scene(body: "vstack:\n  - spacer\n   - text: x"))
        #expect(errors.first?.hint?.contains("bare view name") != true)
    }
}
