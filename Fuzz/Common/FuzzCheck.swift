import LocalizeKit

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
/// write and read back) and from that catalog to `.lproj` files again (which must read back).
func checkConversions(ofTableAt path: String, _ bytes: [UInt8]) {
    guard let tree = try? LprojTree.read(files: [path: bytes]) else {
        fatalError("a table that reads alone does not read in a tree")
    }
    let catalog = LprojToCatalog.convert(tree, table: "Localizable").output
    guard let reread = try? XCStringsReader.read(XCStringsWriter.write(catalog)) else {
        fatalError("the catalog made from a table does not read back")
    }
    let files = CatalogToLproj.convert(reread, table: "Localizable").output.files()
    check((try? LprojTree.read(files: files)) != nil, "the tables made back from the catalog do not read")
}
