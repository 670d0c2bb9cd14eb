import Testing

@testable import LocalizeKit

@Suite("Audit: inputs and the streaming catalog audit")
struct AuditInputTests {
    typealias F = AuditFixtures

    @Test("Directories are searched for catalogs (in .lproj folders too) and for folders of .lproj folders")
    func discovery() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", F.catalog([:]))
        try folder.write("App/Resources/en.lproj/Main.strings", "\"a\" = \"b\";\n")
        try folder.write("App/Resources/de.lproj/Main.strings", "\"a\" = \"c\";\n")
        try folder.write("App/Storyboards/mul.lproj/Main.xcstrings", F.catalog([:]))
        try folder.write("App/.build/Hidden.xcstrings", F.catalog([:]))
        try folder.write("App/notes.txt", "not a catalog")
        var failures: [AuditInputFailure] = []
        let inputs = AuditInput.discover([folder.path + "/App"], failures: &failures)
        #expect(failures.isEmpty)
        let app = folder.path + "/App"
        #expect(
            inputs == [
                .catalog(app + "/Localizable.xcstrings"), .tables(directory: app + "/Resources", localization: nil),
                .catalog(app + "/Storyboards/mul.lproj/Main.xcstrings"),
            ])
        let direct = AuditInput.discover(
            [
                app + "/Resources/de.lproj", app + "/Localizable.xcstrings", app + "/notes.txt",
                app + "/missing.xcstrings",
            ],
            failures: &failures)
        #expect(
            direct == [
                .tables(directory: app + "/Resources", localization: "de"), .catalog(app + "/Localizable.xcstrings"),
            ])
        #expect(failures == [.unsupported(app + "/notes.txt"), .notFound(app + "/missing.xcstrings")])
    }

    @Test("Missing, unreadable and malformed inputs decide the outcome: 66, 64, 65")
    func failures() throws {
        let folder = try TemporaryFolder()
        try folder.write("Broken.xcstrings", "{\"sourceLanguage\" : \"en\", \"strings\" : {\n\"a\" : }")
        let broken = Auditor().audit(paths: [folder.path + "/Broken.xcstrings"])
        #expect(broken.outcome(failOn: .error) == .malformedInput)
        #expect(broken.outcome(failOn: .error).exitStatus == 65)
        #expect(
            broken.inputFailures.first?.description.hasSuffix(
                "Broken.xcstrings:2:7: error: expected an object for the entry 'a', found '}'") == true)
        let missing = Auditor().audit(paths: [folder.path + "/Nope.xcstrings"])
        #expect(missing.outcome(failOn: .error).exitStatus == 66)
        try folder.write("notes.txt", "x")
        #expect(Auditor().audit(paths: [folder.path + "/notes.txt"]).outcome(failOn: .error).exitStatus == 64)
    }

    /// A catalog of `count` entries in 4 languages, with a few problems of every kind.
    static func largeCatalog(_ count: Int) -> String {
        var entries: [(String, String)] = []
        for index in 0..<count {
            let key = "Item \(index) of %lld"
            var localizations: [(String, String)] = [
                ("en", F.plural(["one": "Item \(index): %lld thing", "other": "Item \(index): %lld things"]))
            ]
            if index % 7 != 0 {
                localizations.append(
                    ("de", F.plural(["one": "Element \(index): %lld Ding", "other": "Element \(index): %lld Dinge"])))
            }
            localizations.append(
                (
                    "ru",
                    F.plural([
                        "one": "Элемент \(index): %lld", "few": "Элемент \(index): %lld",
                        "other": "Элемент \(index): %@",
                    ])
                ))
            localizations.append(
                (
                    "ja",
                    index % 5 == 0
                        ? F.unit("Item \(index): %lld things", state: "needs_review")
                        : index % 11 == 0 ? F.unit("Item \(index): %lld things") : F.unit("項目 \(index): %lld")
                ))
            let members = localizations.map { "\(F.quote($0.0)) : \($0.1)" }.joined(separator: ",\n")
            entries.append((key, "{\"localizations\" : {\n" + members + "\n}}"))
        }
        let members = entries.map { "\(F.quote($0.0)) : \($0.1)" }
        return "{\n\"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : {\n"
            + members.joined(separator: ",\n") + "\n}}\n"
    }

    @Test("A catalog audited while it is read, on one thread or two, finds what the in-memory audit finds")
    func streaming() throws {
        let folder = try TemporaryFolder()
        let text = Self.largeCatalog(600)
        try folder.write("Large.xcstrings", text)
        let file = folder.path + "/Large.xcstrings"
        let inMemory = try F.audit(text, file: file)
        #expect(
            Set(inMemory.findings.map(\.rule)).isSuperset(of: [
                .missingTranslation, .placeholderMismatch, .missingPluralCategory, .needsReview, .untranslated,
            ]))
        for concurrent in [false, true] {
            var diagnostics = AuditDiagnostics()
            CatalogAuditor.audit(
                file: file, configuration: AuditConfiguration(), into: &diagnostics, concurrent: concurrent)
            #expect(diagnostics.findings == inMemory.findings)
            #expect(diagnostics.summaries == inMemory.summaries)
        }
    }

    @Test("A catalog whose keys come before its sourceLanguage is audited all the same")
    func sourceLanguageLast() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Late.xcstrings",
            """
            {"strings" : {"Cancel" : {"localizations" : {"en" : \(F.unit("Cancel")), "de" : \(F.unit("Cancel the whole operation right now"))}},
            "Close" : {"localizations" : {"en" : \(F.unit("Close"))}}},
            "version" : "1.0", "sourceLanguage" : "en"}
            """)
        let diagnostics = Auditor().audit(paths: [folder.path + "/Late.xcstrings"])
        #expect(diagnostics.findings.map(\.rule) == [.lengthRatio, .missingTranslation])
    }

    @Test("Many inputs audited on several threads give what auditing them one by one, in order, gives")
    func manyInputsInParallel() throws {
        let folder = try TemporaryFolder()
        var paths: [String] = []
        for index in 0..<12 {
            // Sizes differ, so that the threads finish out of order.
            let name = "Catalog\(index).xcstrings"
            try folder.write(name, Self.largeCatalog(index % 4 == 0 ? 300 : 5 + index))
            paths.append(folder.path + "/" + name)
        }
        try folder.write("Broken.xcstrings", "{\"sourceLanguage\" : \"en\", \"strings\" : {\n\"a\" : }")
        paths.insert(folder.path + "/Broken.xcstrings", at: 5)
        try folder.write("Resources/en.lproj/Main.strings", "\"a\" = \"Cancel\";\n\"b\" = \"Close\";\n")
        try folder.write("Resources/fr.lproj/Main.strings", "\"a\" = \"Annuler\";\n")
        paths.insert(folder.path + "/Resources", at: 2)
        var failures: [AuditInputFailure] = []
        let inputs = AuditInput.discover(paths, failures: &failures)
        #expect(failures.isEmpty)
        #expect(inputs.count == 14)

        let configuration = AuditConfiguration()
        var oneByOne = AuditDiagnostics()
        for input in inputs {
            switch input {
            case .catalog(let file):
                CatalogAuditor.audit(file: file, configuration: configuration, into: &oneByOne, concurrent: false)
            case .tables(let directory, let localization):
                TableTreeAuditor.audit(
                    directory: directory, localization: localization, configuration: configuration, into: &oneByOne)
            }
        }
        #expect(oneByOne.inputFailures.count == 1)
        #expect(Set(oneByOne.findings.map(\.file)).count == 13)

        for threads in [1, 2, 3, 16] {
            let waited = Locked<[Int]>([])
            let parallel = Auditor(configuration: configuration).audit(inputs, threads: threads) { index in
                waited.withLock { $0.append(index) }
            }
            #expect(parallel.findings == oneByOne.findings, "\(threads) threads")
            #expect(parallel.files == oneByOne.files)
            #expect(parallel.inputFailures.map(\.description) == oneByOne.inputFailures.map(\.description))
            #expect(parallel.summaries == oneByOne.summaries)
            #expect(parallel.locales == oneByOne.locales)
            #expect(waited.withLock { $0 } == Array(inputs.indices))
        }
    }
}
