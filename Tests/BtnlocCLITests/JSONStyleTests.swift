import LocalizeKit
import Testing

@testable import BtnlocCLI

/// Every command that prints JSON prints it in one style (`JSONTextWriter`):
/// two-space indentation by depth, `" : "` after keys, `", "` between the
/// members of a record on one line, a final newline.
@Suite("btnloc: one JSON style")
struct JSONStyleTests {
    /// What breaks the style, one message per problem.
    static func violations(_ text: String) -> [String] {
        var problems: [String] = []
        let bytes = Array(text.utf8)
        var depth = 0
        var inString = false
        var escaped = false
        var lineStart = true
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            defer { index += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            if lineStart {
                var spaces = 0
                while index + spaces < bytes.count && bytes[index + spaces] == UInt8(ascii: " ") { spaces += 1 }
                let next = index + spaces < bytes.count ? bytes[index + spaces] : 0
                let closes = next == UInt8(ascii: "}") || next == UInt8(ascii: "]")
                let expected = 2 * (closes ? depth - 1 : depth)
                if next != 0 && spaces != expected {
                    problems.append("line \(line): indented \(spaces), not \(expected)")
                }
                lineStart = false
                index += spaces - 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ":"):
                if bytes[index - 1] != UInt8(ascii: " ") || bytes[index + 1] != UInt8(ascii: " ") {
                    problems.append("line \(line): ':' without a space on each side")
                }
            case UInt8(ascii: ","):
                if bytes[index + 1] != UInt8(ascii: " ") && bytes[index + 1] != 0x0A {
                    problems.append("line \(line): ',' not followed by a space or a line break")
                }
            case 0x0A:
                line += 1
                lineStart = true
            case UInt8(ascii: "\t"): problems.append("line \(line): a tab")
            default: break
            }
        }
        if !text.hasSuffix("}\n") && !text.hasSuffix("]\n") { problems.append("no final newline after the value") }
        return problems
    }

    @Test("The checker itself catches the other style")
    func checker() {
        #expect(Self.violations("[\n  {\"type\": \"ok\"}\n]\n") == ["line 2: ':' without a space on each side"])
        #expect(Self.violations("{\n    \"a\" : 1\n}\n") == ["line 2: indented 4, not 2"])
        #expect(
            Self.violations("{ \"a\" : 1,\"b\" : 2 }") == [
                "line 1: ',' not followed by a space or a line break", "no final newline after the value",
            ])
        #expect(Self.violations("{\n  \"a\" : [ 1, 2 ],\n  \"b\" : {\n    \"c\" : \"x : y, z\"\n  }\n}\n").isEmpty)
    }

    @Test("list, menu, audit (json and sarif) all print the one style, and it parses")
    func everyCommand() throws {
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", CLIFixtures.catalog)
        try folder.write("Clean.xcstrings", #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#)
        let runs = [
            ["list", "--format", "json", "--lang", "de"],
            ["menu", "edit", "--format", "json", "--lang", "ja"],
            ["menu", "item", "--format", "json"],
            ["menu", "--list", "--format", "json", "--lang", "de"],
            ["audit", "--format", "json", folder("L.xcstrings")],
            ["audit", "--format", "json", folder("Clean.xcstrings")],
            ["audit", "--format", "sarif", folder("L.xcstrings")],
            ["audit", "--format", "sarif", folder("Clean.xcstrings")],
        ]
        for arguments in runs {
            let run = btnloc(arguments)
            #expect(!run.output.isEmpty, "\(arguments)")
            #expect(Self.violations(run.output).isEmpty, "\(arguments): \(Self.violations(run.output).prefix(3))")
            #expect(throws: Never.self, "\(arguments)") { try JSONReader.parse(Array(run.output.utf8)) }
        }
        // Records stay on one line, so grep finds a whole record.
        let list = btnloc("list", "--format", "json").lines
        #expect(list.contains { $0.hasPrefix(#"  { "type" : "delete", "symbol" : "trash", "role" : "destructive""#) })
    }
}
