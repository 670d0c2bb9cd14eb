import Testing

@testable import LocalizeKit

/// A `.stringsdict` plural alone read as byte ranges (`StringsDictPlainLayout.pluralAlone()`,
/// `EntryStream.next(pluralAloneInto:)`) and written from them gives the bytes the model path
/// gives (`LprojToCatalog.pluralOnlyForms`, `writePluralMember(language:forms:into:)`); every
/// other entry is read as an entry, the one `next()` gives.
@Suite("StringsDictReader.EntryStream plurals alone")
struct StringsDictPluralAloneTests {
    /// An entry `key` whose dictionary holds `members`, then an entry after it (to check the stream goes on).
    static func document(_ members: String) -> String {
        StringsDictEntryStreamTests.document(
            """
            \t<key>first</key>
            \t<dict>
            \(members)
            \t</dict>
            \t<key>next</key>
            \t<dict><key>NSStringLocalizedFormatKey</key><string>%#@k@</string><key>k</key><dict>\
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
            <key>other</key><string>%d more</string></dict></dict>
            """)
    }

    /// A plural alone's members: the format `%#@n@` and variable `n` holding `variableMembers`.
    static func plural(_ variableMembers: String, format: String = "%#@n@", name: String = "n") -> String {
        """
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>\(format)</string>
        \t\t<key>\(name)</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \(variableMembers)
        \t\t</dict>
        """
    }

    /// Members `<key>category</key><string>value</string>` of a variable.
    static func forms(_ forms: KeyValuePairs<String, String>) -> String {
        forms.map { "\t\t\t<key>\($0.key)</key>\n\t\t\t<string>\($0.value)</string>" }.joined(separator: "\n")
    }

    /// The bytes written for the first entry of `document` read as a plural alone, or `nil` when it
    /// was read as an entry (which must then be the one `next()` gives); and the bytes the model
    /// path writes for it (`nil` when it is not a plural alone).
    static func written(_ document: String) throws -> (ranges: [UInt8]?, model: [UInt8]?) {
        let text = SourceText(document, file: "x.stringsdict")
        var model = try StringsDictReader.EntryStream(text, locatesEntries: false, keepsKeyOrder: false)
        var stream = try StringsDictReader.EntryStream(text, locatesEntries: false, keepsKeyOrder: false)
        let entry = try #require(try model.next())
        var plural = StringsDictPluralForms()
        let next = try #require(try stream.next(pluralAloneInto: &plural))
        #expect(next.key == entry.key)
        if let streamed = next.entry { #expect(streamed == entry) }
        // The stream goes on from the end of the entry either way.
        var ignored = StringsDictPluralForms()
        #expect(try stream.next(pluralAloneInto: &ignored)?.key == (try model.next())?.key)
        let writer = CatalogJSONWriter()
        let fromModel = LprojToCatalog.pluralOnlyForms(of: entry).map { forms in
            CatalogJSONWriterMembersTests.bytes {
                writer.writePluralMember(language: .init("ru"), forms: forms, into: &$0)
            }
        }
        guard next.entry == nil else { return (nil, fromModel) }
        let fromRanges = stream.withBytes { bytes in
            CatalogJSONWriterMembersTests.bytes {
                writer.writePluralMember(language: .init("ru"), forms: plural, in: bytes, into: &$0)
            }
        }
        return (fromRanges, fromModel)
    }

    @Test(
        "A plain plural alone is read as ranges and written as the model path writes it",
        arguments: [
            // Every category, out of the catalog's order.
            forms([
                "other": "%d others", "zero": "none", "two": "%d two", "one": "%d one", "many": "%d many", "few": "%d",
            ]),
            // JSON escapes and % in values, non-ASCII text, an empty value.
            forms(["one": "Quote \" backslash \\ tab \t", "other": "%1$@ of %2$lld %% 😀 ünï\nline"]),
            forms(["one": "", "other": ""]),
            // Only `other`, no value type.
            "\t\t\t<key>other</key><string>%d</string>",
        ])
    func readAsRanges(variableMembers: String) throws {
        let (ranges, model) = try Self.written(Self.document(Self.plural(variableMembers)))
        #expect(try #require(ranges) == #require(model))
    }

    @Test("The format may follow the variable")
    func formatAfterVariable() throws {
        let members = """
            <key>n</key><dict><key>other</key><string>%d</string>\
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string></dict>\
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            """
        let (ranges, model) = try Self.written(Self.document(members))
        #expect(try #require(ranges) == #require(model))
    }

    @Test(
        "Entities, CDATA and comments are read as an entry, whose plural the model path writes",
        arguments: [
            forms(["one": "one &amp; &lt;b&gt;", "other": "%d &#x263A;"]),
            forms(["one": "<![CDATA[<one>]]>", "other": "%d"]),
            forms(["one": "one<!-- a comment -->", "other": "%d"]),
            forms(["other": "%d"]) + "\n<!-- a comment between members -->",
        ])
    func readAsEntryStillPlural(variableMembers: String) throws {
        let (ranges, model) = try Self.written(Self.document(Self.plural(variableMembers)))
        #expect(ranges == nil)
        #expect(model != nil)
    }

    static let other = forms(["other": "%d"])

    @Test(
        "Any other entry is read as an entry, the one the full reader gives",
        arguments: [
            // Several variables.
            plural(other, format: "%#@n@ %#@m@") + "\n<key>m</key><dict><key>NSStringFormatSpecTypeKey</key>"
                + "<string>NSStringPluralRuleType</string><key>other</key><string>%d</string></dict>",
            // A format with more than the variable, another variable's name, no format.
            plural(other, format: "%#@n@ files"), plural(other, format: "%#@m@"),
            // Text before the variable, a format too short for one, an unterminated name.
            plural(other, format: "Files: %#@n@"), plural(other, format: "%#@"), plural(other, format: "%#@n"),
            plural(other).replacing("NSStringLocalizedFormatKey", with: "NSStringLocalizedFormatKez"),
            // An unknown key in the variable or in the entry, a repeated key, a variable without categories.
            plural(other + "\n<key>note</key><string>kept</string>"),
            plural(other) + "\n<key>NSStringVariableWidthRuleType</key><string>w</string>",
            plural(other + "\n" + other), plural(""),
            // Another rule type, a variable name that is not ASCII, a device-specific entry.
            plural(other).replacing("NSStringPluralRuleType", with: "NSStringPluralRuleTyp"),
            plural(other, format: "%#@ñ@", name: "ñ"),
            "<key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><string>Click</string></dict>",
            // An empty variable.
            "<key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict/>",
        ])
    func readAsEntry(members: String) throws {
        let (ranges, _) = try Self.written(Self.document(members))
        #expect(ranges == nil)
    }

    @Test("A key with the bytes of the likely key given is that string; any other key reads as without one")
    func likelyKey() throws {
        // "Größe" composed (NFC) in the file; the likely keys: the same bytes, a decomposed spelling, another.
        let longKey = "first key, longer than sixteen bytes"
        let document = StringsDictEntryStreamTests.document(
            """
            \t<key>\(longKey)</key>
            \t<dict>
            \(Self.plural(Self.forms(["other": "%d"])))
            \t</dict>
            \t<key>Gr\u{F6}\u{DF}e</key>
            \t<dict>
            \(Self.plural(Self.forms(["other": "%d"])))
            \t</dict>
            \t<key>last</key>
            \t<dict>
            \(Self.plural(Self.forms(["other": "%d"])))
            \t</dict>
            """)
        let text = SourceText(document, file: "x.stringsdict")
        var plain = try StringsDictReader.EntryStream(text, locatesEntries: false, keepsKeyOrder: false)
        var hinted = try StringsDictReader.EntryStream(text, locatesEntries: false, keepsKeyOrder: false)
        for candidate in [longKey, "Gro\u{308}\u{DF}e", "other"] {
            var forms = StringsDictPluralForms()
            var hintedForms = StringsDictPluralForms()
            let expected = try #require(try plain.next(pluralAloneInto: &forms))
            let read = try #require(try hinted.next(pluralAloneInto: &hintedForms, likelyKey: candidate))
            #expect(Array(read.key.utf8) == Array(expected.key.utf8))
            #expect(read.entry == expected.entry)
            if candidate == longKey {
                // The likely key's own storage: no string was made for the key.
                let storage = read.key.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
                #expect(storage == candidate.utf8.withContiguousStorageIfAvailable { $0.baseAddress })
            }
        }
    }
}
