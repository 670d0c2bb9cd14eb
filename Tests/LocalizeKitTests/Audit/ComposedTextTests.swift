import Testing

@testable import LocalizeKit

@Suite("Audit: composing a string with its substitutions' variants")
struct ComposedTextTests {
    typealias F = AuditFixtures

    /// The substitutions of the English localization of a one-entry catalog.
    private static func substitutions(_ localization: String) throws -> CatalogMap<CatalogSubstitution> {
        let catalog = try XCStringsReader.read(Array(F.catalog(["key": F.entry(["en": localization])]).utf8))
        return try #require(catalog.entries["key"]?.localizations["en"]).substitutions
    }

    /// Every text a composer shows for its text, in the order of its choices.
    private static func texts(of composer: ComposedText) -> [String] {
        var choice: [Int] = []
        var bytes: [UInt8] = []
        var texts: [String] = []
        composer.firstChoice(into: &choice)
        repeat {
            composer.compose(choosing: choice, into: &bytes)
            texts.append(String(decoding: bytes, as: UTF8.self))
        } while composer.advance(&choice)
        return texts
    }

    @Test("Each choice of variants, the last token fastest; a token without a substitution stays as written")
    func everyCombination() throws {
        let substitutions = try Self.substitutions(
            F.substituted(
                "%#@files@ in %#@folders@ (%#@missing@)",
                [
                    "files": F.substitution(["one": "%arg file", "other": "%arg files"]),
                    "folders": F.substitution(argNum: 2, ["one": "%arg folder", "other": "%arg folders"]),
                ]))
        var composer = ComposedText()
        composer.read("%#@files@ in %#@folders@ (%#@missing@)", substitutions: substitutions)
        #expect(composer.isComposable)
        #expect(
            Self.texts(of: composer) == [
                "%arg file in %arg folder (%#@missing@)", "%arg file in %arg folders (%#@missing@)",
                "%arg files in %arg folder (%#@missing@)", "%arg files in %arg folders (%#@missing@)",
            ])
        // Reused for another text: nothing of the first one is left.
        composer.read("Plain text", substitutions: substitutions)
        #expect(!composer.isComposable)
        #expect(Self.texts(of: composer) == ["Plain text"])
    }

    @Test("The source follows a translation's choice by name, else takes 'other', else its first variant")
    func sourceFollowsByName() throws {
        let german = try Self.substitutions(
            F.substituted("%#@files@", ["files": F.substitution(["one": "%arg Datei", "few": "%arg Dateien"])]))
        let english = try Self.substitutions(
            F.substituted(
                "Delete %#@files@ and %#@other@?",
                [
                    "files": F.substitution(["one": "%arg file", "other": "%arg files"]),
                    "other": F.substitution(["zero": "no copies", "two": "two copies"]),
                ]))
        var translation = ComposedText()
        translation.read("%#@files@ löschen", substitutions: german)
        var source = ComposedText()
        source.read("Delete %#@files@ and %#@other@?", substitutions: english)
        var choice: [Int] = []
        var bytes: [UInt8] = []
        var shown: [String] = []
        translation.firstChoice(into: &choice)
        repeat {
            source.compose(following: translation, choice: choice, into: &bytes)
            shown.append(String(decoding: bytes, as: UTF8.self))
            #expect(translation.choiceHasNames(choice, translation.chosenNames(choice)))
        } while translation.advance(&choice)
        // "one" is there; German "few" is not: English 'other'. The second token, which the
        // translation does not use, shows 'other' or else its first variant ("zero").
        #expect(shown == ["Delete %arg file and no copies?", "Delete %arg files and no copies?"])
        #expect(translation.chosenNames([1]) == ["few"])
        #expect(!translation.choiceHasNames([1], ["one"]))
    }

    @Test("Variants still 'new' are left out; a token whose variants are all new is not composed")
    func newVariantsLeftOut() throws {
        func localization(otherState: String) -> String {
            "{\"stringUnit\" : {\"state\" : \"translated\", \"value\" : \"%#@n@ left\"}, \"substitutions\" : {\"n\" : "
                + "{\"argNum\" : 1, \"formatSpecifier\" : \"lld\", \"variations\" : {\"plural\" : {\"one\" : "
                + F.unit("%arg day", state: "new") + ", \"other\" : " + F.unit("%arg days", state: otherState) + "}}}}}"
        }
        var composer = ComposedText()
        composer.read("%#@n@ left", substitutions: try Self.substitutions(localization(otherState: "translated")))
        #expect(Self.texts(of: composer) == ["%arg days left"])
        composer.read("%#@n@ left", substitutions: try Self.substitutions(localization(otherState: "new")))
        #expect(!composer.isComposable)
    }
}
