/// Keyline's limits: budgets a real scene never comes near and a hostile one always hits,
/// so that every scene file and command line ends in a result or a located error within
/// seconds and well under a gigabyte (Keyline runs in CI on files from people it may not
/// trust). Each is enforced where the work happens, before the work: counts are checked
/// before anything is built, expansions are counted as they go and stop at the budget.
///
/// A scene past a limit is invalid (`scene.limit-exceeded`, exit 2); a run whose size also
/// depends on the command line (frames: duration × fps) is refused as a resource limit
/// (`output.limit-exceeded`, exit 1). README "Limits" lists every one with what to do.
/// The seed scenes stay far below each (the numbers in comments are theirs).
public enum SceneLimits {
    // MARK: The file

    /// Bytes in a scene file. The seed scenes are under 60 KB.
    public static let fileBytes = 2 << 20
    /// YAML values (scalars, lists, mappings, keys) in a scene once its aliases are
    /// expanded: an alias bomb (nine levels of ten aliases is 10⁹ values) is refused as it
    /// is read, before anything is built from it. The seed scenes have under 3,500.
    public static let yamlValues = 250_000
    /// Levels of YAML nesting (libyaml itself stops at 1,000; recursion over the values
    /// is bounded by this). The seed scenes nest 25 levels at most.
    public static let yamlDepth = 200

    // MARK: Numbers

    /// Lengths, positions and radii in points: sizes, frames, paddings, spacing, offsets,
    /// corner radii, stroke widths, letter spacing, line heights; and every other number a
    /// view reads (opacity, scale, degrees, priorities). A screen is under 1,000 pt.
    public static let length = 100_000.0
    /// Font sizes in points (Apple's largest text style, accessibility5 Large Title, is 60).
    public static let fontSize = 1_000.0
    /// A shadow's radius in points (SwiftUI's radius, the blur's standard deviation).
    public static let shadowRadius = 200.0
    /// Numbers that are counts or state: state values (in the scene, in a storyboard, on
    /// the command line), component number parameters. Up to 2⁵³ ≈ 9·10¹⁵ every whole
    /// number is exact in a Double, so a count converts to an integer without rounding.
    public static let magnitude = 1e15

    // MARK: Counts

    /// Items a `foreach` repeats its content for (a count or a list).
    public static let foreachItems = 1_000
    /// A text's `lineLimit`.
    public static let lineLimit = 1_000
    /// Columns of a `grid` (its widest row, `gridCellColumns` included) and items in a lazy
    /// grid's `columns` / `rows` (each adaptive item makes as many tracks as fit, which
    /// the grid's width, itself under `length`, bounds: a minimum under 1 pt counts as 1).
    public static let gridColumns = 100
    /// Bytes in a name that becomes a file or folder name: a screen id, a storyboard name,
    /// a scene file's name (`PathName`). A file name is at most 255 bytes, and the
    /// longest Keyline makes from a name adds 8 (`-redline`) and 21 (`.NAME.PID-N.partial`).
    public static let nameLength = 100
    /// Characters in one text (after `${…}` is filled in), a label, an id or any other
    /// string a view reads.
    public static let textLength = 10_000

    // MARK: Structure

    /// Views nested in one another, counting the levels components, slots, `foreach`,
    /// backgrounds and overlays add. The seed screens nest views 15 deep at most.
    public static let viewDepth = 64
    /// Modifiers on one view (each is a layer of layout and drawing).
    public static let modifiersPerView = 32
    /// Shadows drawn inside one another (a shadowed view inside a shadowed view…): each
    /// level draws everything inside it again into its mask.
    public static let nestedShadows = 8
    /// Screens in one scene (each is a folder of goldens and of `render` output).
    public static let screensPerScene = 1_000
    /// Views one screen expands to, after components, `foreach` and `if`. The largest seed
    /// screen has about 300 (at accessibility sizes, with its `viewThatFits` alternatives).
    public static let viewsPerScreen = 10_000
    /// Views all the screens of a scene expand to together, per appearance, when the
    /// loader checks them.
    public static let viewsPerScene = 100_000
    /// Views a sequence builds over all the states its events go through (each state
    /// change builds the screen again): 1,000 events on a screen of 1,000 views.
    public static let viewsPerSequence = 1_000_000
    /// Colour tokens that refer to one another in a chain (`a: b.opacity(0.5)`, `b: c`…).
    public static let tokenReferenceDepth = 64

    // MARK: Time

    /// Seconds a storyboard may last: its `duration`, every event's `at`, and the last
    /// repeat of an `every`/`times` event.
    public static let storyboardSeconds = 600.0
    /// Events in one storyboard, counting each repeat of an `every`/`times` event.
    public static let storyboardEvents = 1_000
    /// Frames in one rendered sequence: its length × fps, plus the first (the longest
    /// storyboard, 10 minutes, at 60 fps is 36,001).
    public static let framesPerSequence = 40_000
    /// Goldens one scene's `snapshots:` name, every subject × instant × device × scale ×
    /// Dynamic Type size × motion × appearance counted (a few lines of `all` can name tens
    /// of thousands). The largest seed scene names 1,152 with every variant `all`.
    public static let goldensPerScene = 10_000
    /// Frames in one motion golden (`film: true`): 20 s at 30 fps, 10 s at 60. Every frame
    /// is rendered and compared on every run, and a failure writes each frame of both films
    /// into the report; an APNG golden with more frames is refused unread.
    public static let framesPerMotionGolden = 600
    /// Frames a second of a motion golden (`fps:`).
    public static let motionGoldenFPS = 1.0...120.0
    /// Instants one snapshot of a sequence or storyboard names (`at:`).
    public static let instantsPerSnapshot = 100
    /// Masked regions on one snapshot (`mask:`); each is compared against every pixel.
    public static let masksPerSnapshot = 100
    /// Bytes of images one `check --report` or `lint --report` run adds to the report
    /// folder; past it, cards keep their text and lose their picture, with a note that
    /// says how many (`ReportImageBudget`). A card's image of the largest device at @2x is
    /// about 1 MB.
    public static let reportImageBytes = 100 << 20
    /// Cells on one contact sheet.
    public static let contactSheetCells = 240

    // MARK: Pixels

    /// Bytes in an image asset (PNG) a scene names, checked before it is decoded. The
    /// seed scenes' assets are under 1 KB; a full-screen photo at @3x is a few MB.
    public static let imageFileBytes = 16 << 20
    /// Bytes in an SVG asset: librsvg parses it whole, and its cost grows with its
    /// elements. The seed scenes' logo is 858 bytes.
    public static let svgFileBytes = 2 << 20
    /// Pixels a PNG asset may declare in its header (4096², 64 MB decoded): Cairo decodes
    /// the whole image, so a 1 MB file declaring 16,000² pixels would cost 1 GB.
    public static let imagePixels = 4096 * 4096
    /// Pixels on either side of a PNG asset (a tall scroll illustration at @3x).
    public static let imageSide = 16_384
    /// Points on either side of an SVG asset's natural size (its width and height or its
    /// viewBox): the size layout gives an image that has no frame.
    public static let svgSide = 100_000.0

    /// The blur of one shadow in device pixels: SwiftUI's radius × scale, capped here so
    /// that a view scaled up 1,000 times does not ask for a gigapixel mask. The largest
    /// shadow a scene may declare, 200 pt at @3x, is exactly this.
    public static let shadowBlurPixels = 600.0

    /// The error for a scene past a limit. `message` says what is too big and the limit
    /// ("'frame.width' is 3000000 pt; a length is limited to ±100000 pt"), `hint` what to do.
    public static func exceeded(_ message: String, at location: SourceLocation?, hint: String) -> Diagnostic {
        Diagnostic(.limitExceeded, message, at: location, hint: hint + " (docs/limits.md)")
    }

    /// The first number in `value` (itself, or inside its lists) past ±`magnitude`, if any.
    public static func outOfRangeNumber(in value: Value) -> Double? {
        switch value {
        case .number(let n): return abs(n) > magnitude ? n : nil  // NaN is not past anything
        case .list(let items):
            for item in items { if let n = outOfRangeNumber(in: item) { return n } }
            return nil
        default: return nil
        }
    }

    /// A state variable's value, checked where it is set (the scene's `state:`, a
    /// storyboard's `state:` and `set:`): numbers within ±`magnitude`.
    public static func checkState(_ value: Value, _ name: String, at location: SourceLocation) throws(SceneError) {
        guard let n = outOfRangeNumber(in: value) else { return }
        throw exceeded("state variable '\(name)' would be \(n.pointString); state numbers are limited to ±1e15",
                       at: location, hint: "state holds counts, pages and flags: check the value")
    }
}
