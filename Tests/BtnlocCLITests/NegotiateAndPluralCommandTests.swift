import Testing

@testable import BtnlocCLI

@Suite("btnloc negotiate and plural")
struct NegotiateAndPluralCommandTests {
    @Test("negotiate prints the chosen localizations, one per line")
    func negotiate() {
        let run = btnloc("negotiate", "--available", "en,en_AU,en_GB", "--preferred", "en-IN")
        #expect(run.status == .success)
        #expect(run.lines == ["en_GB", "en"])
        #expect(btnloc("negotiate", "--available", "de,fr", "--preferred", "ja", "--development", "fr").lines == ["fr"])
        #expect(btnloc("negotiate", "--available=es,es_419", "--preferred=es-MX").lines == ["es_419", "es"])
        // Apple's rules: a later exact match of the same language; the default region.
        #expect(btnloc("negotiate", "--available", "fr-FR,fr-CA", "--preferred", "fr-CH,fr-CA").lines == ["fr-CA"])
        #expect(btnloc("negotiate", "--available", "it-CH,it-IT", "--preferred", "it").lines == ["it-IT"])
    }

    @Test("plural prints 'N category' per number, as given")
    func plural() {
        let run = btnloc("plural", "--locale", "ru", "1", "3", "5", "1.5", "21")
        #expect(run.status == .success)
        #expect(run.lines == ["1 one", "3 few", "5 many", "1.5 other", "21 one"])
        #expect(btnloc("plural", "--locale", "en", "1", "1.0", "-1").lines == ["1 one", "1.0 other", "-1 one"])
        #expect(btnloc("plural", "--locale", "fr", "1.5").lines == ["1.5 one"])
        #expect(
            btnloc("plural", "--locale", "en", "--ordinal", "1", "2", "3", "11").lines == [
                "1 one", "2 two", "3 few", "11 other",
            ])
    }

    @Test("plural --categories lists categories in CLDR order")
    func categories() {
        #expect(
            btnloc("plural", "--locale", "cy", "--categories").lines == ["zero", "one", "two", "few", "many", "other"])
        #expect(btnloc("plural", "--locale", "ja", "--categories").lines == ["other"])
        #expect(
            btnloc("plural", "--locale", "en", "--ordinal", "--categories").lines == ["one", "two", "few", "other"])
    }

    @Test(
        "A locale ICU does not know is a usage error, not a silent 'other' or a silent fallback",
        arguments: [
            (
                ["plural", "--locale", "zz", "1"],
                "--locale: 'zz' is not a locale ICU knows: 'zz' is not a known language code"
            ),
            (["plural", "--locale", "en-QQ", "--categories"], "'QQ' is not a known region code"),
            (["plural", "--locale", "sr-Qaaz", "1"], "'Qaaz' is not a known script code"),
            (
                ["negotiate", "--available", "en,zz", "--preferred", "en"],
                "--available: 'zz' is not a locale ICU knows"
            ),
            (
                ["negotiate", "--available", "en", "--preferred", "xx-YY"],
                "--preferred: 'xx-YY' is not a locale ICU knows"
            ),
            (["negotiate", "--available", "en", "--preferred", "de", "--development", "qq"], "--development: 'qq'"),
            (
                ["negotiate", "--available", "en--x", "--preferred", "de"],
                "--available: 'en--x' is not a locale ICU knows"
            ),
        ])
    func unknownLocales(arguments: [String], message: String) {
        let run = btnloc(arguments)
        #expect(run.status == .usage)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains(message), "\(run.errors)")
    }

    @Test("Known locales in every spelling still work, and Base is a valid localization")
    func knownLocales() {
        #expect(btnloc("plural", "--locale", "zh_Hant_TW", "1").lines == ["1 other"])
        #expect(btnloc("plural", "--locale", "es-419", "1").lines == ["1 one"])
        #expect(btnloc("plural", "--locale", "iw", "2").lines == ["2 two"])
        #expect(btnloc("negotiate", "--available", "Base,English,de", "--preferred", "en-US").lines == ["English"])
        #expect(btnloc("negotiate", "--available", "en,fil", "--preferred", "fil-PH").lines == ["fil"])
    }
}
