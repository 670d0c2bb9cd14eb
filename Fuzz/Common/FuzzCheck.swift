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
