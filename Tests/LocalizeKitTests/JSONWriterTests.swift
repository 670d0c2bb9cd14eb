import LocalizeKit
import Testing

@Suite("JSONWriter in Xcode's formatting")
struct JSONWriterTests {
    private func written(_ value: JSONValue) -> String {
        String(decoding: JSONWriter.xcodeFormatted(value), as: UTF8.self)
    }

    @Test("two-space indentation, \" : \" after keys, no newline at the end")
    func layout() {
        let value: JSONValue = .object(["a": .object(["b": .array([.string("c"), .number("1")])])])
        #expect(
            written(value) == """
                {
                  "a" : {
                    "b" : [
                      "c",
                      1
                    ]
                  }
                }
                """)
    }

    @Test("an empty object or array is the bracket, a blank line and the indented closing bracket")
    func emptyContainers() {
        let value: JSONValue = .object(["array": .array([]), "object": .object([:])])
        #expect(written(value) == "{\n  \"array\" : [\n\n  ],\n  \"object\" : {\n\n  }\n}")
        #expect(written(.object([:])) == "{\n\n}")
    }

    @Test("only quotes, backslashes and control characters are escaped; / and non-ASCII are written as is")
    func escaping() {
        #expect(written(.string(#"say "hi" \ path/to/file"#)) == #""say \"hi\" \\ path/to/file""#)
        #expect(written(.string("Größe · 日本語 · 🎉")) == "\"Größe · 日本語 · 🎉\"")
    }

    @Test(
        "control characters: short escapes where JSON has them, else \\u00xx in lowercase hex",
        arguments: [
            ("\n", #""\n""#), ("\t", #""\t""#), ("\r", #""\r""#), ("\u{8}", #""\b""#), ("\u{C}", #""\f""#),
            ("\u{0}", #""\u0000""#), ("\u{1}", #""\u0001""#), ("\u{B}", #""\u000b""#), ("\u{1B}", #""\u001b""#),
            ("\u{1F}", #""\u001f""#), ("\u{7F}", "\"\u{7F}\""), ("\u{2028}", "\"\u{2028}\""),
        ])
    func controlCharacters(text: String, expected: String) {
        #expect(written(.string(text)) == expected)
    }

    @Test("numbers are written as their literal text; Booleans and null as words")
    func scalars() {
        #expect(
            written(.array([.number("1.50"), .number("-0"), .number("1E3"), .bool(true), .bool(false), .null]))
                == "[\n  1.50,\n  -0,\n  1E3,\n  true,\n  false,\n  null\n]")
    }

    @Test("object keys are sorted at every level, case-insensitively, digit runs as numbers")
    func keyOrder() {
        let value: JSONValue = .object([
            "b": .object(["item 10": .null, "Item 9": .null, "item 9": .null]),
            "A": .null,
            "a2": .null,
            "a10": .null,
        ])
        #expect(
            written(value) == """
                {
                  "A" : null,
                  "a2" : null,
                  "a10" : null,
                  "b" : {
                    "item 9" : null,
                    "Item 9" : null,
                    "item 10" : null
                  }
                }
                """)
    }

    @Test("duplicate keys are all written, in their order")
    func duplicates() {
        let value: JSONValue = .object(
            JSONObject([.init(key: "k", value: .number("2")), .init(key: "k", value: .number("1"))]))
        #expect(written(value) == "{\n  \"k\" : 2,\n  \"k\" : 1\n}")
    }

    @Test("reading then writing Xcode-formatted JSON gives back the same bytes")
    func roundTrip() throws {
        let text = """
            {
              "a" : [
                {

                },
                [

                ],
                "x\\"y\\\\z\\n\\u001f/é",
                -1.250e+10
              ],
              "b" : false
            }
            """
        #expect(written(try JSONReader.parse(Array(text.utf8))) == text)
    }
}
