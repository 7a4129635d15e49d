/// Finds the valid name a mistyped one was most likely meant to be.
enum NearestName {
    /// The candidate closest to `name` by edit distance (ignoring case), if it is
    /// close enough to be a plausible typo: within a third of the name's length,
    /// and never more than 4 edits away. Ties go to the earlier candidate.
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let typed = Array(name.lowercased())
        let allowed = min(4, max(2, typed.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance: insertions, deletions and substitutions each cost 1.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                row[j] = min(previous[j] + 1, row[j - 1] + 1, substitution)
            }
            swap(&previous, &row)
        }
        return previous[b.count]
    }
}
