/// Writes XML property lists in the layout of Apple's writer (`plutil -convert xml1`,
/// Xcode): the XML declaration and DOCTYPE, `<plist version="1.0">`, one element per line
/// indented with tabs, `<dict/>` and `<array/>` when empty, `<true/>` and `<false/>`,
/// Base64 data in lines of 76 characters, `&`, `<` and `>` escaped, a final newline.
/// Dictionary members are written in the order given.
enum PropertyListXMLWriter {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    /// What ends a document whose root is a non-empty dictionary, after its last member.
    static let dictionaryFooter = "</dict>\n</plist>\n"

    /// Appends one member of the root dictionary (`<key>` and value, one tab in), as the
    /// document for that dictionary has it between `header + "<dict>\n"` and `dictionaryFooter`.
    static func appendRootMember(_ member: PropertyListValue.Member, to output: inout [UInt8]) {
        appendMember(member, depth: 0, to: &output)
    }

    /// The document for a root value.
    static func write(_ root: PropertyListValue) -> String {
        var output = Array(header.utf8)
        append(root, depth: 0, to: &output)
        output.appendLiteral("</plist>\n")
        return String(decoding: output, as: UTF8.self)
    }

    private static func append(_ value: PropertyListValue, depth: Int, to output: inout [UInt8]) {
        func element(_ name: StaticString, _ content: String) {
            output.append(UInt8(ascii: "<"))
            output += UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
            output.append(UInt8(ascii: ">"))
            appendEscaped(content, to: &output)
            output.appendLiteral("</")
            output += UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
            output.appendLiteral(">\n")
        }
        output += repeatElement(0x09, count: depth)
        switch value {
        case .string(let string): element("string", string)
        case .integer(let integer): element("integer", String(integer))
        case .real(let real): element("real", format(real))
        case .boolean(let flag): output.appendLiteral(flag ? "<true/>\n" : "<false/>\n")
        case .date(let date): element("date", date)
        case .data(let data):
            output.appendLiteral("<data>\n")
            let encoded = Array(Base64.encode(data).utf8)
            var lineStart = 0
            while lineStart < encoded.count {
                let lineEnd = min(lineStart + 76, encoded.count)
                output += repeatElement(0x09, count: depth)
                output += encoded[lineStart..<lineEnd]
                output.append(0x0A)
                lineStart = lineEnd
            }
            output += repeatElement(0x09, count: depth)
            output.appendLiteral("</data>\n")
        case .array(let items):
            guard !items.isEmpty else {
                output.appendLiteral("<array/>\n")
                return
            }
            output.appendLiteral("<array>\n")
            for item in items { append(item, depth: depth + 1, to: &output) }
            output += repeatElement(0x09, count: depth)
            output.appendLiteral("</array>\n")
        case .dictionary(let members):
            guard !members.isEmpty else {
                output.appendLiteral("<dict/>\n")
                return
            }
            output.appendLiteral("<dict>\n")
            for member in members { appendMember(member, depth: depth, to: &output) }
            output += repeatElement(0x09, count: depth)
            output.appendLiteral("</dict>\n")
        }
    }

    /// Appends a member of a dictionary at `depth`: its `<key>` and value, one level further in.
    private static func appendMember(_ member: PropertyListValue.Member, depth: Int, to output: inout [UInt8]) {
        output += repeatElement(0x09, count: depth + 1)
        output.appendLiteral("<key>")
        appendEscaped(member.key, to: &output)
        output.appendLiteral("</key>\n")
        append(member.value, depth: depth + 1, to: &output)
    }

    /// Appends text with `&`, `<` and `>` escaped, copying runs of other bytes whole.
    private static func appendEscaped(_ string: String, to output: inout [UInt8]) {
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            // `&`, `<` and `>`, eight bytes at a time.
            let stops = { (word: UInt64) in
                SWAR.bytes(word, equalTo: 0x26) | SWAR.bytes(word, equalTo: 0x3C) | SWAR.bytes(word, equalTo: 0x3E)
            }
            var index = SWAR.firstFlagged(in: bytes, from: 0, stops)
            while index < bytes.count {
                let byte = bytes[index]
                output += UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                runStart = index + 1
                index = SWAR.firstFlagged(in: bytes, from: runStart, stops)
                switch byte {
                case 0x26: output.appendLiteral("&amp;")
                case 0x3C: output.appendLiteral("&lt;")
                default: output.appendLiteral("&gt;")
                }
            }
            output += UnsafeBufferPointer(rebasing: bytes[runStart...])
        }
    }

    /// Integral values without a fraction (`2`, as Apple writes them), others in Swift's shortest form.
    private static func format(_ real: Double) -> String {
        if real.isNaN { return "nan" }
        if real.isInfinite { return real < 0 ? "-infinity" : "+infinity" }
        if real == real.rounded(), abs(real) < 1e15 { return String(Int(real)) }
        return String(real)
    }
}
