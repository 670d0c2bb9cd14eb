import Testing

/// ICUAppleDeclarations.h, the ICU API that CICU declares itself for Apple platforms,
/// agrees with the system ICU headers and covers everything CICU.h and LocalizeKit use;
/// and the check says so when a declaration drifts.
@Suite("ICU declarations for Apple platforms", .enabled(if: ICUSources.hasSystemHeaders))
struct ICUAppleDeclarationsTests {
    /// What the check compares, read once.
    private struct Context {
        let appleText: String
        let umbrella: CHeader
        let system: CHeader
        let swiftNames: Set<String>

        func check(appleText: String? = nil, versionFloor: Int? = nil) throws -> ICUDeclarationCheck {
            ICUDeclarationCheck(
                apple: try ICUSources.appleHeader(appleText ?? self.appleText), system: system, wrappers: umbrella,
                swiftNames: swiftNames, versionFloor: versionFloor ?? ICUSources.versionFloor(in: umbrella))
        }
    }

    private static let context = Result { () throws -> Context in
        let umbrella = try ICUSources.umbrellaHeader()
        return Context(
            appleText: try ICUSources.read(ICUSources.appleHeaderPath), umbrella: umbrella,
            system: try ICUSources.systemHeaders(includedBy: umbrella), swiftNames: try ICUSources.swiftNamesUsingCICU()
        )
    }

    @Test("Every declaration matches the system ICU headers, and every name used is declared")
    func declarationsMatchSystemHeaders() throws {
        let check = try Self.context.get().check()
        #expect(check.problems == [])
    }

    @Test("The check sees what LocalizeKit uses: wrappers, types and constants")
    func checkSeesTheUses() throws {
        let context = try Self.context.get()
        for name in ["cicu_uplrules_select", "U_ZERO_ERROR", "UNUM_MIN_FRACTION_DIGITS", "UCOL_ON", "UScriptCode"] {
            #expect(context.swiftNames.contains(name), "\(name)")
        }
        let wrappers = context.umbrella.functions.values.flatMap { $0 }.filter(\.isStaticInline)
        #expect(wrappers.count == 26)
        #expect(context.system.functions["uplrules_selectWithFormat"]?.count == 1)
    }

    @Test("CICU_ICU_VERSION_FLOOR is the version of the newest ICU function used")
    func versionFloor() throws {
        let context = try Self.context.get()
        #expect(ICUSources.versionFloor(in: context.umbrella) == 59)
        let versions = try context.check().introducedVersions
        #expect(versions["uplrules_getKeywords"] == 59)
        #expect(versions["uplrules_openForType"] == 50)
        #expect(versions["ucol_strcollUTF8"] == 50)
        #expect(versions["u_errorName"] == 2)
        #expect(
            try context.check(versionFloor: 58).problems == [
                "uplrules_getKeywords came with ICU 59, after CICU_ICU_VERSION_FLOOR 58",
                "uplrules_selectWithFormat came with ICU 59, after CICU_ICU_VERSION_FLOOR 58",
            ])
        #expect(
            try context.check(versionFloor: 60).problems == [
                "CICU_ICU_VERSION_FLOOR is 60 but the newest function used came with ICU 59"
            ])
    }

    /// A deliberate change to ICUAppleDeclarations.h and the problems it must cause
    /// (each expected line is the start of a reported one: locations follow).
    struct Drift: CustomTestStringConvertible, Sendable {
        let name: String
        let replacing: String
        let with: String
        let expected: [String]
        var testDescription: String { name }
    }

    static let drifts: [Drift] = [
        Drift(
            name: "a parameter's type", replacing: "char *maximized, int32_t capacity",
            with: "char *maximized, int64_t capacity",
            expected: ["uloc_addLikelySubtags parameter 3 (capacity) is int64_t; ICU's is int32_t"]),
        Drift(
            name: "a lost const", replacing: "const UChar *ures_getStringByKey(const UResourceBundle *bundle",
            with: "const UChar *ures_getStringByKey(UResourceBundle *bundle",
            expected: [
                "ures_getStringByKey parameter 1 (bundle) is UResourceBundle *; ICU's is const UResourceBundle *"
            ]),
        Drift(
            name: "a return type", replacing: "UCollator *ucol_open(", with: "void *ucol_open(",
            expected: ["ucol_open returns void *; ICU's returns UCollator *"]),
        Drift(
            name: "a parameter too few", replacing: "UNumberFormatAttribute attribute, int32_t value);",
            with: "UNumberFormatAttribute attribute);",
            expected: ["unum_setAttribute takes 2 parameters; ICU's takes 3"]),
        Drift(
            name: "a constant's value", replacing: "U_BUFFER_OVERFLOW_ERROR = 15", with: "U_BUFFER_OVERFLOW_ERROR = 16",
            expected: ["U_BUFFER_OVERFLOW_ERROR is 16 here; ICU's is 15"]),
        Drift(
            name: "an enum's signedness", replacing: "    UCOL_DEFAULT = -1,\n", with: "",
            expected: ["enum UColAttributeValue is unsigned here but signed in ICU"]),
        Drift(
            name: "an enum's tag", replacing: "typedef enum UErrorCode {", with: "typedef enum {",
            expected: [
                "enum UErrorCode is declared with tag none and typedef UErrorCode; ICU's with tag UErrorCode and typedef UErrorCode",
                "typedef UErrorCode names enum (anonymous); ICU's names enum UErrorCode",
            ]),
        Drift(
            name: "a typedef", replacing: "typedef uint16_t UChar;", with: "typedef int16_t UChar;",
            expected: ["typedef UChar is int16_t; ICU's is one of:"]),
        Drift(
            name: "a missing function", replacing: "void uenum_close(UEnumeration *enumeration);\n", with: "",
            expected: ["cicu_uenum_close calls uenum_close, which ICUAppleDeclarations.h does not declare"]),
        Drift(
            name: "a function ICU does not have", replacing: "void uenum_close(UEnumeration *enumeration);",
            with: "void uenum_closeAll(UEnumeration *enumeration);",
            expected: [
                "cicu_uenum_close calls uenum_close, which ICUAppleDeclarations.h does not declare",
                "ICUAppleDeclarations.h declares uenum_closeAll, which no wrapper calls",
                "uenum_closeAll is not declared in the system ICU headers",
            ]),
        Drift(
            name: "a function no wrapper calls", replacing: "void ucol_close(UCollator *collator);",
            with: "void ucol_close(UCollator *collator);\nint32_t uloc_getLanguage(const char *locale, char *out,"
                + " int32_t capacity, UErrorCode *status);",
            expected: ["ICUAppleDeclarations.h declares uloc_getLanguage, which no wrapper calls"]),
        Drift(
            name: "a missing constant", replacing: "    UNUM_MIN_FRACTION_DIGITS = 7,\n", with: "",
            expected: ["LocalizeKit uses UNUM_MIN_FRACTION_DIGITS, which ICUAppleDeclarations.h does not declare"]),
        Drift(
            name: "a renamed constant", replacing: "UCOL_ON = 17", with: "UCOL_YES = 17",
            expected: [
                "LocalizeKit uses UCOL_ON, which ICUAppleDeclarations.h does not declare",
                "UCOL_YES is not an enumerator of ICU's UColAttributeValue",
            ]),
        Drift(
            name: "a missing type", replacing: "typedef struct UCollator UCollator;\n", with: "",
            expected: [
                "cicu_ucol_close uses the type UCollator, which ICUAppleDeclarations.h does not declare",
                "cicu_ucol_open uses the type UCollator, which ICUAppleDeclarations.h does not declare",
                "cicu_ucol_setAttribute uses the type UCollator, which ICUAppleDeclarations.h does not declare",
                "cicu_ucol_strcollUTF8 uses the type UCollator, which ICUAppleDeclarations.h does not declare",
                "ucol_close uses the type UCollator, which ICUAppleDeclarations.h does not declare",
                "ucol_open uses the type UCollator, which ICUAppleDeclarations.h does not declare",
                "ucol_setAttribute uses the type UCollator, which ICUAppleDeclarations.h does not declare",
                "ucol_strcollUTF8 uses the type UCollator, which ICUAppleDeclarations.h does not declare",
            ]),
    ]

    @Test("A drifted declaration is reported", arguments: drifts)
    func driftIsReported(_ drift: Drift) throws {
        let context = try Self.context.get()
        let drifted = context.appleText.replacing(drift.replacing, with: drift.with)
        try #require(drifted != context.appleText, "the fixture change applies to ICUAppleDeclarations.h")
        let problems = try context.check(appleText: drifted).problems
        #expect(problems.count == drift.expected.count, "\(problems)")
        for (problem, expected) in zip(problems, drift.expected) {
            #expect(problem.hasPrefix(expected), "\(problem)")
        }
    }
}
