import LocalizeKit

/// Button definitions read from a JSON file: an app's own buttons ("Archive Thread")
/// with their symbols, roles, shortcuts, title keys and, if it likes, their titles.
///
/// The format, version 1 (every member but `version`, `identifier` and `symbol` is optional):
///
/// ```json
/// {
///   "version" : 1,
///   "sourceLanguage" : "en",
///   "definitions" : [
///     {
///       "identifier" : "archiveThread",
///       "symbol" : "archivebox",
///       "titleKey" : "App.ArchiveThread",
///       "countedTitleKey" : "App.ArchiveThread.Count",
///       "accessibilityHintKey" : "App.ArchiveThread.Hint",
///       "helpTextKey" : "App.ArchiveThread.Help",
///       "role" : "destructive",
///       "shortcut" : { "key" : "e", "modifiers" : ["command", "shift"] },
///       "category" : "files",
///       "flipsForRightToLeft" : false,
///       "titles" : { "en" : "Archive Thread", "de" : "Thread archivieren" },
///       "countedTitles" : { "en" : { "one" : "Archive %lld Thread", "other" : "Archive %lld Threads" } },
///       "accessibilityHints" : { "en" : "Moves the thread to the archive." },
///       "helpTexts" : { "en" : "Moves the thread out of the inbox into the archive." }
///     }
///   ]
/// }
/// ```
///
/// `identifier`: letters, digits, `.`, `_` and `-`, unique, and no built-in type's.
/// `titleKey` defaults to `Button.` and the identifier capitalized; `countedTitles`,
/// `accessibilityHints` and `helpTexts` imply their keys (`<titleKey>.Count`,
/// `<titleKey>.Hint`, `<titleKey>.Help`) when those are not given. `role`: `cancel`, `destructive`, `close`, `confirm` or
/// `null`; `category`: one of ``StandardCategory`` (default `other`); a shortcut's
/// `key` is one character or `return`, `escape`, `delete`, `tab`, `space`, its
/// modifiers `command`, `shift`, `option`, `control`. Title languages are locale
/// identifiers; counted titles give CLDR plural categories (`zero`…`other`, `other`
/// required) and are selected with the count as `%lld`. A member the format does
/// not know, a duplicate member or a wrong type is an error naming its line and column.
///
/// ```swift
/// let file = try ButtonDefinitionFile(contentsOfFile: "Buttons.json")
/// StandardButtonsCatalog.configure { titles in
///     if let inline = file.titles { titles.overrides.append(inline) }
/// }
/// file.definitions[0].title()   // "Thread archivieren" for a German user
/// ```
public struct ButtonDefinitionFile: Sendable {
    /// The version of the format this release reads and writes.
    public static let formatVersion = 1

    /// The definitions, in file order.
    public var definitions: [StandardType]
    /// The language of the file's texts when a lookup matches none (`sourceLanguage`, default `en`).
    public var sourceLanguage: String
    /// The texts given in the file: localization → key → title, counted title or hint.
    public var values: [String: [String: LocalizedValue]]
    /// Where each definition starts in the file, by identifier.
    public var locations: [String: SourceLocation]

    /// Definitions made in code, with their texts.
    public init(
        definitions: [StandardType], sourceLanguage: String = "en", values: [String: [String: LocalizedValue]] = [:],
        locations: [String: SourceLocation] = [:]
    ) {
        self.definitions = definitions
        self.sourceLanguage = sourceLanguage
        self.values = values
        self.locations = locations
    }

    /// Reads definitions from JSON text; malformed text throws a `ParseError` with its line and column.
    public init(parsing bytes: [UInt8], file: String? = nil) throws(ParseError) {
        self = try DefinitionFileReader(file: file).read(JSONReader.parse(bytes, file: file))
    }

    /// Reads a definitions file: `FileError` when it cannot be read, `ParseError` (naming the file) when malformed.
    public init(contentsOfFile path: String) throws {
        try self.init(parsing: FileInput.readAll(path: path), file: path)
    }

    /// The file's texts as a title source, to put among the overrides; `nil` when it gives none.
    public var titles: ButtonTitleSource? {
        values.isEmpty ? nil : ButtonTitleSource(values: values, developmentLocalization: sourceLanguage)
    }

    /// Every key the definitions use: titles, counted titles, hints, in file order.
    public var keys: [String] {
        var seen = Set<String>()
        return definitions.flatMap(\.keys).filter { seen.insert($0).inserted }
    }

    /// The file's texts as a String Catalog, one entry per key of ``keys`` (entries
    /// the file gives no text for have no localizations), ready to export or merge.
    public func catalog() -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: sourceLanguage)
        let languages = values.keys.sorted()
        for definition in definitions {
            let comments = [
                (definition.titleKey, "Title of the button '\(definition.identifier)'."),
                (definition.countedTitleKey, "Title of the button '\(definition.identifier)' for a number of items."),
                (
                    definition.accessibilityHintKey,
                    "Accessibility hint of the button '\(definition.identifier)': what it does, read after its title."
                ),
                (
                    definition.helpTextKey,
                    "Help text of the button '\(definition.identifier)': one sentence, a tooltip."
                ),
            ]
            for case (let key?, let comment) in comments where catalog[key] == nil {
                var entry = CatalogEntry(comment: comment, extractionState: .manual)
                for language in languages {
                    guard let value = values[language]?[key] else { continue }
                    entry.localizations[language] = Self.localization(of: value)
                }
                catalog[key] = entry
            }
        }
        return catalog
    }

    /// A value as a catalog localization: a string, or the plural variations of a counted title.
    private static func localization(of value: LocalizedValue) -> CatalogLocalization {
        switch value {
        case .text(let text):
            return CatalogLocalization(text)
        case .plural(let format):
            var forms = CatalogMap<CatalogLocalization>()
            let variable = format.variables.values.first
            for category in PluralCategory.allCases {
                if let text = variable?.forms[category] { forms.append(key: category.rawValue, value: .init(text)) }
            }
            return CatalogLocalization(variations: CatalogVariations(plural: forms))
        }
    }
}
