/// Reads SwiftUI's list-row modifiers on a view (`Vocabulary.listRowKeys`). They are checked
/// wherever they are written, and drawn only on a row of a list or form.
extension Instantiator {
    /// nil when the view has none of them.
    func listRowOptions(_ props: [String: ValueNode]) throws(SceneError) -> ListRowOptions? {
        guard Vocabulary.listRowKeys.contains(where: { props[$0] != nil }) else { return nil }
        let c = converter
        var options = ListRowOptions()
        // `listRowInsets: 0`, or `{ top: 4, leading: 20 }` (unnamed edges are 0, as in
        // SwiftUI's EdgeInsets(top:leading:bottom:trailing:)).
        options.insets = try props["listRowInsets"].map { n throws(SceneError) in try c.insets(n, "listRowInsets") }
        if let n = props["listRowSeparator"] {
            // SwiftUI's Visibility: automatic and visible draw the separator.
            options.separatorHidden = try c.choice(n, "listRowSeparator", ["automatic": false, "visible": false, "hidden": true])
        }
        options.background = try props["listRowBackground"].map { n throws(SceneError) in try c.paint(n, "listRowBackground") }
        return options
    }
}
