import KeylineCore
import Testing

/// SwiftUI's words load to the same view as Keyline's (table-driven from the vocabulary),
/// with their semantics checked by hand where SwiftUI defines them.
@Suite struct SwiftUIVocabularyTests {
    func root(_ body: String) throws -> ViewNode {
        let document = try loadScene(scene(body: body))
        return try Instantiator(document: document, variant: Variant()).instantiate(document.screens[0])
    }

    /// A value each Keyline word accepts, for writing it and its SwiftUI alias alike.
    static let sampleValues: [String: String] = [
        "letterSpacing": "1.5", "weight": "semibold", "design": "rounded", "align": "center", "color": "red",
        "fill": "red", "tint": "red", "scale": "0.5", "rotation": "30", "clip": "circle", "ignoresSafeArea": "top",
    ]

    /// A view of `kind` with `extra` written beside its key (an image is a symbol, which every
    /// image property applies to).
    static func view(_ kind: ViewKindWord, key: String? = nil, _ extra: String) -> String {
        let key = key ?? kind.rawValue
        let head: String
        switch kind.primary {
        case .children: head = "\(key):\n  - text: A" + (kind == .pager ? "\nselection: 0" : "")
            + (kind == .lazyVGrid ? "\ncolumns: 2" : "") + (kind == .lazyHGrid ? "\nrows: 2" : "")
        case .value(required: true): head = kind == .progress ? "\(key): 0.5" : kind == .image ? "\(key): { systemName: star }" : "\(key): Hi"
        case .value(required: false): head = kind == .roundedRect ? "\(key): 8" : "\(key):"
        case .none: head = kind == .tabBar ? "\(key):\nitems: [{ systemName: house.fill, label: Home }]" : "\(key):"
        }
        // A label needs its symbol, a picker its options.
        let required = kind == .label ? "\nsystemImage: star" : kind == .picker ? "\noptions: [A]" : ""
        return head + required + (extra.isEmpty ? "" : "\n" + extra)
    }

    @Test func everyModifierAliasLoadsToTheSameNode() throws {
        #expect(!SwiftUIVocabulary.modifierAliases.isEmpty)
        for (alias, word) in SwiftUIVocabulary.modifierAliases {
            let value = try #require(Self.sampleValues[word.rawValue], "no sample value for \(word)")
            let keyline = try root(Self.view(.rect, "\(word.rawValue): \(value)"))
            let swiftUI = try root(Self.view(.rect, "\(alias): \(value)"))
            #expect(String(describing: swiftUI) == String(describing: keyline), "\(alias)")
            #expect(swiftUI.modifiers.first?.name == word.rawValue, "\(alias) prints as Keyline's word")
        }
    }

    @Test func everyFlagModifierLoadsToItsKeylineModifier() throws {
        for (flag, target) in SwiftUIVocabulary.flagModifiers {
            let keyline = try root(Self.view(.rect, "\(target.word.rawValue): \(target.argument)"))
            let swiftUI = try root(Self.view(.rect, "\(flag): true"))
            #expect(String(describing: swiftUI) == String(describing: keyline), "\(flag)")
            #expect(try root(Self.view(.rect, "\(flag): false")).modifiers.isEmpty, "\(flag): false is no modifier")
        }
    }

    @Test func everyPropertyAliasLoadsToTheSameNode() throws {
        var checked = 0
        for kind in ViewKindWord.allCases {
            for word in SwiftUIVocabulary.propertyWords(on: kind) {
                let keylineLine: String
                if let (property, value) = SwiftUIVocabulary.flagProperty(word, on: kind) {
                    keylineLine = "\(property): \(value)"
                    let swiftUI = try root(Self.view(kind, "\(word): true"))
                    #expect(String(describing: swiftUI) == String(describing: try root(Self.view(kind, keylineLine))), "\(word) on \(kind)")
                } else {
                    let property = try #require(SwiftUIVocabulary.propertyAlias(word, on: kind))
                    let value = try #require(Self.sampleValues[property], "no sample value for \(property)")
                    let swiftUI = try root(Self.view(kind, "\(word): \(value)"))
                    let keyline = try root(Self.view(kind, "\(property): \(value)"))
                    #expect(String(describing: swiftUI) == String(describing: keyline), "\(word) on \(kind)")
                    // The alias changed something: it is not silently dropped.
                    #expect(String(describing: swiftUI) != String(describing: try root(Self.view(kind, ""))), "\(word) on \(kind)")
                }
                checked += 1
            }
        }
        #expect(checked >= 12)
    }

    @Test func everySwiftUIViewNameLoadsToTheSameNode() throws {
        for kind in ViewKindWord.allCases {
            let swiftUI = try root(Self.view(kind, key: kind.swiftUIName, ""))
            let keyline = try root(Self.view(kind, ""))
            #expect(String(describing: swiftUI) == String(describing: keyline), "\(kind.swiftUIName)")
            #expect(swiftUI.kindName == keyline.kindName)
        }
    }

    // MARK: - Semantics

    func text(_ body: String) throws -> TextSpec {
        guard case .text(let t) = try root(body).kind else { throw Failure("expected a text") }
        return t
    }

    struct Failure: Error { let message: String; init(_ m: String) { message = m } }

    @Test func kerningAndTrackingAreLetterSpacingInPoints() throws {
        #expect(try text("text: Hi\nkerning: 2").font.letterSpacing == 2)
        #expect(try text("text: Hi\ntracking: -0.5").font.letterSpacing == -0.5)
    }

    @Test func boldIsTheBoldWeightAndFalseLeavesTheStyle() throws {
        #expect(try text("text: Hi\nbold: true").font.weight == .bold)
        #expect(try text("text: Hi\nfont: headline\nbold: false").font.weight == .semibold)
        #expect(try text("text: Hi\nfontWeight: heavy").font.weight == .heavy)
    }

    @Test func lineSpacingAndTruncationModeAreKept() throws {
        let t = try text("text: Hi\nlineSpacing: 6\nlineLimit: 1\ntruncationMode: middle")
        #expect(t.lineSpacing == 6)
        #expect(t.truncation == .middle)
        #expect(try text("text: Hi").truncation == .tail)
    }

    @Test func foregroundColorColoursTextAndFillsShapes() throws {
        let red = try text("text: Hi\ncolor: red").color
        #expect(try text("text: Hi\nforegroundColor: red").color == red)
        guard case .shape(let s) = try root("circle:\nforegroundStyle: red").kind else { Issue.record("shape"); return }
        #expect(s.fill == red)
    }

    @Test func ignoresSafeAreaTakesSwiftUIsEdgesLabel() throws {
        let node = try root("rect:\nignoresSafeArea: { edges: [top, bottom] }")
        guard case .ignoresSafeArea(let edges) = node.modifiers.first else { Issue.record("ignoresSafeArea"); return }
        #expect(edges == [.top, .bottom])
    }

    @Test func writingAWordAndItsAliasTogetherIsAnError() {
        let errors = sceneErrors(scene(body: "text: Hi\nkerning: 1\nletterSpacing: 2"))
        #expect(errors.contains { $0.message.contains("'letterSpacing'") && $0.message.contains("already") })
    }

    // MARK: - Messages

    @Test func unknownWordsSuggestFromBothVocabularies() {
        let swiftUI = sceneErrors(scene(body: "text: Hi\nforegroundColr: red"))
        #expect(swiftUI.first?.fixIt?.replacement == "foregroundColor")
        let keyline = sceneErrors(scene(body: "text: Hi\nletterSpacin: 1"))
        #expect(keyline.first?.fixIt?.replacement == "letterSpacing")
        let modifier = sceneErrors(scene(body: "rect:\nmodifiers:\n  - scaleEfect: 2"))
        #expect(modifier.first?.fixIt?.replacement == "scaleEffect")
        let kind = sceneErrors(scene(body: "VStak:\n  - text: A"))
        #expect(kind.first?.fixIt?.replacement == "VStack")
        let component = sceneErrors(scene(body: "Txt: {}"))
        #expect(component.first?.fixIt?.replacement == "Text")
    }

    @Test func swiftUIWordsKeylineLacksSaySo() {
        let modifier = sceneErrors(scene(body: "rect:\nmatchedGeometryEffect: hero"))
        #expect(modifier.first?.message == "matchedGeometryEffect is SwiftUI's, not implemented by Keyline")
        let listed = sceneErrors(scene(body: "text: Hi\nmodifiers:\n  - baselineOffset: 2"))
        #expect(listed.first?.message == "baselineOffset is SwiftUI's, not implemented by Keyline")
        let view = sceneErrors(scene(body: "Chart: {}"))
        #expect(view.first?.message == "Chart is SwiftUI's, not implemented by Keyline")
        let withChildren = sceneErrors(scene(body: "LazyVStack:\n  - text: A"))
        #expect(withChildren.first?.message == "LazyVStack is SwiftUI's, not implemented by Keyline")
    }

    @Test func resizableUnderModifiersPointsBesideImage() {
        let errors = sceneErrors(scene(body: "image: photo.png\nmodifiers:\n  - resizable: true"))
        #expect(errors.first?.hint?.contains("beside 'image:'") == true)
    }

    @Test func aTextWordOnAStackSaysWhereItBelongs() {
        let errors = sceneErrors(scene(body: "vstack: []\nlineHeight: 20"))
        #expect(errors.first?.hint?.contains("'text'") == true)
    }

    // MARK: - The environment

    func texts(_ node: ViewNode) -> [TextSpec] {
        if case .text(let t) = node.kind { return [t] }
        return node.kind.children.flatMap(texts)
    }

    /// SwiftUI's font, foreground style, kerning and tracking set on a container reach every
    /// text inside it, through nested containers; a text's own value, or a nearer
    /// container's, wins (Apple's documentation of View.font(_:): "applies to all child views").
    @Test func textPropertiesFlowDownFromContainers() throws {
        let node = try root("""
        vstack:
          - text: Inherits
          - hstack:
              - text: Nearer
            kerning: 2
          - text: Own
            font: caption
            foregroundColor: blue
        font: title
        foregroundStyle: red
        tracking: 1
        """)
        let all = texts(node)
        let red = try text("text: Hi\ncolor: red").color, blue = try text("text: Hi\ncolor: blue").color
        #expect(all.map(\.font.size) == [28, 28, 12])
        #expect(all.map(\.color) == [red, red, blue])
        #expect(all.map(\.font.letterSpacing) == [1, 2, 1])
        #expect(try text("text: Hi").font.size == 17, "nothing set: body")
    }

    @Test func theForegroundStyleFillsShapesInsideAndBoldWeighsTexts() throws {
        let node = try root("zstack:\n  - circle:\n  - text: A\nforegroundColor: red\nbold: true")
        guard case .shape(let s) = node.kind.children.first?.kind else { Issue.record("shape"); return }
        #expect(s.fill == (try text("text: Hi\ncolor: red").color))
        #expect(texts(node).first?.font.weight == .bold)
    }

    @Test func aBadEnvironmentValueIsReportedAtTheContainer() {
        let errors = sceneErrors(scene(body: "vstack: []\nfont: titel"))
        #expect(errors.first?.message.contains("titel") == true)
        #expect(errors.first?.location?.line == 5)
    }

    @Test func minimumScaleFactorAndAllowsTighteningAreRead() throws {
        let t = try text("text: SF Symbols\nminimumScaleFactor: 0.6\nallowsTightening: true")
        #expect(t.minimumScaleFactor == 0.6 && t.allowsTightening)
        #expect(try text("text: Hi").minimumScaleFactor == 1)
        #expect(sceneErrors(scene(body: "text: Hi\nminimumScaleFactor: 1.5")).first?.message.contains("fraction") == true)
    }
}
