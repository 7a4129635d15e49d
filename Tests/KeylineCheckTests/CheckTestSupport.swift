import KeylineCheck
import KeylineCore
import KeylineRender
import Testing

let scenesDirectory: String = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/Scenes"

/// A scene whose geometry can be worked by hand (iPhone 14: canvas 390x844, safe area 47
/// top and 34 bottom, so 763 tall from y = 47). The vstack holds fixed heights only, 12
/// apart: on `main` 48 + 31 + 22 + 50 + 50 + 4 × 12 = 249, centred in the safe area, so it
/// starts at 47 + (763 − 249) / 2 = 304: `box` 304…352 (100 wide, centred: 145…245),
/// `title` 364…395, `skip` 407…429, `button` 441…491 (200 wide: 95…295), `go` 503…553
/// (its capsule background 22 + 2 × 14 = 50 high). On `other` there is no `skip`:
/// 215 high, from 321, and `go` is hidden. `darkOnly` exists in dark mode only.
let fixtureScene = """
name: Fixture
tokens:
  colors:
    primary: "#0D7377"
    ink: { light: "#1E1E1E", dark: "#E0E0E0" }
  spacing:
    gap: 12
components:
  Page:
    params:
      pressed: { type: bool, default: false }
      page: { type: number, default: 0 }
    body:
      zstack:
        - vstack:
            - rect:
              fill: primary
              frame: { width: 100, height: 48 }
              id: box
            - text: Hello
              font: { family: Inter, weight: semibold, size: 24, lineHeight: 31 }
              color: ink
              id: title
            - text: Skip
              font: { family: Inter, size: 17, lineHeight: 22 }
              color: "${pressed ? 'primary' : 'ink'}"
              if: "${page < 1}"
              id: skip
            - roundedRect: 12
              fill: primary
              frame: { width: 200, height: 50 }
              id: button
            - text: Continue
              font: { family: Inter, size: 17, lineHeight: 22 }
              color: white
              padding: 14
              background: { capsule: , fill: primary }
              hidden: "${page > 0}"
              id: go
          spacing: gap
        - rect:
          frame: { width: 10, height: 10 }
          if: $isDark
          id: darkOnly
screens:
  main:
    state: { pressed: false, page: 0 }
    body: { Page: { pressed: $pressed, page: $page } }
  other:
    state: { pressed: false, page: 1 }
    body: { Page: { pressed: $pressed, page: $page } }
"""

/// The fixture with `expectations` as its `expect:` list (each line one item).
func fixture(_ expectations: [String]) -> String {
    fixtureScene + "\nexpect:\n" + expectations.map { "  - " + $0 }.joined(separator: "\n") + "\n"
}

func load(_ text: String) throws -> SceneDocument {
    try SceneLoader.load(text: text, file: "test.yaml", directory: scenesDirectory)
}

/// Every result of checking `expectations` on the fixture, in the default variants (or
/// those given).
func check(_ expectations: [String], sizes: [DynamicTypeSize]? = nil, devices: [Device]? = nil,
           appearances: [Appearance] = Appearance.allCases) throws -> CheckReport {
    let document = try load(fixture(expectations))
    let variants = ExpectationCheck.variants(for: document, appearances: appearances, devices: devices, sizes: sizes)
    return try ExpectationCheck.run(document, variants: variants, measurer: Renderer())
}

/// The errors loading `text` produces (fails the test if it loads).
func loadErrors(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Diagnostic] {
    do {
        _ = try load(text)
        Issue.record("expected the scene to be rejected", sourceLocation: sourceLocation)
        return []
    } catch let errors as SceneErrors {
        return errors.errors
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        return []
    }
}

/// The one error a single bad expectation gives, as `line:column: message (hint)`.
func expectationError(_ expectation: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    let errors = loadErrors(fixture([expectation]), sourceLocation: sourceLocation)
    #expect(errors.count == 1, "\(errors)", sourceLocation: sourceLocation)
    guard let e = errors.first, let at = e.location else { return "" }
    return "\(at.line):\(at.column): \(e.message)" + (e.hint.map { " (\($0))" } ?? "")
}

/// The line the fixture's first expectation is on.
let firstExpectationLine = fixtureScene.split(separator: "\n", omittingEmptySubsequences: false).count + 2
