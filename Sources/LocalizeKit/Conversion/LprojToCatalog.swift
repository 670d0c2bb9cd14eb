/// Converts one table of a folder of `<lang>.lproj` folders into a String
/// Catalog, the way Xcode migrates `.strings` and `.stringsdict` files.
///
/// - A `.strings` value becomes a string unit in state `translated`; the
///   comment above it in the source language's table becomes the entry's comment.
/// - A `.stringsdict` entry whose format is exactly `%#@name@` with one plural
///   variable becomes plural variations (`one`, `other`, …) holding the forms as written.
/// - Any other stringsdict format becomes a string unit holding the format,
///   plus one substitution per plural variable it names: `argNum` is the
///   argument the variable's `%#@name@` takes, `formatSpecifier` its
///   `NSStringFormatValueTypeKey`, and its forms are plural variations in
///   which the variable's own specifier (`%lld`, or `%2$lld` for argument 2) is written `%arg`.
/// - `NSStringDeviceSpecificRuleType` becomes device variations, each
///   converted as above.
/// - A key in both files of a language takes the `.stringsdict` entry (as
///   Apple's lookup does); the `.strings` entry still gives the comment.
///
/// Folders are named by language in the catalog as BCP 47 tags (`en_GB.lproj`
/// gives `en-GB`). `Base.lproj` is part of the source language, as Xcode reads it: it
/// gives the source language when that has no folder of its own, and otherwise the keys the
/// source language's folder lacks (a key in both keeps the folder's value, with a warning
/// where Base's differs). What cannot be carried over (other
/// stringsdict rule types, keys the model has no place for, comments of other
/// languages that differ from the source language's, duplicate keys) is named in a warning.
///
/// ```swift
/// let tree = try LprojTree.read(directory: "Resources")
/// let result = LprojToCatalog.convert(tree, table: "Localizable", options: .init(sourceLanguage: "en"))
/// result.output["Button.Add"]?.localizations["de"]?.stringUnit?.value   // "Hinzufügen"
/// ```
public enum LprojToCatalog {
    /// How to convert.
    public struct Options: Hashable, Sendable {
        /// The catalog's source language: its table gives the comments.
        public var sourceLanguage: String
        /// The `extractionState` of every entry (`migrated`, as Xcode's migration writes; `nil` for none).
        public var extractionState: ExtractionState?

        /// Creates options.
        public init(sourceLanguage: String = "en", extractionState: ExtractionState? = .migrated) {
            self.sourceLanguage = sourceLanguage
            self.extractionState = extractionState
        }
    }

    /// Converts the table named `table` of every localization in `tree`.
    public static func convert(_ tree: LprojTree, table: String, options: Options = Options())
        -> ConversionResult<StringCatalog>
    {
        var converter = Converter(options: options)
        converter.convert(tree, table: table)
        let catalog = StringCatalog(
            sourceLanguage: options.sourceLanguage,
            entries: CatalogMap(
                converter.keys.compactMap { key in
                    converter.entries[key].map { (key, $0) }
                }))
        return ConversionResult(output: catalog, warnings: converter.warnings)
    }

    /// The forms of a stringsdict entry that is a plural and nothing else: its format exactly
    /// `%#@name@`, one variable, of the plural rule type, with forms and no other member, and no
    /// device variants. `localization(of:language:warnings:)` makes plural variations of such an
    /// entry (each form a string unit as written) without a warning; `nil` for any other entry.
    static func pluralOnlyForms(of entry: StringsDictTable.Entry) -> [PluralCategory: String]? {
        guard entry.deviceVariants.isEmpty, entry.otherMembers.isEmpty, entry.variables.count == 1,
            let variable = entry.variables.first, variable.ruleType == .plural, variable.otherMembers.isEmpty,
            !variable.forms.isEmpty, let format = entry.formatKey
        else { return nil }
        // `%#@` + name + `@`, compared without making that string.
        let name = variable.name.utf8
        let formatBytes = format.utf8
        guard formatBytes.count == name.count + 4, formatBytes.starts(with: "%#@".utf8), formatBytes.last == 0x40,
            formatBytes.dropFirst(3).dropLast().elementsEqual(name)
        else { return nil }
        return variable.forms
    }

    /// The format, the variable and its argument of a stringsdict entry whose format has text around one plural
    /// variable and nothing else: one variable, of the plural rule type, with forms and no other
    /// member, named by a `%#@name@` of the format (its first such specifier gives `argNum`), and
    /// no other member or device variant. `localization(of:language:warnings:)` makes of such an
    /// entry a string unit holding the format and one substitution (`argNum`, the variable's value
    /// type as `formatSpecifier`, its forms as plural variations with `%arg`, `catalogForm`), without
    /// a warning: what `CatalogJSONWriter.writeSubstitutionMember` writes. `nil` for any other
    /// entry, a plural alone (`pluralOnlyForms`) among them.
    static func substitutionOnly(
        of entry: StringsDictTable.Entry
    ) -> (format: String, variable: StringsDictVariable, argNum: Int)? {
        guard entry.deviceVariants.isEmpty, entry.otherMembers.isEmpty, entry.variables.count == 1,
            let variable = entry.variables.first, variable.ruleType == .plural, variable.otherMembers.isEmpty,
            !variable.forms.isEmpty, let format = entry.formatKey,
            // Compared as `Content.localization` compares them: a format equal to this is a plural alone.
            format != "%#@" + variable.name + "@",
            let specifier = FormatString(parsing: format).specifiers.first(where: { $0.variableName == variable.name })
        else { return nil }
        return (format, variable, specifier.argumentIndex)
    }

    /// The catalog language code for a localization folder name: its BCP 47
    /// spelling (`en_GB` → `en-GB`), or the name itself when it is not a locale identifier.
    public static func language(forFolder name: String) -> String {
        (try? LocaleIdentifier(parsing: name))?.bcp47 ?? name
    }

    /// A stringsdict entry as a catalog localization; `nil` (with a warning) when it has no usable content.
    static func localization(
        of entry: StringsDictTable.Entry, language: String, warnings: inout [ConversionWarning]
    ) -> CatalogLocalization? {
        var content = Content(key: entry.key, language: language)
        defer { warnings += content.warnings }
        guard !entry.deviceVariants.isEmpty else {
            return content.localization(
                formatKey: entry.formatKey, variables: entry.variables, otherMembers: entry.otherMembers)
        }
        if entry.formatKey != nil || !entry.variables.isEmpty {
            content.warn(
                StringsDictReader.formatKeyName, "beside \(StringsDictReader.deviceSpecificName) is not kept")
        }
        for member in entry.otherMembers { content.warnNotKept(member.key) }
        var devices = CatalogMap<CatalogLocalization>()
        for variant in entry.deviceVariants {
            if let localization = content.localization(
                formatKey: variant.formatKey, variables: variant.variables, otherMembers: variant.otherMembers)
            {
                devices.append(key: variant.device, value: localization)
            }
        }
        guard !devices.isEmpty else { return nil }
        return CatalogLocalization(variations: CatalogVariations(device: devices))
    }

    /// The folders to read, of those (sorted) that have the table, with the
    /// language each gives: the source language first, then by language;
    /// `Base` gives the source language, after the source language's own
    /// folder when there is one, and any other language given by two folders
    /// is read from the first. What is left out is named in `warnings`.
    static func folders(
        _ names: [String], table: String, sourceLanguage source: String, warnings: inout [ConversionWarning]
    ) -> [(folder: String, language: String)] {
        var folders: [(folder: String, language: String)] = []
        var base: String?
        for folder in names {
            if folder == "Base" {
                base = folder
            } else {
                folders.append((folder, LprojToCatalog.language(forFolder: folder)))
            }
        }
        var seen: [String: String] = [:]
        folders = folders.filter { folder in
            if let first = seen[folder.language] {
                warnings.append(
                    ConversionWarning(
                        field: folder.folder + ".lproj",
                        consequence: "is not read: '\(first).lproj' already gives '\(folder.language)'"))
                return false
            }
            seen[folder.language] = folder.folder
            return true
        }
        // The source language first, so that its keys lead and its comments are known; Base after the
        // source language's own folder, which then wins where both have a key.
        folders.sort { ($0.language == source ? 0 : 1, $0.language) < ($1.language == source ? 0 : 1, $1.language) }
        if let base {
            folders.insert((base, source), at: folders.firstIndex { $0.language != source } ?? folders.endIndex)
        }
        if !folders.contains(where: { $0.language == source }) {
            warnings.append(
                ConversionWarning(
                    field: "sourceLanguage", value: source,
                    consequence: "has no '\(table)' table: entries have no source-language value or comment"))
        }
        return folders
    }

    /// Converts the content of one stringsdict dictionary (an entry's or a device's).
    private struct Content {
        let key: String
        let language: String
        var warnings: [ConversionWarning] = []

        mutating func warn(_ field: String, value: String? = nil, _ consequence: String) {
            warnings.append(
                ConversionWarning(field: field, value: value, consequence: consequence, key: key, language: language))
        }

        mutating func warnNotKept(_ member: String) {
            warn(member, "is not kept (a String Catalog has no place for it)")
        }

        mutating func localization(
            formatKey: String?, variables: [StringsDictVariable], otherMembers: [PropertyListValue.Member]
        ) -> CatalogLocalization? {
            for member in otherMembers { warnNotKept(member.key) }
            guard let formatKey else {
                warn(StringsDictReader.formatKeyName, "is missing: the entry is not kept")
                return nil
            }
            for variable in variables {
                for member in variable.otherMembers { warnNotKept(variable.name + "." + member.key) }
                if variable.ruleType != .plural {
                    warn(
                        StringsDictReader.specTypeName, value: variable.ruleType.rawValue,
                        "is not kept (only plural variables become variations)")
                }
            }
            if variables.count == 1, let only = variables.first, only.ruleType == .plural,
                formatKey == "%#@" + only.name + "@"
            {
                return CatalogLocalization(variations: CatalogVariations(plural: Self.forms(of: only)))
            }
            // Parsed only for a plural variable to find: a device's text has none.
            lazy var format = FormatString(parsing: formatKey)
            var substitutions = CatalogMap<CatalogSubstitution>()
            for variable in variables where variable.ruleType == .plural {
                // A variable is named by the format or, nested, by another variable's forms (as Foundation finds it).
                guard
                    let specifier = format.specifiers.first(where: { $0.variableName == variable.name })
                        ?? Self.nestedSpecifier(of: variable.name, in: variables)
                else {
                    warn("variable", value: variable.name, "is not named in the format: not kept")
                    continue
                }
                let argNum = specifier.argumentIndex
                let forms = Self.forms(of: variable) { form in
                    SubstitutionArgument.catalogForm(form, valueType: variable.valueType, argNum: argNum)
                }
                substitutions.append(
                    key: variable.name,
                    value: CatalogSubstitution(
                        argNum: argNum, formatSpecifier: variable.valueType,
                        variations: CatalogVariations(plural: forms)))
            }
            return CatalogLocalization(
                stringUnit: CatalogStringUnit(state: .translated, value: formatKey), substitutions: substitutions)
        }

        /// The `%#@name@` specifier naming the variable `name` in the forms of another of `variables`.
        static func nestedSpecifier(of name: String, in variables: [StringsDictVariable]) -> FormatSpecifier? {
            for variable in variables where variable.name != name {
                for (_, form) in variable.forms {
                    if let specifier = FormatString(parsing: form).specifiers.first(where: { $0.variableName == name })
                    {
                        return specifier
                    }
                }
            }
            return nil
        }

        /// The variable's forms as plural variations, in CLDR order (`categories`), each made by `value`.
        static func forms(
            of variable: StringsDictVariable, value: (String) -> String = { $0 }
        ) -> CatalogMap<CatalogLocalization> {
            var keys: [String] = []
            var values: [CatalogLocalization] = []
            keys.reserveCapacity(variable.forms.count)
            values.reserveCapacity(variable.forms.count)
            // `allCases` is in CLDR order: the order of `categories`, without sorting. The few forms
            // are met by walking them for each category, which costs less than hashing it.
            for category in PluralCategory.allCases {
                for (formCategory, form) in variable.forms where formCategory == category {
                    keys.append(category.rawValue)
                    values.append(CatalogLocalization(value(form)))
                }
            }
            return CatalogMap(keys: keys, values: values, isPresentWhenEmpty: false)
        }
    }

    /// The state of one conversion.
    private struct Converter {
        let options: Options
        var keys: [String] = []
        var entries: [String: CatalogEntry] = [:]
        var warnings: [ConversionWarning] = []
        /// The source language's comments, by key.
        var sourceComments: [String: String] = [:]

        init(options: Options) {
            self.options = options
        }

        mutating func convert(_ tree: LprojTree, table: String) {
            let folders = LprojToCatalog.folders(
                tree.localizationNames(havingTable: table), table: table, sourceLanguage: options.sourceLanguage,
                warnings: &warnings)
            for folder in folders {
                guard let lprojTable = tree[folder.folder, table: table] else { continue }
                // Base.lproj read after the source language's own folder adds what that folder lacks.
                if folder.folder == "Base", let first = folders.first, first.folder != "Base" {
                    addMissing(lprojTable, folder: first.folder, table: table)
                } else {
                    add(lprojTable, language: folder.language, folder: folder.folder, table: table)
                }
            }
        }

        /// Adds the source-language values of Base.lproj's table for the keys that `folder`'s
        /// table (the source language's) lacks; a key in both keeps the folder's value, and a
        /// different value in Base is named in a warning.
        private mutating func addMissing(_ base: LprojTable, folder: String, table: String) {
            let language = options.sourceLanguage
            var fromFolder: [String: CatalogLocalization] = [:]
            for (key, entry) in entries { fromFolder[key] = entry.localizations[language] }
            var converted = Converter(options: options)
            converted.add(base, language: language, folder: "Base", table: table)
            warnings += converted.warnings
            for key in converted.keys {
                guard let entry = converted.entries[key], let localization = entry.localizations[language] else {
                    continue
                }
                if let kept = fromFolder[key] {
                    if kept != localization {
                        warnings.append(
                            ConversionWarning(
                                field: "Base.lproj",
                                consequence: "differs from \(folder).lproj/\(table): \(folder).lproj's value is kept",
                                key: key, language: language))
                    }
                    continue
                }
                if let comment = entry.comment { sourceComments[key] = comment }
                set(localization, key: key, language: language)
            }
        }

        private mutating func add(_ lprojTable: LprojTable, language: String, folder: String, table: String) {
            let isSource = language == options.sourceLanguage
            let dictionary = lprojTable.stringsDict ?? StringsDictTable()
            if let strings = lprojTable.strings {
                warnDuplicates(strings.duplicates, file: "\(folder).lproj/\(table).strings", language: language)
                for key in strings.keys {
                    guard let entry = strings.entry(forKey: key) else { continue }
                    if isSource {
                        if let comment = entry.comment { sourceComments[key] = comment }
                    } else if let comment = entry.comment, comment != sourceComments[key] {
                        warnings.append(
                            ConversionWarning(
                                field: "comment", consequence: "of a language other than the source is not kept",
                                key: key, language: language))
                    }
                    if dictionary[key] == nil {
                        set(CatalogLocalization(entry.value), key: key, language: language)
                    } else if isSource {
                        touch(key)
                    }
                }
            }
            warnDuplicates(dictionary.duplicates, file: "\(folder).lproj/\(table).stringsdict", language: language)
            for key in dictionary.keys {
                guard let entry = dictionary[key],
                    let localization = LprojToCatalog.localization(of: entry, language: language, warnings: &warnings)
                else { continue }
                set(localization, key: key, language: language)
            }
        }

        private mutating func warnDuplicates(_ duplicates: [DuplicateKey], file: String, language: String) {
            for duplicate in duplicates {
                warnings.append(
                    ConversionWarning(
                        field: "duplicate key",
                        consequence: "in \(file): the last of \(duplicate.locations.count) definitions is kept",
                        key: duplicate.key, language: language))
            }
        }

        /// Makes sure the entry exists (with its comment), so that keys keep the source language's order.
        private mutating func touch(_ key: String) {
            guard entries[key] == nil else { return }
            keys.append(key)
            entries[key] = CatalogEntry(comment: sourceComments[key], extractionState: options.extractionState)
        }

        private mutating func set(_ localization: CatalogLocalization, key: String, language: String) {
            touch(key)
            entries[key]?.localizations[language] = localization
        }
    }
}
