import ArgumentParser
import Foundation
import KeylineCore
import KeylineRender

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render screens, or their motion, to PNG.",
        discussion: """
        Stills (the default) — one PNG per screen and variant, the screen at rest:
          DIR/<screen>/<key>.png                              e.g. out/slide1/dark@3x.png

        Motion — with --storyboard, or --sequence for each screen's appear sequence:
          DIR/<name>/<key>/frame-0000.png                     frame i is the instant i / fps
          DIR/<name>/<key>.<ext>                              with --format apng|gif|webp|mp4|webm|mov
                                                              (docs/video-export.md)
        A sequence ends on the first frame at which everything has settled. --at renders one
        instant instead (…/at-1.500.png); --contact-sheet adds a grid of every Nth frame with
        its time (…/contact-sheet.png).

        <key> names the variant, leaving out what is at its default:
          <appearance>[-reduced][-<device>][-<size>][-<name>=<value>]…@<scale>x
        e.g. light@3x, dark-reduced@3x, light-iphoneSE@3x, dark-AX5@3x, light-page=2@3x.
        Files are written atomically: a run that fails or is interrupted leaves no partial file.
        """)

    @OptionGroup var scene: SceneArgument

    @Option(name: .customLong("screen"), help: ArgumentHelp("A screen to render (repeatable). Default: every screen.", valueName: "id"))
    var screens: [String] = []

    @Option(name: .customLong("storyboard"), help: ArgumentHelp("A storyboard to play (repeatable).", valueName: "name"))
    var storyboards: [String] = []

    @Flag(help: "Play every storyboard in the scene.")
    var allStoryboards = false

    @Flag(help: "Render each screen's appear sequence instead of its still.")
    var sequence = false

    @OptionGroup var variant: VariantOptions

    @OptionGroup var state: StateOptions

    // Numbers are parsed `.unconditional`ly, so that `--scale -1` is read as the value -1
    // and refused as out of range, not taken for an option ("Missing value").

    @Option(help: "full, reduced, or all (motion only; reduced motion is a variant). Default: full.")
    var motion: MotionChoice?

    @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3.")
    var scale: Int = 3

    @Option(parsing: .unconditional, help: "Frames per second of a sequence, up to 240. Default: 60.")
    var fps: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Render only the instant this many seconds in (motion).", valueName: "seconds"))
    var at: Double?

    @Flag(help: "Also write a contact sheet of every Nth frame (motion).")
    var contactSheet = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames between contact-sheet cells. Default: about 24 cells.", valueName: "n"))
    var every: Int?

    @Option(help: ArgumentHelp("The folder to write into (created if missing).", valueName: "dir"))
    var out: String

    @OptionGroup var jobs: JobsOption

    @OptionGroup(title: "Export (motion): one file per sequence and variant, DIR/<name>/<key>.<ext>")
    var export: ExportOptions

    /// Motion is chosen by what plays: storyboards, or appear sequences.
    var isMotion: Bool { sequence || allStoryboards || !storyboards.isEmpty }

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale \(scale) is out of range: it is 1, 2 or 3 (iOS's @1x, @2x, @3x)") }
        if let fps { guard fps > 0, fps <= 240 else { throw ValidationError("--fps \(fps.pointString) is out of range: more than 0, at most 240") } }
        if let at {
            guard at >= 0, at <= SceneLimits.storyboardSeconds else {
                throw ValidationError("--at \(at.pointString) is out of range: a time in seconds from 0 to \(SceneLimits.storyboardSeconds.pointString)")
            }
        }
        if let every { guard every >= 1 else { throw ValidationError("--every \(every) is out of range: 1 or more frames") } }
        try OutputPath.checkFolder(out, option: "--out")
        try checkCombinations()
        try export.check(isMotion: isMotion, at: at, contactSheet: contactSheet, fps: fps)
    }

    /// Options that contradict each other, or that the rest of the command line ignores,
    /// are refused rather than silently dropped.
    private func checkCombinations() throws {
        let playsStoryboards = allStoryboards || !storyboards.isEmpty
        if allStoryboards && !storyboards.isEmpty { throw ValidationError("give --storyboard NAME or --all-storyboards, not both") }
        if playsStoryboards && sequence {
            throw ValidationError("--sequence plays each screen's appear sequence and --storyboard a storyboard: give one of them")
        }
        if playsStoryboards && !screens.isEmpty {
            throw ValidationError("a storyboard starts on its own screen: give --storyboard or --screen, not both")
        }
        if !isMotion {
            if export.format != nil || export.preset != nil || export.transparent { return }  // ExportOptions.check says what to do
            let motionOnly = [(at != nil, "--at"), (contactSheet, "--contact-sheet"), (every != nil, "--every"),
                              (fps != nil, "--fps"), (motion != nil, "--motion")]
            if let (_, option) = motionOnly.first(where: \.0) {
                throw ValidationError("\(option) applies to motion: add --storyboard NAME, --all-storyboards or --sequence (a still is the screen at rest)")
            }
        }
        if at != nil && contactSheet { throw ValidationError("--at renders one instant and --contact-sheet a whole sequence: give one of them") }
        if every != nil && !contactSheet { throw ValidationError("--every spaces the cells of a contact sheet: add --contact-sheet") }
        if isMotion && !state.assignments.isEmpty {
            throw ValidationError("--state applies to stills; a storyboard sets its starting state with 'state:'")
        }
    }

    func run() throws {
        // Ctrl-C or a kill while writing removes the file being written.
        InterruptCleanup.install()
        try Console.run(render)
    }

    private func render(_ run: RunDiagnostics) throws {
        let document = try scene.load(run)
        let device = try variant.resolvedDevice(for: document)
        let options = RenderOptions(out: out, scale: Double(scale), threads: jobs.threads,
                                    sceneDevice: document.device, diagnostics: run.log)
        let sizes = variant.dynamicTypeSizes
        if isMotion {
            let variants = variant.appearances(default: .light).flatMap { a in
                (motion ?? .full).preferences.flatMap { m in
                    sizes.map { Variant(appearance: a, motion: m, device: device, dynamicTypeSize: $0, scale: Double(scale)) }
                }
            }
            try MotionRender(document: document, options: options, fps: fps, at: at,
                             contactSheetEvery: contactSheet ? (every ?? 0) : nil,
                             export: export.effectiveFormat == .png && export.preset == nil && !export.transparent ? nil : export)
                .run(storyboards: try selectStoryboards(document), screens: try document.selectScreens(screens), variants: variants)
        } else {
            let variants = variant.appearances(default: .light).flatMap { a in
                sizes.map { Variant(appearance: a, device: device, dynamicTypeSize: $0, scale: Double(scale)) }
            }
            try StillRender(document: document, options: options, state: state)
                .run(screens: try document.selectScreens(screens), variants: variants)
        }
    }

    private func selectStoryboards(_ document: SceneDocument) throws -> [StoryboardDefinition] {
        if allStoryboards {
            guard !document.storyboards.isEmpty else { throw Diagnostic(.inputUnknownName, "\(document.file) has no storyboards", at: nil) }
            return document.storyboards
        }
        return try document.selectStoryboards(storyboards)
    }
}

enum MotionChoice: String, ExpressibleByArgument, CaseIterable {
    case full, reduced, all
    var preferences: [MotionPreference] {
        switch self {
        case .full: [.full]
        case .reduced: [.reduced]
        case .all: MotionPreference.allCases
        }
    }
}

struct RenderOptions {
    let out: String
    let scale: Double
    let threads: Int
    /// The scene's own device, left out of file names.
    let sceneDevice: Device
    /// The run's log, which every renderer reports into.
    let diagnostics: DiagnosticLog

    /// Where every file goes: `out`, confined (`ConfinedFolder`).
    var folder: ConfinedFolder { ConfinedFolder(out) }

    /// The variant key: "light@3x", "dark-reduced@3x", "light-iphoneSE-AX5@3x", … (Variant.key).
    func key(_ variant: Variant) -> String { variant.key(sceneDevice: sceneDevice) }
    var scaleSuffix: String { "@\(Int(scale))x" }
}
