import Testing

@testable import LocalizeKit

@Suite("Audit: the allocation-free format scanner agrees with FormatString")
struct FormatScannerTests {
    static func scan(_ text: String, context: FormatScanner.Context = .plain) -> (
        [FormatScanner.Use], FormatScanner.Result
    ) {
        var uses: [FormatScanner.Use] = []
        let result = text.withUTF8Buffer { FormatScanner.scan($0, context: context, into: &uses) }
        return (uses, result)
    }

    @Test(
        "Valid strings: the same argument indices and types as FormatString.placeholders",
        arguments: [
            "%@", "%d %i %u %x %X %o", "%ld %lld %qd %zd %td %jd %lu %llu", "%hd %hhd %hu", "%f %.2f %e %g %a %Lf %lf",
            "%c %C %s %S %p", "%1$@ %2$lld %3$.1f", "%2$@ %1$@", "%*d %.*f", "%*2$d %1$@", "%-5d|%05.1f|%+'d", "%%",
            "100%% done", "%#@files@ in %@", "%1$#@files@ and %2$#@folders@", "Tab\t%@\n%lld", "%lu of %lu",
        ])
    func agrees(text: String) {
        let (uses, result) = Self.scan(text)
        let format = FormatString(parsing: text)
        #expect(!result.hasInvalid)
        #expect(format.isValid)
        var expected: [Int32: FormatArgumentType] = [:]
        for placeholder in format.placeholders { expected[Int32(placeholder.index)] = placeholder.argumentType }
        var found: [Int32: FormatArgumentType] = [:]
        for use in uses where found[use.index] == nil { found[use.index] = use.type }
        #expect(found == expected)
        #expect(uses.filter { !$0.isAmount }.count == format.specifiers.count)
    }

    @Test(
        "Invalid strings: invalid for both, and nothing counted from the bad sequence",
        arguments: ["50%", "%y", "%0$d", "%hf", "%l@", "%#@@", "%#@name", "%-#@name@", "%5%", "%n", "%1000001$d"])
    func invalid(text: String) {
        let (uses, result) = Self.scan(text)
        #expect(result.hasInvalid)
        #expect(!FormatString(parsing: text).isValid)
        #expect(uses.isEmpty)
    }

    @Test("Plausible and strong uses tell format strings from text with '%'")
    func plausibility() {
        #expect(!Self.scan("5% off").1.hasPlausibleUse)
        #expect(Self.scan("%d files").1.hasPlausibleUse)
        #expect(!Self.scan("%d files").1.hasStrongUse)
        #expect(Self.scan("%@").1.hasStrongUse)
        #expect(Self.scan("%lld").1.hasStrongUse)
        #expect(Self.scan("%1$d").1.hasStrongUse)
    }

    @Test("%arg is the substitution's argument; unnumbered specifiers count from the token's index")
    func substitutionContext() {
        let context = FormatScanner.Context(argument: (2, .int64), firstImplicitIndex: 2)
        let (uses, result) = Self.scan("%1$@ has %arg photos in %3$@", context: context)
        #expect(!result.hasInvalid)
        #expect(!result.mixesNumbering)
        #expect(uses.map(\.index) == [1, 2, 3])
        #expect(uses.map(\.type) == [.object, .int64, .object])
        #expect(uses[1].isSubstitutionArgument)
        let (implicit, _) = Self.scan("%lld items", context: context)
        #expect(implicit.map(\.index) == [2])
        let (plain, _) = Self.scan("%arg")
        #expect(plain.map(\.type) == [.double])
    }

    @Test("Mixed numbering is reported; %arg does not count as numbered")
    func mixedNumbering() {
        #expect(Self.scan("%1$@ and %@").1.mixesNumbering)
        #expect(!Self.scan("%1$@ and %2$@").1.mixesNumbering)
        #expect(!Self.scan("%@ and %@").1.mixesNumbering)
    }

    @Test("Random strings of specifier characters: the audit's scan and FormatString read the same specifiers")
    func randomAgreement() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("%%%1234$#@*.-+ 0'hlqLztjdiuxXofFeEgGaAcCsSpn@ab\né")
        for _ in 0..<5000 {
            let length = Int.random(in: 0...12, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "%" })
            let (uses, result) = Self.scan(text)
            let format = FormatString(parsing: text)
            #expect(result.hasInvalid == !format.isValid, "\(text)")
            let specifiers = format.specifiers
            let conversions = uses.filter { !$0.isAmount }
            if result.hasInvalid { continue }
            #expect(conversions.count == specifiers.count, "\(text)")
            for (use, specifier) in zip(conversions, specifiers) {
                #expect(Int(use.index) == specifier.argumentIndex, "\(text)")
                #expect(use.type == specifier.argumentType, "\(text)")
                #expect(
                    Int(use.start) == specifier.utf8Range.lowerBound && Int(use.end) == specifier.utf8Range.upperBound)
            }
        }
    }
}
