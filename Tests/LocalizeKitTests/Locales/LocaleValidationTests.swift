import Testing

@testable import LocalizeKit

@Suite("LocaleIdentifier(validating:): identifiers ICU knows")
struct LocaleValidationTests {
    @Test(
        "Known languages, scripts and regions pass, in every spelling",
        arguments: ["en", "pt_BR", "zh-Hant-HK", "es-419", "sr-Latn", "fil", "yue", "iw", "English", "de-CH-1996"])
    func known(text: String) throws {
        let identifier = try LocaleIdentifier(validating: text)
        #expect(identifier == (try LocaleIdentifier(parsing: text)))
        #expect(identifier.validationProblem == nil)
    }

    @Test(
        "Unknown subtags are refused with the subtag and its offset",
        arguments: [
            ("zz", "'zz' is not a known language code", 0), ("xx-YY", "'xx' is not a known language code", 0),
            ("en-QQ", "'QQ' is not a known region code", 3), ("sr-Qaaz-RS", "'Qaaz' is not a known script code", 3),
            ("de_ZZ", "'ZZ' is not a known region code", 3),
        ])
    func unknown(text: String, reason: String, offset: Int) {
        #expect(throws: LocaleIdentifierError(input: text, reason: reason, offset: offset)) {
            try LocaleIdentifier(validating: text)
        }
        #expect((try? LocaleIdentifier(parsing: text))?.validationProblem == reason)
    }

    @Test("What does not parse fails as parsing does")
    func malformed() {
        #expect(throws: LocaleIdentifierError.self) { try LocaleIdentifier(validating: "en--US") }
        #expect(throws: LocaleIdentifierError.self) { try LocaleIdentifier(validating: "") }
    }
}
