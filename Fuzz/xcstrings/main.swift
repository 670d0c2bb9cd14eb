// `@testable` reaches the scanner's window size, so that reading through a tiny window
// (refilled every few bytes) can be compared with reading from memory.
@testable import LocalizeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `.xcstrings` reader and writer: never traps; errors point inside the file; reading a
/// file through a 16-byte window gives what reading it from memory gives (model, lines,
/// or the same error at the same place); the writer's output reads back as the same model
/// (up to key order, which the writer sorts), writing it again gives the same bytes, and
/// writing in small chunks gives them too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let file = "fuzz.xcstrings"
    let memory = Result { () throws(ParseError) in try XCStringsReader.read(bytes, file: file) }
    let windowed = readThroughSmallWindow(bytes)
    checkGeneralPath(bytes, against: memory)
    // The audit of the file as `btnloc audit` runs it (streaming, on two threads).
    if size <= 8192 { report(Auditor().audit(paths: [scratchPath])) }

    switch (memory, windowed) {
    case (.failure(let error), .failure(let windowedError)):
        checkLocation(error, file: file, inputSize: size)
        check(
            error.message == windowedError.message && error.location.line == windowedError.location.line
                && error.location.column == windowedError.location.column,
            "memory: \(error); window: \(windowedError)")
        return 0
    case (.success(let catalog), .success(let windowedCatalog)):
        check(catalog == windowedCatalog, "the windowed read gives another catalog")
        check(lines(of: catalog) == lines(of: windowedCatalog), "the windowed read gives other lines")
        roundTrip(catalog)
        lookUp(bytes, catalog)
        convert(catalog)
        if size <= 8192 { report(Auditor().audit(catalog, file: file)) }
    case (.success, .failure(let error)):
        fatalError("only the windowed read fails: \(error)")
    case (.failure(let error), .success):
        fatalError("only the read from memory fails: \(error)")
    }
    return 0
}

/// Reading without the reader's shortcut for string units in Xcode's layout gives what reading
/// with it gives: the same catalog and lines, or the same error at the same place.
private func checkGeneralPath(_ bytes: [UInt8], against memory: Result<StringCatalog, ParseError>) {
    let general = bytes.withUnsafeBufferPointer { buffer in
        var scanner = JSONScanner(borrowing: buffer)
        scanner.takesLayoutShortcuts = false
        return Result { () throws(ParseError) in try XCStringsReader.read(&scanner) }
    }
    switch (memory, general) {
    case (.failure(let error), .failure(let generalError)):
        check(error == generalError.inFile("fuzz.xcstrings"), "shortcut: \(error); general path: \(generalError)")
    case (.success(let catalog), .success(let generalCatalog)):
        check(catalog == generalCatalog, "the general path gives another catalog")
        check(lines(of: catalog) == lines(of: generalCatalog), "the general path gives other lines")
    default:
        fatalError("only one of the shortcut and the general path fails: \(memory), \(general)")
    }
}

private func roundTrip(_ catalog: StringCatalog) {
    let written = XCStringsWriter.write(catalog)
    var chunks: [UInt8] = []
    XCStringsWriter.write(catalog, chunkSize: 7) { (piece: UnsafeRawBufferPointer) in chunks += piece }
    check(chunks == written, "chunked writing differs")
    let again: StringCatalog
    do {
        again = try XCStringsReader.read(written)
    } catch {
        fatalError("the writer's output does not read back: \(error)")
    }
    let rewritten = XCStringsWriter.write(again)
    check(rewritten == written, "writing what was read back gives other bytes")
    check(sorted(again) == sorted(catalog), "the model changed beyond key order")
    check((try? XCStringsReader.read(rewritten)) == again, "reading the rewritten bytes gives another model")
}

/// A description of a value in which the elements of every map (`CatalogMap`, `JSONObject`)
/// are sorted and lines are left out: equal for two models that differ only in key order,
/// which is what a write changes. Built by reflection, independently of the writer.
private func sorted(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    let typeName = String(describing: type(of: value))
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return sorted(wrapped)
    }
    if mirror.children.isEmpty { return String(reflecting: value) }
    var parts: [String] = []
    if typeName.hasPrefix("CatalogMap<") {
        // Keys and values are stored in two arrays: pair them up before sorting the pairs.
        func children(_ label: String) -> [Any] {
            mirror.children.first { $0.label == label }.map { Mirror(reflecting: $0.value).children.map(\.value) }
                ?? []
        }
        let pairs = zip(children("keys"), children("values")).map { sorted($0) + "=" + sorted($1) }
        parts.append("elements:[" + pairs.sorted().joined(separator: ",") + "]")
    }
    for child in mirror.children {
        let label = child.label ?? ""
        if ["storedPosition", "storedLine", "storedColumn", "index"].contains(label) { continue }
        if typeName.hasPrefix("CatalogMap<") && (label == "keys" || label == "values") { continue }
        if typeName == "JSONObject" && label == "members" {
            let elements = Mirror(reflecting: child.value).children.map { sorted($0.value) }
            parts.append(label + ":[" + elements.sorted().joined(separator: ",") + "]")
        } else {
            parts.append(label + ":" + sorted(child.value))
        }
    }
    return typeName + "(" + parts.joined(separator: ";") + ")"
}

private func lines(of catalog: StringCatalog) -> [Int?] {
    var result: [Int?] = []
    for (_, entry) in catalog.entries {
        result.append(entry.sourceLine)
        for (_, localization) in entry.localizations { result.append(localization.sourceLine) }
    }
    return result
}

/// The conversions and the merge: `.lproj` files made from a catalog must read back (and
/// convert back to a catalog that writes and reads back); merging never traps.
private func convert(_ catalog: StringCatalog) {
    let tree = CatalogToLproj.convert(catalog, table: "Localizable").output
    let files = tree.files()
    let reread: LprojTree
    do {
        reread = try LprojTree.read(files: files)
    } catch {
        fatalError("the .lproj files made from a catalog do not read back: \(error)")
    }
    let back = LprojToCatalog.convert(
        reread, table: "Localizable", options: .init(sourceLanguage: catalog.sourceLanguage))
    let written = XCStringsWriter.write(back.output)
    check((try? XCStringsReader.read(written)) != nil, "a catalog converted from .lproj files does not read back")
    var merged = StringCatalog(sourceLanguage: catalog.sourceLanguage)
    for strategy in [MergeStrategy.fill, .theirs, .ours] {
        _ = CatalogMerger.merge(catalog, into: &merged, strategy: strategy)
    }
    var filled = catalog
    _ = RegionalFallback.fill(&filled, languages: ["en", "en-GB", "en-AU", "de", "zh-HK"])
}

/// Renders an audit with every reporter; the JSON and SARIF ones must give JSON that parses.
private func report(_ diagnostics: AuditDiagnostics) {
    _ = AuditTextReporter(showsSummary: true).render(diagnostics)
    _ = AuditGitHubReporter().render(diagnostics)
    let json = AuditJSONReporter().render(diagnostics)
    check((try? JSONReader.parse(Array(json.utf8))) != nil, "the JSON report does not parse: \(json)")
    let sarif = AuditSARIFReporter(toolVersion: "fuzz").render(diagnostics)
    check((try? JSONReader.parse(Array(sarif.utf8))) != nil, "the SARIF report does not parse: \(sarif)")
}

/// The catalog in a bundle: every key resolves and formats without trapping.
private func lookUp(_ bytes: [UInt8], _ catalog: StringCatalog) {
    guard bytes.count <= 8192 else { return }
    let bundle = LocalizationBundle(
        files: ["Localizable.xcstrings": bytes], developmentLocalization: catalog.sourceLanguage,
        preferredLanguages: ["de", "ru"])
    for key in catalog.keys.prefix(8) {
        _ = bundle.localizedString(forKey: key)
        for count in [0, 1, 3] { _ = bundle.localizedString(forKey: key, count: count) }
        _ = bundle.format(forKey: key, arguments: [.int(2), .string("x"), .double(1.5)])
        _ = try? bundle.lookup(key, preferredLanguages: ["ar"])
    }
}

/// Reads the bytes from a file through a 16-byte window.
private func readThroughSmallWindow(_ bytes: [UInt8]) -> Result<StringCatalog, ParseError> {
    let path = scratchPath
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    check(descriptor >= 0, "cannot create \(path)")
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        check(written > 0, "cannot write \(path)")
        offset += written
    }
    close(descriptor)
    let input: FileInput
    do {
        input = try FileInput(path: path)
    } catch {
        fatalError("cannot read \(path): \(error)")
    }
    var scanner = JSONScanner(input: input, windowSize: 16)
    return Result { () throws(ParseError) in try XCStringsReader.read(&scanner) }
}

private let scratchPath: String = {
    let directory = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
    return directory + "/localizekit-fuzz-\(getpid()).xcstrings"
}()
