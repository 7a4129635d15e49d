/// What a compare card (`keyline compare --report`) holds besides its images: each
/// element's ink box expected (Keyline's render, the card's `expected` image) and found
/// (the app's screenshot, its `actual` image), in pixels of those images, with the deltas
/// in points. A plain copy of the comparison's figures, so that the report needs nothing
/// from the measuring to be read, merged or drawn.
public struct ReportComparison: Codable, Hashable, Sendable {
    /// Pixels per point of both images.
    public var scale: Int
    /// Both images' size in pixels (the boxes are drawn over them in this space).
    public var canvas: ReportSize
    public var tolerance: Double
    public var colorSpace: String
    public var elements: [Element]

    public struct Element: Codable, Hashable, Sendable {
        public var id: String
        public var kind: String
        /// `match`, `drift` or `missing`.
        public var status: String
        public var expected: ReportRect
        public var found: ReportRect?
        public var dx: Double
        public var dy: Double
        public var dwidth: Double
        public var dheight: Double
        /// "#RRGGBB found, ΔE 2.3 against #RRGGBB", when the element has one colour.
        public var colour: String?
        /// false when the screenshot's text has another shape.
        public var sameText: Bool?

        public init(id: String, kind: String, status: String, expected: ReportRect, found: ReportRect?,
                    dx: Double, dy: Double, dwidth: Double, dheight: Double, colour: String?, sameText: Bool?) {
            self.id = id; self.kind = kind; self.status = status; self.expected = expected; self.found = found
            self.dx = dx; self.dy = dy; self.dwidth = dwidth; self.dheight = dheight; self.colour = colour; self.sameText = sameText
        }
    }

    public init(scale: Int, canvas: ReportSize, tolerance: Double, colorSpace: String, elements: [Element]) {
        self.scale = scale; self.canvas = canvas; self.tolerance = tolerance; self.colorSpace = colorSpace; self.elements = elements
    }
}

extension ReportCard.Kind {
    /// A screenshot of the app measured against its screen: `keyline compare`.
    public static let screenCompare = ReportCard.Kind("screen-compare")
}
