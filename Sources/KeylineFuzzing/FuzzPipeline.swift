import KeylineCore
import KeylineLayout
import KeylineMotion

/// What Keyline does with a scene file short of drawing it, and with animation text, run
/// in process on arbitrary input: the fuzz targets (Scripts/fuzz) and the regression
/// tests (Tests/KeylineFuzzingTests) call these. Every input must end in a result or a
/// located error; a crash, a hang or runaway memory is a bug.
public enum FuzzPipeline {
    /// How a scene input ended.
    public enum SceneOutcome: Sendable {
        /// It loaded, and this many screens were laid out into display lists of this many items in all.
        case drawn(screens: Int, items: Int)
        /// Loading refused it, or a screen did not instantiate: the errors, each located.
        case refused([SceneError])
    }

    /// Load → instantiate every screen (light; the first also dark with reduced motion) →
    /// layout with `FixedWidthMeasurer` → display list. Image paths resolve against a folder
    /// that does not exist, so no input reads a file.
    public static func scene(_ bytes: UnsafeRawBufferPointer) -> SceneOutcome {
        scene(String(decoding: bytes, as: UTF8.self))
    }

    public static func scene(_ text: String) -> SceneOutcome {
        let document: SceneDocument
        do {
            document = try SceneLoader.load(text: text, file: "fuzz.yaml", directory: "/nonexistent/keyline-fuzz")
        } catch {
            return .refused(error.errors)
        }
        let measurer = FixedWidthMeasurer()
        var items = 0
        var refusals: [SceneError] = []
        for (index, screen) in document.screens.enumerated() {
            var variants = [Variant(appearance: .light, device: document.device)]
            if index == 0 { variants.append(Variant(appearance: .dark, motion: .reduced, device: document.device)) }
            for variant in variants {
                do {
                    let root = try Instantiator(document: document, variant: variant).instantiate(screen)
                    let layout = SolvedLayout.solve(root, device: variant.device, measurer: measurer)
                    let background = document.tokens.color("systemBackground", variant.appearance) ?? .white
                    items += DisplayListBuilder.build(layout, background: background).items.count
                } catch {
                    refusals.append(error)
                }
            }
        }
        return refusals.isEmpty ? .drawn(screens: document.screens.count, items: items) : .refused(refusals)
    }

    /// How an animation input ended.
    public enum AnimationOutcome: Sendable {
        /// It parsed; it lasts this long (nil: forever) and printed back as this text.
        case parsed(duration: Double?, description: String)
        case refused(AnimationSyntaxError)
    }

    /// Parse → print → parse again (the two must agree) → sample 61 points of its span.
    public static func animation(_ bytes: UnsafeRawBufferPointer) -> AnimationOutcome {
        animation(String(decoding: bytes, as: UTF8.self))
    }

    public static func animation(_ text: String) -> AnimationOutcome {
        let animation: Animation
        do {
            animation = try Animation(parsing: text)
        } catch {
            return .refused(error)
        }
        // What prints must read back as the same animation: a mismatch is a bug, and a
        // crash is how a fuzzer hears of it.
        guard let reread = try? Animation(parsing: animation.description), reread == animation else {
            preconditionFailure("'\(text)' prints as '\(animation.description)', which does not read back the same")
        }
        do {
            for sample in try animation.samples() where !sample.value.isFinite {
                preconditionFailure("'\(text)' has progress \(sample.value) at \(sample.time) s")
            }
        } catch {
            preconditionFailure("'\(text)' parsed but cannot be sampled: \(error)")
        }
        return .parsed(duration: animation.duration, description: animation.description)
    }
}
