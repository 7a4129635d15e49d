import KeylineCore
import Testing

/// `snapshots:`: what each item expands to, and located errors with the nearest name.
@Suite struct SnapshotSectionTests {
    static func scene(_ snapshots: String) -> String {
        """
        screens:
          intro:
            state: { page: 0 }
            body: { text: Hi }
          outro:
            body: { text: Bye }
        storyboards:
          flow:
            screen: intro
            events:
              - { at: 1.0, set: { page: 1 } }
              - { at: 2.5, set: { page: 2 } }
        snapshots:
        \(snapshots)
        """
    }

    @Test func theCommonCaseIsOneLine() throws {
        let document = try loadScene(Self.scene("  - { screens: all, appearance: all }"))
        let snapshot = try #require(document.snapshots.first)
        #expect(snapshot.subject == .screens(["intro", "outro"]))
        #expect(snapshot.appearances == [.light, .dark])
        #expect(snapshot.instants.isEmpty)
        #expect(snapshot.scales == [2])
    }

    @Test func instantsVariantsAndOptions() throws {
        let document = try loadScene(Self.scene("""
          - intro
          - { sequence: intro, motion: all }
          - { storyboard: flow, at: [0.5, settled, "event 2 + 0.15", "event 1 - 0.25"], dynamicType: [xSmall, AX3], device: iphoneSE }
          - { screen: intro, state: { page: 2 }, tolerance: 0.1, maxDiffering: 0.5%, mask: [[0, 0, 10, 20]] }
        """))
        #expect(document.snapshots.count == 4)
        #expect(document.snapshots[0].subject == .screens(["intro"]))
        #expect(document.snapshots[1].instants == [.settled])
        #expect(document.snapshots[1].motions == [.full, .reduced])
        #expect(document.snapshots[2].instants == [.time(0.5), .settled, .event(2, offset: 0.15), .event(1, offset: -0.25)])
        #expect(document.snapshots[2].dynamicTypeSizes == [.xSmall, .accessibility3])
        #expect(document.snapshots[2].devices?.map(\.name) == ["iphoneSE"])
        #expect(document.snapshots[3].state == ["page": .number(2)])
        #expect(document.snapshots[3].tolerance == 0.1)
        #expect(document.snapshots[3].maxDifferingRatio == 0.005)
        #expect(document.snapshots[3].masks == [Rect(x: 0, y: 0, width: 10, height: 20)])
    }

    @Test func aRedlineIsAScreenAtRestUnderItsOverlay() throws {
        let document = try loadScene(Self.scene("  - { redline: intro, state: { page: 2 }, appearance: all }"))
        let snapshot = try #require(document.snapshots.first)
        #expect(snapshot.subject == .redlines(["intro"]))
        #expect(snapshot.subject.screensAtRest == ["intro"])
        #expect(snapshot.state == ["page": .number(2)])
        #expect(snapshot.appearances == [.light, .dark])
        #expect(snapshot.instants.isEmpty)
        #expect(sceneErrors(Self.scene("  - { redline: intro, at: 0.5 }")).first?.message.contains("screens are snapshotted at rest") == true)
        #expect(sceneErrors(Self.scene("  - { redline: intr }")).first?.hint == "did you mean 'intro'?")
        #expect(sceneErrors(Self.scene("  - { redline: intro, screen: intro }")).first?.message == "a snapshot names one of screen, redline")
    }

    @Test func unknownScreenIsLocatedWithTheNearestName() throws {
        let error = try #require(sceneErrors(Self.scene("  - { screen: intr }")).first)
        #expect(error.message == "no screen 'intr' in this scene")
        #expect(error.location?.line == 14)
        #expect(error.hint == "did you mean 'intro'?")
    }

    @Test func unknownStoryboardKeyAndSize() throws {
        #expect(sceneErrors(Self.scene("  - { storyboard: flwo }")).first?.hint == "did you mean 'flow'?")
        #expect(sceneErrors(Self.scene("  - { screen: intro, apperance: dark }")).first?.hint == "did you mean 'appearance'?")
        #expect(sceneErrors(Self.scene("  - { screen: intro, dynamicType: xSmal }")).first?.hint == "did you mean 'xSmall'?")
        #expect(sceneErrors(Self.scene("  - { screen: intro, state: { pgae: 1 } }")).first?.hint == "did you mean 'page'?")
    }

    @Test func instantsMustMakeSense() throws {
        #expect(sceneErrors(Self.scene("  - { screen: intro, at: 0.5 }")).first?.message.contains("screens are snapshotted at rest") == true)
        #expect(sceneErrors(Self.scene("  - { storyboard: flow, at: \"event 3 + 0.1\" }")).first?.message.contains("has 2 events") == true)
        #expect(sceneErrors(Self.scene("  - { sequence: intro, at: \"event 1\" }")).first?.message.contains("instant of a storyboard") == true)
        #expect(sceneErrors(Self.scene("  - { sequence: intro, at: setled }")).first?.hint == "did you mean 'settled'?")
        #expect(sceneErrors(Self.scene("  - { screen: intro, sequence: intro }")).first?.message == "a snapshot names one of screen, sequence")
    }
}
