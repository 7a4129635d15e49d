/// SwiftUI's list-row modifiers, written on a row of a `list` or `form` (docs/containers.md,
/// "Row modifiers"): `listRowInsets`, `listRowSeparator` and `listRowBackground`.
public struct ListRowOptions: Hashable, Sendable {
    /// `listRowInsets(_:)`: the row's content insets, replacing the row's own (11 pt above
    /// and below, the layout margin at the sides); nil keeps them. The separator starts at
    /// the leading inset, where the content starts, as UIKit aligns it to the text.
    public var insets: EdgeInsets?
    /// `listRowSeparator(.hidden)`: no separator above or below this row (SwiftUI's edges
    /// default to `.all`, so the line shared with the row before goes too).
    public var separatorHidden: Bool
    /// `listRowBackground(_:)`: the row's background, over the section's card.
    public var background: Paint?

    public init(insets: EdgeInsets? = nil, separatorHidden: Bool = false, background: Paint? = nil) {
        self.insets = insets; self.separatorHidden = separatorHidden; self.background = background
    }
}
