import Testing

@testable import LocalizeKit

/// A `.stringsdict` entry with text around one plural variable, written directly
/// (`LprojToCatalog.substitutionOnly`, `CatalogJSONWriter.writeSubstitutionMember`), against the
/// model path (`LprojToCatalog.localization(of:language:warnings:)`, `writeLocalizationMember`);
/// every other entry takes the model path.
@Suite("LprojToCatalog substitutions alone")
struct LprojToCatalogSubstitutionOnlyTests {
    static func variable(
        _ name: String = "n", valueType: String? = "lld",
        forms: [PluralCategory: String] = [.one: "%lld file", .other: "%lld files"],
        ruleType: StringsDictRuleType = .plural, otherMembers: [PropertyListValue.Member] = []
    ) -> StringsDictVariable {
        StringsDictVariable(
            name: name, ruleType: ruleType, valueType: valueType, forms: forms, otherMembers: otherMembers)
    }

    /// The bytes the model path writes for `entry`, and its warnings.
    static func model(_ entry: StringsDictTable.Entry) -> (bytes: [UInt8]?, warnings: [ConversionWarning]) {
        var warnings: [ConversionWarning] = []
        let localization = LprojToCatalog.localization(of: entry, language: "de", warnings: &warnings)
        let bytes = localization.map { localization in
            CatalogJSONWriterMembersTests.bytes {
                CatalogJSONWriter().writeLocalizationMember(language: .init("de"), localization, into: &$0)
            }
        }
        return (bytes, warnings)
    }

    /// The bytes written directly for `entry`, as `LprojTableMerge` writes them; `nil` when it takes the model path.
    static func direct(_ entry: StringsDictTable.Entry) -> [UInt8]? {
        guard let (format, variable, argNum) = LprojToCatalog.substitutionOnly(of: entry) else { return nil }
        let forms = variable.forms.mapValues {
            SubstitutionArgument.catalogForm($0, valueType: variable.valueType, argNum: argNum)
        }
        return CatalogJSONWriterMembersTests.bytes {
            CatalogJSONWriter().writeSubstitutionMember(
                language: .init("de"), format: format, name: variable.name, argNum: argNum,
                formatSpecifier: variable.valueType, forms: forms, into: &$0)
        }
    }

    @Test(
        "Text around one plural variable is written directly as the model path writes it, without warnings",
        arguments: [
            StringsDictTable.Entry(key: "k", formatKey: "Delete %#@n@?", variables: [variable()]),
            // Positional: the variable's own specifier is `%2$lld`.
            StringsDictTable.Entry(
                key: "k", formatKey: "%1$@ has %2$#@n@",
                variables: [variable(forms: [.one: "%2$lld file of %1$@", .other: "%2$lld files"])]),
            // No value type: forms as written, no formatSpecifier.
            StringsDictTable.Entry(key: "k", formatKey: "x %#@n@", variables: [variable(valueType: nil)]),
            // Every category out of order, escapes, non-ASCII, an empty form, a name to escape.
            StringsDictTable.Entry(
                key: "k", formatKey: "\"Quoted\" \\ %#@n\"ñ@ 😀\n",
                variables: [
                    variable(
                        "n\"ñ", valueType: "d",
                        forms: [
                            .other: "%d others", .zero: "", .two: "%d \"two\"", .one: "%d one\t", .many: "ünï %d",
                            .few: "%%d %d",
                        ])
                ]),
            // Named twice: the first specifier gives the argument; a width or precision takes one too.
            StringsDictTable.Entry(
                key: "k", formatKey: "%*d %#@n@ %#@n@", variables: [variable(forms: [.other: "%3$lld"])]),
        ])
    func direct(entry: StringsDictTable.Entry) throws {
        let model = Self.model(entry)
        #expect(model.warnings.isEmpty)
        #expect(try #require(Self.direct(entry)) == #require(model.bytes))
    }

    @Test(
        "Any other entry takes the model path",
        arguments: [
            // A plural alone, also when spelled canonically equivalent (an equal string, other bytes).
            StringsDictTable.Entry(key: "k", formatKey: "%#@n@", variables: [variable()]),
            StringsDictTable.Entry(key: "k", formatKey: "%#@e\u{301}@", variables: [variable("\u{E9}")]),
            // Two variables, one not named, no format, another rule type, no forms.
            StringsDictTable.Entry(key: "k", formatKey: "%#@n@ %#@m@", variables: [variable(), variable("m")]),
            StringsDictTable.Entry(key: "k", formatKey: "x %#@m@", variables: [variable()]),
            StringsDictTable.Entry(key: "k", formatKey: nil, variables: [variable()]),
            StringsDictTable.Entry(
                key: "k", formatKey: "x %#@n@", variables: [variable(ruleType: .init(rawValue: "G"))]),
            StringsDictTable.Entry(key: "k", formatKey: "x %#@n@", variables: [variable(forms: [:])]),
            // Other members in the variable or the entry, device variants.
            StringsDictTable.Entry(
                key: "k", formatKey: "x %#@n@",
                variables: [variable(otherMembers: [.init(key: "a", value: .string("b"))])]),
            StringsDictTable.Entry(
                key: "k", formatKey: "x %#@n@", variables: [variable()],
                otherMembers: [.init(key: "a", value: .string("b"))]),
            StringsDictTable.Entry(
                key: "k", formatKey: "x %#@n@", variables: [variable()],
                deviceVariants: [StringsDictDeviceVariant(device: "mac", formatKey: "Click")]),
        ])
    func model(entry: StringsDictTable.Entry) {
        #expect(LprojToCatalog.substitutionOnly(of: entry) == nil)
    }
}
