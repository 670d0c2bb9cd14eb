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
}
