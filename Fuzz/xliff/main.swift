import LocalizeKit

/// XLIFF reader and importer: never trap, errors point inside the file, what the reader
/// reads survives a write and a second read, and an import into a small catalog either
/// fails cleanly or leaves a catalog the String Catalog writer can write.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let file = "fuzz.xliff"
    let document: XLIFFDocument
    do {
        document = try XLIFFReader.read(bytes, file: file)
    } catch {
        checkLocation(error, file: file, inputSize: size)
        return 0
    }
    // The writer cannot carry control characters XML forbids; a reader never yields them
    // except through character references such as `&#1;`, which it accepts.
    let texts = document.files.flatMap { file in
        [file.original, file.sourceLanguage, file.targetLanguage ?? "", file.datatype]
            + file.units.flatMap { [$0.id, $0.source, $0.target ?? "", $0.state ?? "", $0.note ?? ""] }
    }
    if !texts.contains(where: { XLIFFWriter.unwritableCharacter(in: $0) != nil }) {
        let written = XLIFFWriter.write(document)
        let again: XLIFFDocument
        do {
            again = try XLIFFReader.read(written, file: file)
        } catch {
            fatalError("the writer's output does not read back: \(error)")
        }
        // A missing <note> is written as <note/>, which reads as an empty note.
        check(withEmptyNotes(again) == withEmptyNotes(document), "the document changed")
        check(XLIFFWriter.write(again) == written, "writing is not stable")
    }
    guard var catalog = try? XCStringsReader.read(Array(seedCatalog.utf8)) else { fatalError("seed catalog") }
    for xliffFile in document.files {
        do {
            try XLIFFImporter.apply(xliffFile, to: &catalog)
        } catch {
            check(error.location.file == file || error.location.file == nil, "an import error outside the file")
            continue
        }
        _ = XCStringsWriter.write(catalog)
    }
    return 0
}

private func withEmptyNotes(_ document: XLIFFDocument) -> XLIFFDocument {
    var copy = document
    for file in copy.files.indices {
        for unit in copy.files[file].units.indices where copy.files[file].units[unit].note == nil {
            copy.files[file].units[unit].note = ""
        }
    }
    return copy
}

private let seedCatalog = #"""
    {"sourceLanguage" : "en", "strings" : {
      "a" : {"localizations" : {"en" : {"stringUnit" : {"state" : "translated", "value" : "A"}}}},
      "n" : {"localizations" : {"en" : {"variations" : {"plural" : {
        "one" : {"stringUnit" : {"state" : "translated", "value" : "%lld n"}},
        "other" : {"stringUnit" : {"state" : "translated", "value" : "%lld ns"}}}}}}},
      "s %#@c@" : {"localizations" : {"en" : {"stringUnit" : {"state" : "translated", "value" : "s %#@c@"},
        "substitutions" : {"c" : {"argNum" : 1, "formatSpecifier" : "lld", "variations" : {"plural" : {
          "other" : {"stringUnit" : {"state" : "translated", "value" : "%arg"}}}}}}}}}
    }, "version" : "1.0"}
    """#
