import LocalizeKit
import Testing

@testable import StandardButtons

/// The quality gates of the built-in translations: the package's own audit finds
/// nothing in `Resources/`, and no language leaves its titles in English.
@Suite("Catalog quality")
struct CatalogQualityTests {
    /// `Resources/` of the package, beside `Tests/` (no Foundation here: with LocalizeKit
    /// it would bring two ICU module definitions together).
    static let resources: String = {
        let components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        return components.joined(separator: "/") + "/Resources"
    }()

    @Test("The built-in catalog passes btnloc's audit with no finding, every rule and language")
    func auditIsClean() {
        let diagnostics = Auditor().audit(paths: [Self.resources])
        #expect(diagnostics.inputFailures.isEmpty)
        #expect(diagnostics.files.count >= 2 * 40, "the audit read \(diagnostics.files.count) files")
        let findings = diagnostics.findings.map { "\($0)" }
        #expect(findings.isEmpty, "\(findings.count) findings:\n\(findings.prefix(20).joined(separator: "\n"))")
    }

    /// A title that stays the same in every language by convention: an all-capital
    /// Latin acronym such as "OK".
    static func isBrandLike(_ title: String) -> Bool {
        !title.isEmpty && title.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    @Test(
        "No language has more than 30% of its titles identical to English (acronyms such as OK aside)",
        arguments: CatalogCompletenessTests.languages.filter { !$0.hasPrefix("en") })
    func titlesAreTranslated(language: String) {
        let identical = StandardType.allCases.filter { type in
            let english = type.title(preferredLanguages: ["en"])
            return !Self.isBrandLike(english) && type.title(preferredLanguages: [language]) == english
        }
        let share = Double(identical.count) / Double(StandardType.allCases.count)
        #expect(share <= 0.30, "\(language): \(identical.count) titles are English: \(identical.map(\.identifier))")
    }

    @Test("The acronym exemption covers acronyms only")
    func brandLikeWords() {
        #expect(Self.isBrandLike("OK"))
        #expect(!Self.isBrandLike("Ok"))
        #expect(!Self.isBrandLike("Stop"))
        #expect(!Self.isBrandLike(""))
    }
}
