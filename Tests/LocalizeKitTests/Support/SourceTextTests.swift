import Testing

@testable import LocalizeKit

/// `SourceText.location(at:)` (eight bytes at a time between line breaks) against a byte-by-byte count.
@Suite("SourceText")
struct SourceTextTests {
    /// Line and column of every offset, counted one byte at a time: LF, CRLF and a lone CR
    /// end a line; a column is a Unicode scalar.
    static func reference(_ bytes: [UInt8]) -> [LocalizeKit.SourceLocation] {
        var locations: [LocalizeKit.SourceLocation] = []
        var line = 1
        var column = 1
        for index in 0...bytes.count {
            locations.append(LocalizeKit.SourceLocation(file: "f", line: line, column: column))
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
        }
        return locations
    }

    static let texts: [String] = [
        "",
        "a",
        "abcdefgh",
        "abcdefghi\njklmnopqrstuvwxyz",
        "\"key\" = \"value\";\n\"longer key here\" = \"a longer value, past eight bytes\";\n",
        "crlf line one\r\ncrlf line two\r\nlone cr\rafter it, then tabs\t\t\tand a form feed\u{0C}!",
        "ends in cr\r",
        "ends in crlf, split across words\r\n",
        "ünïcödé ünïcödé ünïcödé 日本語のテキスト 😀😀😀 x\n日本語\r\n😀",
        "\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}\u{0B} vertical tabs count as characters",
        String(repeating: "0123456789", count: 30) + "\n" + String(repeating: "é", count: 40),
    ]

    @Test("Every offset, asked in increasing order, has the location a byte-by-byte count gives", arguments: texts)
    func increasing(text: String) throws {
        let bytes = Array(text.utf8)
        var source = try SourceText.utf8(bytes, file: "f")
        let expected = Self.reference(bytes)
        for offset in 0...bytes.count {
            #expect(source.location(at: offset) == expected[offset], "offset \(offset)")
        }
    }

    @Test("Offsets asked out of order, far apart or beyond the end, give the same locations", arguments: texts)
    func anyOrder(text: String) throws {
        let bytes = Array(text.utf8)
        var source = try SourceText.utf8(bytes, file: "f")
        let expected = Self.reference(bytes)
        for offset in stride(from: bytes.count, through: 0, by: -3) {
            #expect(source.location(at: offset) == expected[offset])
        }
        for offset in stride(from: 0, through: bytes.count, by: 13) {
            #expect(source.location(at: offset) == expected[offset])
        }
        #expect(source.location(at: bytes.count + 10) == expected[bytes.count])
        #expect(source.location(at: -1) == expected[0])
    }

    @Test(
        "line(at:) gives the line location(at:) gives, in increasing order, out of order and beyond", arguments: texts)
    func lines(text: String) throws {
        let bytes = Array(text.utf8)
        var source = try SourceText.utf8(bytes, file: "f")
        let expected = Self.reference(bytes)
        for offset in 0...bytes.count {
            #expect(source.line(at: offset) == expected[offset].line, "offset \(offset)")
        }
        for offset in stride(from: bytes.count, through: 0, by: -5) {
            #expect(source.line(at: offset) == expected[offset].line)
        }
        #expect(source.line(at: bytes.count + 10) == expected[bytes.count].line)
        #expect(source.line(at: -1) == 1)
    }
}
