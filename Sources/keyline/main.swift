import CCairo
import KeylineCore
import KeylineRender
import KeylineLayout
// temporary driver
let args = CommandLine.arguments
do {
    let doc = try SceneLoader.load(contentsOf: args[1])
    for w in doc.warnings { print("warning: \(w)") }
    let pipeline = ScenePipeline(document: doc)
    let renderer = Renderer()
    for screen in doc.screens {
        for appearance in Appearance.allCases {
            let variant = Variant(appearance: appearance, device: args.count > 3 ? Device.named(args[3])! : doc.device)
            let root = try pipeline.viewTree(screen, variant)
            let layout = pipeline.layout(root, variant, renderer: renderer)
            if appearance == .light { for f in layout.namedFrames { print(screen.id, f.id, f.frame) } }
            let image = renderer.rasterize(pipeline.displayList(layout, variant), scale: Double(args[2])!)
            _debugWritePNG(image, "/tmp/kl/\(screen.id)-\(appearance.rawValue).png")
        }
    }
    for n in FontResolver.takeNotices() { print("note: \(n)") }
} catch let e as SceneErrors {
    print(e.report(source: try? String(contentsOfFile: args[1], encoding: .utf8)))
}
