import LocalizeKit
import Testing

/// The shared state outside the bundle — the number format and plural rule caches, ICU
/// handles, the readers — used from eight tasks at once, each checking its results.
/// Run under the thread sanitizer with `swift test --sanitize=thread --filter Concurrency`.
@Suite("Concurrency stress")
struct ConcurrencyStressTests {
    @Test func formattingInManyLocalesAtOnce() async {
        let locales = ["en", "de", "ar", "ru", "fr", "hi", "ja", "pl"].map { LocaleIdentifier(language: $0) }
        let plural = LocalizedValue.plural(
            PluralFormat(
                format: "%#@n@",
                variables: ["n": PluralVariable(valueType: "d", forms: [.one: "one %d", .other: "other %d"])]))
        // Expected results, computed once before the tasks race.
        var expected: [String: String] = [:]
        for locale in locales {
            expected["\(locale)|plural"] = LocalizedFormatter.format(plural, arguments: [1], locale: locale)
            for digits in 0..<4 {
                expected["\(locale)|\(digits)"] = LocalizedFormatter.format(
                    "%.\(digits)f|%d|%x", arguments: [1234.5, 1_234_567, 255], locale: locale)
            }
        }
        let reference = expected
        let failures = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var failures = 0
                    for iteration in 0..<300 {
                        let locale = locales[(task + iteration) % locales.count]
                        let digits = iteration % 4
                        let text = LocalizedFormatter.format(
                            "%.\(digits)f|%d|%x", arguments: [1234.5, 1_234_567, 255], locale: locale)
                        if text != reference["\(locale)|\(digits)"] { failures += 1 }
                        // New precisions race to fill the number format cache.
                        _ = LocalizedFormatter.format(
                            "%.\(10 + task * 300 + iteration)f", arguments: [0.5], locale: locale)
                        let counted = LocalizedFormatter.format(plural, arguments: [1], locale: locale)
                        if counted != reference["\(locale)|plural"] { failures += 1 }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
    }

    @Test func readersLocalesAndPluralRulesAtOnce() async throws {
        let strings = Array("/* c */\n\"a\" = \"b\";\n\"k\" = \"\\U00E9\";\n".utf8)
        let stringsdict = Array(
            """
            <plist version="1.0"><dict><key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>%d file</string><key>other</key><string>%d files</string>
            </dict></dict></dict></plist>
            """.utf8)
        let identifiers = ["zh_HK", "en-AU", "pt", "sr-Latn", "iw", "English", "es-419", "nb"]
        let failures = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var failures = 0
                    for iteration in 0..<200 {
                        if (try? StringsFileReader.read(strings))?["k"] != "é" { failures += 1 }
                        if (try? StringsDictReader.read(stringsdict))?["k"]?.variables.first?.forms[.one] != "%d file" {
                            failures += 1
                        }
                        let name = identifiers[(task + iteration) % identifiers.count]
                        guard let id = try? LocaleIdentifier(parsing: name) else {
                            failures += 1
                            continue
                        }
                        if id.maximized().minimized().language != id.language { failures += 1 }
                        if LocaleParentChain.chain(for: id).first != id { failures += 1 }
                        if (try? PluralRules(locale: id))?.category(for: 1) == nil { failures += 1 }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
    }
}
