/// Brings the targets of an XLIFF `<file>` into a String Catalog, changing only what the
/// translator changed.
///
/// A unit changes the catalog when its `<target>` differs from the catalog's string at
/// the unit's path, or when its `state` means another catalog state than the string's
/// (a reviewer marked it `translated`); the string then gets the target and the state
/// the XLIFF `state` maps to
/// (`TranslationState(xliffState:)`; no `state` means translated). Everything else keeps
/// its value, so writing the catalog with `XCStringsWriter` changes only the bytes of the
/// imported strings. Units without a `<target>`, units marked `translate="no"`, entries
/// marked `shouldTranslate: false`, and targets in state `new` where the catalog has no
/// string are left alone. A variation unit for a string that did not vary turns it into
/// variations, as Xcode's import does; a missing substitution is created with the source
/// language's `argNum` and `formatSpecifier`.
///
/// Bad input is a `ParseError` at the unit or `<file>`, and the catalog is then left as
/// it was: a key the catalog lacks (in any unit, with a target or without), an id whose
/// path is malformed, a plural category that does not exist, a plain unit for a string
/// that varies, a `source-language` other than the catalog's, a missing or invalid
/// `target-language`, or one other than `language`.
///
/// ```swift
/// var catalog = try XCStringsReader.read(contentsOfFile: "Localizable.xcstrings")
/// let document = try XLIFFReader.read(contentsOfFile: "de.xliff")
/// let changes = try XLIFFImporter.apply(document.files[0], to: &catalog, language: "de")
/// if !changes.isEmpty { try XCStringsWriter.write(catalog, toFile: "Localizable.xcstrings") }
/// ```
public enum XLIFFImporter {
    /// Applies `file` to `catalog` and returns the changes, in the file's order. When
    /// `language` is given, the file's `target-language` must be it.
    @discardableResult
    public static func apply(_ file: XLIFFFile, to catalog: inout StringCatalog, language: String? = nil)
        throws(ParseError) -> [XLIFFImportChange]
    {
        let location = file.sourceLocation ?? SourceLocation(line: 1, column: 1)
        guard let target = file.targetLanguage, !target.isEmpty else {
            throw ParseError("<file original=\"\(file.original)\"> has no target-language", at: location)
        }
        do {
            _ = try LocaleIdentifier(parsing: target)
        } catch {
            throw ParseError("target-language: \(error)", at: location)
        }
        if let language, language != target {
            throw ParseError("target-language is '\(target)', not '\(language)'", at: location)
        }
        guard file.sourceLanguage == catalog.sourceLanguage else {
            throw ParseError(
                "source-language is '\(file.sourceLanguage)', but the catalog's source language is '\(catalog.sourceLanguage)'",
                at: location)
        }
        var updated = catalog
        var changes: [XLIFFImportChange] = []
        for unit in file.units {
            if let change = try apply(unit, to: &updated, language: target, fileLocation: location) {
                changes.append(change)
            }
        }
        catalog = updated
        return changes
    }

    private static func apply(
        _ unit: XLIFFUnit, to catalog: inout StringCatalog, language: String, fileLocation: SourceLocation
    ) throws(ParseError) -> XLIFFImportChange? {
        let location = unit.sourceLocation ?? fileLocation
        guard let id = XLIFFUnitID(parsing: unit.id) else {
            throw ParseError("malformed unit id '\(unit.id)' (expected key|==|selector.value…)", at: location)
        }
        for step in id.path where step.selector == "plural" && !XLIFFExporter.pluralOrder.contains(step.value) {
            throw ParseError("'\(step.value)' in unit '\(unit.id)' is not a plural category", at: location)
        }
        guard let position = catalog.entries.index(forKey: id.key) else {
            throw ParseError("unknown key '\(id.key)': the catalog has no such entry", at: location)
        }
        guard unit.isTranslatable, let targetText = unit.target else { return nil }
        var entry = catalog.entries[valueAt: position]
        guard entry.shouldTranslate != false else { return nil }
        if entry.localizations.values.contains(where: { $0.stringSet != nil }) {
            throw ParseError(
                "'\(id.key)' holds a string set (App Shortcuts phrases), which XLIFF does not carry", at: location)
        }
        let current = entry.localizations[language].flatMap { stringUnit(in: $0, at: id.path[...]) }
        let state = TranslationState(xliffState: unit.state)
        if let current, current.value == targetText,
            unit.state == nil || unit.state == current.state.xliffState || state == current.state
        {
            return nil
        }
        if current == nil && state == .new { return nil }
        var localization = entry.localizations[language] ?? CatalogLocalization()
        let source = entry.localizations[catalog.sourceLanguage]
        try update(&localization, at: id.path[...], source: source, unitID: unit.id, location: location) { unit in
            if unit == nil {
                unit = CatalogStringUnit(state: state, value: targetText)
            } else {
                unit?.state = state
                unit?.value = targetText
            }
        }
        entry.localizations[language] = localization
        catalog.entries[valueAt: position] = entry
        return XLIFFImportChange(
            unitID: unit.id, language: language, old: current?.value, new: targetText, state: state)
    }

    /// The string unit at a path, if there is one.
    static func stringUnit(in localization: CatalogLocalization, at path: ArraySlice<XLIFFUnitID.Step>)
        -> CatalogStringUnit?
    {
        guard let step = path.first else { return localization.stringUnit }
        if step.selector == XLIFFUnitID.substitutions {
            guard let substitution = localization.substitutions[step.value] else { return nil }
            return stringUnit(in: substitution.variations, at: path.dropFirst())
        }
        return stringUnit(in: localization.variations, at: path)
    }

    private static func stringUnit(in variations: CatalogVariations, at path: ArraySlice<XLIFFUnitID.Step>)
        -> CatalogStringUnit?
    {
        guard let step = path.first, let variation = variations.selectors[step.selector]?[step.value] else {
            return nil
        }
        return stringUnit(in: variation, at: path.dropFirst())
    }

    /// Changes the string unit at a path, creating the variations and substitutions on the way.
    private static func update(
        _ localization: inout CatalogLocalization, at path: ArraySlice<XLIFFUnitID.Step>,
        source: CatalogLocalization?, unitID: String, location: SourceLocation,
        _ body: (inout CatalogStringUnit?) -> Void
    ) throws(ParseError) {
        guard let step = path.first else {
            guard localization.variations.isEmpty else {
                let selectors = localization.variations.selectors.keys.joined(separator: ", ")
                throw ParseError(
                    "unit '\(unitID)' is a plain string, but the translation varies by \(selectors)", at: location)
            }
            body(&localization.stringUnit)
            return
        }
        if step.selector == XLIFFUnitID.substitutions {
            let sourceSubstitution = source?.substitutions[step.value]
            var substitution =
                localization.substitutions[step.value]
                ?? CatalogSubstitution(
                    argNum: sourceSubstitution?.argNum, formatSpecifier: sourceSubstitution?.formatSpecifier)
            try update(
                &substitution.variations, at: path.dropFirst(), source: sourceSubstitution?.variations,
                unitID: unitID, location: location, body)
            localization.substitutions[step.value] = substitution
            return
        }
        if localization.variations.isEmpty && localization.substitutions.isEmpty {
            localization.stringUnit = nil  // the string now varies
        }
        var variations = localization.variations
        try update(&variations, at: path, source: source?.variations, unitID: unitID, location: location, body)
        localization.variations = variations
    }

    private static func update(
        _ variations: inout CatalogVariations, at path: ArraySlice<XLIFFUnitID.Step>, source: CatalogVariations?,
        unitID: String, location: SourceLocation, _ body: (inout CatalogStringUnit?) -> Void
    ) throws(ParseError) {
        guard let step = path.first else {
            throw ParseError("unit '\(unitID)' ends at a substitution, not at one of its cases", at: location)
        }
        if step.selector == XLIFFUnitID.substitutions {
            throw ParseError("unit '\(unitID)' has a substitution inside a substitution", at: location)
        }
        var map = variations.selectors[step.selector] ?? CatalogMap()
        var variation = map[step.value] ?? CatalogLocalization()
        try update(
            &variation, at: path.dropFirst(), source: source?.selectors[step.selector]?[step.value],
            unitID: unitID, location: location, body)
        map[step.value] = variation
        variations.selectors[step.selector] = map
    }
}
