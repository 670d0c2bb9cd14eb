/// A C type as written in a declaration, without the declared name: `const char *const *`.
///
/// Two types are equal when their tokens are, after one normalization: a leading
/// `T const` is written `const T`. Typedef names are not resolved (`UChar` is not
/// `uint16_t` here); `CHeader` compares typedefs separately.
struct CType: Equatable, CustomStringConvertible {
    let tokens: [String]

    init(_ tokens: [String]) {
        var tokens = tokens
        if tokens.count >= 2, tokens[1] == "const", tokens[0] != "*", tokens[0] != "const" {
            tokens.swapAt(0, 1)
        }
        self.tokens = tokens
    }

    var description: String { tokens.joined(separator: " ") }

    /// The identifiers in the type other than C keywords: typedef, struct and enum names.
    var namedTypes: [String] {
        tokens.filter { token in
            token.first.map { $0.isLetter || $0 == "_" } == true && !Self.keywords.contains(token)
        }
    }

    /// C keywords and standard types (`<stdint.h>`, `<stddef.h>`) that need no declaration.
    static let keywords: Set<String> = [
        "const", "volatile", "restrict", "signed", "unsigned", "char", "short", "int", "long", "float", "double",
        "void", "struct", "union", "enum", "_Bool", "bool", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
        "uint16_t", "uint32_t", "uint64_t", "size_t", "ptrdiff_t", "intptr_t", "uintptr_t", "char16_t", "wchar_t",
    ]
}
