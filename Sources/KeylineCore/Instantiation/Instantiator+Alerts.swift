/// `alert` and `confirmationDialog` (docs/presentations.md): iOS's alert box in the middle of
/// the screen, and the action sheet at its bottom with Cancel apart, over a dimmed screen.
extension Instantiator {
    /// The dimming and the alert box, each a layer over the screen.
    func presentingAlert(_ shown: ShownPresentation, _ parts: PresentationParts) throws(SceneError) -> [ViewNode] {
        typealias M = AlertMetrics
        let title = try converter.string(shown.arguments["title"]!, "title")
        let message = try shown.arguments["message"].map { n throws(SceneError) in try converter.string(n, "message") }
        var actions = oneCancel(shown.actions)
        // Apple's documentation of alert(_:isPresented:actions:): "If no actions are
        // present, the system includes a standard 'OK' action." [order]: a destructive
        // button brings a Cancel with it.
        if actions.isEmpty { actions = [PresentedAction(title: "OK", role: nil)] }
        if actions.contains(where: { $0.role == .destructive }), !actions.contains(where: { $0.role == .cancel }) {
            actions.append(PresentedAction(title: "Cancel", role: .cancel))
        }
        // [order] Two buttons: Cancel on the left; more: Cancel at the bottom.
        let cancel = actions.filter { $0.role == .cancel }
        let others = actions.filter { $0.role != .cancel }
        actions = actions.count == 2 ? cancel + others : others + cancel
        let sideBySide = actions.count == 2 && actions.allSatisfy { $0.title.count <= M.sideBySideMaximumCharacters }

        var text = [parts.text("title", title, size: M.titleSize, weight: .semibold, lineHeight: nil, color: systemColor("label"))]
        if let message {
            text.append(parts.text("message", message, size: M.messageSize, weight: .regular, lineHeight: nil, color: systemColor("label")))
        }
        var rows = [parts.node(nil, .stack(StackSpec(axis: .vertical, spacing: M.titleMessageSpacing, alignment: .center), text), [
            .padding(EdgeInsets(top: M.textTopInset, leading: M.textSideInset, bottom: M.textBottomInset, trailing: M.textSideInset)),
            .frame(FrameSpec(maxWidth: .infinity)),
        ])]
        let buttons = actions.enumerated().map { i, action in
            actionButton(parts, "button\(i)", action, size: M.buttonTextSize, lineHeight: nil, height: M.buttonHeight)
        }
        if sideBySide {
            rows.append(hairline(parts))
            rows.append(parts.node(nil, .stack(StackSpec(axis: .horizontal, spacing: 0, alignment: .center), [
                buttons[0], parts.rectangle(nil, systemColor("separator"), [.frame(.fixed(width: parts.hairline, height: M.buttonHeight))]), buttons[1],
            ])))
        } else {
            for button in buttons { rows += [hairline(parts), button] }
        }
        let box = ViewNode(kind: .stack(StackSpec(axis: .vertical, spacing: 0, alignment: .center), rows), modifiers: [
            .frame(.fixed(width: M.width)),
            .background(parts.node("background", .shape(ShapeSpec(shape: .roundedRectangle(cornerRadius: M.cornerRadius, style: .continuous),
                                                                    fill: .color(M.background(variant.appearance)), stroke: nil))), .center),
            systemDesign(parts),
        ], id: parts.prefix, identity: parts.identity + "/box", location: parts.location)
        // Centred on the screen, not in the safe area.
        return [presentationLayer(dimmingLayer(parts, opacity: M.dimming(variant.appearance)), PresentationMotion.dimming(PresentationMotion.alert)),
                fullScreenLayer(box, .center, PresentationMotion.alertPop, parts)]
    }

    /// The dimming and the action sheet, each a layer over the screen.
    func presentingDialog(_ shown: ShownPresentation, _ parts: PresentationParts) throws(SceneError) -> [ViewNode] {
        typealias M = DialogMetrics
        let c = converter
        let title = try c.string(shown.arguments["title"]!, "title")
        let message = try shown.arguments["message"].map { n throws(SceneError) in try c.string(n, "message") }
        // Keyline's reading of `automatic` on iPhone: the title is hidden (SwiftUI's
        // confirmationDialog shows it with `titleVisibility: .visible`).
        let showsTitle = try shown.arguments["titleVisibility"].map { n throws(SceneError) in
            try c.choice(n, "titleVisibility", ["visible": true, "hidden": false, "automatic": false])
        } ?? false
        let actions = oneCancel(shown.actions)
        // Apple's documentation of confirmationDialog: "Dialogs include a standard dismiss
        // action by default. If you provide a button with a role of cancel, that button takes
        // the place of the default dismiss action."
        let cancel = actions.first { $0.role == .cancel } ?? PresentedAction(title: "Cancel", role: .cancel)
        let others = actions.filter { $0.role != .cancel }

        let grey = systemColor("secondaryLabel")
        var header: [ViewNode] = []
        if showsTitle { header.append(parts.text("title", title, size: M.headerSize, weight: .semibold, lineHeight: M.headerLineHeight, color: grey)) }
        if let message { header.append(parts.text("message", message, size: M.headerSize, weight: .regular, lineHeight: M.headerLineHeight, color: grey)) }
        var rows: [ViewNode] = []
        if !header.isEmpty {
            rows.append(parts.node(nil, .stack(StackSpec(axis: .vertical, spacing: M.titleMessageSpacing, alignment: .center), header), [
                .padding(EdgeInsets(top: M.headerVerticalInset, leading: M.headerSideInset, bottom: M.headerVerticalInset, trailing: M.headerSideInset)),
                .frame(FrameSpec(maxWidth: .infinity)),
            ]))
        }
        for (i, action) in others.enumerated() {
            if !rows.isEmpty { rows.append(hairline(parts)) }
            rows.append(actionButton(parts, "button\(i)", action, size: M.buttonTextSize, lineHeight: M.buttonLineHeight, height: M.buttonHeight))
        }
        let rounded = ShapeKind.roundedRectangle(cornerRadius: M.cornerRadius, style: .continuous)
        var groups: [ViewNode] = []
        if !rows.isEmpty {
            groups.append(parts.node("actions", .stack(StackSpec(axis: .vertical, spacing: 0, alignment: .center), rows), [
                .background(parts.node(nil, .shape(ShapeSpec(shape: rounded, fill: .color(AlertMetrics.background(variant.appearance)), stroke: nil))), .center),
            ]))
        }
        var cancelButton = actionButton(parts, "cancel", cancel, size: M.buttonTextSize, lineHeight: M.buttonLineHeight, height: M.buttonHeight)
        cancelButton.modifiers.append(.background(parts.node(nil, .shape(ShapeSpec(shape: rounded, fill: .color(M.cancelBackground(variant.appearance)), stroke: nil))), .center))
        groups.append(cancelButton)
        let bottom = max(variant.device.safeArea.bottom, M.minimumBottomInset)
        let dialog = ViewNode(kind: .stack(StackSpec(axis: .vertical, spacing: M.groupSpacing, alignment: .center), groups), modifiers: [
            .padding(EdgeInsets(leading: M.sideInset, bottom: bottom, trailing: M.sideInset)),
            systemDesign(parts),
        ], id: parts.prefix, identity: parts.identity + "/dialog", location: parts.location)
        return [presentationLayer(dimmingLayer(parts, opacity: AlertMetrics.dimming(variant.appearance)),
                                  PresentationMotion.dimming(PresentationMotion.systemDialogSpring)),
                fullScreenLayer(dialog, Alignment(horizontal: .center, vertical: .bottom), PresentationMotion.dialogSlideUp, parts)]
    }

    /// iOS shows one cancel button, the last written (enebin.medium.com, see AlertMetrics).
    private func oneCancel(_ actions: [PresentedAction]) -> [PresentedAction] {
        guard let last = actions.lastIndex(where: { $0.role == .cancel }) else { return actions }
        return actions.enumerated().filter { $0.element.role != .cancel || $0.offset == last }.map(\.element)
    }

    /// A full-width button row: its title centred, in blue, red for a destructive role,
    /// semibold for Cancel (UIAlertController's styles `.default`, `.destructive`, `.cancel`).
    private func actionButton(_ parts: PresentationParts, _ part: String, _ action: PresentedAction,
                              size: Double, lineHeight: Double?, height: Double) -> ViewNode {
        let color = systemColor(action.role == .destructive ? "systemRed" : "systemBlue")
        let title = parts.text("\(part).title", action.title, size: size, weight: action.role == .cancel ? .semibold : .regular,
                               lineHeight: lineHeight, color: color)
        return parts.node(part, .zstack(.center, [title]), [
            .frame(FrameSpec(maxWidth: .infinity, minHeight: height, maxHeight: height)),
            .accessibility(AccessibilitySpec(traits: [.button])),
        ])
    }

    private func hairline(_ parts: PresentationParts) -> ViewNode {
        parts.rectangle(nil, systemColor("separator"), [.frame(FrameSpec(minHeight: parts.hairline, maxHeight: parts.hairline))])
    }

    /// The full-screen black under an alert or a dialog (`alert.dimming`).
    func dimmingLayer(_ parts: PresentationParts, opacity: Double) -> ViewNode {
        parts.rectangle("dimming", Color(rgb8: 0, 0, 0, alpha: opacity), [.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity)), .ignoresSafeArea(.all)])
    }

    /// iOS draws alerts and dialogs in its own colours and sizes (systemBlue on the alert's
    /// material), which the app cannot change: `contrast` and `dynamic-type` are not reported
    /// on their parts, as on the bars' (docs/system-chrome.md).
    private func systemDesign(_ parts: PresentationParts) -> ViewModifier {
        .lintSuppression(LintSuppression(rules: ["contrast", "dynamic-type"], reason: "iOS's own \(parts.prefix): its colours and text sizes are the system's",
                                         location: parts.location, bySystem: true))
    }
}
