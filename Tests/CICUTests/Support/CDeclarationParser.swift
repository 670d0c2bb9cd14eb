/// Finds the file-scope declarations of C headers: function prototypes and definitions,
/// enums with their values, and typedefs. It is small on purpose and says what it skips:
///
/// - anything inside braces other than an enum's body is skipped (struct members,
///   function bodies, C++ classes that `CTokenizer` could not leave out);
/// - with `exportMacros` set (ICU's headers), only statements that start with one of them
///   (`U_CAPI`, `U_STABLE`, …) are read as functions, which keeps ICU's macro calls
///   (`U_DEFINE_LOCAL_OPEN_POINTER(…);`) out;
/// - prototypes with parameters it cannot take apart (function pointers written in
///   place) are recorded in `CHeader.unparsed` with the reason.
///
/// ```swift
/// var parser = CDeclarationParser(exportMacros: ["U_CAPI"])
/// parser.parse("U_CAPI void U_EXPORT2 ucol_close(UCollator *coll);", file: "ucol.h")
/// parser.header.functions["ucol_close"]?.first?.signature   // "void ucol_close(UCollator *)"
/// ```
struct CDeclarationParser {
    private(set) var header = CHeader()
    private let exportMacros: Set<String>

    /// Words around a prototype that are not part of its types.
    static let decorations: Set<String> = [
        "U_CAPI", "U_EXPORT2", "U_STABLE", "U_DRAFT", "U_DEPRECATED", "U_INTERNAL", "U_OBSOLETE", "U_EXPORT",
        "U_CALLCONV", "U_NOEXCEPT", "U_ATTRIBUTE_DEPRECATED", "extern",
    ]
    private static let storage: Set<String> = ["static", "inline", "__inline", "__inline__"]
    /// ICU's macros that open or close a region (`extern "C" {` in C++, nothing in C).
    private static let bracketMacros: Set<String> = [
        "U_CDECL_BEGIN", "U_CDECL_END", "U_NAMESPACE_BEGIN", "U_NAMESPACE_END", "U_NAMESPACE_USE",
    ]

    /// A parser; with `exportMacros`, only statements starting with one of them are functions.
    init(exportMacros: Set<String> = []) {
        self.exportMacros = exportMacros
    }

    /// Parses one header's text and adds its declarations.
    mutating func parse(_ text: String, file: String) {
        let tokenizer = CTokenizer(text)
        header.addFile(file, defines: tokenizer.defines, includes: tokenizer.includes)
        var cursor = TokenCursor(tokens: tokenizer.tokens)
        while let token = cursor.current {
            if token.isPunctuation("}") || token.isPunctuation(";") || Self.bracketMacros.contains(token.text) {
                cursor.advance()
            } else if token.isPunctuation("{") {
                cursor.skipBalanced()
            } else if token.text == "extern", cursor.peek(1)?.kind == .literal,
                cursor.peek(2)?.isPunctuation("{") == true
            {
                cursor.advance(by: 3)  // extern "C" { … }: its contents are file scope
            } else if token.text == "typedef" {
                parseTypedef(&cursor, file: file)
            } else if token.text == "enum", cursor.peek(1)?.kind == .identifier,
                cursor.peek(2)?.isPunctuation("{") == true
            {
                cursor.advance()
                let tag = cursor.current?.text
                cursor.advance()
                header.add(parseEnumBody(&cursor, tag: tag, typedefName: nil, file: file, first: token))
                cursor.skipStatement()
            } else {
                parseStatement(&cursor, file: file)
            }
        }
    }

    // MARK: Typedefs and enums

    private mutating func parseTypedef(_ cursor: inout TokenCursor, file: String) {
        guard let start = cursor.current else { return }
        cursor.advance()
        if cursor.current?.text == "enum" {
            cursor.advance()
            var tag: String?
            if cursor.current?.kind == .identifier,
                cursor.peek(1)?.isPunctuation("{") == true
                    || cursor.peek(2)?.isPunctuation(";") == true
            {
                tag = cursor.current?.text
                cursor.advance()
            }
            if cursor.current?.isPunctuation("{") == true {
                let name = Self.nameAfterBody(cursor)
                header.add(parseEnumBody(&cursor, tag: tag, typedefName: name, file: file, first: start))
                if let name {
                    header.add(CTypedef(name: name, target: .enumeration(tag: tag), file: file, line: start.line))
                }
                cursor.skipStatement()
                return
            }
            let rest = cursor.takeStatement()
            if let name = rest.last?.text, rest.count == 1 {
                header.add(CTypedef(name: name, target: .enumeration(tag: tag), file: file, line: start.line))
            }
            return
        }
        if let keyword = cursor.current?.text, keyword == "struct" || keyword == "union" {
            cursor.advance()
            var tag: String?
            if cursor.current?.kind == .identifier {
                tag = cursor.current?.text
                cursor.advance()
            }
            if cursor.current?.isPunctuation("{") == true { cursor.skipBalanced() }
            let rest = cursor.takeStatement()
            if rest.count == 1, let name = rest.first, name.kind == .identifier {
                header.add(CTypedef(name: name.text, target: .structure(tag: tag), file: file, line: start.line))
            }
            return
        }
        let tokens = cursor.takeStatement()
        guard let last = tokens.last else { return }
        if let open = tokens.firstIndex(where: { $0.isPunctuation("(") }) {
            // A function type: `typedef R Name(…);`, or a pointer to one: `typedef R (CALL *Name)(…);`.
            let afterOpen = tokens[(open + 1)...].first { !Self.decorations.contains($0.text) }
            let name: CToken?
            if afterOpen?.isPunctuation("*") == true {
                let closing = tokens[open...].firstIndex { $0.isPunctuation(")") } ?? tokens.count
                name = tokens[open..<closing].last { $0.kind == .identifier }
            } else {
                name = open > 0 ? tokens[open - 1] : nil
            }
            if let name {
                let text = tokens.map(\.text).joined(separator: " ")
                header.add(CTypedef(name: name.text, target: .other(text), file: file, line: start.line))
            }
        } else if last.kind == .identifier, tokens.count >= 2, !tokens.contains(where: { $0.isPunctuation(",") }) {
            let target = CType(tokens.dropLast().map(\.text))
            header.add(CTypedef(name: last.text, target: .type(target), file: file, line: start.line))
        }
    }

    /// The identifier after the `{ … }` at the cursor (the typedef name of `typedef enum { … } Name;`).
    private static func nameAfterBody(_ cursor: TokenCursor) -> String? {
        var copy = cursor
        copy.skipBalanced()
        guard let token = copy.current, token.kind == .identifier else { return nil }
        return token.text
    }

    /// Reads `{ A, B = 2, … }` at the cursor and leaves it after the closing brace.
    private mutating func parseEnumBody(
        _ cursor: inout TokenCursor, tag: String?, typedefName: String?, file: String, first: CToken
    ) -> CEnum {
        cursor.advance()  // {
        var enumerators: [CEnumerator] = []
        var next: Int? = 0
        while let token = cursor.current, !token.isPunctuation("}") {
            guard token.kind == .identifier else {
                cursor.advance()
                continue
            }
            cursor.advance()
            var value = next
            if cursor.current?.isPunctuation("=") == true {
                cursor.advance()
                var expression: [CToken] = []
                var depth = 0
                while let part = cursor.current, depth > 0 || !(part.isPunctuation(",") || part.isPunctuation("}")) {
                    if part.isPunctuation("(") { depth += 1 }
                    if part.isPunctuation(")") { depth -= 1 }
                    expression.append(part)
                    cursor.advance()
                }
                let known = enumerators
                value = CConstantExpression.evaluate(expression) { name in
                    known.last { $0.name == name }?.value ?? header.value(of: name)
                }
            }
            enumerators.append(
                CEnumerator(name: token.text, value: value, line: token.line, comment: token.leadingComment))
            next = value.map { $0 + 1 }
            if cursor.current?.isPunctuation(",") == true { cursor.advance() }
        }
        cursor.advance()  // }
        return CEnum(
            tag: tag, typedefName: typedefName, enumerators: enumerators, file: file, line: first.line,
            comment: first.leadingComment)
    }

    // MARK: Functions

    private mutating func parseStatement(_ cursor: inout TokenCursor, file: String) {
        guard let first = cursor.current else { return }
        var tokens: [CToken] = []
        var body: [CToken]?
        var depth = 0
        while let token = cursor.current {
            if depth == 0, token.isPunctuation(";") {
                cursor.advance()
                break
            }
            if depth == 0, token.isPunctuation("{") {
                body = cursor.takeBalanced()
                break
            }
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { depth -= 1 }
            tokens.append(token)
            cursor.advance()
        }
        if !exportMacros.isEmpty, !exportMacros.contains(first.text) { return }
        parseFunction(tokens, body: body, file: file, first: first)
    }

    private mutating func parseFunction(_ tokens: [CToken], body: [CToken]?, file: String, first: CToken) {
        let isStaticInline = tokens.contains { $0.text == "static" } && tokens.contains { $0.text == "inline" }
        let words = tokens.filter { !Self.decorations.contains($0.text) && !Self.storage.contains($0.text) }
        guard let open = words.firstIndex(where: { $0.isPunctuation("(") }), open >= 2,
            words[open - 1].kind == .identifier
        else { return }
        let name = words[open - 1].text
        var depth = 0
        var close: Int?
        for index in open..<words.count {
            if words[index].isPunctuation("(") { depth += 1 }
            if words[index].isPunctuation(")") {
                depth -= 1
                if depth == 0 {
                    close = index
                    break
                }
            }
        }
        guard let close else {
            header.addUnparsed(name, reason: "no closing parenthesis")
            return
        }
        let inner = Array(words[(open + 1)..<close])
        if inner.contains(where: { $0.isPunctuation("(") }) {
            header.addUnparsed(name, reason: "a parameter is a function pointer written in place")
            return
        }
        var parameters: [CParameter] = []
        var isVariadic = false
        for part in inner.split(whereSeparator: { $0.isPunctuation(",") }) {
            let texts = part.map(\.text)
            if texts == ["..."] || texts == [".", ".", "."] {
                isVariadic = true
            } else if texts != ["void"] {
                parameters.append(Self.parameter(texts))
            }
        }
        header.add(
            CFunction(
                name: name, returnType: CType(words[..<(open - 1)].map(\.text)), parameters: parameters,
                isVariadic: isVariadic, isStaticInline: isStaticInline, body: body, file: file, line: first.line,
                comment: first.leadingComment))
    }

    /// A parameter's type and name: the name is a trailing identifier that is not part of
    /// the type (`const UChar *text` → `const UChar *`, `text`; `double` → `double`).
    static func parameter(_ texts: [String]) -> CParameter {
        var texts = texts
        var arraySuffix = false
        if let bracket = texts.firstIndex(of: "[") {
            texts = Array(texts[..<bracket])
            arraySuffix = true
        }
        var name: String?
        if let last = texts.last, texts.count >= 2, last.first.map({ $0.isLetter || $0 == "_" }) == true,
            !CType.keywords.contains(last)
        {
            let rest = texts.dropLast()
            let qualifiersOnly = rest.allSatisfy { ["const", "volatile", "struct", "enum", "union"].contains($0) }
            if !qualifiersOnly {
                name = last
                texts.removeLast()
            }
        }
        return CParameter(type: CType(texts + (arraySuffix ? ["*"] : [])), name: name)
    }
}
