/// One thing a merge did, or would do, to a catalog.
///
/// ```swift
/// let changes = CatalogMerger.merge(exported, into: &catalog, strategy: .fill)
/// for change in changes where change.kind == .conflict { print(change) }
/// // conflict 'Button.Add' (fr): ours "Ajouter", theirs "Ajout"
/// ```
public struct MergeChange: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Hashable, Sendable {
        /// Added: a new entry, a localization the catalog lacked, or a comment it lacked.
        case added
        /// Replaced a differing translation (`theirs`).
        case replaced
        /// Both have a translation and they differ; the catalog's was kept.
        case conflict
        /// The catalog lacks it and was left as it is (`ours`).
        case missing
    }

    /// What was changed.
    public enum Subject: Hashable, Sendable {
        /// A new entry with no localization to add (only a comment or flags).
        case entry
        /// The entry's comment.
        case comment
        /// The localization in a language.
        case localization(String)
    }

    /// What happened.
    public var kind: Kind
    /// The entry's key (in the catalog merged into).
    public var key: String
    /// What was changed.
    public var subject: Subject
    /// The catalog's text before, summarized (`nil` when it had none).
    public var ours: String?
    /// The other catalog's text, summarized.
    public var theirs: String?

    /// Creates a change.
    public init(kind: Kind, key: String, subject: Subject, ours: String? = nil, theirs: String? = nil) {
        self.kind = kind
        self.key = key
        self.subject = subject
        self.ours = ours
        self.theirs = theirs
    }

    /// The language, for a localization.
    public var language: String? {
        if case .localization(let language) = subject { return language }
        return nil
    }

    /// One line: `added 'Button.Add' (de): "Hinzufügen"`.
    public var description: String {
        var line = kind.rawValue + " '" + key + "'"
        switch subject {
        case .entry: break
        case .comment: line += " (comment)"
        case .localization(let language): line += " (\(language))"
        }
        switch kind {
        case .added, .missing:
            if let theirs { line += ": " + Self.quote(theirs) }
        case .replaced:
            line += ": " + Self.quote(ours ?? "") + " → " + Self.quote(theirs ?? "")
        case .conflict:
            line += ": ours " + Self.quote(ours ?? "") + ", theirs " + Self.quote(theirs ?? "")
        }
        return line
    }

    /// A text in double quotes, with quotes, backslashes, line breaks and tabs escaped.
    static func quote(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
