import KeylineCore
import Testing

/// The variant key names every file Keyline writes: today's names stay as they were, and
/// two different variants never share one.
@Suite struct VariantKeyTests {
    @Test func defaultsAreLeftOutSoTodaysNamesStay() {
        let scene = Device.iphone14
        #expect(Variant().key(sceneDevice: scene) == "light@3x")
        #expect(Variant(appearance: .dark).key(sceneDevice: scene) == "dark@3x")
        #expect(Variant(appearance: .dark, motion: .reduced).key(sceneDevice: scene) == "dark-reduced@3x")
        #expect(Variant(device: .iphoneSE).key(sceneDevice: scene) == "light-iphoneSE@3x")
        #expect(Variant(motion: .reduced, device: .iphoneSE).key(sceneDevice: scene) == "light-reduced-iphoneSE@3x")
        #expect(Variant(scale: 1).key(sceneDevice: scene) == "light@1x")
        // The scene's own device is left out, whichever it is.
        #expect(Variant(device: .iphoneSE).key(sceneDevice: .iphoneSE) == "light@3x")
        #expect(Variant(device: .iphone14).key(sceneDevice: .iphoneSE) == "light-iphone14@3x")
    }

    @Test func dynamicTypeAndStateFollowInAFixedOrder() {
        let scene = Device.iphone14
        #expect(Variant(dynamicTypeSize: .accessibility5).key(sceneDevice: scene) == "light-AX5@3x")
        #expect(Variant(appearance: .dark, dynamicTypeSize: .xSmall, scale: 2).key(sceneDevice: scene) == "dark-xSmall@2x")
        #expect(Variant(state: ["page": .number(2)]).key(sceneDevice: scene) == "light-page=2@3x")
        #expect(Variant(appearance: .dark, motion: .reduced, device: .iphoneSE, dynamicTypeSize: .accessibility1, scale: 2,
                        state: ["phase": .string("error"), "page": .number(1)]).key(sceneDevice: scene)
                == "dark-reduced-iphoneSE-AX1-page=1-phase=error@2x")
    }

    /// Separators inside values are escaped; strings that would read as another type are
    /// quoted, so "3" and 3 differ.
    @Test func stateValuesAreFileNameSafeAndUnambiguous() {
        func key(_ state: [String: Value]) -> String { Variant(state: state).key(sceneDevice: .iphone14) }
        #expect(key(["name": .string("a-b c/d")]) == "light-name=a%2Db%20c%2Fd@3x")
        #expect(key(["offset": .number(-20)]) == "light-offset=%2D20@3x")
        #expect(key(["title": .string("3")]) == "light-title=%273%27@3x")
        #expect(key(["title": .number(3)]) == "light-title=3@3x")
        #expect(key(["on": .bool(true)]) == "light-on=true@3x")
        #expect(key(["tags": .list([.string("a"), .string("b")])]) == "light-tags=%5Ba,b%5D@3x")
        #expect(key(["x": .number(0.5)]) == "light-x=0.5@3x")
    }

    @Test func distinctVariantsNeverShareAKey() {
        let states: [[String: Value]] = [
            [:], ["page": .number(2)], ["page": .string("2")], ["page": .number(-2)], ["page": .number(0.5)],
            ["page": .number(2), "phase": .string("error")], ["phase": .string("error")], ["phase": .string("a-b")],
            ["phase": .string("a"), "b": .bool(true)], ["phase": .string("a-b=true")], ["phase": .string("a b")],
            ["phase": .string("a,b")], ["phase": .list([.string("a"), .string("b")])], ["phase": .list([.string("a,b")])],
            ["phase": .string("")], ["phase": .null], ["phase": .string("null")], ["phase": .string("@2x")],
        ]
        var variants: [Variant] = []
        for appearance in Appearance.allCases {
            for motion in MotionPreference.allCases {
                for device in Device.all {
                    for size in DynamicTypeSize.allCases {
                        for scale in [1.0, 2, 3] {
                            for state in states {
                                variants.append(Variant(appearance: appearance, motion: motion, device: device,
                                                        dynamicTypeSize: size, scale: scale, state: state))
                            }
                        }
                    }
                }
            }
        }
        #expect(Set(variants).count == variants.count)
        let keys = Set(variants.map { $0.key(sceneDevice: .iphone14) })
        #expect(keys.count == variants.count)
        // One path component each.
        #expect(keys.allSatisfy { !$0.contains("/") && !$0.isEmpty })
    }
}
