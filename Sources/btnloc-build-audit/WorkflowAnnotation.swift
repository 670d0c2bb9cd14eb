/// One GitHub workflow annotation, as `btnloc audit --format github` prints it
/// (`::error file=App/Localizable.xcstrings,line=6,title=placeholder-mismatch::[de] …`),
/// and the same finding as a compiler diagnostic, which Xcode and SwiftPM show in their
/// build logs (`App/Localizable.xcstrings:6: error: [de] … [placeholder-mismatch]`).
///
/// ```swift
/// let line = "::warning file=A.xcstrings,line=16,title=needs-review::[de] \"Bye\": needs review"
/// WorkflowAnnotation(parsing: line)?.diagnostic
/// // "A.xcstrings:16: warning: [de] \"Bye\": needs review [needs-review]"
/// ```
struct WorkflowAnnotation: Equatable {
    /// `error`, `warning` or `notice`.
    let level: String
    let file: String?
    let line: Int?
    let column: Int?
    let title: String?
    let message: String

    /// Reads a `::level key=value,…::message` line; nil for any other line.
    init?(parsing text: Substring) {
        guard text.hasPrefix("::") else { return nil }
        let rest = text.dropFirst(2)
        guard let separator = rest.firstRange(of: "::") else { return nil }
        let head = rest[..<separator.lowerBound]
        let command = head.prefix { $0 != " " }
        guard ["error", "warning", "notice"].contains(command) else { return nil }
        var properties: [Substring: String] = [:]
        for pair in head.dropFirst(command.count).split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].drop { $0 == " " }
            properties[key] = Self.unescaped(parts[1])
        }
        level = String(command)
        file = properties["file"]
        line = properties["line"].flatMap { Int($0) }
        column = properties["col"].flatMap { Int($0) }
        title = properties["title"]
        message = Self.unescaped(rest[separator.upperBound...])
    }

    /// The finding as a compiler diagnostic, on one line.
    var diagnostic: String {
        var location = file ?? "<unknown>"
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        let severity = level == "notice" ? "note" : level
        let text = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        return "\(location): \(severity): \(text)" + (title.map { " [\($0)]" } ?? "")
    }

    /// Undoes GitHub's escapes (`%25` last, so that `%253A` stays `%3A`).
    private static func unescaped(_ text: Substring) -> String {
        var result = String(text)
        for (escape, character) in [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")] {
            result = result.replacing(escape, with: character)
        }
        return result
    }
}
