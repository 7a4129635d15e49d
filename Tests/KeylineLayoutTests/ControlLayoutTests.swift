import KeylineCore
import KeylineLayout
import Testing

/// SwiftUI's controls laid out with the fixed measurer (10 pt per character, lines as tall as
/// the font's leading: body 22 pt at Large), so each frame is the cited metric plus a number
/// worked by hand. The metrics: `ButtonMetrics` (UIButton.Configuration's insets, 15/20 at
/// large, 5/10 at small; 6.5/12 at regular, measured), `RoundedBorderFieldMetrics` (7-pt inset,
/// 34 pt at least),
/// `SwitchMetrics` (51 × 31, 27-pt thumb 2 pt in).
@Suite struct ControlLayoutTests: ControlLayoutSupport {
    @Test func aBorderlessButtonIsAsLargeAsItsTitle() throws {
        let f = try solve(screen("""
        vstack:
          - button: Sign In
            id: automatic
          - button: Sign In
            buttonStyle: plain
            id: plain
          - link: Terms
            destination: https://example.com/terms
            id: link
        """))
        // "Sign In": 7 characters, 70 × 22; no padding (iOS's automatic style outside a list is borderless).
        #expect(f["automatic"]!.size == Size(width: 70, height: 22))
        #expect(f["plain"]!.size == Size(width: 70, height: 22))
        #expect(f["link"]!.size == Size(width: 50, height: 22))
    }

    @Test func borderedButtonsArePaddedByTheirControlSize() throws {
        let f = try solve(screen("""
        vstack:
          - button: Sign In
            buttonStyle: borderedProminent
            id: regular
          - button: Sign In
            buttonStyle: bordered
            controlSize: large
            id: large
          - button: Sign In
            buttonStyle: bordered
            controlSize: small
            id: small
          - button: Sign In
            buttonStyle: borderedProminent
            controlSize: mini
            id: mini
        """))
        // Regular: 6.5 pt above and below a 22-pt body line (measured on EnergyStats' login
        // screenshot: 33.33 pt around a 20.33-pt line), 12 pt either side.
        #expect(f["regular"]!.size == Size(width: 70 + 24, height: 22 + 13))
        // Large: 15 and 20.
        #expect(f["large"]!.size == Size(width: 70 + 40, height: 22 + 30))
        // Small: subheadline (20-pt leading at Large), 5 and 10.
        #expect(f["small"]!.size == Size(width: 70 + 20, height: 20 + 10))
        // Mini: footnote (18-pt leading at Large), 5 and 10.
        #expect(f["mini"]!.size == Size(width: 70 + 20, height: 18 + 10))
    }

    @Test func theBackgroundFillsTheButtonWithTheSizesShape() throws {
        let t = try tree("""
        vstack:
          - button: Sign In
            buttonStyle: borderedProminent
            id: regular
          - button: Go
            buttonStyle: bordered
            controlSize: small
            id: small
          - button: Go
            buttonStyle: bordered
            buttonBorderShape: 10
            id: radius
        """)
        let regular = try #require(part("background", of: "regular", in: t))
        #expect(regular.frame == t.frame(of: "regular"))
        #expect(regular.kind == "roundedRect")
        guard case .shape(let shape) = regular.content else { Issue.record("a shape expected"); return }
        #expect(shape.shape == .roundedRectangle(cornerRadius: 5.95, style: .continuous))
        #expect(part("background", of: "small", in: t)?.kind == "capsule")
        guard case .shape(let custom) = part("background", of: "radius", in: t)?.content else { Issue.record("a shape expected"); return }
        #expect(custom.shape == .roundedRectangle(cornerRadius: 10, style: .continuous))
    }

    /// SwiftUI's idiom for a full-width bordered button: the frame on the label, inside the
    /// background (a frame on the button itself leaves the background hugging the title).
    @Test func aLabelOfViewsWidensTheBackground() throws {
        let t = try tree("""
        vstack:
          - button:
              - text: Sign In
                frame: { maxWidth: infinity }
            buttonStyle: borderedProminent
            id: wide
          - button: Sign In
            buttonStyle: borderedProminent
            frame: { maxWidth: infinity }
            id: framed
        """)
        #expect(t.frame(of: "wide")!.size == Size(width: 390, height: 22 + 13))
        #expect(part("background", of: "wide", in: t)!.frame.width == 390)
        #expect(t.frame(of: "framed")!.width == 390)
        #expect(part("background", of: "framed", in: t)!.frame.width == 70 + 24)
    }

    /// Dynamic Type grows the title; the insets stay (UIButton.Configuration's do).
    @Test func aButtonGrowsWithDynamicType() throws {
        let t = try tree("""
        button: Sign In
        buttonStyle: borderedProminent
        id: button
        """, dynamicType: .accessibility3)
        // Body at AX3: 40 pt on a 48-pt leading (Apple's HIG table); 10 pt per character.
        #expect(t.frame(of: "button")!.height == 48 + 13)
    }

    @Test func aRoundedBorderFieldFillsTheWidthAndInsetsItsText() throws {
        let t = try tree("""
        vstack:
          - textField: Email
            textFieldStyle: roundedBorder
            id: email
          - secureField: Password
            id: password
        padding: { horizontal: 16 }
        """)
        let email = try #require(t.frame(of: "email"))
        #expect(email.width == 390 - 32)
        #expect(email.height == 22 + 14)
        let text = try #require(part("text", of: "email", in: t))
        #expect(text.contentFrame.minX == email.minX + 7)
        #expect(text.contentFrame.minY == email.minY + 7)
        // The plain (automatic) style has no chrome: one line, as wide as offered.
        #expect(t.frame(of: "password")!.size == Size(width: 358, height: 22))
    }

    /// A smaller font does not make a rounded-border field shorter than 34 pt: on EnergyStats'
    /// login screenshot a field with 13-pt text is 34 pt tall (102 pixels), its text centred.
    @Test func aRoundedBorderFieldIsAtLeast34PointsTall() throws {
        let t = try tree("""
        textField: API Key
        textFieldStyle: roundedBorder
        font: caption
        id: key
        """)
        let key = try #require(t.frame(of: "key"))
        // caption: a 16-pt line at Large; 16 + 2 × 7 = 30, raised to 34.
        #expect(key.height == 34)
        let text = try #require(part("text", of: "key", in: t))
        #expect(text.contentFrame.minX == key.minX + 7)
        #expect(text.contentFrame.minY == key.minY + 9)
        #expect(text.contentFrame.height == 16)
    }

    /// Secure text is a row of fixed-width dots (SecureTextMetrics): a text longer than the
    /// field neither widens it nor moves it (iOS scrolls it inside); the dots are clipped there.
    @Test(arguments: ["automatic", "roundedBorder"])
    func aLongSecureTextStaysInsideItsField(style: String) throws {
        let t = try tree("""
        vstack:
          - secureField: Password
            text: \(String(repeating: "x", count: 60))
            textFieldStyle: \(style)
            focused: true
            id: password
        padding: { horizontal: 16 }
        """)
        // 60 dots are 620 pt at body size; the field is offered 358 at x 16.
        let password = try #require(t.frame(of: "password"))
        let fits = password.minX == 16 && password.width == 358
        #expect(fits, "\(style): \(password)")
    }

    @Test func aFocusedFieldShowsItsCaretAfterTheText() throws {
        let t = try tree("""
        vstack:
          - textField: Email
            text: ab
            focused: true
            id: typed
          - textField: Email
            focused: true
            id: empty
        alignment: leading
        """)
        let typed = try #require(part("caret", of: "typed", in: t))
        let text = try #require(part("text", of: "typed", in: t))
        // 2 pt wide, the line's height, laid out over the end of the 20-pt text "ab" and
        // drawn 2 pt further on (an offset moves the drawing, not the frame), so it starts
        // where the text ends.
        #expect(typed.frame.size == Size(width: 2, height: 22))
        #expect(typed.frame.minY == text.contentFrame.minY)
        #expect(typed.frame.minX + 2 == text.contentFrame.minX + 20)
        // Empty: before the placeholder.
        let empty = try #require(part("caret", of: "empty", in: t))
        #expect(empty.frame.minX == part("text", of: "empty", in: t)!.contentFrame.minX)
    }

    @Test func aToggleIsTheSwitchOnTheTrailingEdge() throws {
        let t = try tree("""
        vstack:
          - toggle: Notifications
            isOn: true
            id: on
          - toggle: Wi-Fi
            id: off
          - toggle:
            id: bare
        """)
        let on = try #require(t.frame(of: "on"))
        #expect(on.width == 390)
        #expect(on.height == 31)  // the switch is taller than a 22-pt line
        let track = try #require(part("switch", of: "on", in: t))
        #expect(track.contentFrame == Rect(x: 390 - 51, y: on.minY, width: 51, height: 31))
        // On: the 27-pt thumb 2 pt from the trailing end; off: from the leading end.
        let thumbOn = try #require(part("thumb", of: "on", in: t))
        #expect(thumbOn.contentFrame == Rect(x: 390 - 2 - 27, y: on.minY + 2, width: 27, height: 27))
        let off = try #require(t.frame(of: "off"))
        let thumbOff = try #require(part("thumb", of: "off", in: t))
        #expect(thumbOff.contentFrame == Rect(x: 390 - 51 + 2, y: off.minY + 2, width: 27, height: 27))
        // Without a title, only the switch.
        #expect(t.frame(of: "bare")!.size == Size(width: 51, height: 31))
    }

    /// The switch keeps its size at every Dynamic Type size; the title grows.
    @Test func theSwitchDoesNotScaleWithDynamicType() throws {
        let t = try tree("""
        toggle: Wi-Fi
        id: row
        """, dynamicType: .accessibility5)
        #expect(part("switch", of: "row", in: t)!.contentFrame.size == Size(width: 51, height: 31))
        // Body at AX5: 62-pt leading (HIG), taller than the switch.
        #expect(t.frame(of: "row")!.height == 62)
    }

    /// The control is one accessibility element with the control's trait.
    @Test func controlsAreButtonsAndTogglesForVoiceOver() throws {
        let t = try tree("""
        vstack:
          - button: Delete
            role: destructive
            disabled: true
            id: delete
          - toggle: Wi-Fi
            isOn: true
            id: wifi
        """)
        let button = try #require(part("label", of: "delete", in: t))
        #expect(button.accessibility?.traits == [.button, .notEnabled])
        #expect(button.accessibility?.label == "Delete")
        let row = try #require(part("row", of: "wifi", in: t))
        #expect(row.accessibility?.traits == [.toggle])
        #expect(row.accessibility?.value == "on")
    }

    /// In a form row the switch reaches 2 pt past the row's trailing inset (390 − 40 = 350),
    /// as six switches on a real screenshot do (GoCycling, SwitchMetrics); outside a list it
    /// ends at the edge it is given.
    @Test func aToggleInAFormOverhangsTheRowInsetByTwoPoints() throws {
        let t = try tree("""
        vstack:
          - form:
              - section:
                  - toggle: iCloud Sync
                    isOn: true
                    id: inForm
          - toggle: Alone
            id: alone
        """)
        let inForm = try #require(part("switch", of: "inForm", in: t))
        #expect(abs(inForm.frame.maxX - 352) < 1e-9)
        #expect(inForm.frame.width == 51)
        let alone = try #require(part("switch", of: "alone", in: t))
        #expect(abs(alone.frame.maxX - 390) < 1e-9)
    }

    /// `pickerStyle: navigationLink` (iOS 15's automatic style in a Form): the title, the
    /// selection in secondaryLabel, then the chevron 12 pt after it, 1.2 pt inside the inset.
    @Test func aNavigationLinkPickerIsATitleASelectionAndAChevron() throws {
        let t = try tree("""
        form:
          - section:
              - picker: Colour
                options: [Red, Blue]
                selection: Blue
                pickerStyle: navigationLink
                id: colour
        """)
        let selection = try #require(part("selection", of: "colour", in: t))
        let chevron = try #require(part("chevron", of: "colour", in: t))
        #expect(selection.text?.spec.content == "Blue")
        #expect(selection.text?.spec.color == .color(Color(rgb8: 60, 60, 67, alpha: 0.6)))
        #expect(abs(chevron.frame.maxX - 350) < 1e-9 && abs(chevron.contentFrame.maxX - 348.8) < 1e-9)
        #expect(abs(chevron.contentFrame.minX - 12 - selection.frame.maxX) < 1e-9)
        #expect(part("title", of: "colour", in: t)?.frame.minX == 40)
    }
}
