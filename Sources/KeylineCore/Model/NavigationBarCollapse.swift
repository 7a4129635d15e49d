/// How far a navigation bar has collapsed for a scroll offset of the content under it
/// (docs/system-chrome.md, "The large title collapsing"): UIKit's large-title navigation bar
/// as iOS 17 scrolls it.
///
/// - The large title lives in the 52-pt area under the 44-pt bar ([Bars] in
///   `NavigationBarMetrics`: "large titles add 52 points … a total of 96 points"). Scrolling
///   the content up by `d` points shrinks that area by `d`: the title travels up with the
///   content and slides under the bar, clipped at the bar's bottom edge, until the area is
///   gone at `d` = 52. The content under the bar therefore only starts to scroll under it
///   past 52 pt (UIKit adjusts the scroll view's inset by the bar's height as it shrinks).
/// - Once the large title is under the bar, the inline title (Headline, centred) fades in
///   and the large title fades out: a crossfade over the last `crossfadeDistance` points of
///   the collapse. Estimate read off iOS 17 screen recordings of Settings and Mail; UIKit
///   does not publish it.
/// - The bar's background and hairline (UIKit's `standardAppearance`) replace the
///   transparent `scrollEdgeAppearance` once content scrolls under the bar, fading in over
///   `backgroundFadeDistance` points (estimate, as above). A bar whose `toolbarBackground`
///   is written keeps what it says.
public struct NavigationBarCollapse: Hashable, Sendable {
    /// The content's scroll offset, in points (0: at rest at the top).
    public let offset: Double
    /// Whether the bar has a large title (otherwise only the background reacts).
    public let large: Bool

    public static let crossfadeDistance = 12.0
    public static let backgroundFadeDistance = 8.0

    public init(offset: Double, large: Bool) {
        self.offset = max(0, offset.isFinite ? offset : 0)
        self.large = large
    }

    /// What the large title's area has left of its 52 pt.
    public var largeTitleAreaHeight: Double {
        max(0, NavigationBarMetrics.largeTitleAreaHeight - offset)
    }

    /// The part of the offset the bar takes up by collapsing; the content scrolls the rest.
    public var consumedOffset: Double {
        large ? min(offset, NavigationBarMetrics.largeTitleAreaHeight) : 0
    }

    /// The offset left for the content under the bar.
    public var contentOffset: Double { offset - consumedOffset }

    /// The inline title's opacity: 0 at rest, 1 once the large title is gone (always 1 for
    /// an inline bar).
    public var inlineTitleOpacity: Double {
        guard large else { return 1 }
        let start = NavigationBarMetrics.largeTitleAreaHeight - Self.crossfadeDistance
        return Self.clamped((offset - start) / Self.crossfadeDistance)
    }

    public var largeTitleOpacity: Double { 1 - inlineTitleOpacity }

    /// The bar background's opacity, from 0 (content at the bar's edge) to 1.
    public var backgroundOpacity: Double {
        Self.clamped(contentOffset / Self.backgroundFadeDistance)
    }

    private static func clamped(_ value: Double) -> Double { min(1, max(0, value)) }
}

extension ViewNode {
    /// The same view scrolled to `offset`: a scroll view's own offset, or a list's or form's
    /// (and its scroll view of sections'). Any other view is returned as it is.
    func scrolled(to offset: Double) -> ViewNode {
        var copy = self
        switch kind {
        case .scroll(var spec, let children):
            spec.contentOffset = offset
            copy.kind = .scroll(spec, children)
        case .list(var spec, let parts):
            spec.contentOffset = offset
            copy.kind = .list(spec, parts.map { part in
                if case .scroll = part.kind { part.scrolled(to: offset) } else { part }
            })
        default: break
        }
        return copy
    }
}
