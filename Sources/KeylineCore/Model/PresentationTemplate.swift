/// SwiftUI's presentation modifiers written on a view (docs/presentations.md): `.sheet`,
/// `.alert` and `.confirmationDialog`. Each is shown while its `isPresented` state is true,
/// over the whole screen, as iOS presents them at the window's level whichever view the
/// modifier is written on.
public struct PresentationTemplate: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case sheet, alert, confirmationDialog

        /// The keys of the modifier's mapping: SwiftUI's argument labels, plus `content`
        /// (a sheet's views) and `actions` (an alert's or dialog's buttons).
        public var keys: [String] {
            switch self {
            case .sheet: ["isPresented", "content", "presentationDetents", "selection", "presentationDragIndicator"]
            case .alert: ["title", "isPresented", "message", "actions"]
            case .confirmationDialog: ["title", "isPresented", "titleVisibility", "message", "actions"]
            }
        }

        /// The key holding views: a sheet's content, an alert's or dialog's buttons.
        public var viewsKey: String { self == .sheet ? "content" : "actions" }

        public var example: String {
            switch self {
            case .sheet: "sheet: { isPresented: $showSettings, presentationDetents: [medium, large], content: [ - text: Settings ] }"
            case .alert: "alert: { title: Delete this photo?, isPresented: $confirming, actions: [ { button: Delete, role: destructive } ] }"
            case .confirmationDialog: "confirmationDialog: { title: Sign out?, isPresented: $asking, actions: [ { button: Sign Out, role: destructive } ] }"
            }
        }
    }

    public var kind: Kind
    /// The mapping's values but the views, by key.
    public var arguments: [String: ValueTemplate]
    /// A sheet's content, or an alert's or dialog's actions (`button` views).
    public var views: [ViewTemplate]
    public var location: SourceLocation

    public init(kind: Kind, arguments: [String: ValueTemplate], views: [ViewTemplate], location: SourceLocation) {
        self.kind = kind; self.arguments = arguments; self.views = views; self.location = location
    }
}
