import KeylineCore
import KeylineMotion
import KeylineTimeline
import Testing

/// A presentation comes and goes with its own motion (`PresentationMotion`, docs/
/// presentations.md): the events here set `isPresented` without an animation, as a tap
/// does, and the sheet still slides, the alert still fades in from larger, and the screen
/// still shrinks into its card. iPhone 15 Pro: 393 × 852, top safe area 59.
@Suite struct PresentationMotionTests {
    static let scene = """
    device: iphone15pro
    statusBar: true
    screens:
      main:
        state: { sheet: false, big: false, alert: false, dialog: false }
        body:
          vstack:
            - text: Library
            - spacer
          sheet:
            isPresented: $sheet
            presentationDetents: [medium]
            content:
              - text: Filters
          confirmationDialog:
            title: Sign out?
            isPresented: $dialog
            actions:
              - button: Sign Out
          alert:
            title: Delete?
            isPresented: $alert
      large:
        state: { big: false }
        body:
          text: Inbox
          sheet:
            isPresented: $big
            content:
              - text: New Message
    storyboards:
      sheet:
        screen: main
        events:
          - { at: 1, set: { sheet: true } }
          - { at: 3, set: { sheet: false } }
      alert:
        screen: main
        events:
          - { at: 1, set: { alert: true } }
          - { at: 3, set: { alert: false } }
      dialog:
        screen: main
        events:
          - { at: 1, set: { dialog: true } }
      card:
        screen: large
        events:
          - { at: 1, set: { big: true } }
          - { at: 3, set: { big: false } }
    """

    /// The layer a presentation's part is drawn in: the view above `id`, which carries the
    /// transition's drawing (and is as large as the part).
    func layer(_ id: String, in tree: ViewNode) -> ViewNode? {
        var found: ViewNode?
        func walk(_ node: ViewNode) {
            if found == nil, node.identity.hasSuffix("/layer"), node.kind.children.contains(where: { $0.id == id }) { found = node }
            for child in node.kind.children { walk(child) }
        }
        walk(tree)
        return found
    }

    /// How far a view is moved, as a fraction of its own height: a move transition's drawing.
    func relativeY(of node: ViewNode) -> Double {
        node.modifiers.reduce(0) { if case .relativeOffset(_, let y) = $1 { return $0 + y } else { return $0 } }
    }

    func frame(_ storyboard: String, at t: Double, motion: MotionPreference = .full) throws -> TimelineFrame {
        try timeline(try document(Self.scene), storyboard: storyboard, motion: motion).timeline.frame(at: t)
    }

    @Test func theSheetSlidesUpFromBelowTheScreenOnItsSpring() throws {
        let spring = PresentationMotion.slide
        var previous = 1.0
        for dt in [0.02, 0.08, 0.16, 0.3] {
            let tree = try frame("sheet", at: 1 + dt).tree
            let sheet = try #require(layer("sheet", in: tree))
            // The sheet starts its own height down, just under the screen's edge, and
            // closes in as the spring does.
            let expected = 1 - spring.progress(at: dt)
            #expect(abs(relativeY(of: sheet) - expected) < 1e-9)
            #expect(relativeY(of: sheet) < previous)
            previous = relativeY(of: sheet)
            // The dimming fades in with it.
            let dimming = try #require(node("sheet.dimming", in: tree))
            #expect(abs(opacity(of: dimming) - spring.progress(at: dt)) < 0.001)
        }
        // Settled: the sheet rests where the still of the state puts it.
        let settled = try #require(layer("sheet", in: try frame("sheet", at: 2.5).tree))
        #expect(relativeY(of: settled) == 0)
    }

    @Test func theSheetSlidesBackDownWhenDismissed() throws {
        let frame = try frame("sheet", at: 3.1)
        // Gone from the tree, still drawn as a departure moving down.
        #expect(node("sheet", in: frame.tree) == nil)
        let leaving = frame.departures.filter { $0.identity.hasSuffix("/layer") }
        #expect(leaving.count == 1)
        let moved = leaving.first?.effect.reduce(0.0) { if case .relativeOffset(_, let y) = $1 { $0 + y } else { $0 } } ?? 0
        #expect(abs(moved - PresentationMotion.slide.progress(at: 0.1)) < 1e-9)
        #expect(try self.frame("sheet", at: 4.5).departures.isEmpty)
    }

    /// The alert fades in while it contracts from 1.2 to its size, on UIKit's dialog spring.
    @Test func theAlertFadesInFromLarger() throws {
        let curve = PresentationMotion.alert
        for dt in [0.05, 0.15] {
            let box = try #require(layer("alert", in: try frame("alert", at: 1 + dt).tree))
            let p = curve.progress(at: dt)
            #expect(abs(scaleX(of: box) - (1.2 - 0.2 * p)) < 0.001)
            #expect(abs(opacity(of: box) - p) < 0.001)
        }
        // Dismissed: a fade, without scaling.
        let leaving = try frame("alert", at: 3.1).departures.filter { $0.identity.hasSuffix("/layer") }
        let effects = leaving.flatMap(\.effect)
        #expect(!leaving.isEmpty && effects.allSatisfy { if case .opacity = $0 { true } else { false } })
    }

    @Test func theDialogSlidesUp() throws {
        let group = try #require(layer("confirmationDialog", in: try frame("dialog", at: 1.05).tree))
        #expect(abs(relativeY(of: group) - (1 - PresentationMotion.systemDialogSpring.progress(at: 0.05))) < 1e-9)
    }

    /// At the large detent the screen shrinks from full size into its card: the card's own
    /// scale, 11/12 (cupertino_modal_sheet's 1 − 1/12, SheetMetrics), times the transition's, which starts at its inverse.
    @Test func theScreenShrinksIntoItsCard() throws {
        let s = 11.0 / 12
        let start = try #require(node("sheet.presenting", in: try frame("card", at: 1).tree))
        #expect(abs(scaleX(of: start) - 1) < 0.001)
        let mid = try #require(node("sheet.presenting", in: try frame("card", at: 1.1).tree))
        #expect(scaleX(of: mid) < 1 && scaleX(of: mid) > s)
        // Its dimming, a layer of its own over it, fades in as it shrinks.
        var dimming: ViewNode?
        try frame("card", at: 1.1).tree.forEachNode { if $0.identity.hasSuffix("/card/dimmingLayer") { dimming = $0 } }
        let dimmed = try #require(dimming)
        #expect(abs(opacity(of: dimmed) - PresentationMotion.slide.progress(at: 0.1)) < 1e-9)
        #expect(abs(scaleX(of: dimmed) - scaleX(of: mid)) < 1e-9)
        let settled = try #require(node("sheet.presenting", in: try frame("card", at: 2.5).tree))
        #expect(abs(scaleX(of: settled) - s) < 1e-9)
        // Dismissed, it grows back to full size over the screen.
        let back = try frame("card", at: 3.1).departures.first { $0.identity.hasSuffix("/card") }
        #expect(back != nil)
    }

    /// Reduced motion: iOS dissolves a presentation instead of moving it; here in the
    /// crossfade's 200 ms, the sheet at its resting place all along.
    @Test func underReducedMotionPresentationsDissolve() throws {
        let tree = try frame("sheet", at: 1.1, motion: .reduced).tree
        let sheet = try #require(layer("sheet", in: tree))
        #expect(relativeY(of: sheet) == 0)
        #expect(abs(opacity(of: sheet) - MotionPolicyCrossfade.curve.progress(at: 0.1)) < 0.001)
        let alert = try #require(layer("alert", in: try frame("alert", at: 1.1, motion: .reduced).tree))
        #expect(scaleX(of: alert) == 1 && opacity(of: alert) < 1)
        let card = try #require(node("sheet.presenting", in: try frame("card", at: 1.1, motion: .reduced).tree))
        #expect(abs(scaleX(of: card) - 11.0 / 12) < 1e-9)
        let done = try #require(layer("sheet", in: try frame("sheet", at: 1.25, motion: .reduced).tree))
        #expect(opacity(of: done) == 1)
    }
}

/// MotionPolicy's crossfade is internal to KeylineTimeline: the same curve, as docs/motion.md states it.
enum MotionPolicyCrossfade {
    static let curve = try! Animation(parsing: "easeInOut(duration: 0.2)")
}
