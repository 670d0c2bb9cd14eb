import LocalizeKit
import Testing

/// Inputs the fuzzers under `Fuzz/` found, reduced, each with the behaviour that was wrong.
@Suite struct FuzzRegressionTests {
    /// `format-string`: `%*$d` was a valid specifier whose width read argument 0.
    @Test func starDollarWithoutDigitsIsNotAnArgumentReference() throws {
        let format = FormatString(parsing: "%*$d")
        #expect(format.specifiers.isEmpty)
        let issue = try #require(format.issues.first)
        #expect(issue.kind == .unknownConversion("$"))
        #expect(issue.utf8Range == 0..<3)
        #expect(format.placeholders.allSatisfy { $0.index >= 1 })
    }

    /// `format-string`: the same inside a longer string, as found.
    @Test func starDollarInAFoundInputLeavesNoPlaceholderZero() {
        let format = FormatString(parsing: "%-+ #08.3lf %0*.*d 2%*$.*3$f")
        #expect(format.placeholders.map(\.index) == [1, 2, 3, 4])
        #expect(format.issues.map(\.text) == ["%*$"])
    }

    /// `strings`: an empty `//` line at the end of a comment run left a trailing newline in
    /// the comment, which a write and a second read lost.
    @Test func emptyLineCommentsAtTheEndsOfARunAddNoBlankLines() throws {
        let table = try StringsFileReader.read("// One line\n//\n\"a\" = \"b\";\n//\n// x\n//\n//\n\"c\" = \"d\";\n")
        #expect(table.entries.map(\.comment) == ["One line", "x"])
        let again = try StringsFileReader.read(StringsFileWriter.data(table))
        #expect(again.entries.map(\.comment) == ["One line", "x"])
    }

    /// `strings`: an empty `//` line inside a run is still a blank line of the comment.
    @Test func emptyLineCommentInsideARunStays() throws {
        let table = try StringsFileReader.read("// a\n//\n// b\n\"k\" = \"v\";\n")
        #expect(table.entries.first?.comment == "a\n\nb")
    }

    /// `format-string`: a negative precision from an argument (`%.*s` with -1) trapped in
    /// `prefix(_:)`; C takes it as no precision.
    @Test func negativePrecisionFromAnArgumentCountsAsNone() {
        let english = LocaleIdentifier(language: "en")
        #expect(LocalizedFormatter.format("[%.*s]", arguments: [-1, "abc"], locale: english) == "[abc]")
        #expect(LocalizedFormatter.format("[%.*s]", arguments: [.int(.min), "abc"], locale: english) == "[abc]")
        #expect(LocalizedFormatter.format("[%.*s]", arguments: [2, "abc"], locale: english) == "[ab]")
    }

    /// `format-string`: a negative width from an argument means left alignment, as in C,
    /// and one too large to be meant (or `Int64.min`, whose magnitude has no `Int`) is ignored.
    @Test func widthFromAnArgumentIsSignedAndBounded() {
        let english = LocaleIdentifier(language: "en")
        #expect(LocalizedFormatter.format("[%*d]", arguments: [-5, 42], locale: english) == "[42   ]")
        #expect(LocalizedFormatter.format("[%*d]", arguments: [5, 42], locale: english) == "[   42]")
        #expect(LocalizedFormatter.format("[%*d]", arguments: [.int(.min), 42], locale: english) == "[42]")
        #expect(LocalizedFormatter.format("[%*d]", arguments: [.int(.max), 42], locale: english) == "[42]")
    }

    /// The largest width and precision the parser accepts render (the fuzzer skips them for speed).
    @Test func largestWidthAndPrecisionRender() {
        let english = LocaleIdentifier(language: "en")
        #expect(LocalizedFormatter.format("%1000000d", arguments: [7], locale: english).count == 1_000_000)
        let fraction = LocalizedFormatter.format("%.1000000f", arguments: [0.5], locale: english)
        #expect(fraction.hasPrefix("0.5"))
        #expect(FormatString(parsing: "%1000001d").issues.first?.kind == .numberTooLarge)
    }

    /// `format-string`: a form that names its own variable several times expanded eight
    /// levels deep (5^8 copies, seconds per call); a variable is no longer expanded inside itself.
    @Test func variableInsideItsOwnFormStaysAsWritten() {
        let many = String(repeating: "%#@n@ ", count: 5)
        let value = LocalizedValue.plural(
            PluralFormat(format: "%#@n@", variables: ["n": PluralVariable(valueType: "d", forms: [.other: many])]))
        let text = LocalizedFormatter.format(value, arguments: [2], locale: LocaleIdentifier(language: "en"))
        #expect(text == many)
    }

    /// Nested variables still expand, and a chain of distinct variables is bounded too.
    @Test func nestedVariablesExpandWithinABudget() {
        let english = LocaleIdentifier(language: "en")
        let nested = LocalizedValue.plural(
            PluralFormat(
                format: "%#@files@",
                variables: [
                    "files": PluralVariable(
                        valueType: "d", forms: [.one: "%d file in %#@folders@", .other: "%d files"]),
                    "folders": PluralVariable(valueType: "d", forms: [.one: "one folder", .other: "%d folders"]),
                ]))
        #expect(LocalizedFormatter.format(nested, arguments: [1], locale: english) == "1 file in one folder")
        var variables: [String: PluralVariable] = [:]
        for level in 0..<8 {
            variables["v\(level)"] = PluralVariable(
                valueType: "d", forms: [.other: String(repeating: "%#@v\(level + 1)@", count: 10)])
        }
        let chain = LocalizedValue.plural(PluralFormat(format: "%#@v0@", variables: variables))
        let text = LocalizedFormatter.format(chain, arguments: [2], locale: english)
        #expect(text.count < 10_000)
    }

    /// `stringsdict`: a key that occurs twice in a variable's dictionary moved next to its
    /// first occurrence when written; now each occurrence keeps its place.
    @Test func duplicateKeysInADictionaryKeepTheirPlacesWhenWritten() throws {
        let xml = """
            <plist version="1.0"><dict><key>k</key><dict>\
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>\
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
            <key>x</key><string>1</string><key>y</key><string>2</string><key>x</key><string>3</string>\
            <key>other</key><string>%d</string></dict></dict></dict></plist>
            """
        let table = try StringsDictReader.read(xml)
        let again = try StringsDictReader.read(StringsDictWriter.data(table))
        let members = try #require(again["k"]?.variables.first?.otherMembers)
        #expect(members.map(\.key) == ["x", "y", "x"])
        #expect(members.map(\.value) == [.string("1"), .string("2"), .string("3")])
    }

    /// Found while reviewing what the `stringsdict` target reaches: the text shown without a
    /// count replaced variables in dictionary order, so a chain of variables whose `other`
    /// forms name the next one came out differently from run to run and could grow
    /// exponentially. It is now one deterministic, bounded pass in the order of the text.
    @Test func textWithoutACountIsDeterministicAndBounded() throws {
        var xml = "<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v0@</string>"
        for level in 0..<7 {
            xml += "<key>v\(level)</key><dict><key>NSStringFormatSpecTypeKey</key>"
            xml += "<string>NSStringPluralRuleType</string><key>other</key><string>"
            xml += String(repeating: "%#@v\(level + 1)@", count: 8) + "</string></dict>"
        }
        xml += "</dict><key>nested</key><dict><key>NSStringLocalizedFormatKey</key>"
        xml += "<string>%%#@a@ %1$#@a@</string><key>a</key><dict><key>NSStringFormatSpecTypeKey</key>"
        xml += "<string>NSStringPluralRuleType</string><key>other</key><string>%d in %#@b@</string></dict>"
        xml += "<key>b</key><dict><key>NSStringFormatSpecTypeKey</key>"
        xml += "<string>NSStringPluralRuleType</string><key>other</key><string>%d folders</string></dict>"
        xml += "</dict></dict></plist>"
        let bundle = LocalizationBundle(files: ["en.lproj/Localizable.stringsdict": Array(xml.utf8)])
        let text = bundle.localizedString(forKey: "k")
        // Depth first in the order of the text, 64 replacements at most: the first chain
        // v0 → v1 → … → v6 is replaced (v7 is no variable), and when the budget runs out the
        // references left, such as the last seven v1 of v0's form, stay as written.
        #expect(text.utf8.count < 64 * 8 * 6)
        #expect(text.hasPrefix(String(repeating: "%#@v7@", count: 8)))
        #expect(text.hasSuffix(String(repeating: "%#@v1@", count: 7)))
        #expect(!text.contains("%#@v0@"))
        #expect(bundle.localizedString(forKey: "nested") == "%%#@a@ %d in %d folders")
    }

    /// `strings` (a finding in the fuzz target's own check, kept as a writer test): a `*/`
    /// whose `/` carries a combining mark is not "`*/`" to `String.contains`, but it still ends a
    /// block comment, and the writer, working on bytes, still splits it.
    @Test func commentEndFollowedByACombiningMarkIsSplitWhenWritten() throws {
        let table = try StringsFileReader.read(Array("//*/\u{7B0}s\n\"a\" = \"b\";".utf8))
        #expect(table.entries.first?.comment == "*/\u{7B0}s")
        let written = StringsFileWriter.write(table)
        #expect(written == "/* * /\u{7B0}s */\n\"a\" = \"b\";\n")
        #expect(try StringsFileReader.read(written).entries.first?.comment == "* /\u{7B0}s")
    }

    /// `stringsdict`: a key repeated in one dictionary, once for a variable and once for
    /// another member. Nothing is lost in a write, but the variable is written first (the model
    /// keeps variables and other members apart), so only their order changes; writing again
    /// gives the same bytes. A known limit, for files that are malformed anyway.
    @Test func keyRepeatedForAVariableAndAnotherMemberKeepsBoth() throws {
        let xml = """
            <plist version="1.0"><dict><key>k</key><dict>\
            <key>n</key><dict><key>note</key><string>not a variable</string></dict>\
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
            <key>other</key><string>%d</string></dict></dict></dict></plist>
            """
        let table = try StringsDictReader.read(xml)
        let written = StringsDictWriter.data(table)
        let again = try StringsDictReader.read(written)
        let entry = try #require(table["k"])
        let reread = try #require(again["k"])
        #expect(reread.variables == entry.variables)
        #expect(reread.otherMembers == entry.otherMembers)
        #expect(StringsDictWriter.data(again) == written)
        let lines = String(decoding: written, as: UTF8.self).split(separator: "\n")
        let variableAt = try #require(lines.firstIndex { $0.contains("NSStringFormatSpecTypeKey") })
        let otherAt = try #require(lines.firstIndex { $0.contains("not a variable") })
        #expect(variableAt < otherAt)
    }
}
