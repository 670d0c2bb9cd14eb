/// The values a String Catalog gives the lookup, per localization: plain
/// string units as text, plural variations and substitutions as plural formats.
///
/// Units in state `new` with an empty value are left out (nothing is
/// translated yet). Device variations are not selected at run time here: the
/// entry's own string unit, or the `other` device form, is used.
enum CatalogLookupValues {
    /// Localization → table contents for one catalog.
    static func tables(from catalog: StringCatalog, origin: String) -> [String: LocalizationTable] {
        var values: [String: [(key: String, value: LocalizedValue)]] = [:]
        for (key, entry) in catalog.entries {
            for (localization, content) in entry.localizations {
                guard let value = value(of: content) else { continue }
                values[localization, default: []].append((key, value))
            }
        }
        return values.mapValues { pairs in
            var table = LocalizationTable()
            table.merge(pairs, origin: origin)
            return table
        }
    }

    /// The lookup value of one localization of an entry, if it has one.
    static func value(of localization: CatalogLocalization) -> LocalizedValue? {
        let substitutions = localization.substitutions
        if let plural = localization.variations.plural {
            return .plural(PluralFormat(format: "%#@value@", variables: ["value": variable(from: plural)]))
        }
        if let unit = localization.stringUnit {
            if unit.state == .new && unit.value.isEmpty { return nil }
            guard !substitutions.isEmpty else { return .text(unit.value) }
            var format = unit.value
            var variables: [String: PluralVariable] = [:]
            for (name, substitution) in substitutions {
                guard let plural = substitution.variations.plural else { continue }
                let specifier = "%" + (substitution.formatSpecifier ?? "lld")
                variables[name] = variable(from: plural, argumentPlaceholder: specifier)
                if let argNum = substitution.argNum {
                    format = format.replacing("%#@\(name)@", with: "%\(argNum)$#@\(name)@")
                }
            }
            return variables.isEmpty ? .text(unit.value) : .plural(PluralFormat(format: format, variables: variables))
        }
        if let device = localization.variations.device, let other = device["other"] {
            return value(of: other)
        }
        return nil
    }

    /// Plural forms; in substitutions Xcode writes the argument as `%arg`.
    private static func variable(
        from plural: CatalogMap<CatalogLocalization>, argumentPlaceholder: String? = nil
    ) -> PluralVariable {
        var forms: [PluralCategory: String] = [:]
        for (name, form) in plural {
            guard let category = PluralCategory(rawValue: name), let text = form.stringUnit?.value else { continue }
            forms[category] = argumentPlaceholder.map { text.replacing("%arg", with: $0) } ?? text
        }
        return PluralVariable(valueType: nil, forms: forms)
    }
}
