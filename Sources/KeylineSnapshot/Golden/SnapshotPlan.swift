import Foundation
import KeylineCore

/// A scene's `snapshots:` expanded into goldens: every subject × instant × variant, in the
/// order written, each path once.
public enum SnapshotPlan {
    /// The scene's name in golden paths: its file name without the extension.
    public static func sceneName(_ document: SceneDocument) -> String {
        ((document.file as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Refuses two scenes of one run with the same name (`a/onboarding.yaml` and
    /// `b/onboarding.json`): their goldens would share `Goldens/onboarding/`, so one would
    /// pass on the other's render and each list the other's goldens as stale. The error is
    /// at the second file.
    public static func checkDistinctNames(_ documents: [SceneDocument]) throws(SceneErrors) {
        var seen: [String: String] = [:]  // name → the file that has it
        var errors: [SceneError] = []
        for document in documents {
            let name = sceneName(document)
            if let first = seen[name], first != document.file {
                errors.append(SceneError(.duplicateID, "this scene's name '\(name)' is also the name of \(first): their goldens would share one folder",
                                         at: SourceLocation(file: document.file, line: 1, column: 1),
                                         hint: "rename one of the files: a scene's name is its file name without the extension"))
            } else {
                seen[name] = document.file
            }
        }
        if !errors.isEmpty { throw SceneErrors(errors) }
    }

    public static func cases(_ document: SceneDocument, sceneName: String? = nil) -> [GoldenCase] {
        let scene = sceneName ?? Self.sceneName(document)
        var seen: Set<String> = []
        var result: [GoldenCase] = []
        for definition in document.snapshots {
            for item in cases(of: definition, document: document, scene: scene) where seen.insert(item.path).inserted {
                result.append(item)
            }
        }
        return result
    }

    static func cases(of definition: SnapshotDefinition, document: SceneDocument, scene: String) -> [GoldenCase] {
        var subjects: [(GoldenCase.Subject, String)] = []
        switch definition.subject {
        case .screens(let ids): subjects = ids.map { (.screen($0), $0) }
        case .redlines(let ids): subjects = ids.map { (.redline($0), "\($0)-redline") }
        case .sequence(let id):
            if let fps = definition.filmFPS {
                subjects = [(.film(.sequence(id), fps: fps), "\(id)-appear/\(GoldenCase.filmName)")]
            } else {
                subjects = definition.instants.map { (.sequence(id, $0), "\(id)-appear/" + GoldenCase.instantName($0)) }
            }
        case .storyboard(let name):
            if let fps = definition.filmFPS {
                subjects = [(.film(.storyboard(name), fps: fps), "\(name)/\(GoldenCase.filmName)")]
            } else {
                subjects = definition.instants.map { (.storyboard(name, $0), "\(name)/" + GoldenCase.instantName($0)) }
            }
        }
        var result: [GoldenCase] = []
        for (subject, snapshot) in subjects {
            for device in definition.devices ?? [document.device] {
                for scale in definition.scales {
                    for size in definition.dynamicTypeSizes {
                        for motion in definition.motions {
                            for appearance in definition.appearances {
                                var variant = Variant(appearance: appearance, motion: motion, device: device, dynamicTypeSize: size, scale: scale)
                                if definition.subject.screensAtRest != nil { variant.state = definition.state }
                                result.append(GoldenCase(scene: scene, subject: subject, variant: variant, snapshot: snapshot,
                                                         key: variant.key(sceneDevice: document.device),
                                                         options: options(definition, scale: scale), location: definition.location))
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// Exact unless the snapshot asks for tolerance; masks in pixels at the golden's scale.
    static func options(_ definition: SnapshotDefinition, scale: Double) -> ComparisonOptions {
        var options = ComparisonOptions.exact
        if let t = definition.tolerance { options = .tolerant(threshold: t) }
        if let n = definition.maxDifferingPixels { options.allowance = .pixels(n) }
        if let r = definition.maxDifferingRatio { options.allowance = .ratio(r) }
        options.masks = definition.masks.map { PixelRect(covering: $0, scale: scale) }
        return options
    }
}
