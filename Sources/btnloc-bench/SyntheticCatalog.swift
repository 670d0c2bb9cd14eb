import LocalizeKit

/// A large synthetic String Catalog of the shape real app catalogs have, for
/// benchmarks: the same shape as `make-catalog.py` (keys of 1–6 words and a
/// number; one key in 8 a plural with the CLDR categories of each language,
/// one in 40 a substitution, one in 60 device variations; a comment on one
/// in 5; `extractionState` on one in 97; about 1 % of translations missing,
/// 0.5 % `new` and 0.5 % `needs_review`, so that an audit reports something).
/// Deterministic for a seed (SplitMix64), so runs on different days compare.
struct SyntheticCatalog {
    /// The languages, in the order their count takes them.
    static let languages = [
        "en", "ar", "ca", "cs", "da", "de", "el", "en-AU", "en-GB", "en-IN", "es", "es-419", "fi", "fr", "fr-CA", "he",
        "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl",
        "sv",
        "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant", "zh-HK", "bg", "lt", "lv", "et", "sr", "fa", "bn", "ta", "cy",
    ]

    /// The plural categories written for a language (CLDR's; `one`, `other` otherwise).
    static func pluralCategories(_ language: String) -> [String] {
        switch language {
        case "ar", "cy": ["zero", "one", "two", "few", "many", "other"]
        case "cs", "sk", "pl", "ru", "uk", "lt": ["one", "few", "many", "other"]
        case "hr", "sr", "ro": ["one", "few", "other"]
        case "sl": ["one", "two", "few", "other"]
        case "he": ["one", "two", "other"]
        case "lv": ["zero", "one", "other"]
        case "fr", "fr-CA", "es", "es-419", "it", "ca", "pt-PT", "pt-BR": ["one", "many", "other"]
        case "ja", "ko", "zh-Hans", "zh-Hant", "zh-HK", "th", "vi", "id", "ms": ["other"]
        default: ["one", "other"]
        }
    }

    static let words = [
        "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima",
        "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango",
    ]

    let keys: Int
    let languageCount: Int
    let seed: UInt64

    /// The catalog.
    func make() -> StringCatalog {
        var random = SplitMix64(seed: seed)
        let languages = Array(Self.languages.prefix(languageCount))
        var entries = CatalogMap<CatalogEntry>()
        for index in 0..<keys {
            let wordCount = 1 + Int(random.next() % 6)
            let phrase = (0..<wordCount).map { _ in Self.words[Int(random.next() % UInt64(Self.words.count))] }
                .joined(separator: " ")
            let kind: Kind =
                index % 8 == 0 ? .plural : index % 40 == 1 ? .substitution : index % 60 == 2 ? .device : .plain
            var entry = CatalogEntry()
            if index % 5 == 0 { entry.comment = "Comment for \(phrase)" }
            if index % 97 == 0 { entry.extractionState = index % 2 == 1 ? .stale : .manual }
            for language in languages {
                let draw = random.nextUnit()
                if language != "en" && draw < 0.01 { continue }
                let state: TranslationState = draw > 0.995 ? .needsReview : draw > 0.99 ? .new : .translated
                let text = "\(language):\(phrase) \(index)"
                entry.localizations.append(key: language, value: kind.localization(text, language, state))
            }
            entries.append(key: "\(phrase) \(index)" + (kind == .plural ? " %lld" : ""), value: entry)
        }
        return StringCatalog(sourceLanguage: "en", entries: entries)
    }

    private enum Kind {
        case plain, plural, substitution, device

        func localization(_ text: String, _ language: String, _ state: TranslationState) -> CatalogLocalization {
            let categories = SyntheticCatalog.pluralCategories(language)
            switch self {
            case .plain:
                return CatalogLocalization(text, state: state)
            case .plural:
                let forms = CatalogMap(categories.map { ($0, CatalogLocalization("\(text) \($0) %lld", state: state)) })
                return CatalogLocalization(variations: CatalogVariations(plural: forms))
            case .substitution:
                let forms = CatalogMap(categories.map { ($0, CatalogLocalization("%arg \($0)", state: state)) })
                return CatalogLocalization(
                    stringUnit: CatalogStringUnit(state: state, value: "\(text) %#@count@"),
                    substitutions: [
                        "count": CatalogSubstitution(
                            argNum: 1, formatSpecifier: "lld", variations: CatalogVariations(plural: forms))
                    ])
            case .device:
                let devices = CatalogMap(
                    ["iphone", "mac", "other"].map { ($0, CatalogLocalization("\(text) \($0)", state: state)) })
                return CatalogLocalization(variations: CatalogVariations(device: devices))
            }
        }
    }
}

/// Sebastiano Vigna's SplitMix64: small, fast, and the same everywhere.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [0, 1).
    mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
