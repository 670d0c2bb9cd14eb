import Testing

@testable import LocalizeKit

/// Reading a catalog file in parts on several threads must give what reading it on one
/// thread gives: the same catalog, the same lines, the same first error at the same place,
/// wherever the parts start, even where a boundary is a wrong guess.
@Suite("Reading a catalog in parts")
struct ParallelCatalogReaderTests {
    /// A catalog in Xcode's layout with `count` entries of several shapes: plain strings,
    /// plurals, substitutions, device variations, non-ASCII text and escapes, comments, and
    /// unknown fields before and after `strings`.
    static func catalogText(entries count: Int, layout: Layout = .xcode) -> String {
        var entries: [String] = []
        for index in 0..<count {
            let key = "key \(String(index + 1000))"
            switch index % 5 {
            case 0:
                entries.append(
                    """
                        "\(key)" : {
                          "comment" : "Plain \(index)",
                          "localizations" : {
                            "de" : {
                              "stringUnit" : {
                                "state" : "translated",
                                "value" : "Grüße \(index) – \\"zitiert\\""
                              }
                            },
                            "en" : {
                              "stringUnit" : {
                                "state" : "new",
                                "value" : "Hello \(index)"
                              }
                            }
                          }
                        }
                    """)
            case 1:
                entries.append(
                    """
                        "\(key) %lld" : {
                          "localizations" : {
                            "ru" : {
                              "variations" : {
                                "plural" : {
                                  "few" : {
                                    "stringUnit" : {
                                      "state" : "translated",
                                      "value" : "%lld файла"
                                    }
                                  },
                                  "one" : {
                                    "stringUnit" : {
                                      "state" : "translated",
                                      "value" : "%lld файл"
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                    """)
            case 2:
                entries.append(
                    """
                        "\(key) %#@n@" : {
                          "extractionState" : "manual",
                          "localizations" : {
                            "en" : {
                              "stringUnit" : {
                                "state" : "translated",
                                "value" : "%#@n@ 🎉"
                              },
                              "substitutions" : {
                                "n" : {
                                  "argNum" : 1,
                                  "formatSpecifier" : "lld",
                                  "variations" : {
                                    "plural" : {
                                      "other" : {
                                        "stringUnit" : {
                                          "state" : "translated",
                                          "value" : "%arg items"
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                    """)
            case 3:
                entries.append(
                    """
                        "\(key) \\t\\u0001" : {
                          "custom" : [
                            1.50,
                            {
                              "inner" : "x"
                            }
                          ],
                          "shouldTranslate" : false
                        }
                    """)
            default:
                entries.append(
                    """
                        "\(key) 日本" : {
                          "localizations" : {
                            "ja" : {
                              "variations" : {
                                "device" : {
                                  "mac" : {
                                    "stringUnit" : {
                                      "state" : "translated",
                                      "value" : "マック"
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                    """)
            }
        }
        let text = """
            {
              "aaa" : {
                "nested" : {
                  "deep" : true
                }
              },
              "sourceLanguage" : "en",
              "strings" : {
            \(entries.joined(separator: ",\n"))
              },
              "version" : "1.1",
              "zzz" : [

              ]
            }
            """
        switch layout {
        case .xcode: return text
        case .tabs: return replacing("  ", with: "\t", in: text)
        }
    }

    enum Layout {
        case xcode
        case tabs
    }

    /// `text` with every `target` replaced.
    static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let found = rest.firstRange(of: target) {
            result += rest[..<found.lowerBound] + replacement
            rest = rest[found.upperBound...]
        }
        return result + rest
    }

    /// Every line that starts with blanks and then a quote, as a boundary: most are keys
    /// of nested objects or string values, which a part must not be kept for.
    static func everyQuotedLine(_ bytes: [UInt8]) -> [CatalogSplit.Boundary] {
        var boundaries: [CatalogSplit.Boundary] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                var key = index + 1
                while key < bytes.count && (bytes[key] == 0x20 || bytes[key] == 0x09) { key += 1 }
                if key < bytes.count && bytes[key] == UInt8(ascii: "\"") {
                    boundaries.append(CatalogSplit.Boundary(lineStart: index + 1, key: key))
                }
            }
            index += 1
        }
        return boundaries
    }

    /// Options that split the file at the boundaries `pick` chooses from `everyQuotedLine`.
    static func options(
        _ bytes: [UInt8], pick: @escaping ([CatalogSplit.Boundary]) -> [CatalogSplit.Boundary] = { $0 }
    ) -> ParallelCatalogReader.Options {
        var options = ParallelCatalogReader.Options(threads: 8)
        options.minimumPartSize = 1
        let all = everyQuotedLine(bytes)
        options.split = { _, _, _, _ in pick(all) }
        return options
    }

    /// The lines of every entry and localization, in order.
    static func lines(_ catalog: StringCatalog) -> [Int?] {
        var result: [Int?] = []
        for (_, entry) in catalog.entries {
            result.append(entry.sourceLine)
            for (_, localization) in entry.localizations {
                result.append(localization.sourceLine)
                for (_, cases) in localization.variations.selectors {
                    for (_, variation) in cases { result.append(variation.sourceLine) }
                }
            }
            for member in entry.extraFields.members { result.append(member.line * 1000 + member.column) }
        }
        return result
    }

    /// Reads `bytes` from a file in parts as `options` say, and on one thread from memory.
    static func compare(_ bytes: [UInt8], _ options: ParallelCatalogReader.Options) throws {
        let path = try TemporaryFile.write(String(decoding: bytes, as: UTF8.self), name: "parts.xcstrings")
        defer { TemporaryFile.remove(path) }
        let single = Result { () throws(ParseError) in try XCStringsReader.read(bytes, file: path) }
        let parts = Result { try XCStringsReader.read(contentsOfFile: path, options: options) }
        switch (single, parts) {
        case (.success(let expected), .success(let catalog)):
            #expect(catalog == expected)
            #expect(lines(catalog) == lines(expected))
            #expect(catalog.keys == expected.keys)
        case (.failure(let expected), .failure(let error)):
            #expect(error as? ParseError == expected)
        default:
            Issue.record("one read failed, the other did not: \(single) / \(parts)")
        }
    }

    @Test func partsAtEveryLineGiveTheCatalogOfOneThread() throws {
        let bytes = Array(Self.catalogText(entries: 40).utf8)
        // Most of these boundaries are wrong guesses (nested keys, values).
        try Self.compare(bytes, Self.options(bytes))
        // Only the real entry keys (four spaces in), so that every part is kept.
        try Self.compare(bytes, Self.options(bytes) { $0.filter { $0.key - $0.lineStart == 4 } })
    }

    @Test(arguments: [1, 2, 3, 7, 16])
    func everyFewLinesGivesTheCatalogOfOneThread(stride step: Int) throws {
        let bytes = Array(Self.catalogText(entries: 30).utf8)
        try Self.compare(
            bytes, Self.options(bytes) { all in Swift.stride(from: 0, to: all.count, by: step).map { all[$0] } })
    }

    /// Runs of blank lines between entries (thousands of line feeds in a row, each part's gap
    /// counted by its own thread): the lines of every part are those of one thread.
    @Test func partsAfterManyBlankLinesKeepTheirLines() throws {
        let text = Array(Self.catalogText(entries: 12).utf8)
        // After each `},` that ends an entry (a line feed and four spaces before the next key).
        var bytes: [UInt8] = []
        for (index, byte) in text.enumerated() {
            bytes.append(byte)
            if byte == UInt8(ascii: ","), index >= 1, text[index - 1] == UInt8(ascii: "}"),
                Array(text[(index + 1)..<min(text.count, index + 7)]) == Array("\n    \"".utf8)
            {
                bytes += [UInt8](repeating: 0x0A, count: 3000)
            }
        }
        #expect(bytes.count > text.count + 30_000)
        try Self.compare(bytes, Self.options(bytes) { $0.filter { $0.key - $0.lineStart == 4 } })
    }

    @Test func otherLayoutsAreReadOnOneThreadOrInParts() throws {
        let tabs = Array(Self.catalogText(entries: 20, layout: .tabs).utf8)
        try Self.compare(tabs, Self.options(tabs))
        // The real structural pass finds nothing to split at in a tab-indented file.
        let path = try TemporaryFile.write(String(decoding: tabs, as: UTF8.self), name: "tabs.xcstrings")
        defer { TemporaryFile.remove(path) }
        let input = try FileInput(path: path)
        #expect(CatalogSplit.boundaries(in: input, from: 0, size: tabs.count, parts: 4).isEmpty)
    }

    @Test func theStructuralPassFindsEntryKeys() throws {
        let text = Self.catalogText(entries: 50)
        let bytes = Array(text.utf8)
        let path = try TemporaryFile.write(text, name: "pass.xcstrings")
        defer { TemporaryFile.remove(path) }
        let input = try FileInput(path: path)
        let boundaries = CatalogSplit.boundaries(in: input, from: 0, size: bytes.count, parts: 8)
        #expect(boundaries.count == 7)
        for boundary in boundaries {
            #expect(Array(bytes[(boundary.lineStart - 3)..<(boundary.key + 1)]) == Array("},\n    \"".utf8))
        }
        #expect(boundaries.map(\.key) == boundaries.map(\.key).sorted())
        var defaults = ParallelCatalogReader.Options(threads: 8)
        defaults.minimumPartSize = 1
        try Self.compare(bytes, defaults)
    }

    /// Malformed catalogs: the first error, wherever it is, is the one a read on one thread meets.
    @Test(arguments: [
        ("\"value\" : \"Hello 5\"", "\"value\" : Hello 5\""),
        ("\"state\" : \"translated\"", "\"state\" : 3"),
        ("\"argNum\" : 1,", "\"argNum\" : 1.5,"),
        ("\"version\" : \"1.1\",", "\"version\" : 1,"),
        ("\"zzz\" : [", "\"zzz\" : [,"),
        ("\"key 1004 日本\"", "\"key 1004 日本\" :"),
        ("\"custom\" : [", "\"custom\" : \"\u{1}\" ["),
    ])
    func errorsAreThoseOfOneThread(original: String, replacement: String) throws {
        let text = Self.catalogText(entries: 24)
        #expect(text.contains(original))
        for occurrence in [0, 1, 3] {
            var ranges: [Range<String.Index>] = []
            var search = text.startIndex..<text.endIndex
            while let found = text[search].firstRange(of: original) {
                ranges.append(found)
                search = found.upperBound..<text.endIndex
            }
            guard occurrence < ranges.count else { continue }
            let broken =
                String(text[..<ranges[occurrence].lowerBound]) + replacement
                + String(text[ranges[occurrence].upperBound...])
            let bytes = Array(broken.utf8)
            try Self.compare(bytes, Self.options(bytes))
            try Self.compare(bytes, Self.options(bytes) { $0.filter { $0.key - $0.lineStart == 4 } })
        }
    }

    @Test func truncatedFilesFailAsOnOneThread() throws {
        let bytes = Array(Self.catalogText(entries: 12).utf8)
        for cut in Swift.stride(from: bytes.count / 3, to: bytes.count, by: 97) {
            let truncated = Array(bytes[..<cut])
            try Self.compare(truncated, Self.options(truncated) { $0.filter { $0.key - $0.lineStart == 4 } })
        }
    }

    /// Boundaries that cannot start a part (text before the key on its line, no line feed
    /// before the line, not a quote) are not used.
    @Test func unusableBoundariesAreLeftOut() throws {
        let text = #"{"sourceLanguage":"en","strings":{"a":{},"b":{}},"version":"1.0"}"# + "\n"
        let bytes = Array(text.utf8)
        let b = bytes.firstIndex(of: UInt8(ascii: "b")).map { $0 - 1 } ?? 0
        let path = try TemporaryFile.write(text, name: "one-line.xcstrings")
        defer { TemporaryFile.remove(path) }
        let input = try FileInput(path: path)
        #expect(ParallelCatalogReader.usable([.init(lineStart: 1, key: b)], in: input, after: 0).isEmpty)
        #expect(ParallelCatalogReader.usable([.init(lineStart: b, key: b)], in: input, after: 0).isEmpty)
        var options = ParallelCatalogReader.Options(threads: 4)
        options.minimumPartSize = 1
        options.split = { _, _, _, _ in [.init(lineStart: 1, key: b)] }
        try Self.compare(bytes, options)
    }
}
