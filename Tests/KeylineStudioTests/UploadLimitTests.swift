import Testing
@testable import KeylineStudio

/// Only the compare overlay takes a screenshot-sized body, and only two are held at once.
@Suite struct UploadLimitTests {
    @Test func onlyTheCompareRouteTakesAScreenshot() {
        #expect(StudioServer.bodyLimit(forTarget: "/api/compare?scene=0&screen=main") == OverlayRoutes.screenshotLimit)
        #expect(StudioServer.bodyLimit(forTarget: "/api/compare") == OverlayRoutes.screenshotLimit)
        #expect(StudioServer.bodyLimit(forTarget: "/api/accept") == StudioServer.bodyLimit)
        #expect(StudioServer.bodyLimit(forTarget: "/api/comparex") == StudioServer.bodyLimit)
        #expect(StudioServer.bodyLimit == 64 << 10 && OverlayRoutes.screenshotLimit == 40 << 20)
    }

    @Test func atMostTwoScreenshotsAreHeldAtOnce() {
        let slots = StudioServer.Slots(limit: 2)
        #expect(slots.take() && slots.take())
        #expect(!slots.take(), "a third upload waits (503)")
        slots.give()
        #expect(slots.take())
    }
}
