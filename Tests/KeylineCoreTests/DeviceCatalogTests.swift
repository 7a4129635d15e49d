import KeylineCore
import Testing

/// The device table: today's names keep their numbers, every iPhone of issue 15 is there, and
/// each number agrees with its cited source (Sources/KeylineCore/Devices/DeviceCatalog.swift).
@Suite struct DeviceCatalogTests {
    @Test("the four names Keyline had keep their canvas, insets and scale")
    func todaysNamesKeepTheirNumbers() throws {
        let expected: [(String, Double, Double, Double, Double, Double)] = [
            ("iphone14", 390, 844, 47, 34, 3), ("iphoneSE", 375, 667, 20, 0, 2),
            ("iphone15pro", 393, 852, 59, 34, 3), ("iphone15promax", 430, 932, 59, 34, 3),
        ]
        for (name, width, height, top, bottom, scale) in expected {
            let device = try #require(Device.named(name))
            #expect(device.name == name)
            #expect(device.size == Size(width: width, height: height))
            #expect(device.safeArea == EdgeInsets(top: top, bottom: bottom))
            #expect(device.nativeScale == scale)
        }
        #expect(Device.default == .iphone14)
        #expect(Array(Device.all.prefix(4).map(\.name)) == ["iphone14", "iphoneSE", "iphone15pro", "iphone15promax"])
    }

    @Test("every iPhone issue 15 lists is a device, once")
    func everyListedIPhone() throws {
        let names = ["iPhone 13 mini", "iPhone 14", "iPhone 14 Plus", "iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 15",
                     "iPhone 15 Plus", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro",
                     "iPhone 16 Pro Max", "iPhone 16e", "iPhone SE"]
        for name in names {
            let device = try #require(Device.named(name), "\(name)")
            #expect(device.displayName == name)
        }
        #expect(Device.all.count == names.count)
        #expect(Set(Device.all.map { $0.name.lowercased() }).count == Device.all.count)
    }

    @Test("names are found in any case, with spaces, hyphens or underscores, and by a few aliases")
    func spellings() {
        #expect(Device.named("iphone-16-pro") == .iphone16pro)
        #expect(Device.named("IPHONE_16_PRO_MAX") == .iphone16promax)
        #expect(Device.named("iphonese") == .iphoneSE)
        #expect(Device.named("iPhone SE (3rd generation)") == .iphoneSE)
        #expect(Device.named("iphoneSE2") == .iphoneSE)
        #expect(Device.named("iPhone 13") == .iphone14)
        #expect(Device.named("iphone12mini") == .iphone13mini)
        #expect(Device.named("iphone17") == nil)
        #expect(Device.named("") == nil)
        #expect(Device.named(" - ") == nil)
    }

    @Test("pixel sizes match the screenshots each device makes (issue 15: 1206x2622 and 1320x2868)")
    func screenshotPixels() {
        func pixels(_ d: Device) -> [Double] { [(d.size.width * d.nativeScale).rounded(), (d.size.height * d.nativeScale).rounded()] }
        #expect(pixels(.iphone16pro) == [1206, 2622])
        #expect(pixels(.iphone16promax) == [1320, 2868])
        #expect(pixels(.iphone15pro) == [1179, 2556])
        #expect(pixels(.iphone14) == [1170, 2532])
        #expect(pixels(.iphone14plus) == [1284, 2778])
        #expect(pixels(.iphone13mini)[0] == 1080)   // its screenshots are 1080 px wide (nativeScale 2.88, not 3)
        #expect(pixels(.iphoneSE) == [750, 1334])
    }

    @Test("the Dynamic Island is the one measured on the iPhone 15 Pro screenshot, inside the top safe area")
    func island() throws {
        // Ink on the reference: 375 × 110 px at (402, 34) px, @3x.
        let rect = try #require(Device.iphone15pro.cutout.rect)
        #expect(Device.iphone15pro.cutout.kind == "dynamicIsland")
        #expect(abs(rect.minX - 402.0 / 3) < 0.01 && abs(rect.minY - 34.0 / 3) < 0.01)
        #expect(abs(rect.width - 375.0 / 3) < 0.01 && abs(rect.height - 110.0 / 3) < 0.01)
        for device in Device.all {
            guard let cut = device.cutout.rect else { #expect(device == .iphoneSE); continue }
            #expect(abs(cut.midX - device.size.width / 2) < 0.001, "\(device.name) centred")
            #expect(cut.maxY < device.safeArea.top, "\(device.name): the cut-out stays above the safe area")
        }
    }

    @Test("the notch is 26.8 x 5.35 mm converted with the panel's pixel density")
    func notch() throws {
        let rect = try #require(Device.iphone14.cutout.rect)
        #expect(Device.iphone14.cutout.kind == "notch")
        #expect(rect.minY == 0)
        #expect(abs(rect.width - 26.8 / 25.4 * 460 / 3) < 0.01)
        #expect(abs(rect.height - 5.35 / 25.4 * 460 / 3) < 0.01)
        #expect(Device.iphone16e.cutout == Device.iphone14.cutout)
        // The mini's panel is denser per point, so the same notch is wider in points.
        #expect(try #require(Device.iphone13mini.cutout.rect).width > rect.width)
    }

    @Test("corner radii follow the panel families (Kyle Bashour's table and its successors)")
    func cornerRadii() {
        #expect(Device.iphoneSE.displayCornerRadius == 0)
        #expect(Device.iphone13mini.displayCornerRadius == 44)
        #expect(Device.iphone14.displayCornerRadius == 47.33)
        #expect(Device.iphone14plus.displayCornerRadius == 53.33)
        #expect(Device.iphone15pro.displayCornerRadius == 55)
        #expect(Device.iphone16pro.displayCornerRadius == 62)
    }
}
