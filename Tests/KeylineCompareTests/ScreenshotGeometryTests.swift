import KeylineCompare
import KeylineCore
import Testing

/// The device and scale of a screenshot come from its pixel size, for every device Keyline
/// knows (Device.all) at @1x-@3x.
@Suite struct ScreenshotGeometryTests {
    @Test func everyKnownDeviceAndScaleIsRecognised() throws {
        for device in Device.all {
            for scale in 1...3 {
                let (w, h) = (Int(device.size.width) * scale, Int(device.size.height) * scale)
                let all = ScreenshotGeometry.candidates(width: w, height: h)
                #expect(all.contains { $0.device == device && $0.scale == scale })
                let one = try ScreenshotGeometry.resolve(width: w, height: h, device: device, scale: scale, file: "s.png")
                #expect(one.device == device && one.scale == scale)
            }
        }
        // An iPhone 14 screenshot, 1170 x 2532, is @3x.
        let place = try ScreenshotGeometry.resolve(width: 1170, height: 2532, device: nil, scale: nil, file: "s.png")
        #expect(place.device.name == "iphone14" && place.scale == 3)
    }

    @Test func anUnknownSizeSaysWhatSizesAreKnown() {
        do {
            _ = try ScreenshotGeometry.resolve(width: 1000, height: 1000, device: nil, scale: nil, file: "shot.png")
            Issue.record("no error")
        } catch let d as Diagnostic {
            #expect(d.message == "shot.png is 1000x1000 pixels: no device Keyline knows has that size")
            #expect(d.hint?.contains("iphone14@3x 1170x2532") == true)
        } catch { Issue.record("\(error)") }
    }

    @Test func aSizeThatFitsOnlyWithoutTheGivenScaleIsRefused() {
        #expect(throws: Diagnostic.self) {
            try ScreenshotGeometry.resolve(width: 1170, height: 2532, device: nil, scale: 2, file: "s.png")
        }
    }
}
