/// "Did you mean …?" for a misspelled key, token or component name.
public enum Suggestions {
    /// The candidate nearest to `word` by edit distance (insertions, deletions,
    /// substitutions and transpositions of adjacent letters, case-insensitive), if it is
    /// close enough to be a plausible typo: at most a third of the word's length, minimum 1.
    public static func nearest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        // No name is longer than a few hundred characters: a longer word is no typo, and edit
        // distance costs |word| × |candidate| (a 2,000-character unknown screen id against
        // 200 screens took minutes). A candidate whose length differs by more than the limit
        // cannot be within it.
        guard word.count <= 4 * SceneLimits.nameLength else { return nil }
        let limit = max(1, word.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() where abs(candidate.count - word.count) <= limit {
            let d = editDistance(word.lowercased(), candidate.lowercased())
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// A fix-it replacing `word` with the nearest candidate ("did you mean 'x'?"), or nil.
    public static func fixIt<S: Sequence>(for word: String, in candidates: S) -> Diagnostic.FixIt? where S.Element == String {
        nearest(to: word, in: candidates).map { Diagnostic.FixIt(replacing: word, with: $0) }
    }

    /// Optimal string alignment distance (Damerau–Levenshtein without repeated edits).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
