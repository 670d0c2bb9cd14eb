import Testing

@testable import LocalizeKit

/// The scanner's shortcuts for Xcode's layout: `readXcodeStringUnit()` reads a localization that
/// is a string unit alone in one step, and a key or `}` after a line feed and spaces is found
/// without the general whitespace loop. Whatever the text, the reader must give what the
/// general path gives: the same catalog, the same lines and columns at every depth, the same
/// error at the same place. Every test reads the same bytes with the shortcuts and without them.
@Suite("Xcode layout shortcuts")
struct XcodeStringUnitShortcutTests {
    /// What a read gives, positions included.
    struct Outcome: Equatable {
        var catalog: StringCatalog?
        var positions: [String] = []
        var written: [UInt8] = []
        var error: ParseError?
    }

    /// Reads `bytes` from memory with the shortcut on or off.
    static func read(_ bytes: [UInt8], shortcut: Bool) -> Outcome {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(borrowing: buffer)
            scanner.takesLayoutShortcuts = shortcut
            do throws(ParseError) {
                let catalog = try XCStringsReader.read(&scanner)
                return Outcome(
                    catalog: catalog, positions: positions(of: catalog), written: XCStringsWriter.write(catalog))
            } catch {
                return Outcome(error: error)
            }
        }
    }

    /// Reads `bytes` through a file and a window of `windowSize` bytes, with the shortcut.
    static func readThroughWindow(_ bytes: [UInt8], windowSize: Int) throws -> Outcome {
        let directory = try TemporaryFile.makeDirectory()
        let path = directory + "/shortcut.xcstrings"
        try AtomicFile.write(bytes, to: path)
        defer { TemporaryFile.remove(directory) }
        var scanner = JSONScanner(input: try FileInput(path: path), windowSize: windowSize)
        do throws(ParseError) {
            let catalog = try XCStringsReader.read(&scanner)
            return Outcome(catalog: catalog, positions: positions(of: catalog), written: XCStringsWriter.write(catalog))
        } catch {
            return Outcome(error: error)
        }
    }

    /// Every entry's and localization's key, line and column, at every depth.
    static func positions(of catalog: StringCatalog) -> [String] {
        var result: [String] = []
        func visit(_ map: CatalogMap<CatalogLocalization>, path: String) {
            for (key, localization) in map {
                let here = path + "/" + key
                result.append("\(here) \(localization.sourceLine ?? 0):\(localization.sourceColumn ?? 0)")
                for (selector, variations) in localization.variations.selectors {
                    visit(variations, path: here + "/" + selector)
                }
                for (name, substitution) in localization.substitutions {
                    for (selector, variations) in substitution.variations.selectors {
                        visit(variations, path: here + "/%" + name + "/" + selector)
                    }
                }
            }
        }
        for (key, entry) in catalog.entries {
            result.append("\(key) \(entry.sourceLine ?? 0):\(entry.sourceColumn ?? 0)")
            visit(entry.localizations, path: key)
        }
        return result
    }

    /// Reads `bytes` with and without the shortcut, and through a small window with it; expects
    /// the same outcome from all three, and returns it.
    @discardableResult
    static func expectSameOutcome(
        _ bytes: [UInt8], windowSize: Int = 16, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Outcome {
        let general = read(bytes, shortcut: false)
        let shortcut = read(bytes, shortcut: true)
        #expect(shortcut == general, sourceLocation: sourceLocation)
        #expect(try readThroughWindow(bytes, windowSize: windowSize) == general, sourceLocation: sourceLocation)
        return general
    }

    /// A string unit in Xcode's layout, indented by `indent` spaces (its key's line), with the
    /// value's bytes as given (escapes, invalid UTF-8 and control bytes included).
    static func unit(state: String = "translated", value: [UInt8], indent: Int) -> [UInt8] {
        let spaces = String(repeating: " ", count: indent)
        return Array("{\n\(spaces)  \"stringUnit\" : {\n\(spaces)    \"state\" : \"\(state)\",\n".utf8)
            + Array("\(spaces)    \"value\" : \"".utf8) + value
            + Array("\"\n\(spaces)  }\n\(spaces)}".utf8)
    }

    /// A catalog in Xcode's layout: an entry `a` whose `de` and `en` are `units` (in turn),
    /// an entry `b` with a plural variation of `de` made of string units, and an entry `c`.
    static func catalog(_ value: [UInt8], state: String = "translated") -> [UInt8] {
        func text(_ string: String) -> [UInt8] { Array(string.utf8) }
        return text(
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n      \"localizations\" : {\n")
            + text("        \"de\" : ") + unit(state: state, value: value, indent: 8) + text(",\n")
            + text("        \"en\" : ") + unit(value: text("plain"), indent: 8) + text("\n      }\n    },\n")
            + text("    \"b\" : {\n      \"localizations\" : {\n        \"de\" : {\n          \"variations\" : {\n")
            + text("            \"plural\" : {\n              \"one\" : ")
            + unit(state: state, value: value, indent: 14) + text(",\n              \"other\" : ")
            + unit(value: text("%lld Dateien"), indent: 14)
            + text("\n            }\n          }\n        }\n      }\n    },\n")
            + text("    \"c\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}")
    }

    /// `n` bytes of ASCII filler.
    static func filler(_ n: Int, _ byte: Character = "a") -> [UInt8] {
        Array(String(repeating: byte, count: n).utf8)
    }

    @Test("A catalog in Xcode's layout reads as on the general path, positions included")
    func plainCatalog() throws {
        let bytes = Self.catalog(Array("Abbrechen".utf8))
        let outcome = try Self.expectSameOutcome(bytes)
        let catalog = try #require(outcome.catalog)
        #expect(outcome.written == bytes)
        #expect(
            catalog["a"]?.localizations["de"]?.stringUnit == CatalogStringUnit(state: .translated, value: "Abbrechen"))
        #expect(catalog["a"]?.localizations["de"]?.sourceLine == 6)
        #expect(catalog["a"]?.localizations["de"]?.sourceColumn == 9)
        #expect(catalog["a"]?.localizations["en"]?.sourceLine == 12)
        #expect(catalog["b"]?.sourceLine == 20)
        #expect(catalog["b"]?.localizations["de"]?.variations.plural?["one"]?.sourceLine == 25)
        #expect(catalog["b"]?.localizations["de"]?.variations.plural?["other"]?.sourceLine == 31)
        #expect(catalog["b"]?.localizations["de"]?.variations.plural?["other"]?.sourceColumn == 15)
        #expect(catalog["c"]?.sourceLine == 42)
    }

    @Test("Values of every length up to five words, against the words' boundaries", arguments: 0...40)
    func valueLengths(length: Int) throws {
        let value = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        let outcome = try Self.expectSameOutcome(Self.catalog(value))
        #expect(outcome.catalog?["a"]?.localizations["de"]?.stringUnit?.value == String(decoding: value, as: UTF8.self))
    }

    @Test(
        "States: the usual ones, others, the longest kept name and longer ones",
        arguments: [
            "translated", "new", "needs_review", "stale", "reviewed", "", String(repeating: "s", count: 23),
            String(repeating: "s", count: 24), String(repeating: "s", count: 40), "neu\\u0065", "übersetzt",
        ])
    func states(state: String) throws {
        let outcome = try Self.expectSameOutcome(Self.catalog(Array("Wert".utf8), state: state))
        let expected = state == "neu\\u0065" ? "neue" : state
        #expect(outcome.catalog?["a"]?.localizations["de"]?.stringUnit?.state.rawValue == expected)
    }

    @Test("An escape at every position of the first three words", arguments: 0..<24)
    func escapes(offset: Int) throws {
        for escape in [#"\""#, #"\\"#, #"\/"#, #"\n"#, #"\t"#, #"\u00e9"#, #"\ud83d\ude00"#] {
            let value = Self.filler(offset) + Array(escape.utf8) + Self.filler(20 - offset % 20, "b")
            let outcome = try Self.expectSameOutcome(Self.catalog(value))
            #expect(outcome.error == nil)
        }
        let decoded = Self.read(Self.catalog(Self.filler(offset) + Array(#"\n"#.utf8)), shortcut: true)
        #expect(
            decoded.catalog?["a"]?.localizations["de"]?.stringUnit?.value == String(repeating: "a", count: offset)
                + "\n")
    }

    @Test("Invalid escapes report the same error at the same place", arguments: 0..<17)
    func invalidEscapes(offset: Int) throws {
        for escape in [#"\x"#, #"\u00g0"#, #"\ud83d"#, #"\"#] {
            let outcome = try Self.expectSameOutcome(Self.catalog(Self.filler(offset) + Array(escape.utf8)))
            #expect(outcome.error != nil)
        }
    }

    @Test("Multi-byte UTF-8 across the words' boundaries", arguments: 0..<17)
    func multiByte(offset: Int) throws {
        for character in ["é", "€", "😀", "日本語"] {
            let value = Self.filler(offset) + Array(character.utf8) + Self.filler(9, "b")
            let outcome = try Self.expectSameOutcome(Self.catalog(value))
            #expect(
                outcome.catalog?["a"]?.localizations["de"]?.stringUnit?.value == String(decoding: value, as: UTF8.self))
        }
    }

    @Test("Invalid UTF-8 reports the same error at the same place", arguments: 0..<17)
    func invalidUTF8(offset: Int) throws {
        let sequences: [[UInt8]] = [
            [0xC3], [0xFF], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
        ]
        for sequence in sequences {
            let value = Self.filler(offset) + sequence + Self.filler(5, "b")
            let outcome = try Self.expectSameOutcome(Self.catalog(value))
            #expect(outcome.error?.message == "invalid UTF-8 in a string")
            #expect(outcome.error?.location.line == 9)
            #expect(outcome.error?.location.column == 24 + offset)
        }
    }

    @Test("Control characters report the same error at the same place", arguments: 0..<17)
    func controlCharacters(offset: Int) throws {
        for byte: UInt8 in [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F] {
            let value = Array("é".utf8) + Self.filler(offset) + [byte] + Self.filler(3, "b")
            let outcome = try Self.expectSameOutcome(Self.catalog(value))
            let error = try #require(outcome.error)
            #expect(error.message == "unescaped control character U+00\(ParseErrorHex.two(byte)) in a string")
            #expect(error.location.line == 9)
            #expect(error.location.column == 25 + offset)
        }
    }

    @Test("A catalog cut at every byte fails in the same way")
    func truncated() throws {
        let bytes = Self.catalog(Array("Wert mit Umlaut: ä".utf8))
        for count in 0..<bytes.count {
            let outcome = try Self.expectSameOutcome(Array(bytes[..<count]))
            #expect(outcome.error != nil)
        }
    }

    @Test(
        "Layouts near Xcode's read as on the general path",
        arguments: [
            ("\"stringUnit\" : {", "\"stringUnit\":{"), ("\"state\" : \"", "\"state\": \""),
            ("\"value\" : \"", "\"value\" :\""), ("\"de\" : {\n", "\"de\" : { \n"),
            ("\"de\" : {\n", "\"de\" : {\r\n"), ("\"de\" : {\n", "\"de\" : {\n\t"), ("\"de\" : {", "\"de\" :{"),
            ("\"de\" : {", "\"de\" :   {"), ("\"de\" : {", "\"de\" : []"), ("translated\",\n", "translated\" ,\n"),
            ("translated\",\n", "translated\",\n\n"), ("\n            \"value\"", "\n\"value\""),
            ("\"\n", "\",\n\"comment\" : \"x\"\n"), ("\n        }", " \n        }"),
            ("\n        }", "\n        }  "), ("      \"value\"", "\"value\""),
            ("},\n        \"en\"", "},\n\t\"en\""), ("},\n        \"en\"", "},\n        ]"),
            ("\n      }\n    },", "\n\t}\n    },"), ("\n      }\n    },", "\n      ]\n    },"),
            ("\n      }\n    },", "\n      },\n    },"),
            ("\"stringUnit\" : {", "\"stringSet\" : {"), ("\"state\" : \"", "\"value\" : \""),
        ])
    func nearMisses(pattern: String, replacement: String) throws {
        // Only the first occurrence changes: in the first string unit (`a`'s `de`) or before it.
        let original = Self.catalog(Array("Wert".utf8))
        let target = Array(pattern.utf8)
        let start = try #require(
            (0...(original.count - target.count)).first { Array(original[$0..<($0 + target.count)]) == target })
        var changed = original
        changed.replaceSubrange(start..<(start + target.count), with: Array(replacement.utf8))
        try Self.expectSameOutcome(changed)
    }

    @Test("Nested near the depth limit, the shortcut stops where the general path does", arguments: 167...170)
    func depthLimit(levels: Int) throws {
        // Each level: a localization, its variations, and a device map.
        var text = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":"#
        for _ in 0..<levels { text += #"{"variations":{"device":{"mac":"# }
        let unit = String(decoding: Self.unit(value: Array("tief".utf8), indent: 0), as: UTF8.self)
        text += unit + String(repeating: "}}}", count: levels) + #"}}},"version":"1.0"}"#
        let outcome = try Self.expectSameOutcome(Array(text.utf8), windowSize: 64)
        let containers = 4 + 3 * levels + 2
        #expect((outcome.error == nil) == (containers <= JSONScanner.maximumDepth))
    }

    @Test("Near misses consume nothing; a match consumes the whole value and counts its lines")
    func scannerState() throws {
        let match = Array(" ".utf8) + Self.unit(value: Array("Wert".utf8), indent: 2) + Array(",".utf8)
        let valueKey = try #require(match.firstIndex(of: UInt8(ascii: "v"))) - 1
        try match.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(borrowing: buffer)
            let unit = scanner.readXcodeStringUnit()
            let (line, keyLine, keyColumn, keyOffset) = (
                scanner.line, scanner.keyLine, scanner.keyColumn, scanner.keyOffset
            )
            let (position, location) = (scanner.absolutePosition, scanner.currentLocation())
            let read = try #require(unit)
            #expect("translated" ~= read.state)
            #expect(read.value == "Wert")
            #expect(line == 6 && keyLine == 4 && keyColumn == 7 && keyOffset == valueKey)
            #expect(position == match.count - 1)
            #expect(location == LocalizeKit.SourceLocation(line: 6, column: 4))
        }
        let escaped = Self.unit(value: Array(#"a\"b"#.utf8), indent: 0)
        for bytes in (0..<match.count - 1).map({ Array(match[..<$0]) }) + [escaped] {
            bytes.withUnsafeBufferPointer { buffer in
                var scanner = JSONScanner(borrowing: buffer)
                let unit = scanner.readXcodeStringUnit()
                let (position, line) = (scanner.absolutePosition, scanner.line)
                #expect(unit == nil)
                #expect(position == 0 && line == 1)
            }
        }
    }
}

/// Two uppercase hexadecimal digits, as the scanner's messages write a byte.
private enum ParseErrorHex {
    static func two(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
