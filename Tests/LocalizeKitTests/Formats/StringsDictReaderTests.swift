import LocalizeKit
import Testing

/// Malformed stringsdict input and where the error should point.
struct StringsDictErrorVector: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var line: Int
    var column: Int
    var message: String

    init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) {
        self.name = name
        self.text = text
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { name }
}

@Suite struct StringsDictReaderTests {
    /// Two entries in Xcode's template order: one plain plural, one with two variables and positions.
    static let twoEntries = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>files.count</key>
        	<dict>
        		<key>NSStringLocalizedFormatKey</key>
        		<string>%#@files@</string>
        		<key>files</key>
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
        	<key>files.in.folders</key>
        	<dict>
        		<key>NSStringLocalizedFormatKey</key>
        		<string>%2$#@folders@ contain %1$#@files@</string>
        		<key>files</key>
        		<dict>
        			<key>NSStringFormatSpecTypeKey</key>
        			<string>NSStringPluralRuleType</string>
        			<key>NSStringFormatValueTypeKey</key>
        			<string>d</string>
        			<key>one</key>
        			<string>%1$d plik</string>
        			<key>few</key>
        			<string>%1$d pliki</string>
        			<key>many</key>
        			<string>%1$d plików</string>
        			<key>other</key>
        			<string>%1$d pliku</string>
        		</dict>
        		<key>folders</key>
        		<dict>
        			<key>NSStringFormatSpecTypeKey</key>
        			<string>NSStringPluralRuleType</string>
        			<key>NSStringFormatValueTypeKey</key>
        			<string>d</string>
        			<key>one</key>
        			<string>%2$d folder</string>
        			<key>other</key>
        			<string>%2$d folders</string>
        		</dict>
        	</dict>
        </dict>
        </plist>

        """

    @Test func readsEntriesVariablesAndForms() throws {
        let table = try StringsDictReader.read(Self.twoEntries, file: "pl.stringsdict")
        #expect(table.keys == ["files.count", "files.in.folders"])
        let plain = try #require(table["files.count"])
        #expect(plain.location == SourceLocation(file: "pl.stringsdict", line: 5, column: 2))
        #expect(plain.formatKey == "%#@files@")
        #expect(plain.variables.map(\.name) == ["files"])
        let files = try #require(plain.variables.first)
        #expect(files.ruleType == .plural)
        #expect(files.valueType == "lld")
        #expect(files.forms == [.zero: "No files", .one: "%lld file", .other: "%lld files"])
        #expect(files.categories == [.zero, .one, .other])
        #expect(plain.pluralVariable?.name == "files")
    }

    @Test func readsSeveralVariablesWithPositions() throws {
        let table = try StringsDictReader.read(Self.twoEntries)
        let entry = try #require(table["files.in.folders"])
        #expect(entry.location.line == 23)
        #expect(entry.variables.map(\.name) == ["files", "folders"])
        #expect(entry.variable(named: "files")?[.many] == "%1$d plików")
        #expect(entry.variable(named: "folders")?[.other] == "%2$d folders")
        #expect(entry.pluralVariable == nil)
        let format = FormatString(parsing: try #require(entry.formatKey))
        #expect(format.variableNames == ["folders", "files"])
        #expect(format.placeholders.map(\.index) == [1, 2])
        #expect(format.specifiers.map(\.argumentIndex) == [2, 1])
    }

    @Test func textAroundAVariableNeedsSubstitutions() throws {
        let entry = StringsDictTable.Entry(
            key: "k", formatKey: "Delete %#@items@?",
            variables: [StringsDictVariable(name: "items", forms: [.other: "x"])])
        #expect(entry.pluralVariable == nil)
        var exact = entry
        exact.formatKey = "%#@items@"
        #expect(exact.pluralVariable?.name == "items")
        exact.variables[0].ruleType = .variableWidth
        #expect(exact.pluralVariable == nil)
    }

    @Test func readsDeviceVariants() throws {
        let table = try StringsDictReader.read(
            """
            <plist version="1.0"><dict>
              <key>tap</key>
              <dict>
                <key>NSStringDeviceSpecificRuleType</key>
                <dict>
                  <key>iphone</key><string>Tap here</string>
                  <key>mac</key><string>Click here</string>
                  <key>appletv</key>
                  <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                    <key>n</key>
                    <dict>
                      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                      <key>one</key><string>Press once</string>
                      <key>other</key><string>Press %d times</string>
                    </dict>
                  </dict>
                </dict>
              </dict>
            </dict></plist>
            """)
        let entry = try #require(table["tap"])
        #expect(entry.formatKey == nil)
        #expect(entry.deviceVariants.map(\.device) == ["iphone", "mac", "appletv"])
        #expect(entry.deviceVariants.map(\.formatKey) == ["Tap here", "Click here", "%#@n@"])
        #expect(entry.deviceVariants[2].variables.first?.forms == [.one: "Press once", .other: "Press %d times"])
        #expect(entry.deviceVariants[2].variables.first?.valueType == nil)
    }

    @Test func keepsUnknownKeysAsValues() throws {
        let table = try StringsDictReader.read(
            """
            <plist version="1.0"><dict>
              <key>k</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
                <key>NSStringVariableWidthRuleType</key>
                <dict><key>20</key><string>Short</string><key>50</key><string>Longer</string></dict>
                <key>flag</key><true/>
                <key>v</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>other</key><string>%d</string>
                  <key>=1</key><string>exactly one</string>
                  <key>numbers</key>
                  <array><integer>-42</integer><integer>0x1F</integer><real>2.5</real><false/></array>
                  <key>when</key><date>2024-05-01T12:00:00Z</date>
                  <key>blob</key><data>AAEC/w==</data>
                  <key>empty</key><string/>
                </dict>
              </dict>
            </dict></plist>
            """)
        let entry = try #require(table["k"])
        #expect(
            entry.otherMembers == [
                .init(
                    key: "NSStringVariableWidthRuleType",
                    value: .dictionary([
                        .init(key: "20", value: .string("Short")), .init(key: "50", value: .string("Longer")),
                    ])),
                .init(key: "flag", value: .boolean(true)),
            ])
        let variable = try #require(entry.variables.first)
        #expect(
            variable.otherMembers == [
                .init(key: "=1", value: .string("exactly one")),
                .init(key: "numbers", value: .array([.integer(-42), .integer(31), .real(2.5), .boolean(false)])),
                .init(key: "when", value: .date("2024-05-01T12:00:00Z")),
                .init(key: "blob", value: .data([0, 1, 2, 255])),
                .init(key: "empty", value: .string("")),
            ])
        #expect(PropertyListValue.dictionary(entry.otherMembers)["flag"] == .boolean(true))
    }

    @Test func decodesEntitiesCDATAAndComments() throws {
        let table = try StringsDictReader.read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment before the DOCTYPE -->
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd" [
              <!ENTITY ignored "x">
            ]>
            <plist version="1.0">
            <!-- between elements -->
            <dict>
            	<key>a &amp; b</key>
            	<dict>
            		<key>NSStringLocalizedFormatKey</key>
            		<string>&lt;%#@n@&gt; &quot;&apos; &#233;&#x6771;&#X1F600; <![CDATA[<raw> & ]]>x<!-- gone -->y</string>
            		<key>n</key>
            		<dict>
            			<key>NSStringFormatSpecTypeKey</key>
            			<string>NSStringPluralRuleType</string>
            			<key>other</key>
            			<string>  spaces kept\n  </string>
            		</dict>
            	</dict>
            </dict>
            </plist>
            """)
        let entry = try #require(table["a & b"])
        #expect(entry.formatKey == "<%#@n@> \"' é東😀 <raw> & xy")
        #expect(entry.variables.first?[.other] == "  spaces kept\n  ")
    }

    @Test func readsUTF8WithByteOrderMarkAndUTF16() throws {
        let text =
            "<plist version=\"1.0\"><dict><key>é</key><dict><key>NSStringLocalizedFormatKey</key><string>東</string></dict></dict></plist>"
        let fromBOM = try StringsDictReader.read([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        #expect(fromBOM["é"]?.formatKey == "東")
        let fromUTF16 = try StringsDictReader.read(utf16Bytes(text, bigEndian: true))
        #expect(fromUTF16["é"]?.formatKey == "東")
    }

    @Test func acceptsARootDictionaryWithoutPlistElement() throws {
        let table = try StringsDictReader.read("<dict><key>a</key><dict/></dict>")
        #expect(table["a"]?.formatKey == nil)
        #expect(try StringsDictReader.read("<plist><dict/></plist>").entries.isEmpty)
    }

    @Test func duplicatesStayListedAndTheLastWins() throws {
        let table = try StringsDictReader.read(
            """
            <plist><dict>
            <key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>first</string></dict>
            <key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>second</string></dict>
            </dict></plist>
            """)
        #expect(table.entries.count == 2)
        #expect(table["a"]?.formatKey == "second")
        #expect(
            table.duplicates == [
                DuplicateKey(key: "a", locations: [.init(line: 2, column: 1), .init(line: 3, column: 1)])
            ])
    }

    static let errors: [StringsDictErrorVector] = [
        .init("empty file", "", 1, 1, "expected a property list, found the end of the file"),
        .init("text instead of XML", "hello", 1, 1, "expected an element, found text"),
        .init(
            "root is an array", "<plist>\n  <array/>\n</plist>", 2, 3,
            "expected a dictionary at the top level, found an array"),
        .init(
            "entry is a string", "<plist><dict>\n<key>a</key>\n<string>x</string></dict></plist>", 3, 1,
            "expected a dictionary for 'a', found a string"),
        .init(
            "format key is not a string",
            "<dict><key>a</key><dict>\n<key>NSStringLocalizedFormatKey</key>  <integer>3</integer></dict></dict>", 2,
            40,
            "expected a string for 'NSStringLocalizedFormatKey', found an integer"),
        .init(
            "form is not a string",
            "<dict><key>a</key><dict><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n<key>one</key><true/></dict></dict></dict>",
            2, 15, "expected a string for 'one', found a boolean"),
        .init(
            "device without format",
            "<dict><key>a</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>\n  <key>mac</key><dict/></dict></dict></dict>",
            2, 3, "missing NSStringLocalizedFormatKey for device 'mac'"),
        .init(
            "mismatched end tag", "<plist><dict>\n<key>a</key><dict></array></dict></plist>", 2, 19,
            "expected </dict>, found </array>"),
        .init(
            "unknown element", "<plist><dict><key>a</key>\n  <thing/></dict></plist>", 2, 3, "unknown element <thing>"),
        .init(
            "value without key", "<plist><dict>\n<string>x</string></dict></plist>", 2, 1,
            "expected <key> in <dict>, found <string>"),
        .init("key without value", "<plist><dict><key>a</key>\n</dict></plist>", 2, 1, "missing value for key 'a'"),
        .init("two keys", "<plist><dict><key>a</key>\n<key>b</key></dict></plist>", 2, 1, "missing value for key 'a'"),
        .init("key in array", "<array>\n <key>a</key></array>", 2, 2, "<key> outside a dictionary"),
        .init("text in dict", "<plist><dict>\n  oops</dict></plist>", 2, 3, "expected an element, found text"),
        .init("unterminated comment", "<plist>\n<!-- never closed", 2, 1, "unterminated comment"),
        .init("unterminated CDATA", "<plist><string><![CDATA[abc", 1, 16, "unterminated CDATA section"),
        .init("unterminated string", "<plist><string>abc", 1, 8, "unterminated <string>"),
        .init("unterminated dict", "<plist>\n<dict><key>a</key><dict/>", 2, 1, "unterminated <dict>"),
        .init("missing plist end", "<plist><dict/>", 1, 15, "missing </plist>"),
        .init("unknown entity", "<dict><key>a&nbsp;b</key><dict/></dict>", 1, 13, "unknown entity '&nbsp;'"),
        .init(
            "bare ampersand", "<dict><key>Tom & Jerry</key><dict/></dict>", 1, 16,
            "'&' that starts no entity (write '&amp;')"),
        .init(
            "bad character reference", "<dict><key>&#xD800;</key><dict/></dict>", 1, 12,
            "invalid character reference '&#xD800;'"),
        .init(
            "element inside string", "<plist><string>a<b>c</b></string></plist>", 1, 17,
            "unexpected <b> inside <string>"),
        .init("invalid integer", "<array>\n<integer>12a</integer></array>", 2, 1, "invalid integer '12a'"),
        .init(
            "integer out of range", "<array><integer>99999999999999999999</integer></array>", 1, 8,
            "invalid integer '99999999999999999999'"),
        .init("invalid real", "<array><real>1.5.2</real></array>", 1, 8, "invalid real '1.5.2'"),
        .init("invalid data", "<array><data>*</data></array>", 1, 8, "invalid Base64 in <data>"),
        .init("content in true", "<array><true>yes</true></array>", 1, 8, "<true> has content"),
        .init(
            "content after plist", "<plist><dict/></plist>\n<dict/>", 2, 1, "unexpected content after the property list"
        ),
        .init("empty plist", "<plist/>", 1, 1, "empty <plist>"),
        .init("unterminated tag", "<plist version=\"1.0\"", 1, 1, "unterminated tag <plist>"),
        .init("malformed attribute", "<plist version>", 1, 8, "malformed attribute in <plist>"),
        .init("stray end tag", "</plist>", 1, 1, "unexpected </plist>"),
        .init("columns count scalars", "<dict><key>東京</key>\t<oops/></dict>", 1, 21, "unknown element <oops>"),
    ]

    @Test(arguments: errors)
    func reportsErrorsWithLineAndColumn(_ vector: StringsDictErrorVector) {
        #expect(
            throws: ParseError(
                vector.message, at: SourceLocation(file: "t.stringsdict", line: vector.line, column: vector.column))
        ) {
            _ = try StringsDictReader.read(vector.text, file: "t.stringsdict")
        }
    }

    @Test func reportsInvalidUTF8() {
        #expect(throws: ParseError("invalid UTF-8", at: SourceLocation(line: 2, column: 6))) {
            _ = try StringsDictReader.read(Array("<dict>\n<key>".utf8) + [0xC3, 0x28] + Array("</key></dict>".utf8))
        }
    }
}
