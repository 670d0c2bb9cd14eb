import LocalizeKit
import Testing

@testable import StandardButtons

/// The conventions of each language's button titles that can be checked mechanically:
/// no closing punctuation, an ellipsis (⋯ in Traditional Chinese) exactly where the English title has one (Apple's
/// "Save As…", "Find…": a command that asks for more before it acts), a capital first
/// letter in scripts that have capitals, and title case in the languages whose Apple UI
/// writes it (English, Brazilian Portuguese, Indonesian, Malay, Turkish).
@Suite("Title conventions")
struct TitleConventionTests {
    /// The words a title-case language leaves in lower case inside a title.
    static let titleCaseMinorWords: [String: Set<String>] = [
        "en": ["a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "the", "to", "with"],
        "pt-BR": [
            "a", "à", "ao", "aos", "as", "com", "como", "da", "das", "de", "do", "dos", "e", "em", "na", "nas", "no",
            "nos", "o", "os", "ou", "para", "por",
        ],
        "id": ["atau", "dan", "dari", "dengan", "di", "ke", "sebagai", "untuk", "yang"],
        "ms": ["atau", "dalam", "dan", "daripada", "dengan", "di", "ke", "sebagai", "untuk", "yang"],
        "tr": ["ile", "ve"],
    ]

    /// The title-case rules that apply to `language` (regional English follows English).
    static func minorWords(for language: String) -> Set<String>? {
        titleCaseMinorWords[language] ?? (language.hasPrefix("en-") ? titleCaseMinorWords["en"] : nil)
    }

    /// Characters that close a sentence or a label in the scripts we ship.
    static let closingPunctuation: Set<Character> = [".", ":", ";", "!", "?", "。", "！", "？", "؟", "।", "॥", "።", "፡"]

    /// Whether `character` belongs to a script with capitals (Latin, Greek, Cyrillic,
    /// Armenian). Georgian has capitals in Unicode, but its text does not use them.
    static func hasCase(_ character: Character) -> Bool {
        character.isLetter && character.uppercased() != character.lowercased()
            && !character.unicodeScalars.contains {
                (0x10A0...0x10FF).contains($0.value) || (0x1C90...0x1CBF).contains($0.value)
            }
    }

    /// Every violation of the conventions in one title; `english` is the type's English title.
    static func violations(title: String, english: String, language: String) -> [String] {
        var found: [String] = []
        if let last = title.last, closingPunctuation.contains(last) { found.append("ends in '\(last)'") }
        if title.contains("...") { found.append("three dots instead of an ellipsis (…)") }
        // Apple's Traditional Chinese writes the ellipsis as the midline "⋯".
        let hasEllipsis = title.hasSuffix("…") || title.hasSuffix("⋯")
        if hasEllipsis != english.hasSuffix("…") {
            found.append(
                english.hasSuffix("…") ? "lacks the English title's ellipsis" : "has an ellipsis English lacks")
        }
        if let first = title.first(where: \.isLetter), hasCase(first), !first.isUppercase {
            found.append("starts with a lower-case letter")
        }
        if let minor = minorWords(for: language) {
            for word in title.split(separator: " ").dropFirst() {
                guard let first = word.first, hasCase(first), !first.isUppercase else { continue }
                if !minor.contains(word.lowercased()) { found.append("'\(word)' is not in title case") }
            }
        }
        return found
    }

    @Test("Every title follows its language's mechanical conventions", arguments: CatalogCompletenessTests.languages)
    func conventions(language: String) {
        for type in StandardType.allCases {
            let title = type.title(preferredLanguages: [language])
            let english = type.title(preferredLanguages: ["en"])
            let found = Self.violations(title: title, english: english, language: language)
            #expect(found.isEmpty, "\(language): \(type.titleKey) \"\(title)\": \(found.joined(separator: "; "))")
        }
    }

    @Test(
        "Each convention bites on a title written to break it",
        arguments: [
            ("Guardar.", "Save", "es", "ends in '.'"),
            ("Speichern…", "Save", "de", "has an ellipsis English lacks"),
            ("Enregistrer sous", "Save As…", "fr", "lacks the English title's ellipsis"),
            ("Save As...", "Save As…", "en", "three dots instead of an ellipsis (…)"),
            ("сохранить", "Save", "ru", "starts with a lower-case letter"),
            ("Move to trash", "Move to Trash", "en-GB", "'trash' is not in title case"),
            ("Não salvar", "Don't Save", "pt-BR", "'salvar' is not in title case"),
            ("保存。", "Save", "ja", "ends in '。'"),
        ])
    func conventionsBite(title: String, english: String, language: String, expected: String) {
        #expect(Self.violations(title: title, english: english, language: language).contains(expected))
    }

    @Test("Titles that follow the conventions pass, minor words and caseless scripts included")
    func conventionsAllowWhatIsRight() {
        #expect(
            Self.violations(title: "Remove from Favorites", english: "Remove from Favorites", language: "en").isEmpty)
        #expect(Self.violations(title: "Enregistrer sous…", english: "Save As…", language: "fr").isEmpty)
        #expect(Self.violations(title: "另存新檔⋯", english: "Save As…", language: "zh-Hant").isEmpty)
        #expect(Self.violations(title: "Mover para o Lixo", english: "Move to Trash", language: "pt-BR").isEmpty)
        #expect(Self.violations(title: "შენახვა", english: "Save", language: "ka").isEmpty)
        #expect(Self.violations(title: "保存", english: "Save", language: "zh-Hans").isEmpty)
    }
}
