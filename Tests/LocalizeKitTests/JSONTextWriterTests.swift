import Testing

@testable import LocalizeKit

@Suite("JSONTextWriter: btnloc's one JSON style")
struct JSONTextWriterTests {
    @Test("Objects and arrays expanded, records inline, empty containers as [] and {}, a final newline")
    func layout() {
        let json = JSONTextWriter()
        json.beginObject()
        json.key("findings")
        json.beginArray()
        for (rule, line) in [("a", 1), ("b", 2)] {
            json.beginObject(inline: true)
            json.member("rule", rule)
            json.member("line", line)
            json.member("key", nil)
            json.endObject()
        }
        json.endArray()
        json.key("empty")
        json.beginArray()
        json.endArray()
        json.key("nested")
        json.beginObject(inline: true)
        json.key("inner")
        json.beginObject()
        json.member("ok", true)
        json.endObject()
        json.key("list")
        json.beginArray()
        json.number(literal: "1.5")
        json.null()
        json.endArray()
        json.endObject()
        json.key("none")
        json.beginObject()
        json.endObject()
        json.endObject()
        #expect(
            json.text() == """
                {
                  "findings" : [
                    { "rule" : "a", "line" : 1, "key" : null },
                    { "rule" : "b", "line" : 2, "key" : null }
                  ],
                  "empty" : [],
                  "nested" : { "inner" : { "ok" : true }, "list" : [ 1.5, null ] },
                  "none" : {}
                }

                """)
    }

    @Test("Strings are escaped as in String Catalogs: quotes, backslashes, control characters; / and é as is")
    func escaping() {
        let json = JSONTextWriter()
        json.string("a\"b\\c\nd\u{1}/é")
        #expect(json.text() == #""a\"b\\c\nd\u0001/é""# + "\n")
    }

    @Test("bytes() and text() give the same document, each with one final newline, however often they are asked")
    func bytesAndText() {
        let json = JSONTextWriter()
        #expect(json.bytes() == [0x0A])
        #expect(json.text() == "\n")
        json.beginArray(inline: true)
        json.string("Größe")
        json.number(3)
        json.endArray()
        let expected = #"[ "Größe", 3 ]"# + "\n"
        #expect(json.text() == expected)
        #expect(json.bytes() == Array(expected.utf8))
        #expect(json.text() == expected)
    }

    @Test("A JSONValue keeps its members' order; the output parses back to the same value")
    func values() throws {
        let value = JSONValue.object(
            ["z": .number("1"), "a": .array([.string("x"), .bool(false)]), "m": .object([:])])
        let json = JSONTextWriter()
        json.value(value)
        let text = json.text()
        #expect(text == "{\n  \"z\" : 1,\n  \"a\" : [\n    \"x\",\n    false\n  ],\n  \"m\" : {}\n}\n")
        #expect(try JSONReader.parse(Array(text.utf8)) == value)
    }
}
