import LocalizeKit
import StandardButtons

/// What a shell completes for an option's value or a command's arguments.
///
/// ```swift
/// static let optionCompletions: [String: CompletionValues] = [
///     "--format": .words(["text", "json"]), "--lang": .commaSeparated(CompletionValues.languages),
/// ]
/// ```
public enum CompletionValues: Hashable, Sendable {
    /// Nothing to offer (a number, free text).
    case none
    /// File and folder names.
    case files
    /// Folder names.
    case directories
    /// One of these words.
    case words([String])
    /// A comma-separated list of these words (`--lang de,fr`).
    case commaSeparated([String])

    /// The languages of the built-in catalog, for `--lang`, `--locale` and the like.
    public static var languages: [String] { StandardButtonsCatalog.localizations }

    /// The standard button types' names, for `--types`.
    public static var buttonTypes: [String] { StandardType.allCases.map(\.identifier) }

    /// The words offered, if any.
    var words: [String] {
        switch self {
        case .words(let words), .commaSeparated(let words): words
        case .none, .files, .directories: []
        }
    }
}
