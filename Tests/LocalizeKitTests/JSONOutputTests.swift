import Testing

@testable import LocalizeKit

/// `JSONOutput.appendString` (eight bytes at a time up to a byte that needs escaping) against
/// a byte-by-byte escaper in Xcode's style.
@Suite("JSONOutput")
struct JSONOutputTests {
    /// The quoted string, one byte at a time: `\"`, `\\`, the short control escapes, `\u00xx` for the rest.
    static func reference(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = [0x22]
        for byte in bytes {
            switch byte {
            case 0x22: result += Array("\\\"".utf8)
            case 0x5C: result += Array("\\\\".utf8)
            case 0x08: result += Array("\\b".utf8)
            case 0x0C: result += Array("\\f".utf8)
            case 0x0A: result += Array("\\n".utf8)
            case 0x0D: result += Array("\\r".utf8)
            case 0x09: result += Array("\\t".utf8)
            case 0..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                result += Array("\\u00".utf8) + [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            default: result.append(byte)
            }
        }
        return result + [0x22]
    }

    static func appended(_ bytes: [UInt8]) -> [UInt8] {
        var output = JSONOutput(capacity: 16)
        bytes.withUnsafeBufferPointer { output.appendString($0) }
        return output.makeArray()
    }

    @Test("Every byte that needs escaping is escaped at every place in runs of every length")
    func escapes() {
        let stops: [UInt8] = [0x22, 0x5C, 0x00, 0x01, 0x08, 0x09, 0x0A, 0x0C, 0x0D, 0x1F]
        // Near misses: the bytes just above the stops, and non-ASCII.
        let plain: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0xC3, 0xA9]
        for length in 0..<20 {
            let run = (0..<length).map { plain[$0 % plain.count] }
            #expect(Self.appended(run) == Self.reference(run))
            for stop in stops {
                for place in 0..<length {
                    var bytes = run
                    bytes[place] = stop
                    #expect(Self.appended(bytes) == Self.reference(bytes), "length \(length), place \(place)")
                    bytes[length - 1 - place] = 0x22
                    #expect(Self.appended(bytes) == Self.reference(bytes))
                }
            }
        }
    }

    @Test("A long string with stops far apart, and one made only of stops")
    func long() {
        var bytes = Array(String(repeating: "plain text, é and 日本 ", count: 40).utf8)
        bytes[3] = 0x0A
        bytes[200] = 0x22
        bytes[bytes.count - 1] = 0x5C
        #expect(Self.appended(bytes) == Self.reference(bytes))
        let stops = [UInt8](repeating: 0x22, count: 33) + [UInt8](repeating: 0x01, count: 17)
        #expect(Self.appended(stops) == Self.reference(stops))
    }
}
