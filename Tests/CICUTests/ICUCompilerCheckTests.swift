import Testing

/// The C compiler itself compares CICU's Apple declarations with the system ICU headers,
/// and compiles the Apple half of CICU.h on Linux.
@Suite(
    "ICU declarations through the C compiler",
    .enabled(if: ICUSources.hasSystemHeaders && CCompiler.isAvailable))
struct ICUCompilerCheckTests {
    private static var includeFlag: String { "-I" + ICUSources.cicuInclude }

    private static func probe(_ appleText: String? = nil) throws -> String {
        let umbrella = try ICUSources.umbrellaHeader()
        let systemIncludes = umbrella.includes.filter { $0.hasPrefix("unicode/") }
        return ICUCompilerProbe.source(apple: try ICUSources.appleHeader(appleText), systemIncludes: systemIncludes)
    }

    @Test("Each Apple prototype, constant and typedef is compatible with ICU's")
    func declarationsAreCompatible() throws {
        let compiler = try #require(CCompiler.available)
        let source = try Self.probe()
        #expect(source.contains("uplrules_selectWithFormat("))
        #expect(source.contains("_Static_assert(U_BUFFER_OVERFLOW_ERROR == 15"))
        let result = try compiler.check(source)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(
        "A drifted declaration does not compile against ICU's",
        arguments: [
            ("char *maximized, int32_t capacity", "char *maximized, int64_t capacity", "conflicting types"),
            ("U_BUFFER_OVERFLOW_ERROR = 15", "U_BUFFER_OVERFLOW_ERROR = 16", "U_BUFFER_OVERFLOW_ERROR"),
            ("    UCOL_DEFAULT = -1,\n", "", "signedness of UColAttributeValue"),
            ("typedef uint16_t UChar;", "typedef uint32_t UChar;", "typedef UChar"),
        ])
    func driftDoesNotCompile(replacing: String, with: String, diagnostic: String) throws {
        let compiler = try #require(CCompiler.available)
        let original = try ICUSources.read(ICUSources.appleHeaderPath)
        let drifted = original.replacing(replacing, with: with)
        try #require(drifted != original)
        let result = try compiler.check(try Self.probe(drifted))
        #expect(result.status != 0)
        #expect(result.output.contains(diagnostic), "\(result.output)")
    }

    @Test("CICU compiles with the Apple declarations, and with the system headers", arguments: [true, false])
    func cicuCompiles(appleDeclarations: Bool) throws {
        let compiler = try #require(CCompiler.available)
        let source = try ICUSources.read(ICUSources.root + "/Sources/CICU/CICU.c")
        let defines = appleDeclarations ? ["-DCICU_FORCE_APPLE_DECLARATIONS"] : []
        let result = try compiler.check(source, arguments: ["-Wpedantic", Self.includeFlag] + defines)
        #expect(result.status == 0, "\(result.output)")
    }
}
