import KeylineMotion

extension AnimationSyntaxError {
    /// The parser's suggestion as a fix-it: the name written at `column` of `text`
    /// (`dampingFactor`) replaced with the nearest valid one (`dampingFraction`).
    public func fixIt(in text: String) -> Diagnostic.FixIt? {
        guard let suggestion else { return nil }
        let word = text.unicodeScalars.dropFirst(column).prefix { $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) }
        return Diagnostic.FixIt(replacing: String(String.UnicodeScalarView(word)), with: suggestion)
    }
}

extension AnimationSyntaxError {
    /// The message without the " — did you mean 'x'?" the parser ends it with when it has a
    /// suggestion: a diagnostic says that as its fix-it.
    public var messageWithoutSuggestion: String {
        guard let suggestion else { return message }
        let tail = " — did you mean '\(suggestion)'?"
        return message.hasSuffix(tail) ? String(message.dropLast(tail.count)) : message
    }
}
