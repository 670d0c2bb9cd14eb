import LocalizeKit
import Testing

@Suite("Audit: placeholders, format specifiers and substitutions")
struct PlaceholderRulesTests {
    typealias F = AuditFixtures
    static let rules: Set<AuditRule> = [.placeholderMismatch, .invalidFormatSpecifier, .substitutionError]

    @Test("placeholder-mismatch: a missing, an extra, or a differently typed argument")
    func mismatchFires() throws {
        let json = F.catalog([
            "%@ has %lld files": F.entry([
                "en": F.unit("%@ has %lld files"),
                "de": F.unit("%@ hat Dateien"),
                "fr": F.unit("%@ a %lld fichiers et %@"),
                "it": F.unit("%d file in %@"),
                "ja": F.unit("%2$@には%1$lld個のファイル"),
            ])
        ])
        let diagnostics = try F.audit(json, rules: Self.rules)
        #expect(
            diagnostics.summary(.placeholderMismatch) == [
                "de %@ has %lld files: lacks %lld (argument 2) of the source",
                "fr %@ has %lld files: has %@ (argument 3), which the source does not have",
                "it %@ has %lld files: has %d for argument 1 where the source has %@;"
                    + " has %@ for argument 2 where the source has %lld",
                "ja %@ has %lld files: has %@ for argument 2 where the source has %lld;"
                    + " has %lld for argument 1 where the source has %@",
            ])
        #expect(diagnostics.findings.allSatisfy { $0.severity == .error })
    }

    @Test(
        "placeholder-mismatch leaves alone reordering, %@ for %1$@, %d for %u, and plain '%' text",
        arguments: [
            ("%@ has %lld files", "%2$lld Dateien hat %1$@"),
            ("%@ has %lld files", "%1$@ hat %2$lld Dateien"),
            ("Copied %u items", "%d Objekte kopiert"),
            ("Zoom 100%", "Zoom 100 %"),
            ("5% off", "5 % Rabatt"),
            ("Progress: %lld%%", "Fortschritt: %lld %%"),
        ])
    func mismatchDoesNotFire(source: String, translation: String) throws {
        let json = F.catalog([source: F.entry(["en": F.unit(source), "de": F.unit(translation)])])
        let diagnostics = try F.audit(json, rules: Self.rules)
        #expect(diagnostics.findings.isEmpty, "\(diagnostics.findings)")
    }

    @Test("placeholder-mismatch: the key is the format the code passes, so the source value is checked against it once")
    func keyIsReference() throws {
        let json = F.catalog([
            "%lld files": F.entry(["en": F.unit("%@ files"), "de": F.unit("%lld Dateien")]),
            "files.count": F.entry(["en": F.unit("%lld files"), "de": F.unit("%@ Dateien")]),
            "%lld items": F.entry(["de": F.unit("%@ Objekte")]),
        ])
        let diagnostics = try F.audit(json, rules: Self.rules)
        #expect(
            diagnostics.summary(.placeholderMismatch) == [
                "en %lld files: the source value reads argument 1 as %@ where the key passes %lld",
                "de files.count: has %@ for argument 1 where the source has %lld",
                "de %lld items: has %@ for argument 1 where the source has %lld",
            ])
        #expect(diagnostics.findings.allSatisfy { $0.severity == .error })
    }

    @Test(
        "placeholder-mismatch: a source value that leaves out the key's number is one note on the source, not an error per language"
    )
    func sourceLeavesOutKeyArgument() throws {
        var localizations: [(String, String)] = [("en", F.unit("starred"))]
        for (locale, text) in [("de", "markiert"), ("fr", "favori"), ("ja", "スター付き"), ("es", "%lld destacados")] {
            localizations.append((locale, F.unit(text)))
        }
        let json = F.catalog([
            "notifications.label.favorite %lld": "{\"localizations\" : {\n"
                + localizations.map { F.quote($0.0) + " : " + $0.1 }.joined(separator: ",\n") + "\n}}",
            "%lld files": F.entry(["en": F.unit("%lld files"), "de": F.unit("Dateien")]),
        ])
        let diagnostics = try F.audit(json, rules: Self.rules)
        #expect(
            diagnostics.summary(.placeholderMismatch) == [
                "en notifications.label.favorite %lld: the source value leaves out the key's %lld (argument 1);"
                    + " translations are compared with the source value",
                "de %lld files: lacks %lld (argument 1) of the source",
            ])
        #expect(diagnostics.findings(.placeholderMismatch).first?.severity == .note)
        #expect(diagnostics.findings(.placeholderMismatch).last?.severity == .error)
    }

    @Test("placeholder-mismatch: languages whose only plural category is 'other' may leave out the number")
    func onlyOtherLanguages() throws {
        let json = F.catalog([
            "%lld files deleted": F.entry([
                "en": F.plural(["one": "One file deleted", "other": "%lld files deleted"]),
                "ja": F.plural(["other": "ファイルを削除しました"]),
                "ko": F.plural(["other": "파일을 삭제했습니다"]),
                "de": F.plural(["one": "Eine Datei gelöscht", "other": "Dateien gelöscht"]),
            ]),
            "%lld of %@": F.entry(["en": F.plural(["other": "%lld of %@"]), "ja": F.plural(["other": "%lld"])]),
        ])
        let diagnostics = try F.audit(json, rules: Self.rules)
        #expect(
            diagnostics.summary(.placeholderMismatch) == [
                "de %lld files deleted: lacks %lld (argument 1) of the source (plural 'other')",
                "ja %lld of %@: lacks %@ (argument 2) of the source (plural 'other')",
            ])
    }

    @Test("placeholder-mismatch in plural variations: 'one' may leave out the count, 'other' may not")
    func pluralVariations() throws {
        let json = F.catalog([
            "%lld files in %@": F.entry([
                "en": F.plural(["one": "One file in %2$@", "other": "%1$lld files in %2$@"]),
                "de": F.plural(["one": "Eine Datei in %2$@", "other": "Dateien in %2$@"]),
                "fr": F.plural(["one": "Un fichier", "other": "%1$lld fichiers dans %2$@"]),
            ])
        ])
        let diagnostics = try F.audit(json, rules: Self.rules)
        #expect(
            diagnostics.summary(.placeholderMismatch) == [
                "de %lld files in %@: lacks %lld (argument 1) of the source (plural 'other')",
                "fr %lld files in %@: lacks %@ (argument 2) of the source (plural 'one')",
            ])
    }

    @Test("placeholder-mismatch: a source whose variations disagree on an argument's type")
    func sourceConflict() throws {
        let json = F.catalog([
            "files.in.folder": F.entry(["en": F.plural(["one": "One file in %@", "other": "%lld files in %@"])])
        ])
        let diagnostics = try F.audit(json, rules: Self.rules)
        #expect(
            diagnostics.summary(.placeholderMismatch) == [
                "en files.in.folder: argument 1 is %@ in one variation and %lld in another (plural 'other')"
            ])
    }

    @Test("placeholder-mismatch inside substitutions, with %arg standing for the substitution's argument")
    func substitutions() throws {
        let source = F.substituted(
            "%1$@ has %2$#@photos@",
            ["photos": F.substitution(argNum: 2, ["one": "%arg photo", "other": "%arg photos"])])
        let json = F.catalog([
            "%@ has %lld photos": F.entry([
                "en": source,
                "de": F.substituted(
                    "%1$@ hat %2$#@fotos@",
                    ["fotos": F.substitution(argNum: 2, ["one": "ein Foto", "other": "%arg Fotos"])]),
                "fr": F.substituted(
                    "%2$#@photos@ de %1$@",
                    ["photos": F.substitution(argNum: 2, ["one": "%arg photo", "other": "%@ photos"])]),
                "it": F.substituted("%1$@ ha foto", [:]),
            ])
        ])
        let diagnostics = try F.audit(json, rules: Self.rules)
        #expect(
            diagnostics.summary(.placeholderMismatch) == [
                "fr %@ has %lld photos: has %@ for argument 2 where the source has %lld"
                    + " (substitution 'photos', plural 'other')",
                "it %@ has %lld photos: lacks %lld (argument 2) of the source",
            ])
    }

    @Test("invalid-format-specifier: a lone or unknown '%' in a format string, mixed numbering")
    func invalidFires() throws {
        let json = F.catalog([
            "%lld%% done": F.entry([
                "en": F.unit("%lld%% done"), "de": F.unit("Fertig: %lld%"), "fr": F.unit("%lld %% terminé (%y)"),
            ]),
            "%1$@ and %2$@": F.entry(["en": F.unit("%1$@ and %2$@"), "de": F.unit("%1$@ und %@")]),
        ])
        let diagnostics = try F.audit(json, rules: [.invalidFormatSpecifier])
        #expect(
            diagnostics.summary(.invalidFormatSpecifier) == [
                "de %lld%% done: '%' at the end of the string has no conversion",
                "fr %lld%% done: 'y' in '%y' is not a conversion",
                "de %1$@ and %2$@: mixes numbered (%1$@) and unnumbered (%@) specifiers",
            ])
    }

    @Test("invalid-format-specifier leaves alone '%' in strings that take no arguments")
    func invalidDoesNotFire() throws {
        let json = F.catalog([
            "Zoom 100%": F.entry(["en": F.unit("Zoom 100%"), "de": F.unit("Zoom 100 %"), "fr": F.unit("Zoom à 100%")]),
            "50% (approx.)": F.entry(["en": F.unit("50% (approx.)"), "de": F.unit("50% (ca.)")]),
        ])
        #expect(try F.audit(json, rules: [.invalidFormatSpecifier]).findings.isEmpty)
    }

    @Test("substitution-error: a %#@name@ without substitution, an unused one, a bad argNum or formatSpecifier")
    func substitutionErrors() throws {
        let good = F.substitution(argNum: 1, ["one": "%arg file", "other": "%arg files"])
        let json = F.catalog([
            "%lld files": F.entry([
                "en": F.substituted("%#@files@", ["files": good]),
                "de": F.substituted("%#@dateien@", ["files": good]),
                "fr": F.substituted("%#@files@", ["files": good, "extra": good]),
                "it": F.substituted("%#@files@", ["files": F.substitution(argNum: 0, ["other": "%arg file"])]),
                "ja": F.substituted("%#@files@", ["files": F.substitution(argNum: 3, ["other": "%arg個"])]),
                "ko": F.substituted("%#@files@", ["files": F.substitution(formatSpecifier: "@", ["other": "%arg개"])]),
            ])
        ])
        let diagnostics = try F.audit(json, rules: [.substitutionError])
        #expect(
            diagnostics.summary(.substitutionError) == [
                "de %lld files: %#@dateien@ has no substitution of that name",
                "de %lld files: substitution 'files' is not used: no %#@files@ refers to it",
                "fr %lld files: substitution 'extra' is not used: no %#@extra@ refers to it",
                "it %lld files: substitution 'files' has argNum 0; arguments are numbered from 1",
                "ja %lld files: substitution 'files' has argNum 3 where the source's has 1",
                "ko %lld files: substitution 'files' has formatSpecifier '@', which is no number to choose a plural"
                    + " form by",
            ])
    }

    @Test("substitution-error leaves alone Xcode's substitutions, with or without argNum")
    func substitutionsFine() throws {
        let json = F.catalog([
            "%@ ate %lld apples": F.entry([
                "en": F.substituted(
                    "%@ ate %#@apples@",
                    ["apples": F.substitution(argNum: nil, ["one": "one apple", "other": "%arg apples"])]),
                "de": F.substituted(
                    "%@ aß %#@apples@",
                    ["apples": F.substitution(argNum: nil, ["one": "einen Apfel", "other": "%arg Äpfel"])]),
            ]),
            "%1$@ has %2$lld photos in %3$@": F.entry([
                "en": F.substituted(
                    "%#@photos@",
                    [
                        "photos": F.substitution(
                            argNum: 2, ["one": "%1$@ has %arg photo in %3$@", "other": "%1$@ has %arg photos in %3$@"])
                    ]),
                "de": F.substituted(
                    "%#@photos@",
                    [
                        "photos": F.substitution(
                            argNum: 2, ["one": "%1$@ hat ein Foto in %3$@", "other": "%1$@ hat %arg Fotos in %3$@"])
                    ]),
            ]),
        ])
        let diagnostics = try F.audit(json, rules: Self.rules)
        #expect(diagnostics.findings.isEmpty, "\(diagnostics.findings)")
    }
}
