import Testing

@testable import LocalizeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Lookup under concurrency")
struct LookupConcurrencyTests {
    /// Eight threads share one bundle from its first use (so lazy parsing and
    /// caching race too) and check every result.
    @Test("Eight threads hammer one bundle")
    func hammer() async {
        let bundle = LookupFixtures.bundle()
        let expectations: [(languages: [String], key: String, count: Int?, expected: String)] = [
            (["de-CH"], "add", nil, "Hinzufügen"),
            (["en-AU"], "favorites", nil, "Favourites"),
            (["zh-HK"], "add", nil, "加入"),
            (["ru"], "count", 5, "5 объектов"),
            (["pl"], "count", 22, "22 pliki"),
            (["en"], "count", 1, "1 item"),
            (["fr"], "count", 2, "2 éléments"),
            (["ja"], "onlyEnglish", nil, "Only in English"),
        ]
        let failures = await withTaskGroup(of: Int.self) { group in
            for thread in 0..<8 {
                group.addTask {
                    var failures = 0
                    for iteration in 0..<2_000 {
                        let check = expectations[(thread + iteration) % expectations.count]
                        let value =
                            if let count = check.count {
                                bundle.localizedString(
                                    forKey: check.key, count: count, preferredLanguages: check.languages)
                            } else {
                                bundle.localizedString(forKey: check.key, preferredLanguages: check.languages)
                            }
                        if value != check.expected { failures += 1 }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
    }
}
