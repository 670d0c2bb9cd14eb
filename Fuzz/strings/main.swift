import LocalizeKit

/// `.strings` reader: never traps, errors point inside the file, and what it reads
/// survives a write and a second read unchanged (keys, values, comments).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let file = "fuzz.strings"
    // The text entry point too (a Swift string is always valid Unicode).
    _ = try? StringsFileReader.read(String(decoding: bytes, as: UTF8.self), file: file)

    let table: StringsTable
    do {
        table = try StringsFileReader.read(bytes, file: file)
    } catch {
        checkLocation(error, file: file, inputSize: size)
        return 0
    }
    let written = StringsFileWriter.data(table)
    let again: StringsTable
    do {
        again = try StringsFileReader.read(written, file: "written.strings")
    } catch {
        fatalError("the writer's output does not read back: \(error)")
    }
    check(again.entries.count == table.entries.count, "entry count changed")
    for (old, new) in zip(table.entries, again.entries) {
        check(old.key == new.key, "key changed: \(String(reflecting: old.key)) → \(String(reflecting: new.key))")
        check(old.value == new.value, "value changed for \(String(reflecting: old.key))")
        // The writer turns `*/` inside a comment into `* /`; any other comment comes back as is.
        if let comment = old.comment, !hasCommentEnd(comment) {
            check(new.comment == comment, "comment changed for \(String(reflecting: old.key))")
        }
    }
    check(
        StringsFileWriter.data(again) == written || table.entries.contains { $0.comment.map(hasCommentEnd) == true },
        "writing is not stable")

    if size <= 4096 { checkConversions(ofTableAt: "en.lproj/Localizable.strings", bytes) }

    // The lookup over the same file: every key resolves and formats without trapping.
    if size <= 2048 {
        let bundle = LocalizationBundle(files: ["en.lproj/Localizable.strings": bytes])
        for key in table.keys.prefix(16) {
            check(bundle.localizedString(forKey: key) == table[key], "lookup disagrees for \(String(reflecting: key))")
            _ = bundle.format(forKey: key, arguments: [.int(3), .double(1.5), .string("x"), .uint(7)])
        }
    }
    return 0
}

/// Whether the text holds the bytes `*/`. (`String.contains` compares characters, and a
/// combining mark after the `/` makes another character, as the fuzzer found.)
private func hasCommentEnd(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.indices.dropLast().contains { bytes[$0] == UInt8(ascii: "*") && bytes[$0 + 1] == UInt8(ascii: "/") }
}
