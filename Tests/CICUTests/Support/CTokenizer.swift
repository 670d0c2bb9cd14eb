/// Splits a C header into tokens, as a C (not C++) compiler would see its declarations.
///
/// Comments are dropped from the token stream but the one just before a token is kept
/// on it (`leadingComment`); a `/**<` comment documents what comes before it and is not
/// kept. Preprocessor directives are not tokens. Conditional blocks are followed only as
/// far as they are decidable without the real preprocessor:
///
/// - C++-only blocks (`#if U_SHOW_CPLUSPLUS_API`, `#ifdef __cplusplus`,
///   `#if U_CPLUSPLUS_VERSION …`, ICU's own implementation-only blocks) are left out, and
///   their `#else` is taken;
/// - `#ifndef U_HIDE_…_API` is taken and `#ifdef U_HIDE_…` left out (ICU's defaults);
/// - any other condition is undecidable here: its block **and** its `#else` are both kept,
///   so a name declared in both comes out twice, and the callers must treat such
///   alternatives explicitly (see `CHeader`).
///
/// `#define NAME value` lines in kept blocks are recorded, as are `#include` targets.
struct CTokenizer {
    private(set) var tokens: [CToken] = []
    private(set) var defines: [String: String] = [:]
    private(set) var includes: [String] = []

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var pendingComment: String?
    private var atLineStart = true
    private var conditions: [ConditionFrame] = []

    /// One open `#if` chain.
    private struct ConditionFrame {
        /// Whether the enclosing region was kept.
        let parentKept: Bool
        /// Whether the current branch is kept.
        var kept: Bool
        /// Whether an earlier branch of the chain was certainly taken (so later ones are not).
        var certainlyTaken: Bool
    }

    /// What can be decided about a condition.
    private enum Decision {
        case taken, notTaken, unknown
    }

    init(_ text: String) {
        bytes = Array(text.utf8)
        tokenize()
    }

    private var kept: Bool { conditions.last.map(\.kept) ?? true }

    private mutating func tokenize() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                index += 1
                atLineStart = true
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C {
                index += 1
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                readBlockComment()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                readLineComment()
            } else if byte == UInt8(ascii: "#"), atLineStart {
                readDirective()
            } else {
                atLineStart = false
                readToken()
            }
        }
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func readBlockComment() {
        let start = index
        index += 2
        while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        index = min(index + 2, bytes.count)
        remember(comment: String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func readLineComment() {
        let start = index
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        remember(comment: String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func remember(comment: String) {
        // `/**< … */` and `//!< …` document the declaration before them.
        if comment.hasPrefix("/**<") || comment.hasPrefix("//!<") || comment.hasPrefix("///<") { return }
        pendingComment = comment
    }

    /// Reads one directive, continuation lines included, and applies it.
    private mutating func readDirective() {
        var text: [UInt8] = []
        index += 1
        while index < bytes.count, bytes[index] != 0x0A {
            if bytes[index] == UInt8(ascii: "\\"), peek(1) == 0x0A {
                index += 2
                line += 1
                text.append(0x20)
            } else if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                // A comment inside a directive may span lines; it counts as a space.
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    if bytes[index] == 0x0A { line += 1 }
                    index += 1
                }
                index = min(index + 2, bytes.count)
                text.append(0x20)
            } else if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                text.append(bytes[index])
                index += 1
            }
        }
        apply(directive: String(decoding: text, as: UTF8.self).trimmed)
    }

    private mutating func apply(directive: String) {
        let name = String(directive.prefix { $0.isLetter })
        let argument = String(directive.dropFirst(name.count)).trimmed
        switch name {
        case "if", "ifdef", "ifndef":
            let decision = Self.decide(name, argument)
            conditions.append(
                ConditionFrame(
                    parentKept: kept, kept: kept && decision != .notTaken, certainlyTaken: decision == .taken))
        case "elif", "else":
            guard var frame = conditions.popLast() else { return }
            let decision = name == "else" ? Decision.taken : Self.decide("if", argument)
            frame.kept = frame.parentKept && !frame.certainlyTaken && decision != .notTaken
            frame.certainlyTaken = frame.certainlyTaken || decision == .taken
            conditions.append(frame)
        case "endif":
            _ = conditions.popLast()
        case "define" where kept:
            let macro = String(argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if !macro.isEmpty { defines[macro] = String(argument.dropFirst(macro.count)).trimmed }
        case "include" where kept:
            includes.append(String(argument.dropFirst().dropLast()))
        default:
            break
        }
    }

    /// What the C preprocessor would do with a condition, as far as this file can tell.
    private static func decide(_ directive: String, _ argument: String) -> Decision {
        switch directive {
        case "ifdef":
            return isFalseInC(argument) ? .notTaken : .unknown
        case "ifndef":
            return isFalseInC(argument) ? .taken : .unknown
        default:
            let expression = argument.replacing(" ", with: "").replacing("\t", with: "")
            if expression.hasPrefix("!"), !expression.contains("||"), !expression.contains("&&") {
                return isFalseInC(unwrapped(String(expression.dropFirst()))) ? .taken : .unknown
            }
            // `A || B || …` where every operand is false in C (a C++ or implementation macro).
            let operands = expression.split(separator: "||").map { unwrapped(String($0)) }
            return operands.allSatisfy(isFalseInC) ? .notTaken : .unknown
        }
    }

    /// Whether a macro name (or a comparison of `U_CPLUSPLUS_VERSION` with a positive number)
    /// is false when ICU's headers are compiled as C by a user of ICU.
    private static func isFalseInC(_ operand: String) -> Bool {
        let falseInC: Set<String> = [
            "__cplusplus", "U_SHOW_CPLUSPLUS_API", "U_CPLUSPLUS_VERSION", "U_COMBINED_IMPLEMENTATION",
            "U_COMMON_IMPLEMENTATION", "U_I18N_IMPLEMENTATION", "U_IO_IMPLEMENTATION",
        ]
        if falseInC.contains(operand) || operand.hasPrefix("U_HIDE_") { return true }
        for comparison in [">=", ">"] where operand.hasPrefix("U_CPLUSPLUS_VERSION" + comparison) {
            let number = operand.dropFirst("U_CPLUSPLUS_VERSION".count + comparison.count)
            return Int(number).map { $0 > 0 } ?? false
        }
        return false
    }

    /// `defined(NAME)`, `defined NAME` or `(X)` without the wrapping.
    private static func unwrapped(_ operand: String) -> String {
        var text = operand
        if text.hasPrefix("defined") { text = String(text.dropFirst("defined".count)) }
        while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        return text
    }

    private mutating func readToken() {
        let start = index
        let startLine = line
        let byte = bytes[index]
        let kind: CToken.Kind
        if byte.isASCIIIdentifierStart {
            while index < bytes.count, bytes[index].isASCIIIdentifierPart { index += 1 }
            kind = .identifier
        } else if byte.isASCIIDigit || (byte == UInt8(ascii: ".") && (peek(1)?.isASCIIDigit ?? false)) {
            while index < bytes.count, bytes[index].isASCIIIdentifierPart || bytes[index] == UInt8(ascii: ".") {
                index += 1
            }
            kind = .number
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            index += 1
            while index < bytes.count, bytes[index] != byte, bytes[index] != 0x0A {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index = min(index + 1, bytes.count)
            kind = .literal
        } else {
            let twoByte = ["<<", ">>", "->", "::", "&&", "||", "==", "!=", "<=", ">=", "##"]
            if let next = peek(1), twoByte.contains(String(decoding: [byte, next], as: UTF8.self)) {
                index += 2
            } else {
                index += 1
            }
            kind = .punctuation
        }
        let comment = pendingComment
        pendingComment = nil
        guard kept else { return }
        tokens.append(
            CToken(
                kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self), line: startLine,
                leadingComment: comment))
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmed: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
