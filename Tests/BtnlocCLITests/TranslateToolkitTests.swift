import LocalizeKit
import Testing

/// The exported XLIFF read by a client no one here wrote: translate-toolkit (PyPI), the
/// library behind Pootle and Weblate's XLIFF support. `.ci/run` installs it into
/// `.build/translate-venv`; `TRANSLATE_TOOLKIT_PYTHON` names another Python that has it.
@Suite("XLIFF through translate-toolkit")
struct TranslateToolkitTests {
    static var python: ExternalTool? {
        var candidates = [ExternalTool.packageRoot + "/.build/translate-venv/bin/python3"]
        if let named = ExternalTool.environment("TRANSLATE_TOOLKIT_PYTHON") { candidates.insert(named, at: 0) }
        guard let python = ExternalTool.find(candidates),
            let probe = try? python.run(["-c", "import translate.storage.xliff"]), probe.status == 0
        else { return nil }
        return python
    }

    /// The Python that has translate-toolkit, or `nil` after a loud warning that says what
    /// was not checked.
    static func pythonOrWarning(_ notChecked: String) -> ExternalTool? {
        if let python { return python }
        ExternalTool.warnSkipped(
            "translate-toolkit is not installed; " + notChecked,
            install: "python3 -m venv .build/translate-venv && .build/translate-venv/bin/pip install translate-toolkit")
        return nil
    }

    /// Dumps every unit translate-toolkit sees as JSON.
    static let dump = """
        import json, sys
        from translate.storage import xliff
        store = xliff.xlifffile.parsefile(sys.argv[1])
        units = []
        for unit in store.units:
            file, _, uid = unit.getid().rpartition("\\x04")
            target = unit.xmlelement.find("{urn:oasis:names:tc:xliff:document:1.2}target")
            units.append({"file": file, "id": uid, "source": unit.source,
                          "target": None if target is None else unit.target,
                          "state": None if target is None else target.get("state"),
                          "note": unit.getnotes(), "translatable": unit.istranslatable()})
        print(json.dumps(units))
        """

    /// Translates two units and approves one the way a translator's tool does, and saves.
    static let translate = """
        import sys
        from translate.storage import xliff
        store = xliff.xlifffile.parsefile(sys.argv[1])
        for unit in store.units:
            uid = unit.getid().rpartition("\\x04")[2]
            if uid == "%lld files|==|plural.few":
                unit.target = "%lld файла"
                unit.xmlelement.find("{urn:oasis:names:tc:xliff:document:1.2}target").set("state", "translated")
            elif uid == "Cancel":
                unit.target = "Отмена"
        store.savefile(sys.argv[2])
        """

    @Test("translate-toolkit sees the units, sources, targets, states and notes we wrote")
    func readsExport() throws {
        guard let python = Self.pythonOrWarning("the XLIFF export was not checked with a real client") else { return }
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", CLIXLIFFFixtures.catalog)
        try folder.write("dump.py", Self.dump)
        let export = btnloc("xliff", "export", folder("L.xcstrings"), "--lang", "ru", "-o", folder("ru.xliff"))
        #expect(export.status == .success, "\(export.errors)")

        let run = try python.run([folder("dump.py"), folder("ru.xliff")])
        try #require(run.status == 0, "\(run.errors)")
        let units = try #require(try JSONReader.parse(Array(run.output.utf8)).array)
        let expected = CLIXLIFFFixtures.russianUnits
        #expect(units.count == expected.count)
        for (unit, wanted) in zip(units, expected) {
            let object = try #require(unit.object)
            #expect(object["file"]?.string == folder("L.xcstrings"))
            #expect(object["id"]?.string == wanted.0)
            #expect(object["source"]?.string == wanted.1, "\(wanted.0)")
            #expect(object["target"]?.string == wanted.2, "\(wanted.0)")
            #expect(object["state"]?.string == wanted.3, "\(wanted.0)")
            #expect(object["note"]?.string == wanted.4, "\(wanted.0)")
            #expect(object["translatable"]?.bool == wanted.5, "\(wanted.0)")
        }
    }

    @Test("A file translate-toolkit translated and saved imports back, changing only those strings")
    func importsWhatItSaved() throws {
        guard let python = Self.pythonOrWarning("importing its XLIFF was not checked") else { return }
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", CLIXLIFFFixtures.catalog)
        try folder.write("edit.py", Self.translate)
        #expect(
            btnloc("xliff", "export", folder("L.xcstrings"), "--lang", "ru", "-o", folder("ru.xliff")).status
                == .success)
        let run = try python.run([folder("edit.py"), folder("ru.xliff"), folder("done.xliff")])
        try #require(run.status == 0, "\(run.errors)")

        let imported = btnloc("xliff", "import", folder("done.xliff"), "--into", folder("L.xcstrings"))
        #expect(imported.status == .success, "\(imported.errors)")
        #expect(
            imported.lines == [
                #"added '%lld files|==|plural.few' (ru): "%lld файла""#,
                #"updated 'Cancel' (ru): "Отменить" → "Отмена""#,
                "2 changed",
            ])
        var expected = try XCStringsReader.read(Array(CLIXLIFFFixtures.catalog.utf8))
        expected["Cancel"]?.localizations["ru"]?.stringUnit?.value = "Отмена"
        expected["%lld files"]?.localizations["ru"]?.variations.plural?[.few] = CatalogLocalization("%lld файла")
        #expect(try folder.read("L.xcstrings") == String(decoding: XCStringsWriter.write(expected), as: UTF8.self))
    }
}
