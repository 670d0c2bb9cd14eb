import Testing

@testable import LocalizeKit

@Suite("Lookup under concurrency")
struct LookupConcurrencyTests {
    struct Check: Sendable {
        let languages: [String]
        let key: String
        let count: Int?
        let expected: String
        init(_ languages: [String], _ key: String, _ count: Int?, _ expected: String) {
            self.languages = languages
            self.key = key
            self.count = count
            self.expected = expected
        }
    }

    /// Eight POSIX threads share one bundle from its first use (so lazy parsing
    /// and caching race too) and check every result.
    @Test("Eight threads hammer one bundle")
    func hammer() {
        let bundle = LookupFixtures.bundle()
        let expectations: [Check] = [
            Check(["de-CH"], "add", nil, "Hinzufügen"),
            Check(["en-AU"], "favorites", nil, "Favourites"),
            Check(["zh-HK"], "add", nil, "加入"),
            Check(["ru"], "count", 5, "5 объектов"),
            Check(["pl"], "count", 22, "22 pliki"),
            Check(["en"], "count", 1, "1 item"),
            Check(["fr"], "count", 2, "2 éléments"),
            Check(["ja"], "onlyEnglish", nil, "Only in English"),
        ]
        let failures = onThreads(8) { thread in
            var failures = 0
            for iteration in 0..<2_000 {
                let check = expectations[(thread + iteration) % expectations.count]
                let value =
                    if let count = check.count {
                        bundle.localizedString(forKey: check.key, count: count, preferredLanguages: check.languages)
                    } else {
                        bundle.localizedString(forKey: check.key, preferredLanguages: check.languages)
                    }
                if value != check.expected { failures += 1 }
            }
            return failures
        }.reduce(0, +)
        #expect(failures == 0)
    }

    /// More preference lists than the bundle publishes, first used from eight threads
    /// at once: publishing races, and lists past the limit take the locked path.
    @Test("Eight threads resolve more tables than are published")
    func manyPreferenceLists() {
        let bundle = LookupFixtures.bundle()
        let languages = ["de-CH", "en-AU", "zh-HK", "fr", "ru", "pl", "ar", "en"]
        let expected = languages.map { bundle.withPreferredLanguages([$0]).localizedString(forKey: "add") }
        let failures = onThreads(8) { thread in
            var failures = 0
            for iteration in 0..<600 {
                let list = (iteration + thread * 7) % 96
                let preferences = ["q\(list)", languages[list % languages.count]]
                let value = bundle.localizedString(forKey: "add", preferredLanguages: preferences)
                if value != expected[list % languages.count] { failures += 1 }
            }
            return failures
        }.reduce(0, +)
        #expect(failures == 0)
    }
}
