/// The identifiers of Swift source text, with comments and string literals skipped
/// (interpolations inside strings are skipped too: ICU names do not hide there).
enum SwiftIdentifiers {
    static func identifiers(in text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        var names: Set<String> = []
        var index = 0
        func starts(_ pattern: String, at position: Int) -> Bool {
            let pattern = Array(pattern.utf8)
            return position + pattern.count <= bytes.count
                && Array(bytes[position..<(position + pattern.count)]) == pattern
        }
        while index < bytes.count {
            let byte = bytes[index]
            if starts("//", at: index) {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if starts("/*", at: index) {
                var depth = 0
                repeat {
                    if starts("/*", at: index) {
                        depth += 1
                        index += 2
                    } else if starts("*/", at: index) {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < bytes.count
            } else if starts("\"\"\"", at: index) {
                index += 3
                while index < bytes.count, !starts("\"\"\"", at: index) { index += 1 }
                index += 3
            } else if byte == UInt8(ascii: "\"") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != 0x0A {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            } else if byte.isASCIIIdentifierStart {
                let start = index
                while index < bytes.count, bytes[index].isASCIIIdentifierPart {
                    index += 1
                }
                names.insert(String(decoding: bytes[start..<index], as: UTF8.self))
            } else {
                index += 1
            }
        }
        return names
    }
}
