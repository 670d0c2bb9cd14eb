import LocalizeKit
import Testing

/// What one valid specifier should parse to.
struct SpecifierVector: Sendable, CustomTestStringConvertible {
    var format: String
    var index = 1
    var explicit = false
    var flags: FormatFlags = []
    var width: FormatAmount?
    var precision: FormatAmount?
    var length: FormatLengthModifier?
    var conversion: FormatConversion
    var type: FormatArgumentType
    var variable: String?

    var testDescription: String { format }
}

/// What one invalid sequence should be reported as.
struct IssueVector: Sendable, CustomTestStringConvertible {
    var format: String
    var kind: FormatSpecifierIssue.Kind
    var range: Range<Int>

    var testDescription: String { format }
}

@Suite struct FormatStringTests {
    static let valid: [SpecifierVector] = [
        .init(format: "%@", conversion: .object, type: .object),
        .init(format: "%d", conversion: .decimal, type: .int),
        .init(format: "%i", conversion: .integer, type: .int),
        .init(format: "%u", conversion: .unsigned, type: .unsigned),
        .init(format: "%ld", length: .long, conversion: .decimal, type: .int64),
        .init(format: "%lld", length: .longLong, conversion: .decimal, type: .int64),
        .init(format: "%qd", length: .quad, conversion: .decimal, type: .int64),
        .init(format: "%lu", length: .long, conversion: .unsigned, type: .uint64),
        .init(format: "%llu", length: .longLong, conversion: .unsigned, type: .uint64),
        .init(format: "%hd", length: .short, conversion: .decimal, type: .int),
        .init(format: "%hhd", length: .char, conversion: .decimal, type: .int),
        .init(format: "%hu", length: .short, conversion: .unsigned, type: .unsigned),
        .init(format: "%zd", length: .size, conversion: .decimal, type: .int64),
        .init(format: "%zu", length: .size, conversion: .unsigned, type: .uint64),
        .init(format: "%td", length: .pointerDifference, conversion: .decimal, type: .int64),
        .init(format: "%jd", length: .intMax, conversion: .decimal, type: .int64),
        .init(format: "%f", conversion: .float, type: .double),
        .init(format: "%lf", length: .long, conversion: .float, type: .double),
        .init(format: "%Lf", length: .longDouble, conversion: .float, type: .double),
        .init(format: "%F", conversion: .upperFloat, type: .double),
        .init(format: "%e", conversion: .exponent, type: .double),
        .init(format: "%E", conversion: .upperExponent, type: .double),
        .init(format: "%g", conversion: .general, type: .double),
        .init(format: "%G", conversion: .upperGeneral, type: .double),
        .init(format: "%a", conversion: .hexFloat, type: .double),
        .init(format: "%A", conversion: .upperHexFloat, type: .double),
        .init(format: "%s", conversion: .cString, type: .cString),
        .init(format: "%ls", length: .long, conversion: .cString, type: .cString),
        .init(format: "%S", conversion: .unicharString, type: .cString),
        .init(format: "%c", conversion: .character, type: .char),
        .init(format: "%lc", length: .long, conversion: .character, type: .char),
        .init(format: "%C", conversion: .unichar, type: .char),
        .init(format: "%x", conversion: .hex, type: .unsigned),
        .init(format: "%lx", length: .long, conversion: .hex, type: .uint64),
        .init(format: "%X", conversion: .upperHex, type: .unsigned),
        .init(format: "%o", conversion: .octal, type: .unsigned),
        .init(format: "%p", conversion: .pointer, type: .pointer),
        .init(format: "%-5d", flags: .leftAlign, width: .fixed(5), conversion: .decimal, type: .int),
        .init(format: "%+d", flags: .plus, conversion: .decimal, type: .int),
        .init(format: "% d", flags: .space, conversion: .decimal, type: .int),
        .init(format: "%#x", flags: .alternate, conversion: .hex, type: .unsigned),
        .init(format: "%05d", flags: .zeroPad, width: .fixed(5), conversion: .decimal, type: .int),
        .init(format: "%'d", flags: .thousands, conversion: .decimal, type: .int),
        .init(
            format: "%-+ #0'12d", flags: [.leftAlign, .plus, .space, .alternate, .zeroPad, .thousands],
            width: .fixed(12), conversion: .decimal, type: .int),
        .init(format: "%.2f", precision: .fixed(2), conversion: .float, type: .double),
        .init(format: "%.f", precision: .fixed(0), conversion: .float, type: .double),
        .init(
            format: "%8.3lf", width: .fixed(8), precision: .fixed(3), length: .long, conversion: .float, type: .double),
        .init(format: "%*d", index: 2, width: .argument(index: 1, isExplicit: false), conversion: .decimal, type: .int),
        .init(
            format: "%.*f", index: 2, precision: .argument(index: 1, isExplicit: false), conversion: .float,
            type: .double),
        .init(
            format: "%*.*f", index: 3, width: .argument(index: 1, isExplicit: false),
            precision: .argument(index: 2, isExplicit: false), conversion: .float, type: .double),
        .init(
            format: "%1$*2$d", index: 1, explicit: true, width: .argument(index: 2, isExplicit: true),
            conversion: .decimal,
            type: .int),
        .init(format: "%2$@", index: 2, explicit: true, conversion: .object, type: .object),
        .init(format: "%1$lld", index: 1, explicit: true, length: .longLong, conversion: .decimal, type: .int64),
        .init(format: "%10$d", index: 10, explicit: true, conversion: .decimal, type: .int),
        .init(
            format: "%3$-8.2f", index: 3, explicit: true, flags: .leftAlign, width: .fixed(8), precision: .fixed(2),
            conversion: .float, type: .double),
        .init(format: "%#@files@", flags: .alternate, conversion: .variable, type: .variable, variable: "files"),
        .init(
            format: "%1$#@count@", index: 1, explicit: true, flags: .alternate, conversion: .variable, type: .variable,
            variable: "count"),
        .init(format: "%#@a_b.c@", flags: .alternate, conversion: .variable, type: .variable, variable: "a_b.c"),
        // Apple also takes a variable's position without the `$` (shipped in real apps' tables).
        .init(
            format: "%2#@count@", index: 2, explicit: true, flags: .alternate, conversion: .variable, type: .variable,
            variable: "count"),
    ]

    @Test(arguments: valid)
    func parsesValidSpecifier(_ vector: SpecifierVector) throws {
        let format = FormatString(parsing: vector.format)
        #expect(format.tokens.count == 1)
        let token = try #require(format.tokens.first)
        #expect(token.utf8Range == 0..<vector.format.utf8.count)
        guard case .specifier(let specifier) = token.kind else {
            Issue.record("not a specifier: \(token.kind)")
            return
        }
        #expect(specifier.text == vector.format)
        #expect(specifier.argumentIndex == vector.index)
        #expect(specifier.hasExplicitIndex == vector.explicit)
        #expect(specifier.flags == vector.flags)
        #expect(specifier.width == vector.width)
        #expect(specifier.precision == vector.precision)
        #expect(specifier.lengthModifier == vector.length)
        #expect(specifier.conversion == vector.conversion)
        #expect(specifier.argumentType == vector.type)
        #expect(specifier.variableName == vector.variable)
    }

    static let invalid: [IssueVector] = [
        .init(format: "%n", kind: .unsupportedConversion("n"), range: 0..<2),
        .init(format: "%1$", kind: .missingConversion, range: 0..<3),
        .init(format: "%#@@", kind: .emptyVariableName, range: 0..<4),
        .init(format: "%", kind: .missingConversion, range: 0..<1),
        .init(format: "Done: 100%", kind: .missingConversion, range: 9..<10),
        .init(format: "%0$d", kind: .zeroArgumentIndex, range: 0..<4),
        .init(format: "%*0$d", kind: .zeroArgumentIndex, range: 0..<5),
        .init(format: "%y", kind: .unknownConversion("y"), range: 0..<2),
        .init(format: "a%ék", kind: .unknownConversion("é"), range: 1..<4),
        .init(format: "%hf", kind: .invalidLengthModifier(.short, .float), range: 0..<3),
        .init(format: "%l@", kind: .invalidLengthModifier(.long, .object), range: 0..<3),
        .init(format: "%Ld", kind: .invalidLengthModifier(.longDouble, .decimal), range: 0..<3),
        .init(format: "%lp", kind: .invalidLengthModifier(.long, .pointer), range: 0..<3),
        .init(format: "%#@name", kind: .unterminatedVariableName, range: 0..<7),
        .init(format: "%#@name %d", kind: .unterminatedVariableName, range: 0..<8),
        .init(format: "%-#@x@", kind: .modifiedVariable, range: 0..<6),
        .init(format: "%#5@x@", kind: .modifiedVariable, range: 0..<6),
        .init(format: "%5#d", kind: .unknownConversion("#"), range: 0..<3),
        .init(format: "%5%", kind: .modifiedPercent, range: 0..<3),
        .init(format: "%99999999d", kind: .numberTooLarge, range: 0..<10),
        .init(format: "%.99999999f", kind: .numberTooLarge, range: 0..<11),
        .init(format: "%99999999$d", kind: .numberTooLarge, range: 0..<11),
        .init(format: "%ll", kind: .missingConversion, range: 0..<3),
    ]

    @Test(arguments: invalid)
    func reportsInvalidSequence(_ vector: IssueVector) throws {
        let format = FormatString(parsing: vector.format)
        #expect(!format.isValid)
        let issue = try #require(format.issues.first)
        #expect(issue.kind == vector.kind)
        #expect(issue.utf8Range == vector.range)
        #expect(String(vector.format[format.range(of: issue.utf8Range)]) == issue.text)
    }

    @Test func tokensCoverTheWholeString() {
        let format = FormatString(parsing: "Hello %@, you have %d%% left")
        let kinds = format.tokens.map { token -> String in
            switch token.kind {
            case .literal(let text): "literal(\(text))"
            case .percent: "percent"
            case .specifier(let specifier): "specifier(\(specifier.text))"
            case .invalid(let issue): "invalid(\(issue.text))"
            }
        }
        #expect(
            kinds == [
                "literal(Hello )", "specifier(%@)", "literal(, you have )", "specifier(%d)", "percent",
                "literal( left)",
            ])
        #expect(format.tokens.map(\.utf8Range) == [0..<6, 6..<8, 8..<19, 19..<21, 21..<23, 23..<28])
    }

    @Test func emptyAndPlainStringsHaveNoSpecifiers() {
        #expect(FormatString(parsing: "").tokens.isEmpty)
        #expect(FormatString(parsing: "plain").tokens.map(\.kind) == [.literal("plain")])
        #expect(FormatString(parsing: "%%").tokens.map(\.kind) == [.percent])
    }

    @Test func parsingContinuesAfterAnIssue() {
        let format = FormatString(parsing: "%y %d %n %@")
        #expect(format.issues.map(\.text) == ["%y", "%n"])
        #expect(format.specifiers.map(\.text) == ["%d", "%@"])
        // Invalid sequences consume no argument.
        #expect(format.specifiers.map(\.argumentIndex) == [1, 2])
    }

    @Test func percentThenSpaceThenSIsAValidSpecifier() {
        // printf reads "100% sure" as "% s"; an audit may warn, the parser reports what C does.
        let specifier = FormatString(parsing: "100% sure").specifiers.first
        #expect(specifier?.text == "% s")
        #expect(specifier?.flags == .space)
    }

    @Test func placeholdersInArgumentOrder() {
        let placeholders = FormatString(parsing: "%2$@ and %1$d, again %2$@").placeholders
        #expect(placeholders.map(\.index) == [1, 2])
        #expect(placeholders.map(\.argumentType) == [.int, .object])
        #expect(placeholders.map(\.specifiers.count) == [1, 2])
        #expect(placeholders.allSatisfy { !$0.hasConflictingTypes })
    }

    @Test func implicitPlaceholdersCountWidthAndPrecision() {
        let placeholders = FormatString(parsing: "%@ %*.*f %d").placeholders
        #expect(placeholders.map(\.index) == [1, 2, 3, 4, 5])
        #expect(placeholders.map(\.argumentType) == [.object, .int, .int, .double, .int])
    }

    @Test func conflictingUsesOfOneArgument() {
        let placeholders = FormatString(parsing: "%1$@ %1$d").placeholders
        #expect(placeholders.count == 1)
        #expect(placeholders.first?.argumentType == .object)
        #expect(placeholders.first?.hasConflictingTypes == true)
    }

    @Test func placeholderGapsShow() {
        #expect(FormatString(parsing: "%3$@ %1$@").placeholders.map(\.index) == [1, 3])
    }

    @Test func variablesConsumeArguments() {
        let format = FormatString(parsing: "%#@files@ in %#@folders@")
        #expect(format.variableNames == ["files", "folders"])
        #expect(format.placeholders.map(\.index) == [1, 2])
        #expect(format.placeholders.map(\.argumentType) == [.variable, .variable])
    }

    @Test func rangesMapToStringIndices() throws {
        let text = "é – %1$@"
        let format = FormatString(parsing: text)
        let specifier = try #require(format.specifiers.first)
        #expect(specifier.utf8Range == 7..<11)
        #expect(text[format.range(of: specifier.utf8Range)] == "%1$@")
    }

    @Test func issueMessages() {
        #expect(FormatString(parsing: "50%").issues.first?.message == "'%' at the end of the string has no conversion")
        #expect(FormatString(parsing: "%n").issues.first?.message == "'%n' is not supported")
        #expect(
            FormatString(parsing: "%0$d").issues.first?.description == "offset 0: '%0$d': arguments are numbered from 1"
        )
    }

    @Test func mixedExampleFromTheDocumentation() {
        let format = FormatString(parsing: "%1$@ deleted %2$#@files@ (%3$d%%)")
        #expect(format.specifiers.map(\.text) == ["%1$@", "%2$#@files@", "%3$d"])
        #expect(format.variableNames == ["files"])
        #expect(format.placeholders.map(\.argumentType) == [.object, .variable, .int])
    }
}
