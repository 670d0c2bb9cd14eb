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
    // `String(reflecting:)` makes a NaN `<real>` equal to itself. A dictionary that repeats a
    // key both for a variable and for another member is written with the variables first,
    // so there only the order may change (a known limit; all members are kept).
    check(
        before == after || String(reflecting: before) == String(reflecting: after)
            || (table.entries.contains(where: repeatsKeysAcrossKinds) && unordered(before) == unordered(after)),
        "the model changed")
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

/// Whether a dictionary of the entry (or of a device variant) has a key that names both a
/// variable and another member.
private func repeatsKeysAcrossKinds(_ entry: StringsDictTable.Entry) -> Bool {
    func repeats(_ variables: [StringsDictVariable], _ others: [PropertyListValue.Member]) -> Bool {
        !Set(variables.map(\.name)).isDisjoint(with: others.map(\.key))
    }
    return repeats(entry.variables, entry.otherMembers)
        || entry.deviceVariants.contains { repeats($0.variables, $0.otherMembers) }
}

/// The entries described with the members of every dictionary sorted: equal for two models
/// that hold the same data in another order.
private func unordered(_ entries: [StringsDictTable.Entry]) -> [String] {
    func members(_ list: [PropertyListValue.Member]) -> String {
        list.map { $0.key + "=" + String(reflecting: $0.value) }.sorted().joined(separator: ";")
    }
    func variables(_ list: [StringsDictVariable]) -> String {
        list.map { variable in
            let forms = variable.forms.map { "\($0.key.rawValue)=\($0.value)" }.sorted().joined(separator: ";")
            return [
                variable.name, variable.ruleType.rawValue, variable.valueType ?? "-", forms,
                members(variable.otherMembers),
            ]
            .joined(separator: "|")
        }.sorted().joined(separator: "/")
    }
    return entries.map { entry in
        let devices = entry.deviceVariants.map {
            [$0.device, $0.formatKey, variables($0.variables), members($0.otherMembers)].joined(separator: "|")
        }.sorted().joined(separator: "/")
        return [entry.key, entry.formatKey ?? "-", variables(entry.variables), devices, members(entry.otherMembers)]
            .joined(separator: "\u{0}")
    }
}
