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
            ("%lld one", "lld", 1, "%arg one"),
            ("%d and %d", "d", 1, "%arg and %arg"),
            ("%%lld %lld%%", "lld", 1, "%%lld %arg%%"),
            ("%02$lld %2$lld", "lld", 2, "%02$lld %arg"),
            ("%12$lld %1$lld", "lld", 12, "%arg %1$lld"),
            ("%#@lld@ %lld", "lld", 1, "%#@lld@ %arg"),
            ("%lldx", "lld", 1, "%argx"),
            ("%ld %lld", "lld", 1, "%ld %arg"),
            ("Ünïcödé %lld ✓", "lld", 1, "Ünïcödé %arg ✓"),
            ("%lld", "lld", nil, "%arg"),
            ("%1$lld", "lld", nil, "%1$lld"),
            ("%lld", "", 1, "%lld"),
            ("%", "lld", 1, "%"),
        ])
    func toCatalog(form: String, valueType: String, argNum: Int?, expected: String) {
        #expect(SubstitutionArgument.catalogForm(form, valueType: valueType, argNum: argNum) == expected)
    }

    @Test("Without a value type every form stays as written")
    func toCatalogWithoutValueType() {
        #expect(SubstitutionArgument.catalogForm("%lld files", valueType: nil, argNum: 1) == "%lld files")
    }

    /// `catalogForm` as it was written on `FormatString`'s tokens, each compared as text:
    /// what the byte-wise one must give.
    private static func catalogFormByTokens(_ form: String, valueType: String, argNum: Int?) -> String {
        guard !valueType.isEmpty else { return form }
        let format = FormatString(parsing: form)
        let plain = "%" + valueType
        let positional = argNum.map { "%\($0)$" + valueType }
        var result = ""
        for token in format.tokens {
            if case .specifier(let specifier) = token.kind, specifier.variableName == nil,
                specifier.text == plain || specifier.text == positional
            {
                result += "%arg"
            } else {
                result += format.text[format.range(of: token.utf8Range)]
            }
        }
        return result
    }

    @Test("Reading bytes gives what the form's tokens give, for every mix of pieces")
    func toCatalogMatchesTokens() {
        let pieces = [
            "%lld", "%d", "%1$lld", "%2$lld", "%10$d", "%%", "%", "%#@n@", "%5lld", "%-lld", "%l", "%ll",
            "%n", "x", " ", "é", "$", "1", "lld", "%1$", "%0$d",
        ]
        for valueType in ["lld", "d", "ld", "@", "5lld", "1$lld"] {
            for argNum in [nil, 1, 2, 10] {
                for first in pieces {
                    for second in pieces {
                        for third in ["", "%lld", "%2$d", " z", "%%d"] {
                            let form = first + second + third
                            let byBytes = SubstitutionArgument.catalogForm(form, valueType: valueType, argNum: argNum)
                            let byTokens = Self.catalogFormByTokens(form, valueType: valueType, argNum: argNum)
                            #expect(
                                Array(byBytes.utf8) == Array(byTokens.utf8),
                                "\(form) \(valueType) \(String(describing: argNum))")
                        }
                    }
                }
            }
        }
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
