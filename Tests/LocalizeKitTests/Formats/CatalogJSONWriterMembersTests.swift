import Testing

@testable import LocalizeKit

/// Localizations written apart from their entry (`writeLocalizationMember`, `writeStringUnitMember`,
/// `writePluralMember`) and put together by `writeEntry(_:level:into:renderedLocalizations:)`,
/// against the entry written whole from its model.
@Suite("CatalogJSONWriter members")
struct CatalogJSONWriterMembersTests {
    static let values = ["Add", "", "Quote \" and backslash \\", "Tab\tnewline\n", "ünïcödé 日本語 😀", "%lld files"]

    /// The bytes `write` puts in an empty output.
    static func bytes(_ write: (inout JSONOutput) -> Void) -> [UInt8] {
        var output = JSONOutput(capacity: 64)
        write(&output)
        return output.makeArray()
    }

    @Test("A string unit written from its bytes is what its localization gives", arguments: values)
    func stringUnit(value: String) {
        let writer = CatalogJSONWriter()
        for state in [TranslationState.translated, .needsReview, .new] {
            let model = Self.bytes {
                writer.writeLocalizationMember(
                    language: .init("de"), CatalogLocalization(value, state: state), into: &$0)
            }
            let direct = Self.bytes { output in
                value.withUTF8Buffer {
                    writer.writeStringUnitMember(language: .init("de"), state: state, value: $0, into: &output)
                }
            }
            #expect(direct == model)
            #expect(model.first == UInt8(ascii: ","))
        }
    }

    @Test("A string unit alone is written the same, from frames or piece by piece, at every level", arguments: values)
    func framedStringUnit(value: String) {
        let writer = CatalogJSONWriter()
        for level in 0..<16 {
            for state in [TranslationState.translated, .needsReview] {
                let framed = Self.bytes { output in
                    value.withUTF8Buffer {
                        writer.writeStringUnitLocalization(state: state, value: $0, level: level, into: &output)
                    }
                }
                let piecewise = Self.bytes { output in
                    value.withUTF8Buffer {
                        CatalogJSONWriter.writeStringUnitLocalizationPiecewise(
                            state: state, value: $0, level: level, into: &output)
                    }
                }
                #expect(framed == piecewise, "level \(level), \(state)")
                #expect(framed.count > value.utf8.count + 40)
            }
        }
    }

    @Test(
        "Plural forms written directly are what their plural variations give, in the catalog's key order",
        arguments: [
            [PluralCategory.one: "%lld file", .other: "%lld files"],
            [.other: "only \"other\""],
            [.zero: "z", .one: "o", .two: "t", .few: "f", .many: "m", .other: "ünïcödé"],
            [.few: "f", .many: "m", .other: "o"],
        ])
    func plural(forms: [PluralCategory: String]) {
        let writer = CatalogJSONWriter()
        let ordered = PluralCategory.allCases.filter { forms[$0] != nil }
        let map = CatalogMap(
            keys: ordered.map(\.rawValue), values: ordered.compactMap { forms[$0].map { CatalogLocalization($0) } },
            isPresentWhenEmpty: false)
        let localization = CatalogLocalization(variations: CatalogVariations(plural: map))
        let model = Self.bytes { writer.writeLocalizationMember(language: .init("ru"), localization, into: &$0) }
        let direct = Self.bytes { writer.writePluralMember(language: .init("ru"), forms: forms, into: &$0) }
        #expect(direct == model)
    }

    @Test("An entry put together from members written apart, in one buffer or several, is the entry written whole")
    func entry() {
        let writer = CatalogJSONWriter()
        var whole = CatalogEntry(comment: "A comment", extractionState: .migrated)
        let languages = ["ar", "de", "en", "fr", "zh-Hans"]
        for (position, language) in languages.enumerated() {
            whole.localizations.append(key: language, value: CatalogLocalization(Self.values[position]))
        }
        let expected = Self.bytes { writer.writeEntry(whole, level: 2, into: &$0) }
        let members = languages.map { language in
            Self.bytes {
                writer.writeLocalizationMember(language: .init(language), whole.localizations[language]!, into: &$0)
            }
        }
        var fields = whole
        fields.localizations = CatalogMap()
        // Split in every way into up to three buffers, some of them empty.
        for first in 0...members.count {
            for second in first...members.count {
                let buffers = [
                    members[..<first].flatMap { $0 }, [], members[first..<second].flatMap { $0 },
                    members[second...].flatMap { $0 },
                ]
                let written = buffers.withUnsafeRawBuffers { rendered in
                    Self.bytes { writer.writeEntry(fields, level: 2, into: &$0, renderedLocalizations: rendered) }
                }
                #expect(written == expected, "split at \(first), \(second)")
            }
        }
    }

    @Test("An entry whose members are all empty, or none, has no localizations, as its model has none")
    func entryWithoutLocalizations() {
        let writer = CatalogJSONWriter()
        for entry in [CatalogEntry(comment: "c", extractionState: .migrated), CatalogEntry()] {
            let expected = Self.bytes { writer.writeEntry(entry, level: 2, into: &$0) }
            let none = Self.bytes { writer.writeEntry(entry, level: 2, into: &$0, renderedLocalizations: []) }
            let empty = [[UInt8](), []].withUnsafeRawBuffers { rendered in
                Self.bytes { writer.writeEntry(entry, level: 2, into: &$0, renderedLocalizations: rendered) }
            }
            #expect(none == expected)
            #expect(empty == expected)
        }
    }
}

extension Array where Element == [UInt8] {
    /// Calls `body` with a raw buffer for each byte array, valid during the call.
    fileprivate func withUnsafeRawBuffers<Result>(_ body: ([UnsafeRawBufferPointer]) -> Result) -> Result {
        func nest(_ index: Int, _ buffers: [UnsafeRawBufferPointer]) -> Result {
            guard index < count else { return body(buffers) }
            return self[index].withUnsafeBytes { nest(index + 1, buffers + [$0]) }
        }
        return nest(0, [])
    }
}
