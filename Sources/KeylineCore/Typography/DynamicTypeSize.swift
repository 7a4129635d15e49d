import Foundation

/// SwiftUI's `DynamicTypeSize`: the text size a person chose in Settings, from `xSmall` to
/// `accessibility5`; `large` is iOS's default. (UIKit calls them `UIContentSizeCategory`
/// `.extraSmall` … `.accessibilityExtraExtraExtraLarge`.) Ordered from smallest to largest.
public enum DynamicTypeSize: Int, Sendable, CaseIterable, Hashable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// SwiftUI's name: "xSmall", "large", "accessibility3".
    public var name: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "accessibility1"
        case .accessibility2: "accessibility2"
        case .accessibility3: "accessibility3"
        case .accessibility4: "accessibility4"
        case .accessibility5: "accessibility5"
        }
    }

    /// The short form used in file names (the variant key): SwiftUI's name for the seven
    /// standard sizes, `AX1` … `AX5` for the accessibility sizes, as Apple's tools abbreviate
    /// them. Every form is also accepted on the command line and in scenes.
    public var fileName: String {
        isAccessibilitySize ? "AX\(rawValue - DynamicTypeSize.accessibility1.rawValue + 1)" : name
    }

    /// SwiftUI's `isAccessibilitySize`: `accessibility1` and larger.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }

    /// A size by SwiftUI's name or its `AX1` … `AX5` form, in any case ("AX5", "ax5",
    /// "accessibility5", "XLARGE").
    public static func named(_ text: String) -> DynamicTypeSize? {
        let wanted = text.lowercased()
        return allCases.first { $0.name.lowercased() == wanted || $0.fileName.lowercased() == wanted }
    }

    /// Every accepted spelling (for "did you mean"), in size order.
    public static var allNames: [String] { allCases.map(\.name) + allCases.filter(\.isAccessibilitySize).map(\.fileName) }

    /// A list as the command line takes it: one name, names separated by commas
    /// ("xSmall,large,AX5"), or "all". Smallest first, without repeats.
    public static func list(_ text: String) throws(UnknownDynamicTypeSize) -> [DynamicTypeSize] {
        if text.trimmingCharacters(in: .whitespaces).lowercased() == "all" { return allCases }
        var sizes: Set<DynamicTypeSize> = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) { sizes.insert(try parse(String(part))) }
        return sizes.sorted()
    }

    /// One name, as `named`, or an error that suggests the nearest.
    public static func parse(_ text: String) throws(UnknownDynamicTypeSize) -> DynamicTypeSize {
        let word = text.trimmingCharacters(in: .whitespaces)
        guard let size = named(word) else { throw UnknownDynamicTypeSize(name: word, hint: hint(for: word)) }
        return size
    }

    /// What to say about a name that is not a size: the nearest name, or the list.
    public static func hint(for text: String) -> String {
        let lower = text.lowercased()
        if lower.hasPrefix("ax") || lower.hasPrefix("accessibility"), let n = Int(lower.drop { !$0.isNumber }), n > 5 {
            return "the largest is accessibility5 (AX5)"
        }
        return Suggestions.fixIt(for: text, in: allNames)?.description
            ?? "sizes: " + allCases.prefix(7).map(\.name).joined(separator: ", ") + ", accessibility1 … accessibility5 (or AX1 … AX5)"
    }

    /// The size moved into `range` (SwiftUI's `.dynamicTypeSize(_:)` with a range).
    public func clamped(to range: ClosedRange<DynamicTypeSize>) -> DynamicTypeSize {
        min(max(self, range.lowerBound), range.upperBound)
    }
}

/// A name that is not a Dynamic Type size, with what to suggest instead.
public struct UnknownDynamicTypeSize: Error, Equatable {
    public let name: String
    public let hint: String
    public init(name: String, hint: String) { self.name = name; self.hint = hint }
    public var message: String { "unknown Dynamic Type size '\(name)' — \(hint)" }
}
