import ArgumentParser
import Foundation
import KeylineCompare
import KeylineCore
import KeylinePixels
import KeylineRender
import KeylineSnapshot

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Measure a screenshot of the built app against the scene, element by element.",
        discussion: """
        The screenshot's pixel size says the device and scale (every device Keyline knows at \
        @1x, @2x, @3x; --device and --scale settle a size that fits several). Keyline renders \
        the screen in that variant and, for every view with an id, finds its ink in the \
        screenshot near where the scene puts it; it prints a table sorted by drift: the ink \
        box expected and found in points, dx, dy, dwidth, dheight, the status (match within \
        --tolerance, drift, missing), the colour found against the token's (ΔE 2000) and, for \
        text, whether the same text is there. A status bar the scene draws (statusBar: on) is \
        measured part by part (statusBar.time, .cellular, .wifi, .battery), and a home \
        indicator it draws as homeIndicator; where the scene leaves them to the phone, their \
        areas are masked (--no-system-mask measures them anyway); --mask x,y,width,height \
        (points) masks more.
        With --json: {"screenshot", "scene", "screen", "device", "scale", "tolerance", \
        "elements": [{"id", "kind", "frame", "expected", "found", "dx", "dy", "dwidth", \
        "dheight", "status", "colour"?, "text"?}], "colorSpace", "masks", "unmeasured"}.
        With --screenshots DIR: every DIR/<screen>.png and DIR/<screen>/<variant-key>.png \
        against its screen, one line each, then 'N matched, N drifted'.
        With --report (or --report=DIR): a compare card in the report folder.

        Exit status: 0 when every element matches; 1 when one drifts or is missing; 2 for \
        bad input (a screenshot of no known size, a scene error); 64 for a malformed command line.
        """)

    @Argument(help: ArgumentHelp("SCREENSHOT.png SCENE, or SCENE alone with --screenshots.", valueName: "screenshot-and-scene"),
              completion: .file(extensions: ["png", "yaml", "yml", "json"]))
    var inputs: [String] = []

    @Option(help: ArgumentHelp("The screen the screenshot shows.", valueName: "id"))
    var screen: String?

    @Option(help: ArgumentHelp("Compare every DIR/<screen>.png and DIR/<screen>/<variant-key>.png with its screen.", valueName: "dir"))
    var screenshots: String?

    @OptionGroup var variantOptions: VariantOptions

    @OptionGroup var state: StateOptions

    @Option(help: "Pixels per point of the screenshot (1, 2 or 3), when its size fits several.")
    var scale: Int?

    @Option(help: ArgumentHelp("Points an element may be off and still match (default 1).", valueName: "pt"))
    var tolerance: Double = 1

    @Option(name: .customLong("mask"), help: ArgumentHelp("A rectangle left out of the measuring, in points (repeatable).", valueName: "x,y,width,height"),
            transform: CompareCommand.maskRect)
    var masks: [Rect] = []

    @Flag(name: .customLong("no-system-mask"), help: "Measure the status bar and home indicator areas even where the scene does not draw them.")
    var noSystemMask = false

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @OptionGroup var report: ReportOption

    /// The most screenshots `--screenshots` reads in one run, and files it looks at in one folder.
    static let maximumScreenshots = 1000

    func validate() throws {
        try variantOptions.requireOne(command: "compare")
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale \(scale) is out of range: 1, 2 or 3") }
        guard tolerance.isFinite, tolerance >= 0, tolerance <= 100 else { throw ValidationError("--tolerance \(tolerance): give points from 0 to 100") }
        if screenshots != nil {
            guard inputs.count == 1 else { throw ValidationError("with --screenshots, give the scene alone (got \(inputs.count) arguments)") }
            if screen != nil { throw ValidationError("--screen and --screenshots: the folder names the screens; leave out --screen") }
            if json { throw ValidationError("--json compares one screenshot; leave out --screenshots or --json") }
        } else {
            guard inputs.count == 2 else { throw ValidationError("give SCREENSHOT.png SCENE (got \(inputs.count) argument\(inputs.count == 1 ? "" : "s"))") }
            guard screen != nil else { throw ValidationError("--screen ID: which screen the screenshot shows") }
        }
    }

    static func maskRect(_ text: String) throws -> Rect {
        let numbers = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3],
              [x, y, w, h].allSatisfy({ $0.isFinite && abs($0) <= 100_000 }), w >= 0, h >= 0 else {
            throw ValidationError("--mask \(text): give x,y,width,height in points, e.g. --mask 0,0,390,47")
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    func run() throws {
        InterruptCleanup.install()
        try Console.run(compare)
    }

    private var sceneFile: String { inputs.last ?? "" }

    private func loadScene(_ run: RunDiagnostics) throws -> SceneDocument {
        let document = try SceneLoader.load(contentsOf: sceneFile)
        ProtectedInputs.shared.protect(sceneFile)
        run.log.report(contentsOf: document.warnings)
        run.say()
        return document
    }

    private func compare(_ run: RunDiagnostics) throws {
        let document = try loadScene(run)
        if let folder = screenshots { return try compareFolder(folder, document: document, run: run) }
        let screen = try document.selectScreens([self.screen ?? ""])[0]
        let (comparison, shot, render, key) = try measure(inputs[0], screen: screen, document: document, variantKey: nil, run: run)
        print(json ? comparison.json : CompareTable.table(comparison))
        if let folder = report.folder {
            try CompareReportWriting.write(comparison, screenshot: shot.image, render: render, document: document, variant: key, folder: folder,
                                           renderer: Renderer(diagnostics: run.log))
        }
        if !comparison.allMatch { throw ExitCode(1) }
    }

    /// Reads, places and measures one screenshot.
    private func measure(_ path: String, screen: ScreenDefinition, document: SceneDocument, variantKey: CompareVariants.Named?,
                         run: RunDiagnostics) throws -> (ScreenComparison, Screenshot, PixelImage, String) {
        let device = try variantKey.map(\.device) ?? variantOptions.device.map { try document.device(named: $0) }
        let shot: Screenshot
        do {
            shot = try Screenshot(contentsOf: path, device: device, scale: variantKey?.scale ?? scale)
        } catch let error as PNGFileError {
            throw Diagnostic(.inputInvalidValue, "cannot read the screenshot \(error.path): \(error.error.problem)", at: nil, hint: error.error.advice)
        }
        if case .other(let name) = shot.colorSpace {
            run.log.report(Diagnostic(.warning, .inputInvalidValue, "\(path) declares \(name), which Keyline does not convert; it is measured as sRGB (export screenshots in sRGB or Display P3)", at: nil))
        }
        var variant = try variantOptions.variant(of: screen, in: document, state: state)
        variant.device = shot.device
        variant.scale = Double(shot.scale)
        if let named = variantKey {
            variant.appearance = named.appearance
            variant.dynamicTypeSize = named.dynamicTypeSize
        }
        let comparer = ScreenComparer(tolerance: tolerance)
        let result = try comparer.compare(shot, document: document, screen: screen, variant: variant, masks: masks,
                                          maskSystemChrome: !noSystemMask, renderer: Renderer(diagnostics: run.log))
        return (result.comparison, shot, result.render, variant.key(sceneDevice: document.device))
    }

    /// `--screenshots DIR`: each screen's screenshots, one line each, then the summary.
    private func compareFolder(_ folder: String, document: SceneDocument, run: RunDiagnostics) throws {
        let found = try CompareVariants.screenshots(in: folder, document: document, limit: Self.maximumScreenshots, log: run.log)
        run.say()
        guard !found.isEmpty else {
            throw Diagnostic(.inputInvalidValue, "no screenshots in \(folder) for the screens of \(document.file)", at: nil,
                             hint: "name them DIR/<screen>.png or DIR/<screen>/<variant-key>.png (e.g. \(document.screens.first?.id ?? "home")/light@3x.png)")
        }
        var matched = 0, drifted = 0
        for item in found {
            let (comparison, shot, render, key) = try measure(item.path, screen: item.screen, document: document, variantKey: item.variant, run: run)
            let bad = comparison.elements.filter { $0.status != .match }
            print("\(bad.isEmpty ? "match" : "drift")  \(item.path)  \(comparison.matched) of \(comparison.elements.count) elements match"
                  + (bad.isEmpty ? "" : ": " + bad.prefix(5).map { CompareTable.summary($0) }.joined(separator: "; ")))
            if bad.isEmpty { matched += 1 } else { drifted += 1 }
            if let reportFolder = report.folder {
                try CompareReportWriting.write(comparison, screenshot: shot.image, render: render, document: document, variant: key,
                                               folder: reportFolder, renderer: Renderer(diagnostics: run.log))
            }
        }
        print("\(matched) matched, \(drifted) drifted")
        if drifted > 0 { throw ExitCode(1) }
    }
}
