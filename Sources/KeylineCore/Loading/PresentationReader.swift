import Yams

/// Reads `sheet:`, `alert:` and `confirmationDialog:` (docs/presentations.md): a mapping of
/// SwiftUI's argument labels, whose `content:` (a sheet) or `actions:` (an alert, a dialog)
/// holds views.
extension ViewTemplateReader {
    func readPresentation(_ kind: PresentationTemplate.Kind, _ node: Node, at location: SourceLocation) throws(SceneError) -> PresentationTemplate {
        guard let pairs = node.orderedPairs else {
            throw SceneError(.typeMismatch, "'\(kind.rawValue)' is a mapping of SwiftUI's arguments, found \(node.kindName)",
                             at: source.location(node), hint: kind.example)
        }
        var arguments: [String: ValueTemplate] = [:]
        var views: [ViewTemplate] = []
        for (keyNode, value) in pairs {
            let keyLocation = source.location(keyNode)
            guard let key = keyNode.scalar?.string else { throw SceneError(.typeMismatch, "a key must be a plain name", at: keyLocation) }
            guard kind.keys.contains(key) else {
                throw SceneError(.unknownKey, "unknown key '\(key)' in '\(kind.rawValue)'", at: keyLocation, suggesting: key, in: kind.keys)
            }
            if key == kind.viewsKey {
                views = try readChildren(value, of: key)
            } else {
                arguments[key] = try values.read(value)
            }
        }
        if arguments["isPresented"] == nil {
            throw SceneError(.missingKey, "'\(kind.rawValue)' needs 'isPresented:', the state that shows it", at: location,
                             hint: "isPresented: $showSheet, with showSheet under the screen's state:")
        }
        if kind != .sheet, arguments["title"] == nil {
            throw SceneError(.missingKey, "'\(kind.rawValue)' needs 'title:'", at: location, hint: kind.example)
        }
        if kind == .sheet, views.isEmpty {
            throw SceneError(.missingKey, "'sheet' needs 'content:', the views the sheet shows", at: location, hint: kind.example)
        }
        return PresentationTemplate(kind: kind, arguments: arguments, views: views, location: location)
    }
}
