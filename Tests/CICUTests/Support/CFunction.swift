/// A function prototype or definition found in a header.
struct CFunction {
    let name: String
    let returnType: CType
    let parameters: [CParameter]
    let isVariadic: Bool
    /// Whether it is `static inline` (a wrapper of CICU.h).
    let isStaticInline: Bool
    /// The tokens of the body, for a definition.
    let body: [CToken]?
    let file: String
    let line: Int
    let comment: String?

    /// The prototype as C would print it, without parameter names.
    var signature: String {
        let parameterList = parameters.map(\.type.description) + (isVariadic ? ["..."] : [])
        return "\(returnType) \(name)(\(parameterList.isEmpty ? "void" : parameterList.joined(separator: ", ")))"
    }

    /// The identifiers the body calls (`name(`), in order of first use.
    var calledFunctions: [String] {
        guard let body else { return [] }
        var result: [String] = []
        let statements: Set<String> = ["if", "while", "for", "switch", "return", "sizeof", "_Static_assert"]
        for (index, token) in body.enumerated().dropLast()
        where token.kind == .identifier && body[index + 1].isPunctuation("(") && !statements.contains(token.text)
            && !result.contains(token.text)
        {
            result.append(token.text)
        }
        return result
    }
}
