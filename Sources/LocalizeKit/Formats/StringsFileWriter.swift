/// Writes `.strings` files as UTF-8: each entry's comment as `/* comment */` on the line
/// above it, then `"key" = "value";`, with a blank line between entries.
///
/// Quotes, backslashes, newlines, tabs and carriage returns are written as `\"`, `\\`,
/// `\n`, `\t` and `\r`; other control characters as `\U001B`. A `*/` inside a comment is
/// written as `* /` so that it cannot end the comment.
///
/// ```swift
/// let table = StringsTable(entries: [.init(key: "done", value: "Fertig", comment: "Button")])
/// StringsFileWriter.write(table)
/// // "/* Button */\n\"done\" = \"Fertig\";\n"
/// ```
public enum StringsFileWriter {
    /// The file's text.
    public static func write(_ table: StringsTable) -> String {
        String(decoding: data(table), as: UTF8.self)
    }

    /// The file's bytes (UTF-8, no byte order mark).
    public static func data(_ table: StringsTable) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(table.entries.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 16 })
        for (index, entry) in table.entries.enumerated() {
            appendEntry(entry, isFirst: index == 0, to: &output)
        }
        return output
    }

    /// Appends one entry as `data(_:)` writes it: after a blank line unless it is the file's first.
    static func appendEntry(_ entry: StringsTable.Entry, isFirst: Bool, to output: inout [UInt8]) {
        if !isFirst { output.append(0x0A) }
        if let comment = entry.comment {
            output.appendLiteral("/* ")
            var comment = comment
            comment.withUTF8 { bytes in
                // A `*/` in the comment would end it: a space goes between the two.
                let slashes = { (word: UInt64) in SWAR.bytes(word, equalTo: UInt8(ascii: "/")) }
                var runStart = 0
                var index = SWAR.firstFlagged(in: bytes, from: 0, slashes)
                while index < bytes.count {
                    if index > 0 && bytes[index - 1] == UInt8(ascii: "*") {
                        output += UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                        output.append(0x20)
                        runStart = index
                    }
                    index = SWAR.firstFlagged(in: bytes, from: index + 1, slashes)
                }
                output += UnsafeBufferPointer(rebasing: bytes[runStart...])
            }
            output.appendLiteral(" */\n")
        }
        output.append(UInt8(ascii: "\""))
        appendEscaped(entry.key, to: &output)
        output.appendLiteral("\" = \"")
        appendEscaped(entry.value, to: &output)
        output.appendLiteral("\";\n")
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Appends a string with quotes, backslashes and control characters escaped. Every
    /// byte that needs it is ASCII, so runs of other bytes are copied whole.
    private static func appendEscaped(_ string: String, to output: inout [UInt8]) {
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            // `"`, `\`, control bytes and DEL, eight bytes at a time.
            let stops = { (word: UInt64) in SWAR.stringStops(word) | SWAR.bytes(word, equalTo: 0x7F) }
            var index = SWAR.firstFlagged(in: bytes, from: 0, stops)
            while index < bytes.count {
                let byte = bytes[index]
                output += UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                runStart = index + 1
                index = SWAR.firstFlagged(in: bytes, from: runStart, stops)
                switch byte {
                case 0x0A: output.appendLiteral(#"\n"#)
                case 0x09: output.appendLiteral(#"\t"#)
                case 0x0D: output.appendLiteral(#"\r"#)
                case 0x22, 0x5C:
                    output.append(UInt8(ascii: "\\"))
                    output.append(byte)
                default:
                    output.appendLiteral(#"\U00"#)
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0x0F)])
                }
            }
            output += UnsafeBufferPointer(rebasing: bytes[runStart...])
        }
    }
}
