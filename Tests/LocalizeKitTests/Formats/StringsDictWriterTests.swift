import LocalizeKit
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct StringsDictWriterTests {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    @Test func writesANewTableInXcodeTemplateOrder() {
        let entry = StringsDictTable.Entry(
            key: "files", formatKey: "%#@count@",
            variables: [
                StringsDictVariable(
                    name: "count", valueType: "lld",
                    forms: [.other: "%lld files", .one: "%lld file", .zero: "No files"])
            ])
        let expected =
            Self.header + """
                <dict>
                	<key>files</key>
                	<dict>
                		<key>NSStringLocalizedFormatKey</key>
                		<string>%#@count@</string>
                		<key>count</key>
                		<dict>
                			<key>NSStringFormatSpecTypeKey</key>
                			<string>NSStringPluralRuleType</string>
                			<key>NSStringFormatValueTypeKey</key>
                			<string>lld</string>
                			<key>zero</key>
                			<string>No files</string>
                			<key>one</key>
                			<string>%lld file</string>
                			<key>other</key>
                			<string>%lld files</string>
                		</dict>
                	</dict>
                </dict>
                </plist>

                """
        #expect(StringsDictWriter.write(StringsDictTable(entries: [entry])) == expected)
    }

    @Test func emptyTable() {
        #expect(StringsDictWriter.write(StringsDictTable()) == Self.header + "<dict/>\n</plist>\n")
    }

    @Test func escapesMarkupCharactersOnly() {
        let entry = StringsDictTable.Entry(key: "a<b>&c", formatKey: "\"quoted\" 'single' <tag> & é")
        #expect(
            StringsDictWriter.write(StringsDictTable(entries: [entry])).contains(
                "\t<key>a&lt;b&gt;&amp;c</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\"quoted\" 'single' &lt;tag&gt; &amp; é</string>\n"
            ))
    }

    @Test(
        "'&', '<' and '>' are escaped wherever they stand in a key or a value, among plain ASCII and UTF-8",
        arguments: ["&", "<", ">"])
    func escapesMarkupAtEveryPosition(special: String) {
        let entities = ["&": "&amp;", "<": "&lt;", ">": "&gt;"]
        for length in 0...19 {
            for position in 0...length {
                for filler in ["a", "é", "😀"] {
                    let plain = Array(repeating: filler, count: length)
                    let text = (plain[..<position] + [special] + plain[position...]).joined()
                    let escaped = text.replacing(special, with: entities[special] ?? "")
                    let written = StringsDictWriter.write(
                        StringsDictTable(entries: [StringsDictTable.Entry(key: text, formatKey: text)]))
                    #expect(
                        written.contains(
                            "\t<key>\(escaped)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n"
                                + "\t\t<string>\(escaped)</string>\n"),
                        "\(length) \(position) \(filler)")
                }
            }
        }
    }

    @Test func xcodeTemplateFileRoundTrips() throws {
        let text = StringsDictReaderTests.twoEntries
        #expect(StringsDictWriter.write(try StringsDictReader.read(text)) == text)
    }

    /// `plutil` sorts keys: forms come out as few, many, one, other, two, zero, and a
    /// variable named `Count` comes before `NSStringLocalizedFormatKey`.
    static let sortedLayout =
        header + """
            <dict>
            	<key>a</key>
            	<dict>
            		<key>Count</key>
            		<dict>
            			<key>NSStringFormatSpecTypeKey</key>
            			<string>NSStringPluralRuleType</string>
            			<key>NSStringFormatValueTypeKey</key>
            			<string>d</string>
            			<key>few</key>
            			<string>%d few</string>
            			<key>many</key>
            			<string>%d many</string>
            			<key>one</key>
            			<string>%d one</string>
            			<key>other</key>
            			<string>%d other</string>
            			<key>two</key>
            			<string>%d two</string>
            			<key>zero</key>
            			<string>%d zero</string>
            		</dict>
            		<key>NSStringLocalizedFormatKey</key>
            		<string>%#@Count@</string>
            	</dict>
            </dict>
            </plist>

            """

    @Test func sortedLayoutRoundTrips() throws {
        let table = try StringsDictReader.read(Self.sortedLayout)
        #expect(table["a"]?.pluralVariable?.categories == [.zero, .one, .two, .few, .many, .other])
        #expect(StringsDictWriter.write(table) == Self.sortedLayout)
    }

    static let everyValueKind =
        header + """
            <dict>
            	<key>tap</key>
            	<dict>
            		<key>NSStringDeviceSpecificRuleType</key>
            		<dict>
            			<key>iphone</key>
            			<string>Tap</string>
            			<key>appletv</key>
            			<dict>
            				<key>NSStringLocalizedFormatKey</key>
            				<string>%#@n@</string>
            				<key>n</key>
            				<dict>
            					<key>NSStringFormatSpecTypeKey</key>
            					<string>NSStringPluralRuleType</string>
            					<key>other</key>
            					<string>Press %d times</string>
            				</dict>
            			</dict>
            		</dict>
            		<key>extra</key>
            		<dict>
            			<key>array</key>
            			<array>
            				<integer>-3</integer>
            				<real>2.5</real>
            				<real>2</real>
            				<true/>
            				<false/>
            				<date>2024-05-01T12:00:00Z</date>
            				<array/>
            				<dict/>
            				<string></string>
            			</array>
            			<key>data</key>
            			<data>
            			AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4
            			OTo7PD0+P0BBQkNERUZHSElKS0xNTk9QUVJTVFVWV1hZWltcXV5fYGFiYw==
            			</data>
            		</dict>
            	</dict>
            </dict>
            </plist>

            """

    @Test func deviceVariantsAndOtherValuesRoundTrip() throws {
        let table = try StringsDictReader.read(Self.everyValueKind)
        let extra = table["tap"]?.otherMembers.first?.value
        #expect(extra?["data"] == .data(Array(0...99)))
        #expect(StringsDictWriter.write(table) == Self.everyValueKind)
    }

    @Test func addedKeysFollowTheOnesRead() throws {
        var table = try StringsDictReader.read(Self.sortedLayout)
        var entry = try #require(table["a"])
        entry.variables[0].forms[.few] = nil
        entry.variables[0].otherMembers.append(.init(key: "note", value: .string("added")))
        entry.otherMembers.append(.init(key: "NSStringComment", value: .string("added too")))
        table.setEntry(entry)
        let written = StringsDictWriter.write(table)
        #expect(!written.contains("%d few"))
        #expect(
            written.contains(
                "\t\t\t<string>%d zero</string>\n\t\t\t<key>note</key>\n\t\t\t<string>added</string>\n\t\t</dict>\n"))
        #expect(
            written.contains(
                "\t\t<string>%#@Count@</string>\n\t\t<key>NSStringComment</key>\n\t\t<string>added too</string>\n\t</dict>\n"
            ))
    }

    @Test func editedTableEqualsOneBuiltInCode() throws {
        let read = try StringsDictReader.read(Self.sortedLayout)
        let variable = StringsDictVariable(
            name: "Count", valueType: "d",
            forms: [
                .zero: "%d zero", .one: "%d one", .two: "%d two", .few: "%d few", .many: "%d many", .other: "%d other",
            ])
        let built = StringsDictTable.Entry(
            key: "a", formatKey: "%#@Count@", variables: [variable], location: read["a"]?.location)
        // The remembered key order is not content.
        #expect(read["a"] == built)
    }

    /// The package's own tables are written in this layout: reading and writing one gives it back.
    @Test(arguments: ["en", "ja", "ko", "zh-Hans", "zh-Hant"])
    func packageResourcesRoundTrip(language: String) throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Resources/\(language).lproj/StandardButtons.stringsdict")
        let bytes = [UInt8](try Data(contentsOf: url))
        let table = try StringsDictReader.read(bytes, file: url.path)
        #expect(!table.entries.isEmpty)
        #expect(table.entries.allSatisfy { $0.pluralVariable != nil })
        #expect(StringsDictWriter.data(table) == bytes)
    }
}
