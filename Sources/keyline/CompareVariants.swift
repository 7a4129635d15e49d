import Foundation
import KeylineCore

/// The screenshots `keyline compare --screenshots DIR` finds: `DIR/<screen>.png` (the
/// variant from the command line and the screenshot's size) and `DIR/<screen>/<key>.png`,
/// where the key is a variant key Keyline writes (`dark-AX3@3x`, `light-iphoneSE@2x`). Only
/// names Keyline makes itself are read (screen ids from the scene, keys from the variants
/// it knows), only regular files (no symbolic link, FIFO or device), at most `limit` of them.
enum CompareVariants {
    /// What a variant key in a file name says.
    struct Named: Hashable {
        let appearance: Appearance
        let device: Device
        let dynamicTypeSize: DynamicTypeSize
        let scale: Int
    }

    struct Item {
        let path: String
        let screen: ScreenDefinition
        let variant: Named?
    }

    /// Every key a still without state can have, for the scene's device: appearances ×
    /// devices × @1x-@3x × Dynamic Type sizes.
    static func knownKeys(sceneDevice: Device) -> [String: Named] {
        var keys: [String: Named] = [:]
        for appearance in Appearance.allCases {
            for device in Device.all {
                for scale in 1...3 {
                    for size in DynamicTypeSize.allCases {
                        let variant = Variant(appearance: appearance, device: device, dynamicTypeSize: size, scale: Double(scale))
                        keys[variant.key(sceneDevice: sceneDevice)] = Named(appearance: appearance, device: device, dynamicTypeSize: size, scale: scale)
                    }
                }
            }
        }
        return keys
    }

    static func screenshots(in folder: String, document: SceneDocument, limit: Int, log: DiagnosticLog) throws -> [Item] {
        guard kind(of: folder) == .directory else {
            throw Diagnostic(.inputInvalidValue, "--screenshots \(folder) is not a folder", at: nil, hint: "give the folder that holds <screen>.png files")
        }
        let keys = knownKeys(sceneDevice: document.device)
        var items: [Item] = []
        func add(_ path: String, _ screen: ScreenDefinition, _ variant: Named?) throws {
            switch kind(of: path) {
            case .regular:
                guard items.count < limit else {
                    throw Diagnostic(.outputLimitExceeded, "more than \(limit) screenshots in \(folder)", at: nil,
                                     hint: "compare at most \(limit) in one run; split the folder")
                }
                items.append(Item(path: path, screen: screen, variant: variant))
            case .missing, .directory: break
            case .other:
                log.report(Diagnostic(.warning, .inputInvalidValue, "\(path) is not a regular file (a link, FIFO or device); skipped", at: nil))
            }
        }
        for screen in document.screens {
            try add(folder + "/" + screen.id + ".png", screen, nil)
            let sub = folder + "/" + screen.id
            guard kind(of: sub) == .directory else { continue }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: sub)) ?? []).sorted()
            for name in names.prefix(limit * 4) where name.hasSuffix(".png") {
                let key = String(name.dropLast(4))
                guard let variant = keys[key] else {
                    log.report(Diagnostic(.warning, .inputInvalidValue, "\(sub)/\(name) is not named by a variant key Keyline knows (light@3x, dark-AX3@2x, light-iphoneSE@2x…); skipped", at: nil))
                    continue
                }
                try add(sub + "/" + name, screen, variant)
            }
        }
        return items
    }

    enum Kind { case regular, directory, missing, other }

    /// What is at `path`, without following a symbolic link.
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }
}
