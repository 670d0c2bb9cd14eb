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
}
