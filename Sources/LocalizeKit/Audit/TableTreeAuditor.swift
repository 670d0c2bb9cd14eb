#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Audits a folder of `<language>.lproj` folders: each table
/// (`Localizable.strings` with its `.stringsdict`) of each language against
/// the source language's, with the same rules as String Catalogs, plus
/// `orphan-key` and the duplicates of each file.
///
/// A table's `.stringsdict` entry wins over its `.strings` entry, as on
/// Apple platforms. A regional folder (`en-GB.lproj`, `zh-HK.lproj`) may
/// hold only what differs from its parent: a key it lacks is not missing
/// when its parent (by CLDR, `zh-HK` → `zh-Hant`) or the source language
/// has it. Tables the source folder lacks (storyboard tables, whose source
/// is `Base.lproj/Main.storyboard`) are only checked for duplicates.
enum TableTreeAuditor {
    /// One table entry of one language, as the catalog model.
    private struct Definition {
        var localization: CatalogLocalization
        var file: String
        var line: Int
        /// Where the key starts on `line`.
        var column: Int
    }

    /// The entries of one table of one language, in order.
    private struct Table {
        var keys: [String] = []
        var definitions: [String: Definition] = [:]
        var files: [String] = []
        var exists: Bool { !files.isEmpty }
    }

    static func audit(
        directory: String, localization only: String?, configuration: AuditConfiguration,
        into diagnostics: inout AuditDiagnostics
    ) {
        let manager = FileManager.default
        let folderNames: [String]
        do {
            folderNames = try manager.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".lproj") }.sorted()
        } catch {
            diagnostics.add(.unreadable(FileError(.read, path: directory, code: 2)))
            return
        }
        let localizations = folderNames.map { String($0.dropLast(6)) }
        let sourceLanguage = configuration.sourceLanguage ?? AuditConfiguration.defaultTableSourceLanguage
        guard let source = sourceFolder(sourceLanguage, among: localizations) else {
            // One folder that cannot be checked is a finding: the other inputs are still audited.
            var sink = FindingSink(file: directory, rules: AuditRuleSet(configuration.rules))
            sink.add(
                .missingSourceTable, line: 0, key: nil, locale: nil,
                "no \(sourceLanguage).lproj (nor Base.lproj) for the source language, so its "
                    + (localizations.count == 1
                        ? "localization folder is" : "\(localizations.count) localization folders are")
                    + " not checked "
                    + "(use --source-language to name another)")
            diagnostics.add(contentsOf: sink.findings)
            return
        }
        var configuration = configuration
        if let only {
            // An .lproj folder given by itself: audit that localization (if --locale allows it).
            let asked = configuration.locales
            let normalized = AuditConfiguration.normalizedLocaleName(only)
            let allowed = asked.isEmpty || asked.contains { AuditConfiguration.normalizedLocaleName($0) == normalized }
            configuration.locales = allowed ? [only] : [source]
        }
        let base = directory == "." ? "" : directory + "/"
        var auditor = EntryAuditor(file: base + source + ".lproj", sourceLanguage: source, configuration: configuration)
        auditor.reportsUnknownLocales = false
        auditor.checksRepeatedKeys = false
        let rules = AuditRuleSet(configuration.rules)
        var sink = FindingSink(file: directory, rules: rules)
        var targets: [(name: String, slot: Int)] = []
        for name in localizations where name != source {
            let slot = auditor.slot(named: name)
            guard auditor.slots[slot].isIncluded, !auditor.slots[slot].locale.isBase else { continue }
            targets.append((name, slot))
            sink.file = base + name + ".lproj"
            StructureRules.checkLocale(auditor.slots[slot].locale, line: 0, into: &sink)
        }
        var tableNames = Set<String>()
        for name in localizations {
            let files = (try? manager.contentsOfDirectory(atPath: base + name + ".lproj")) ?? []
            for file in files {
                if file.hasSuffix(".strings") { tableNames.insert(String(file.dropLast(8))) }
                if file.hasSuffix(".stringsdict") { tableNames.insert(String(file.dropLast(12))) }
            }
        }
        for table in tableNames.sorted() {
            guard let sourceTable = read(table, in: base + source + ".lproj", locale: source, into: &diagnostics, &sink)
            else { continue }
            var translations: [(slot: Int, table: Table)] = []
            for target in targets {
                guard
                    let translated = read(
                        table, in: base + target.name + ".lproj", locale: target.name, into: &diagnostics, &sink)
                else { continue }
                guard translated.exists else { continue }
                if sourceTable.exists {
                    for key in translated.keys where sourceTable.definitions[key] == nil {
                        if let definition = translated.definitions[key] {
                            sink.file = definition.file
                            sink.add(
                                .orphanKey, line: definition.line, column: definition.column, key: key,
                                locale: target.name,
                                "not in the source table (\(source).lproj/\(table))")
                        }
                    }
                }
                translations.append((target.slot, translated))
            }
            guard sourceTable.exists else { continue }
            for key in sourceTable.keys {
                guard let definition = sourceTable.definitions[key] else { continue }
                var entry = CatalogEntry()
                var localizations = CatalogMap<CatalogLocalization>()
                localizations.append(key: source, value: definition.localization)
                for (slot, translated) in translations {
                    if let found = translated.definitions[key] {
                        localizations.append(key: auditor.slots[slot].locale.name, value: found.localization)
                        auditor.localizationFiles[slot] = found.file
                    } else {
                        auditor.localizationFiles[slot] = nil
                    }
                }
                entry.localizations = localizations
                auditor.audit(key: key, entry: entry, file: definition.file, line: definition.line)
            }
        }
        auditor.finish(into: &diagnostics, adding: sink.findings)
    }

    /// The folder of the source language: its exact name, another spelling of it
    /// (`en_US`, `English`), or `Base` when there is neither.
    private static func sourceFolder(_ language: String, among names: [String]) -> String? {
        if names.contains(language) { return language }
        if let wanted = try? LocaleIdentifier(parsing: language) {
            for name in names where (try? LocaleIdentifier(parsing: name)) == wanted { return name }
        }
        return names.contains("Base") ? "Base" : nil
    }

    /// Reads one table of one folder; nil when a file is malformed or unreadable (recorded).
    private static func read(
        _ table: String, in folder: String, locale: String, into diagnostics: inout AuditDiagnostics,
        _ sink: inout FindingSink
    ) -> Table? {
        var result = Table()
        let manager = FileManager.default
        let stringsPath = folder + "/" + table + ".strings"
        let dictPath = folder + "/" + table + ".stringsdict"
        do {
            if manager.fileExists(atPath: stringsPath) {
                let parsed = try StringsFileReader.read(readFile(stringsPath), file: stringsPath)
                result.files.append(stringsPath)
                sink.file = stringsPath
                StructureRules.checkTable(parsed.duplicates, locale: locale, into: &sink)
                StructureRules.checkEscapes(parsed.unknownEscapes, locale: locale, into: &sink)
                for entry in parsed.entries {
                    var localization = CatalogLocalization(entry.value)
                    localization.setSourcePosition(line: entry.location.line, column: entry.location.column)
                    if result.definitions[entry.key] == nil { result.keys.append(entry.key) }
                    result.definitions[entry.key] = Definition(
                        localization: localization, file: stringsPath, line: entry.location.line,
                        column: entry.location.column)
                }
            }
            if manager.fileExists(atPath: dictPath) {
                let parsed = try StringsDictReader.read(readFile(dictPath), file: dictPath)
                result.files.append(dictPath)
                sink.file = dictPath
                StructureRules.checkTable(parsed.duplicates, locale: locale, into: &sink)
                for entry in parsed.entries {
                    if result.definitions[entry.key] == nil { result.keys.append(entry.key) }
                    result.definitions[entry.key] = Definition(
                        localization: localization(of: entry), file: dictPath, line: entry.location.line,
                        column: entry.location.column)
                }
            }
        } catch let error as ParseError {
            diagnostics.add(.malformed(error))
            return nil
        } catch let error as FileError {
            diagnostics.add(.unreadable(error))
            return nil
        } catch {
            return nil
        }
        for file in result.files { diagnostics.addFile(file) }
        return result
    }

    /// A table file's bytes, read in one go into storage of its size.
    private static func readFile(_ path: String) throws(FileError) -> [UInt8] {
        let input = try FileInput(path: path)
        guard let size = input.size else { return try input.readAll() }
        var failure: FileError?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                do throws(FileError) {
                    let read = try input.read(
                        into: UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[count...]))
                    if read == 0 { break }
                    count += read
                } catch {
                    failure = error
                    break
                }
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// A `.stringsdict` entry as the catalog model: the format as the string, each variable
    /// as a substitution (the number's specifier as its `formatSpecifier`), device variants
    /// as device variations.
    static func localization(of entry: StringsDictTable.Entry) -> CatalogLocalization {
        let line = entry.location.line
        var localization: CatalogLocalization
        if entry.deviceVariants.isEmpty {
            localization = CatalogLocalization(
                stringUnit: entry.formatKey.map { CatalogStringUnit(value: $0) },
                substitutions: substitutions(entry.variables, line: line))
        } else {
            var devices = CatalogMap<CatalogLocalization>()
            for variant in entry.deviceVariants {
                var child = CatalogLocalization(
                    stringUnit: CatalogStringUnit(value: variant.formatKey),
                    substitutions: substitutions(variant.variables, line: line))
                child.sourceLine = line
                devices.append(key: variant.device, value: child)
            }
            localization = CatalogLocalization(
                variations: CatalogVariations(device: devices),
                substitutions: substitutions(entry.variables, line: line))
        }
        localization.setSourcePosition(line: line, column: entry.location.column)
        return localization
    }

    private static func substitutions(_ variables: [StringsDictVariable], line: Int) -> CatalogMap<CatalogSubstitution>
    {
        var result = CatalogMap<CatalogSubstitution>()
        for variable in variables {
            var forms = CatalogMap<CatalogLocalization>()
            for category in variable.categories {
                guard let text = variable[category] else { continue }
                var form = CatalogLocalization(text)
                form.sourceLine = line
                forms.append(key: category.rawValue, value: form)
            }
            for member in variable.otherMembers {
                guard case .string(let text) = member.value else { continue }
                var form = CatalogLocalization(text)
                form.sourceLine = line
                forms.append(key: member.key, value: form)
            }
            var variations = CatalogVariations()
            let selector = variable.ruleType == .plural ? "plural" : variable.ruleType.rawValue
            variations.selectors.append(key: selector, value: forms)
            result.append(
                key: variable.name,
                value: CatalogSubstitution(argNum: nil, formatSpecifier: variable.valueType, variations: variations))
        }
        return result
    }
}
