import LocalizeKit

extension ButtonDefinitionFile {
    /// The definitions' keys (titles, counted titles, hints) that none of `inputs` has,
    /// as `missing-translation` findings at the definition's line in `file` (the
    /// definitions file). An input that cannot be read counts as having no keys; the
    /// audit of the inputs reports why.
    ///
    /// ```swift
    /// var failures: [AuditInputFailure] = []
    /// let inputs = AuditInput.discover(["App/Localizable.xcstrings"], failures: &failures)
    /// definitions.missingKeyFindings(in: inputs, file: "Buttons.json")
    /// // Buttons.json:7: error: "App.ArchiveThread": the title key of 'archiveThread' is in none … (missing-translation)
    /// ```
    public func missingKeyFindings(in inputs: [AuditInput], file: String) -> [AuditFinding] {
        var present = Set<String>()
        for input in inputs { present.formUnion(Self.keys(of: input)) }
        var findings: [AuditFinding] = []
        for definition in definitions {
            let roles = [
                (definition.titleKey, "title key"), (definition.countedTitleKey, "counted title key"),
                (definition.accessibilityHintKey, "accessibility hint key"), (definition.helpTextKey, "help text key"),
            ]
            for case (let key?, let role) in roles where !present.contains(key) {
                findings.append(
                    AuditFinding(
                        rule: .missingTranslation, file: file, line: locations[definition.identifier]?.line ?? 0,
                        key: key, locale: nil,
                        message: "the \(role) of '\(definition.identifier)' is in none of the audited catalogs"))
            }
        }
        return findings
    }

    /// The keys of one audited input: a catalog's entries, or every table's keys in a folder of `.lproj` folders.
    private static func keys(of input: AuditInput) -> Set<String> {
        switch input {
        case .catalog(let path):
            return Set((try? XCStringsReader.read(contentsOfFile: path))?.keys ?? [])
        case .tables(let directory, let localization):
            guard let tree = try? LprojTree.read(directory: directory) else { return [] }
            var keys = Set<String>()
            for (name, tables) in tree.localizations where localization == nil || name == localization {
                for table in tables.values {
                    keys.formUnion(table.strings?.entries.map(\.key) ?? [])
                    keys.formUnion(table.stringsDict?.entries.map(\.key) ?? [])
                }
            }
            return keys
        }
    }
}
