import Testing

@testable import LocalizeKit

@Suite("%arg in substitutions")
struct SubstitutionArgumentTests {
    @Test(
        "The variable's own specifier becomes %arg, nothing else",
        arguments: [
            ("%lld files", "lld", 1, "%arg files"),
            ("%1$lld files", "lld", 1, "%arg files"),
            ("%2$lld files", "lld", 1, "%2$lld files"),
            ("%lld of %d", "lld", 2, "%arg of %d"),
            ("100%% %lld", "lld", 1, "100%% %arg"),
            ("%5lld", "lld", 1, "%5lld"),
            ("no number", "d", 1, "no number"),
        ])
    func toCatalog(form: String, valueType: String, argNum: Int, expected: String) {
        #expect(SubstitutionArgument.catalogForm(form, valueType: valueType, argNum: argNum) == expected)
    }

    @Test(
        "%arg becomes the specifier; %%arg and %a stay",
        arguments: [
            ("%arg files", "lld", 2, false, "%lld files"),
            ("%arg files", "lld", 2, true, "%2$lld files"),
            ("%%arg %arg", "d", 1, false, "%%arg %d"),
            ("%a %arg", "f", 1, false, "%a %f"),
            ("%argument", "@", 1, false, "%@ument"),
        ])
    func toStringsDict(form: String, specifier: String, argNum: Int, positional: Bool, expected: String) {
        #expect(
            SubstitutionArgument.stringsDictForm(
                form, formatSpecifier: specifier, argNum: argNum, positional: positional) == expected)
    }
}
