import KeylineCore
import Testing

/// Bad input gets an error that names file, line and column, says what was expected and
/// suggests the nearest valid name — and nothing loads.
@Suite struct SceneErrorTests {
    @Test func malformedYAMLIsReportedWithItsLocation() {
        let errors = sceneErrors("""
        screens:
          main:
            body:
              text: "unterminated
        """)
        #expect(errors.count == 1)
        #expect(errors.first?.location?.file == "test.yaml")
        #expect(errors.first?.location?.line == 4)
        #expect(errors.first?.message.contains("malformed YAML") == true)
        #expect(errors.first?.code == .yamlSyntax)
    }

    /// Keys are compared by their text, as Keyline reads them: a key written quoted and plain
    /// (`"padding"` and `padding`, `"on"` and `on`) is the same key twice (YAMLSource reads
    /// with Yams's basic resolver, which gives every scalar the same tag).
    @Test func aKeyWrittenTwiceIsADuplicateQuotedOrNot() {
        for (first, second) in [("padding", "padding"), ("\"padding\"", "padding"), ("\"on\"", "on")] {
            let errors = sceneErrors("screens:\n  main:\n    body:\n      text: hi\n      \(first): 4\n      \(second): 8\n")
            #expect(errors.count == 1 && errors.first?.code == .yamlSyntax, "\(first), \(second): \(errors)")
            #expect(errors.first?.message.hasPrefix("duplicate key '") == true && errors.first?.location?.line == 5 && errors.first?.location?.column == 7, "\(errors)")
        }
    }

    @Test func tabsIndentationGetsAHint() {
        let errors = sceneErrors("screens:\n\tmain: {}\n")
        #expect(errors.first?.hint == "indent with spaces, not tabs")
    }

    @Test func unknownKeySuggestsTheNearestOne() throws {
        let errors = sceneErrors(scene(body: """
        text: Hello
        paddng: 16
        """))
        let error = try #require(errors.first)
        #expect(error.message == "unknown key 'paddng' for 'text'")
        #expect(error.code == .unknownKey)
        #expect(error.severity == .error)
        #expect(error.fixIt == Diagnostic.FixIt(replacing: "paddng", with: "padding"))
        #expect(error.hint == "did you mean 'padding'?")
        #expect(error.location?.line == 5)
        #expect(error.location?.column == 7)
    }

    @Test func unknownViewKindSuggestsTheNearestOne() throws {
        let errors = sceneErrors(scene(body: "vstak:\n  - text: Hi"))
        #expect(errors.first?.message == "unknown view kind 'vstak'")
        #expect(errors.first?.hint == "did you mean 'vstack'?")
    }

    @Test func wrongTypeSaysWhatWasExpected() throws {
        let errors = sceneErrors(scene(body: """
        vstack:
          - text: Hi
        spacing: twelve
        """))
        let error = try #require(errors.first)
        #expect(error.message == "expected a number for 'spacing', found 'twelve'")
        #expect(error.code == .typeMismatch)
        #expect(error.location?.line == 6)
        #expect(error.location?.column == 16)
    }

    @Test func missingColourTokenSuggestsOne() throws {
        let errors = sceneErrors(scene(body: "text: Hi\ncolor: primry", extra: """
        tokens:
          colors:
            primary: "#0D7377"
        """))
        let error = try #require(errors.first)
        #expect(error.message == "unknown colour 'primry'")
        #expect(error.code == .unknownToken)
        #expect(error.hint == "did you mean 'primary'?")
    }

    @Test func missingTypographyToken() throws {
        let errors = sceneErrors(scene(body: "text: Hi\nfont: heading1"))
        #expect(errors.first?.message == "unknown typography style 'heading1'")
        #expect(errors.first?.code == .unknownToken)
        #expect(errors.first?.hint == "declare it under tokens: typography:")
    }

    @Test func unknownComponentSuggestsOne() throws {
        let errors = sceneErrors(scene(body: "PrimaryButon: { title: Go }", extra: """
        components:
          PrimaryButton:
            params: { title: string }
            body: { text: $title }
        """))
        #expect(errors.first?.message == "unknown component 'PrimaryButon'")
        #expect(errors.first?.code == .unknownComponent)
        #expect(errors.first?.hint == "did you mean 'PrimaryButton'?")
    }

    @Test func wrongComponentArgumentsAreReported() throws {
        let errors = sceneErrors(scene(body: "Badge: { titel: Go }", extra: """
        components:
          Badge:
            params: { title: string }
            body: { text: $title }
        """))
        let messages = errors.map(\.message)
        #expect(messages.contains("component 'Badge' has no parameter 'titel'"))
        #expect(messages.contains("component 'Badge' needs 'title'"))
        #expect(errors.first { $0.message.contains("titel") }?.hint == "did you mean 'title'?")
    }

    @Test func cyclicComponentsAreRejected() throws {
        let errors = sceneErrors(scene(body: "A", extra: """
        components:
          A:
            body: { vstack: [B] }
          B:
            body: { vstack: [A] }
        """))
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("uses itself") == true)
        #expect(errors.first?.code == .componentCycle)
        #expect(errors.first?.message.contains("A → B → A") == true || errors.first?.message.contains("B → A → B") == true)
    }

    @Test func negativeSizesAreRejected() throws {
        let errors = sceneErrors(scene(body: "rect:\nframe: { width: -10, height: 20 }"))
        #expect(errors.first?.message == "'frame.width' must be at least 0, found -10")
        #expect(errors.first?.code == .invalidValue)
        #expect(errors.first?.hint == "sizes cannot be negative")
    }

    @Test func contradictoryFrameIsRejected() throws {
        let errors = sceneErrors(scene(body: "rect:\nframe: { minWidth: 50, maxWidth: 20 }"))
        #expect(errors.first?.message.contains("contradictory frame") == true)
    }

    @Test func negativeCornerRadiusIsRejected() {
        let errors = sceneErrors(scene(body: "roundedRect: -4"))
        #expect(errors.first?.message == "'cornerRadius' must be at least 0, found -4")
    }

    @Test func missingAssetIsAWarningNotAnError() throws {
        let document = try loadScene(scene(body: "image: assets/nowhere/missing.svg"))
        #expect(document.warnings.count == 1)
        #expect(document.warnings.first?.code == .assetMissing)
        #expect(document.warnings.first?.severity == .warning)
        #expect(document.warnings.first?.message.contains("image 'assets/nowhere/missing.svg' not found") == true)
        #expect(document.warnings.first?.location?.line == 4)
    }

    @Test func expressionErrorPointsInsideTheExpression() throws {
        let errors = sceneErrors("""
        screens:
          main:
            state: { page: 0 }
            body:
              text: "Page ${pag + 1}"
        """)
        let error = try #require(errors.first)
        #expect(error.message == "unknown name 'pag'")
        #expect(error.code == .expressionUnknownName)
        #expect(error.hint == "did you mean 'page'?")
        #expect(error.location?.line == 5)
        // Six spaces, `text: "Page ${` (14 characters): the 'p' of 'pag' is column 21.
        #expect(error.location?.column == 21)
    }

    @Test func expressionSyntaxErrorIsLocated() throws {
        let errors = sceneErrors(scene(body: "text: \"${1 +}\""))
        #expect(errors.first?.message.contains("in this expression") == true)
        #expect(errors.first?.code == .expressionSyntax)
        #expect(errors.first?.location?.line == 4)
    }

    @Test func duplicateIdsAreRejected() {
        let errors = sceneErrors(scene(body: """
        vstack:
          - text: A
            id: label
          - text: B
            id: label
        """))
        #expect(errors.first?.message.contains("id 'label' names two views") == true)
        #expect(errors.first?.code == .duplicateID)
        // The first view with the id is named in a note, where it is: line 5 (`- text: A`).
        #expect(errors.first?.notes.compactMap(\.location?.line) == [5])
    }

    @Test func severalIndependentErrorsAreAllReported() {
        let errors = sceneErrors(scene(body: """
        vstack:
          - text: A
            colr: red
          - txt: B
        spacng: 4
        """))
        #expect(errors.count == 3)
    }

    @Test func reportShowsTheLineAndACaret() throws {
        let text = scene(body: "text: Hi\npaddng: 16")
        do {
            _ = try loadScene(text)
            Issue.record("should not load")
        } catch let errors as SceneErrors {
            let report = DiagnosticFormatter(source: { $0 == "test.yaml" ? text : nil }).format(errors.diagnostics)
            // Column 7 is the 'p' after six spaces; '~' runs under the rest of the word the fix-it replaces.
            #expect(report == """
            test.yaml:5:7: error: unknown key 'paddng' for 'text' [scene.unknown-key]
                      paddng: 16
                      ^~~~~~
                note: did you mean 'padding'?
            """)
        }
    }

    @Test func animationMistakesGetACodeAndAFixIt() throws {
        let errors = sceneErrors(scene(body: "text: Hi\nanimation: \"spring(response: 0.5, dampingFactor: 0.7)\""))
        let error = try #require(errors.first)
        #expect(error.code == .animationInvalid)
        #expect(error.message == "in this animation: unknown argument 'dampingFactor'")
        #expect(error.fixIt == Diagnostic.FixIt(replacing: "dampingFactor", with: "dampingFraction"))
        // `      animation: "` is 18 characters, `spring(response: 0.5, ` 22 more: column 41.
        #expect(error.location?.column == 41)
    }

    @Test func missingBodyIsAMissingKey() {
        let errors = sceneErrors("screens:\n  main:\n    state: { page: 0 }\n")
        #expect(errors.first?.code == .missingKey)
        #expect(errors.first?.message == "screen 'main' has no 'body:'")
    }

    @Test func unknownStateVariableInAStoryboardIsAnUnknownName() {
        let errors = sceneErrors("""
        screens:
          main:
            state: { page: 0 }
            body: { text: Hi }
        storyboards:
          flow:
            screen: main
            events:
              - at: 1
                set: { pgae: 1 }
        """)
        #expect(errors.first?.code == .unknownName)
        #expect(errors.first?.fixIt?.replacement == "page")
    }

    @Test func yesAndNoStayText() throws {
        // YAML 1.1 would read these as booleans and break a button titled "No".
        let document = try loadScene(scene(body: "text: No"))
        let root = try Instantiator(document: document, variant: Variant()).instantiate(document.screens[0])
        guard case .text(let text) = root.kind else { Issue.record("expected text"); return }
        #expect(text.content == "No")
    }

    @Test func jsonScenesLoadLikeYAML() throws {
        let json = """
        {
        \t"screens": {
        \t\t"main": { "body": { "text": "Hello", "padding": 16, "id": "greeting" } }
        \t}
        }
        """
        let document = try SceneLoader.load(text: json, file: "test.json", directory: scenesDirectory)
        #expect(document.screens.map(\.id) == ["main"])
    }
}
