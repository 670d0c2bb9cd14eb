import Testing

@testable import LocalizeKit

/// The reader gives maps with the same keys as the map before them one array of keys
/// between them (fewer allocations and pages for a large catalog), without changing what
/// any map holds, at any depth of variations and substitutions.
@Suite("Shared map keys")
struct SharedMapKeysTests {
    /// Where an array's elements are stored.
    static func storage(of keys: [String]) -> UnsafeRawPointer? {
        keys.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    static func unit(_ value: String) -> String {
        #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"#
    }

    static func entry(_ key: String, languages: [String]) -> String {
        let localizations = languages.map { #""\#($0)" : \#(Self.unit("\($0) \(key)"))"# }
        return #""\#(key)" : { "localizations" : { \#(localizations.joined(separator: ", ")) } }"#
    }

    static func catalog(_ entries: [String]) throws -> StringCatalog {
        let text =
            #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ", ")) }, "version" : "1.0" }"#
        return try XCStringsReader.read(Array(text.utf8))
    }

    @Test("Entries with the same languages share one array of keys")
    func sameLanguagesShare() throws {
        let catalog = try Self.catalog([
            Self.entry("a", languages: ["de", "en", "fr"]), Self.entry("b", languages: ["de", "en", "fr"]),
            Self.entry("c", languages: ["de", "en", "fr"]),
        ])
        let maps = catalog.entries.values.map(\.localizations)
        #expect(maps.allSatisfy { $0.keys == ["de", "en", "fr"] })
        let first = try #require(Self.storage(of: maps[0].keys))
        #expect(maps.allSatisfy { Self.storage(of: $0.keys) == first })
        #expect(catalog["b"]?.localizations["en"]?.stringUnit?.value == "en b")
    }

    @Test("A map whose keys differ from the one before has its own, and the next one shares again")
    func differentLanguagesDoNotShare() throws {
        let catalog = try Self.catalog([
            Self.entry("a", languages: ["de", "en"]), Self.entry("b", languages: ["de", "en", "fr"]),
            Self.entry("c", languages: ["en", "fr"]), Self.entry("d", languages: ["en"]),
            Self.entry("e", languages: ["en"]),
        ])
        let keys = catalog.entries.values.map(\.localizations.keys)
        #expect(keys == [["de", "en"], ["de", "en", "fr"], ["en", "fr"], ["en"], ["en"]])
        let storages = keys.map { Self.storage(of: $0) }
        #expect(Set(storages.prefix(4)).count == 4)
        #expect(storages[3] == storages[4])
    }

    @Test("A set of languages that comes back after others shares the array it had, while it is recent")
    func recentLanguagesShare() throws {
        let sets = [["de", "en"], ["en", "fr"], ["de", "en"]] + (0..<8).map { ["en", "x\($0)"] } + [["de", "en"]]
        let catalog = try Self.catalog(sets.enumerated().map { Self.entry("k\($0.offset)", languages: $0.element) })
        let keys = catalog.entries.values.map(\.localizations.keys)
        #expect(keys == sets)
        let storages = keys.map { Self.storage(of: $0) }
        #expect(storages[2] == storages[0])
        #expect(storages[1] != storages[0])
        // Eight other sets came between: the last one was no longer recent, and has an array of its own.
        #expect(storages[11] != storages[0])
        #expect(Set(storages).count == 11)
    }

    @Test("Changing one entry's languages leaves the entries that shared its keys alone")
    func copyOnWrite() throws {
        var catalog = try Self.catalog([
            Self.entry("a", languages: ["de", "en"]), Self.entry("b", languages: ["de", "en"]),
        ])
        catalog["a"]?.localizations["fr"] = CatalogLocalization("Bonjour")
        catalog["b"]?.localizations.removeValue(forKey: "de")
        #expect(catalog["a"]?.localizations.keys == ["de", "en", "fr"])
        #expect(catalog["b"]?.localizations.keys == ["en"])
    }

    @Test("Nested variations and substitutions keep their own keys at every depth")
    func nestedMaps() throws {
        let plural =
            #"{ "variations" : { "plural" : { "one" : \#(Self.unit("%lld file")), "other" : \#(Self.unit("%lld files")) } } }"#
        let device = #"{ "variations" : { "device" : { "iphone" : \#(plural), "mac" : \#(Self.unit("Mac")) } } }"#
        let substitution =
            #"{ "stringUnit" : { "state" : "new", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : 1, "#
            + #""formatSpecifier" : "lld", "variations" : { "plural" : { "few" : \#(Self.unit("%arg")), "#
            + #""other" : \#(Self.unit("%arg")) } } } } }"#
        let catalog = try Self.catalog([
            #""a" : { "localizations" : { "de" : \#(device), "en" : \#(plural) } }"#,
            #""b" : { "localizations" : { "de" : \#(substitution), "en" : \#(device) } }"#,
        ])
        let a = try #require(catalog["a"]?.localizations)
        #expect(a.keys == ["de", "en"])
        let devices = try #require(a["de"]?.variations.device)
        #expect(a["de"]?.variations.selectors.keys == ["device"])
        #expect(devices.keys == ["iphone", "mac"])
        #expect(devices["iphone"]?.variations.plural?.keys == ["one", "other"])
        #expect(devices["iphone"]?.variations.plural?[.other]?.stringUnit?.value == "%lld files")
        #expect(a["en"]?.variations.selectors.keys == ["plural"])
        #expect(a["en"]?.variations.plural?.keys == ["one", "other"])
        let b = try #require(catalog["b"]?.localizations)
        let substitutions = try #require(b["de"]?.substitutions)
        #expect(substitutions.keys == ["n"])
        #expect(substitutions["n"]?.variations.plural?.keys == ["few", "other"])
        #expect(b["en"]?.variations.device?.keys == ["iphone", "mac"])
        #expect(b["en"]?.variations.device?["iphone"]?.variations.plural?.keys == ["one", "other"])
    }

    @Test("RepeatedKeys.endObject gives a recent object's array for the same keys, a new one otherwise")
    func repeatedKeysEndObject() throws {
        var repeated = RepeatedKeys()
        func read(_ object: String) throws -> [String] {
            let bytes = Array(object.utf8)
            return try bytes.withUnsafeBufferPointer { buffer throws(ParseError) -> [String] in
                var scanner = JSONScanner(borrowing: buffer)
                try scanner.beginObject(for: "the test object")
                repeated.beginObject()
                var first = true
                while let name = try scanner.nextName(first: &first) {
                    _ = repeated.key(for: name, in: scanner)
                    _ = try scanner.readValue()
                }
                return repeated.endObject()
            }
        }
        let first = try read(#"{ "de" : 1, "en" : 2 }"#)
        let same = try read(#"{ "de" : 3, "en" : 4 }"#)
        let missing = try read(#"{ "en" : 5 }"#)
        let again = try read(#"{ "en" : 6 }"#)
        let back = try read(#"{ "de" : 7, "en" : 8 }"#)
        let empty = try read("{ }")
        #expect(first == ["de", "en"] && same == ["de", "en"] && missing == ["en"] && again == ["en"])
        #expect(back == ["de", "en"] && empty.isEmpty)
        #expect(Self.storage(of: first) == Self.storage(of: same))
        #expect(Self.storage(of: missing) != Self.storage(of: first))
        #expect(Self.storage(of: again) == Self.storage(of: missing))
        #expect(Self.storage(of: back) == Self.storage(of: first))
    }
    @Test(
        "RepeatedKeys after a longer object: a shorter one gets only its keys, its own array, and no key left from before"
    )
    func repeatedKeysShorterAfterLonger() throws {
        var repeated = RepeatedKeys()
        func read(_ object: String) throws -> (keys: [String], read: [String]) {
            let bytes = Array(object.utf8)
            return try bytes.withUnsafeBufferPointer { buffer throws(ParseError) -> ([String], [String]) in
                var scanner = JSONScanner(borrowing: buffer)
                try scanner.beginObject(for: "the test object")
                repeated.beginObject()
                var first = true
                var read: [String] = []
                while let name = try scanner.nextName(first: &first) {
                    read.append(repeated.key(for: name, in: scanner))
                    _ = try scanner.readValue()
                }
                return (repeated.endObject(), read)
            }
        }
        let long = try read(#"{ "de" : 1, "en" : 2, "fr" : 3 }"#)
        let short = try read(#"{ "de" : 4 }"#)
        let other = try read(#"{ "it" : 5, "ja" : 6 }"#)
        let longAgain = try read(#"{ "de" : 7, "en" : 8, "fr" : 9 }"#)
        let prefix = try read(#"{ "it" : 10 }"#)
        #expect(long.keys == ["de", "en", "fr"] && long.read == long.keys)
        #expect(short.keys == ["de"] && short.read == ["de"])
        #expect(other.keys == ["it", "ja"] && other.read == ["it", "ja"])
        #expect(longAgain.keys == ["de", "en", "fr"] && longAgain.read == ["de", "en", "fr"])
        #expect(prefix.keys == ["it"] && prefix.read == ["it"])
        #expect(Self.storage(of: short.keys) != Self.storage(of: long.keys))
        #expect(Self.storage(of: longAgain.keys) == Self.storage(of: long.keys))
        #expect(Self.storage(of: prefix.keys) != Self.storage(of: other.keys))
    }
}
