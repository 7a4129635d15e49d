import Foundation
import KeylineMotion

/// How iOS 17 brings a presentation in and takes it away (docs/presentations.md, Motion).
/// Each presentation's layers carry these as their transitions' own animations, so a
/// storyboard that sets `isPresented` sees the motion whether or not the event animates,
/// as in an app, where UIKit animates every presentation. Under reduced motion every one
/// of them is a 200-ms dissolve (MotionPolicy).
///
/// Sources:
/// - [CASpring] The alert's and the action sheet's spring: stiffness 522.35 on a unit mass,
///   critically damped, settled in 0.404 s, "obtained by examining the properties of
///   `CASpringAnimation` in Xcode" (Flutter's reproduction of iOS, flutter/flutter,
///   BSD-3-Clause, `packages/flutter/lib/src/cupertino/route.dart` on its main branch in
///   2025, `_kStandardStiffness`, used by its dialogs and action sheets). In SwiftUI's terms: response 2π / √522.35 =
///   0.2749 s, damping fraction 1.
/// - [est] Keyline's estimates, not measured, to be replaced by ones measured on a screen
///   recording of iOS 17.
///
/// - a sheet slides up from the bottom edge by its own height on a critically damped
///   spring (no overshoot) of about half a second [est], and slides back down on it; the
///   action sheet does the same on [CASpring]; the dimming fades in and out with them;
/// - at the large detent the screen behind shrinks into its card on the sheet's spring [est];
/// - an alert fades in while it contracts to its size from a little larger ("a
///   combination of fading and a contraction", Fennelouski's answer on how UIAlertController
///   appears, a Stack Overflow answer mirrored at https://geek-tips.imtqy.com/articles/620396/index.html)
///   on [CASpring], and fades out without scaling. The 1.2 start is Keyline's estimate
///   [est]: the two public re-creations differ (Flutter's `_dialogScaleTween` starts at 1.3,
///   "mostly eyeballed from iOS"; CustomAlert's transition at 1.1).
public enum PresentationMotion {
    /// The slide of a sheet and the card stack's shrink [est].
    public static let slide = try! Animation(parsing: "spring(response: 0.5, dampingFraction: 1)")
    /// [CASpring] UIKit's spring for its alert and action sheet.
    public static let systemDialogSpring = try! Animation(parsing: "spring(response: 0.2749, dampingFraction: 1)")
    /// An alert's appearance and its dismissal's fade.
    public static let alert = systemDialogSpring
    /// The scale an alert starts at before it contracts to its size.
    public static let alertStartScale = 1.2

    /// A sheet: in from just below the bottom edge, by its own height
    /// (it rests on the edge), and back out.
    public static let slideUp = TransitionSpec(insertion: EffectValues(relativeOffset: Point(x: 0, y: 1)),
                                               removal: EffectValues(relativeOffset: Point(x: 0, y: 1)), animation: slide)
    /// The action sheet (a confirmation dialog): up from below the bottom edge and back, on
    /// UIKit's dialog spring.
    public static let dialogSlideUp = TransitionSpec(insertion: EffectValues(relativeOffset: Point(x: 0, y: 1)),
                                                     removal: EffectValues(relativeOffset: Point(x: 0, y: 1)), animation: systemDialogSpring)
    /// The alert box: larger and transparent to its size, and a fade out.
    public static let alertPop = TransitionSpec(insertion: EffectValues(opacity: 0, scale: alertStartScale),
                                                removal: EffectValues(opacity: 0), animation: alert)

    /// The dimming behind a presentation fades with the presentation's own motion.
    public static func dimming(_ animation: Animation) -> TransitionSpec {
        TransitionSpec(insertion: EffectValues(opacity: 0), removal: EffectValues(opacity: 0), animation: animation)
    }

    /// The card the screen shrinks into behind a large sheet, undone: a card scaled by
    /// `scale` about its top edge and moved down by `top` starts (and ends) as the screen
    /// itself, at full size.
    public static func cardStack(scale: Double, top: Double) -> TransitionSpec {
        let fullSize = EffectValues(offset: Point(x: 0, y: -top / scale), scale: 1 / scale, anchor: .top)
        return TransitionSpec(insertion: fullSize, removal: fullSize, animation: slide)
    }
}
