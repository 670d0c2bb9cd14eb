import LocalizeKit

/// `.stringsdict` reader: never traps, errors point inside the file, and what it reads
/// survives a write and a second read as the same model.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsDict(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let file = "fuzz.stringsdict"
    _ = try? StringsDictReader.read(String(decoding: bytes, as: UTF8.self), file: file)

    let table: StringsDictTable
    do {
        table = try StringsDictReader.read(bytes, file: file)
    } catch {
        checkLocation(error, file: file, inputSize: size)
        return 0
    }
    let written = StringsDictWriter.data(table)
    let again: StringsDictTable
    do {
        again = try StringsDictReader.read(written, file: file)
    } catch {
        fatalError("the writer's output does not read back: \(error)")
    }
    let before = withoutLocations(table)
    let after = withoutLocations(again)
    // `String(reflecting:)` makes a NaN `<real>` equal to itself.
    check(before == after || String(reflecting: before) == String(reflecting: after), "the model changed")
    check(StringsDictWriter.data(again) == written, "writing is not stable")

    if size <= 4096 { checkConversions(ofTableAt: "ru.lproj/Localizable.stringsdict", bytes) }

    // The lookup over the same file: every key resolves and formats without trapping.
    if size <= 4096 {
        let bundle = LocalizationBundle(files: ["ru.lproj/Localizable.stringsdict": bytes], preferredLanguages: ["ru"])
        for key in table.keys.prefix(8) {
            for count in [0, 1, 2, 5, 21] { _ = bundle.localizedString(forKey: key, count: count) }
            _ = bundle.format(forKey: key, arguments: [.double(1.5), .string("x"), .int(-3)])
        }
    }
    return 0
}

private func withoutLocations(_ table: StringsDictTable) -> [StringsDictTable.Entry] {
    table.entries.map { entry in
        var copy = entry
        copy.location = SourceLocation(line: 0, column: 0)
        return copy
    }
}
