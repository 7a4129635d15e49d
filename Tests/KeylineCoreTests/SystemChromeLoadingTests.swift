import KeylineCore
import Testing

/// `statusBar:` and `homeIndicator:` at the top of a scene and on a screen: what they add to
/// a screen's views, and the errors for what they cannot be.
@Suite struct SystemChromeLoadingTests {
    static let body = "screens:\n  main:\n    body: { text: Hi }\n"

    /// The chrome views of the first screen, by id.
    static func chrome(_ text: String, appearance: Appearance = .light, screen: Int = 0) throws -> [String: ViewKind] {
        let document = try loadScene(text)
        let root = try Instantiator(document: document, variant: Variant(appearance: appearance)).instantiate(document.screens[screen])
        var found: [String: ViewKind] = [:]
        root.forEachNode { node in
            switch node.kind {
            case .statusBar, .homeIndicator: found[node.id ?? "?"] = node.kind
            default: break
            }
        }
        return found
    }

    @Test("statusBar: true gives every screen a status bar at 9:41, in the appearance rendered")
    func sceneLevel() throws {
        let text = "statusBar: true\nhomeIndicator: true\nscreens:\n  a:\n    body: { text: A }\n  b:\n    body: { text: B }\n"
        for screen in [0, 1] {
            for appearance in Appearance.allCases {
                let views = try Self.chrome(text, appearance: appearance, screen: screen)
                guard case .statusBar(let bar)? = views["statusBar"], case .homeIndicator(let indicator)? = views["homeIndicator"] else {
                    Issue.record("no chrome on screen \(screen): \(views)"); continue
                }
                #expect(bar == StatusBarSpec(time: "9:41", style: appearance))
                #expect(indicator.style == appearance)
            }
        }
        #expect(try Self.chrome(Self.body).isEmpty)
    }

    @Test("a screen's keys win over the scene's, part by part")
    func screenOverrides() throws {
        let text = """
        statusBar: true
        homeIndicator: true
        screens:
          main:
            statusBar: { time: "10:24", style: dark }
            homeIndicator: false
            body: { text: Hi }
        """
        let views = try Self.chrome(text)
        #expect(views.keys.sorted() == ["statusBar"])
        guard case .statusBar(let bar)? = views["statusBar"] else { Issue.record("no status bar"); return }
        #expect(bar == StatusBarSpec(time: "10:24", style: .dark))
        // UIKit's names for the same styles.
        let uikit = try Self.chrome("statusBar: { style: lightContent }\n" + Self.body)
        #expect(uikit["statusBar"].map { if case .statusBar(let b) = $0 { b.style == .dark } else { false } } == true)
    }

    @Test("hidden: true draws no status bar")
    func hidden() throws {
        #expect(try Self.chrome("statusBar: { hidden: true }\n" + Self.body).isEmpty)
        #expect(try Self.chrome("statusBar: { hidden: false }\n" + Self.body).keys.sorted() == ["statusBar"])
    }

    @Test("written as a view in a body, with time and style")
    func asAView() throws {
        let views = try Self.chrome(scene(body: "zstack:\n  - text: Hi\n  - statusBar:\n    time: \"12:00\"\n    style: dark\n    id: bar"))
        guard case .statusBar(let bar)? = views["bar"] else { Issue.record("\(views)"); return }
        #expect(bar == StatusBarSpec(time: "12:00", style: .dark))
    }

    @Test("bad values are refused where they are written, saying what to write")
    func errors() throws {
        let notAFlag = try #require(sceneErrors("statusBar: yes please\n" + Self.body).first)
        #expect(notAFlag.code == .typeMismatch && notAFlag.location?.line == 1 && notAFlag.location?.column == 12)
        #expect(notAFlag.message.contains("true, false or a mapping"))

        let style = try #require(sceneErrors("statusBar: { style: drak }\n" + Self.body).first)
        #expect(style.code == .invalidValue && style.message.contains("unknown style 'drak'"))
        #expect(style.hint?.contains("dark") == true)

        let key = try #require(sceneErrors("statusBar: { tme: \"9:41\" }\n" + Self.body).first)
        #expect(key.code == .unknownKey && key.hint?.contains("time") == true)

        let empty = try #require(sceneErrors("statusBar: { time: \"\" }\n" + Self.body).first)
        #expect(empty.code == .invalidValue && empty.message.contains("1 to 12 characters"))
        let long = try #require(sceneErrors("statusBar: { time: \"\(String(repeating: "9", count: 13))\" }\n" + Self.body).first)
        #expect(long.code == .invalidValue)

        let onScreen = try #require(sceneErrors("screens:\n  main:\n    homeIndicator: maybe\n    body: { text: Hi }\n").first)
        #expect(onScreen.code == .typeMismatch && onScreen.location?.line == 3)
    }

    @Test("a screen with the chrome cannot name its own view statusBar")
    func idClash() throws {
        let error = try #require(sceneErrors("statusBar: true\n" + scene(body: "text: Hi\nid: statusBar")).first)
        #expect(error.code == .duplicateID && error.message.contains("'statusBar'"))
        // Without the chrome the id is free.
        _ = try loadScene(scene(body: "text: Hi\nid: statusBar"))
    }
}
