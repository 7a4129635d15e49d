/// Regression inputs too large to check in (a 10 MB word, 2,000 components, 50,000 events)
/// are written small, with a block that the tests and `Replay` repeat:
///
///     {{repeat 2000}}  C{{i}}: { body: C{{i+1}} }
///     {{end}}
///
/// `{{i}}` is the repetition's index from 0, `{{i+1}}` the next one. Text without
/// `{{repeat` is returned as it is.
public enum RegressionInput {
    public static func expand(_ text: String) -> String {
        guard text.contains("{{repeat ") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{repeat ") {
            result += rest[..<open.lowerBound]
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.range(of: "}}"), let count = Int(afterOpen[..<close.lowerBound]),
                  let end = afterOpen[close.upperBound...].range(of: "{{end}}") else {
                result += rest[open.lowerBound...]
                return result
            }
            let body = String(afterOpen[close.upperBound..<end.lowerBound])
            let indexed = body.contains("{{i")
            for index in 0..<max(0, count) {
                result += indexed
                    ? body.replacing("{{i+1}}", with: String(index + 1)).replacing("{{i}}", with: String(index))
                    : body
            }
            rest = afterOpen[end.upperBound...]
        }
        return result + rest
    }
}
