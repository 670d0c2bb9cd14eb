/// Reads JSON text into `JSONValue`s, keeping member order, duplicate keys,
/// positions and number literals.
///
/// Malformed text throws `ParseError` with the line and column of the
/// problem: truncated input, bad escapes, invalid UTF-8, unterminated
/// strings, or nesting deeper than 512 levels.
///
/// ```swift
/// let value = try JSONReader.parse(Array("{\"a\" : 1}".utf8))
/// value.object?.members.first?.line   // 1
/// ```
public enum JSONReader {
    /// Parses one JSON value that fills `bytes` (whitespace aside); a UTF-8
    /// byte order mark at the start is skipped.
    public static func parse(_ bytes: [UInt8], file: String? = nil) throws(ParseError) -> JSONValue {
        var failure: ParseError?
        let value = bytes.withUnsafeBufferPointer { buffer -> JSONValue? in
            var scanner = JSONScanner(borrowing: buffer)
            do throws(ParseError) {
                let value = try scanner.readValue()
                try scanner.expectEnd()
                return value
            } catch {
                failure = error
                return nil
            }
        }
        if let value { return value }
        let error = failure ?? ParseError("unexpected end of input", at: SourceLocation(line: 1, column: 1))
        throw file.map { error.inFile($0) } ?? error
    }

    /// Parses a JSON file, reading it in pieces. Throws `FileError` when the
    /// file cannot be read and `ParseError` (naming the file) when it is malformed.
    public static func parse(contentsOfFile path: String) throws -> JSONValue {
        let input = try FileInput(path: path)
        var scanner = JSONScanner(input: input)
        do {
            let value = try scanner.readValue()
            try scanner.expectEnd()
            return value
        } catch {
            if let inputError = scanner.inputError { throw inputError }
            throw error.inFile(path)
        }
    }
}
