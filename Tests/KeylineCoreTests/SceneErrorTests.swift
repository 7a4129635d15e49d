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
        #expect(errors.first?.location.file == "test.yaml")
        #expect(errors.first?.location.line == 4)
        #expect(errors.first?.message.contains("malformed YAML") == true)
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
        #expect(error.hint == "did you mean 'padding'?")
        #expect(error.location.line == 5)
        #expect(error.location.column == 7)
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
        #expect(error.location.line == 6)
        #expect(error.location.column == 16)
    }

    @Test func missingColourTokenSuggestsOne() throws {
        let errors = sceneErrors(scene(body: "text: Hi\ncolor: primry", extra: """
        tokens:
          colors:
            primary: "#0D7377"
        """))
        let error = try #require(errors.first)
        #expect(error.message == "unknown colour 'primry'")
        #expect(error.hint == "did you mean 'primary'?")
    }

    @Test func missingTypographyToken() throws {
        let errors = sceneErrors(scene(body: "text: Hi\nfont: heading1"))
        #expect(errors.first?.message == "unknown typography style 'heading1'")
    }

    @Test func unknownComponentSuggestsOne() throws {
        let errors = sceneErrors(scene(body: "PrimaryButon: { title: Go }", extra: """
        components:
          PrimaryButton:
            params: { title: string }
            body: { text: $title }
        """))
        #expect(errors.first?.message == "unknown component 'PrimaryButon'")
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
        #expect(errors.first?.message.contains("A → B → A") == true || errors.first?.message.contains("B → A → B") == true)
    }

    @Test func negativeSizesAreRejected() throws {
        let errors = sceneErrors(scene(body: "rect:\nframe: { width: -10, height: 20 }"))
        #expect(errors.first?.message == "'frame.width' must be at least 0, found -10")
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
        #expect(document.warnings.first?.message.contains("image 'assets/nowhere/missing.svg' not found") == true)
        #expect(document.warnings.first?.location.line == 4)
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
        #expect(error.hint == "did you mean 'page'?")
        #expect(error.location.line == 5)
        // Six spaces, `text: "Page ${` (14 characters): the 'p' of 'pag' is column 21.
        #expect(error.location.column == 21)
    }

    @Test func expressionSyntaxErrorIsLocated() throws {
        let errors = sceneErrors(scene(body: "text: \"${1 +}\""))
        #expect(errors.first?.message.contains("in this expression") == true)
        #expect(errors.first?.location.line == 4)
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
            let report = errors.report(source: text)
            #expect(report.contains("test.yaml:5:7: error: unknown key 'paddng' for 'text' — did you mean 'padding'?"))
            #expect(report.contains("\n          paddng: 16\n          ^"))
        }
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
