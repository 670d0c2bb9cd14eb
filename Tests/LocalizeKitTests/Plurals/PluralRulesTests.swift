import Testing

@testable import LocalizeKit

@Suite("CLDR plural rules")
struct PluralRulesTests {
    @Test("A keyword in UTF-16, as ICU writes it, names its category; other spellings none")
    func keywordUnits() {
        func category(_ text: String) -> PluralCategory? {
            let units = Array(text.utf16)
            return units.withUnsafeBufferPointer { PluralCategory(keyword: $0) }
        }
        for expected in PluralCategory.allCases { #expect(category(expected.rawValue) == expected) }
        for wrong in ["", "on", "ones", "Few", "oth", "othe", "otherx", "zer0", "mani", "tw0", "one "] {
            #expect(category(wrong) == nil, "\(wrong)")
        }
    }

    @Test(
        "Cardinal categories of integers and decimals",
        arguments: [
            ("ru", "1", PluralCategory.one), ("ru", "2", .few), ("ru", "5", .many), ("ru", "11", .many),
            ("ru", "21", .one), ("ru", "22", .few), ("ru", "1.5", .other),
            ("pl", "1", .one), ("pl", "2", .few), ("pl", "5", .many), ("pl", "12", .many), ("pl", "22", .few),
            ("pl", "1.5", .other),
            ("ar", "0", .zero), ("ar", "1", .one), ("ar", "2", .two), ("ar", "3", .few), ("ar", "11", .many),
            ("ar", "100", .other), ("ar", "102", .other),
            ("cy", "0", .zero), ("cy", "1", .one), ("cy", "2", .two), ("cy", "3", .few), ("cy", "4", .other),
            ("cy", "6", .many),
            ("lv", "0", .zero), ("lv", "10", .zero), ("lv", "11", .zero), ("lv", "1", .one), ("lv", "21", .one),
            ("lv", "2", .other),
            ("fr", "0", .one), ("fr", "1", .one), ("fr", "1.5", .one), ("fr", "2", .other), ("fr", "1000000", .many),
            ("ja", "1", .other), ("ja", "0", .other),
            ("en", "1", .one), ("en", "1.0", .other), ("en", "1.5", .other), ("en", "0", .other),
            ("en", "2", .other),
        ])
    func cardinal(locale: String, number: String, expected: PluralCategory) throws {
        let rules = try PluralRules(locale: locale)
        #expect(rules.category(for: try PluralOperand(parsing: number)) == expected)
    }

    @Test(
        "Cardinal categories of integers, every keyword",
        arguments: [
            ("ar", 0, PluralCategory.zero), ("ar", 1, .one), ("ar", 2, .two), ("ar", 3, .few), ("ar", 11, .many),
            ("ar", 100, .other), ("cy", 6, .many), ("ru", 21, .one), ("ru", 22, .few), ("ru", 25, .many),
            ("fr", 0, .one), ("fr", 1_000_000, .many), ("ja", 1, .other),
        ])
    func cardinalIntegers(locale: String, number: Int, expected: PluralCategory) throws {
        #expect(try PluralRules(locale: locale).category(for: number) == expected)
    }

    @Test(
        "English ordinals",
        arguments: [
            (1, PluralCategory.one), (2, .two), (3, .few), (4, .other), (11, .other), (12, .other), (13, .other),
            (21, .one), (22, .two), (23, .few), (101, .one), (111, .other),
        ])
    func englishOrdinals(number: Int, expected: PluralCategory) throws {
        #expect(try PluralRules(locale: "en", kind: .ordinal).category(for: number) == expected)
    }

    @Test(
        "Categories a locale uses, in CLDR order",
        arguments: [
            ("ru", PluralRules.Kind.cardinal, [PluralCategory.one, .few, .many, .other]),
            ("ar", .cardinal, [.zero, .one, .two, .few, .many, .other]),
            ("cy", .cardinal, [.zero, .one, .two, .few, .many, .other]),
            ("ja", .cardinal, [.other]),
            ("en", .cardinal, [.one, .other]),
            ("en", .ordinal, [.one, .two, .few, .other]),
            ("fr", .cardinal, [.one, .many, .other]),
        ])
    func categories(locale: String, kind: PluralRules.Kind, expected: [PluralCategory]) throws {
        #expect(try PluralRules(locale: locale, kind: kind).categories == expected)
    }

    @Test("Operands keep their visible fraction digits")
    func operands() throws {
        #expect(try PluralOperand(parsing: "1.50").fractionDigits == 2)
        #expect(try PluralOperand(parsing: "1.50").description == "1.50")
        #expect(try PluralOperand(parsing: "-3").value == -3)
        for bad in ["", "1.", ".5", "1e3", "abc", "1,5", "--1"] {
            #expect(throws: PluralOperandError.self) { try PluralOperand(parsing: bad) }
        }
    }
}
