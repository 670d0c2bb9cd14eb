import Testing

@testable import LocalizeKit

/// `StringsDictReader.EntryStream` reads entries without a property list tree, with a fast
/// path for the plain layout (`StringsDictPlainLayout`) and the full grammar otherwise: both
/// must give what the whole-file reader gives, entries and errors alike.
@Suite("StringsDictReader.EntryStream")
struct StringsDictEntryStreamTests {
    /// A document whose root dictionary holds `members` (one entry per `<key>…</key><dict>…</dict>`).
    static func document(_ members: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(members)
        </dict>
        </plist>

        """
    }

    static let plural = """
        \t<key>files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@ in %@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%lld file</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld files</string>
        \t\t\t<key>note</key>
        \t\t\t<string>kept</string>
        \t\t</dict>
        \t\t<key>NSStringVariableWidthRuleType</key>
        \t\t<string>w</string>
        \t\t<key>extra</key>
        \t\t<dict>
        \t\t\t<key>a</key>
        \t\t\t<string>b</string>
        \t\t</dict>
        \t</dict>
        """

    static let devices = """
        \t<key>tap</key>
        \t<dict>
        \t\t<key>NSStringDeviceSpecificRuleType</key>
        \t\t<dict>
        \t\t\t<key>mac</key>
        \t\t\t<string>Click</string>
        \t\t\t<key>iphone</key>
        \t\t\t<dict>
        \t\t\t\t<key>NSStringLocalizedFormatKey</key>
        \t\t\t\t<string>%#@c@</string>
        \t\t\t\t<key>c</key>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t\t\t<key>other</key>
        \t\t\t\t\t<string>%d taps</string>
        \t\t\t\t</dict>
        \t\t\t</dict>
        \t\t</dict>
        \t</dict>
        """

    static func streamed(
        _ document: String, locatesEntries: Bool = true, keepsKeyOrder: Bool = true
    ) throws -> [StringsDictTable.Entry] {
        var stream = try StringsDictReader.EntryStream(
            SourceText(document, file: "x.stringsdict"), locatesEntries: locatesEntries, keepsKeyOrder: keepsKeyOrder)
        var entries: [StringsDictTable.Entry] = []
        while let entry = try stream.next() { entries.append(entry) }
        return entries
    }

    @Test("The plain layout gives the entries the whole reader gives: formats, variables, devices, other members")
    func plainLayout() throws {
        let document = Self.document(Self.plural + "\n" + Self.devices)
        let entries = try Self.streamed(document)
        #expect(entries == (try StringsDictReader.read(document, file: "x.stringsdict")).entries)
        #expect(entries.map(\.key) == ["files", "tap"])
        #expect(entries.map(\.location.line) == [5, 30])
        let files = try #require(entries.first)
        #expect(files.formatKey == "%#@n@ in %@")
        #expect(files.variables.first?[.one] == "%lld file")
        #expect(files.variables.first?.valueType == "lld")
        #expect(files.variables.first?.otherMembers == [.init(key: "note", value: .string("kept"))])
        #expect(files.otherMembers.map(\.key) == ["NSStringVariableWidthRuleType", "extra"])
        #expect(entries.last?.deviceVariants.map(\.device) == ["mac", "iphone"])
        #expect(entries.last?.deviceVariants.last?.variables.first?[.other] == "%d taps")
    }

    @Test(
        "Markup the plain layout does not cover is read with the full grammar, to the same entries",
        arguments: [
            ("<string>%lld files</string>", "<string>%lld &amp; files</string>"),
            ("<string>%lld files</string>", "<string><![CDATA[%lld <files>]]></string>"),
            ("<string>%lld files</string>", "<!-- a comment --><string>%lld files</string>"),
            ("<string>%lld files</string>", "<string/>"),
            ("<key>note</key>", "<key >note</key>"),
            (
                "\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey",
                "\t\t<dict id=\"x\">\n\t\t\t<key>NSStringFormatSpecTypeKey"
            ),
            ("<string>kept</string>", "<integer>7</integer>"),
            ("<string>w</string>", "<array><string>w</string></array>"),
            ("</dict>\n\t</dict>", "</dict >\n\t</dict>"),
            // The entry's own head (`<key>` and `<dict>` of the root's member).
            ("\t<key>files</key>", "\t<!-- before -->\n\t<key>files</key>"),
            ("\t<key>files</key>", "\t<key >files</key>"),
            ("\t<key>files</key>", "\t<key>fi&amp;les</key>"),
            ("\t<key>files</key>", "\t<key>files</key >"),
            ("\t<key>files</key>\n\t<dict>", "\t<key>files</key>\n\t<dict >"),
            ("\t<key>files</key>\n\t<dict>", "\t<key>files</key><?pi x?>\n\t<dict>"),
        ])
    func fullGrammar(replacing: String, with replacement: String) throws {
        let members = Self.plural.replacing(replacing, with: replacement, maxReplacements: 1)
        #expect(members != Self.plural)
        let document = Self.document(members + "\n" + Self.devices)
        let entries = try Self.streamed(document)
        #expect(entries == (try StringsDictReader.read(document, file: "x.stringsdict")).entries)
        #expect(entries.count == 2)
    }

    @Test("Without locatesEntries every entry is at line 0, column 0, and otherwise the same")
    func withoutLocations() throws {
        let document = Self.document(Self.plural + "\n" + Self.devices)
        let located = try Self.streamed(document)
        let unlocated = try Self.streamed(document, locatesEntries: false)
        #expect(unlocated.map(\.location.line) == [0, 0])
        #expect(unlocated.map(\.location.column) == [0, 0])
        var relocated = unlocated
        for index in relocated.indices { relocated[index].location = located[index].location }
        #expect(relocated == located)
    }

    @Test(
        "Without keepsKeyOrder no key order is recorded, on the plain layout and the full grammar alike",
        arguments: ["", "<!-- the full grammar -->"])
    func withoutKeyOrder(comment: String) throws {
        let form = "<string>%lld files</string>"
        let members = Self.plural.replacing(form, with: comment + form)
        let document = Self.document(members + "\n" + Self.devices)
        let ordered = try Self.streamed(document)
        let unordered = try Self.streamed(document, keepsKeyOrder: false)
        #expect(unordered == ordered)
        let entryKeys = ["NSStringLocalizedFormatKey", "n", "NSStringVariableWidthRuleType", "extra"]
        #expect(ordered.first?.keyOrder.keys == entryKeys)
        #expect(ordered.first?.variables.first?.keyOrder.keys.isEmpty == false)
        #expect(ordered.last?.deviceVariants.last?.keyOrder.keys.isEmpty == false)
        for entry in unordered {
            #expect(entry.keyOrder.keys.isEmpty)
            #expect(entry.variables.allSatisfy { $0.keyOrder.keys.isEmpty })
            for device in entry.deviceVariants {
                #expect(device.keyOrder.keys.isEmpty)
                #expect(device.variables.allSatisfy { $0.keyOrder.keys.isEmpty })
            }
        }
    }

    @Test(
        "A wrongly typed known key gives the whole reader's message at its line and column",
        arguments: [
            (
                "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><dict/></dict>",
                "x.stringsdict:5:56: error: expected a string for 'NSStringLocalizedFormatKey', found a dictionary"
            ),
            (
                "<key>k</key><string>x</string>",
                "x.stringsdict:5:13: error: expected a dictionary for 'k', found a string"
            ),
            (
                "<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><string>x</string></dict>",
                "x.stringsdict:5:60: error: expected a dictionary for NSStringDeviceSpecificRuleType, found a string"
            ),
            (
                "<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><dict/></dict></dict>",
                "x.stringsdict:5:66: error: missing NSStringLocalizedFormatKey for device 'mac'"
            ),
            (
                "<key>k</key><dict><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><integer>1</integer></dict></dict>",
                "x.stringsdict:5:73: error: expected a string for 'NSStringFormatSpecTypeKey', found an integer"
            ),
        ])
    func typeErrors(members: String, message: String) throws {
        let document = Self.document(members)
        let whole = try #require(throws: ParseError.self) {
            try StringsDictReader.read(document, file: "x.stringsdict")
        }
        let streamed = try #require(throws: ParseError.self) { try Self.streamed(document) }
        #expect(whole.description == message)
        #expect(streamed.description == message)
    }

    @Test("Malformed XML later in the same entry is the error given, before a wrongly typed key")
    func markupErrorFirst() throws {
        let members =
            "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><dict/><key>x</key><string>a &bogus; b</string></dict>"
        let document = Self.document(members)
        let whole = try #require(throws: ParseError.self) {
            try StringsDictReader.read(document, file: "x.stringsdict")
        }
        let streamed = try #require(throws: ParseError.self) { try Self.streamed(document) }
        #expect(whole.message == "unknown entity '&bogus;'")
        #expect(streamed.description == whole.description)
        #expect((streamed.location.line, streamed.location.column) == (5, 85))
    }

    @Test("Entries before a malformed one are given first")
    func entriesBeforeAnError() throws {
        let document = Self.document(Self.plural + "\n\t<key>bad</key>\n\t<dict><key>one</key></dict>")
        var stream = try StringsDictReader.EntryStream(SourceText(document, file: "x.stringsdict"))
        #expect(try stream.next()?.key == "files")
        let error = try #require(throws: ParseError.self) { try stream.next() }
        #expect(error.message == "missing value for key 'one'")
        #expect(error.location.line == 31)
    }
}
