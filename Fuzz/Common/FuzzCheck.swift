import LocalizeKit

#if canImport(Glibc)
    import Glibc
#endif

/// Stops the fuzzer when an invariant does not hold; libFuzzer then saves the input as a finding.
func check(
    _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line
) {
    if !condition { fatalError("invariant broken: \(message())", file: file, line: line) }
}

/// A reader's error must point inside the input, at the file it was given.
func checkLocation(_ error: ParseError, file: String, inputSize: Int) {
    let location = error.location
    check(location.file == file, "error without its file: \(error)")
    check(location.line >= 1 && location.column >= 1, "error before the start: \(error)")
    check(location.line <= inputSize + 1 && location.column <= inputSize + 1, "error past the end: \(error)")
    check(!error.message.isEmpty, "error without a message at \(location)")
}

/// The fuzzer's input as an array of bytes.
func inputBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// A table that read without error, through the conversions: to a catalog (which must
/// write and read back, and which the conversion of the table's file as it is read must
/// write byte for byte) and from that catalog to `.lproj` files again (which must read back).
func checkConversions(ofTableAt path: String, _ bytes: [UInt8]) {
    guard let tree = try? LprojTree.read(files: [path: bytes]) else {
        fatalError("a table that reads alone does not read in a tree")
    }
    let catalog = LprojToCatalog.convert(tree, table: "Localizable").output
    checkConversionAsRead(ofTableAt: path, bytes, writes: XCStringsWriter.write(catalog))
    guard let reread = try? XCStringsReader.read(XCStringsWriter.write(catalog)) else {
        fatalError("the catalog made from a table does not read back")
    }
    let files = CatalogToLproj.convert(reread, table: "Localizable").output.files()
    check((try? LprojTree.read(files: files)) != nil, "the tables made back from the catalog do not read")
}

/// The folder the table files of `checkConversionAsRead` are written to, one per process.
private let tablesFolder = "/tmp/btnloc-fuzz-tables-\(getpid())"

/// The table converted from its file as it is read (`LprojToCatalog.convert(directory:…)`,
/// which takes shortcuts from the file's bytes) writes `expected`, the catalog that the
/// conversion of the table read whole writes.
private func checkConversionAsRead(ofTableAt path: String, _ bytes: [UInt8], writes expected: [UInt8]) {
    let file = tablesFolder + "/" + path
    let folder = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
    _ = mkdir(tablesFolder, 0o755)
    _ = mkdir(folder, 0o755)
    guard (try? AtomicFile.write(bytes, to: file)) != nil else {
        fatalError("cannot write the table to \(file)")
    }
    var written: [UInt8] = []
    do {
        _ = try LprojToCatalog.convert(directory: tablesFolder, table: "Localizable") { (produce) throws(FileError) in
            var bytes: [UInt8] = []
            try produce { (piece) throws(FileError) in bytes += piece }
            written = bytes
        }
    } catch {
        fatalError("the table that converts read whole does not convert as it is read: \(error)")
    }
    _ = unlink(file)
    check(written == expected, "the conversion as read writes another catalog")
}
