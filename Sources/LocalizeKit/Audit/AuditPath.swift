/// Where in a localization a string is: the selectors and keys that lead to it
/// (`plural 'one'`, `substitution 'files'`), as messages show it.
enum AuditPath {
    /// The components of a path, outermost first.
    typealias Components = [(selector: String, key: String)]

    /// ` (plural 'one', …)` for a path, or nothing for the localization's own string.
    static func describe(_ components: Components) -> String {
        guard !components.isEmpty else { return "" }
        return " (" + components.map { "\($0.selector) '\($0.key)'" }.joined(separator: ", ") + ")"
    }
}
