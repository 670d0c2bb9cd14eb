import Foundation

/// Evaluates Swift's `#if` conditions for one Apple platform, and keeps of a source file the
/// lines that platform compiles, comments and string literals blanked out.
///
/// ```swift
/// let conditions = CompilationConditions(platform: .tvOS)
/// conditions.evaluate("canImport(SwiftUI) && !os(tvOS)")   // false
/// conditions.activeCode(of: source)                       // the code tvOS compiles
/// ```
///
/// The grammar is the part of Swift's that the package uses: `canImport`, `os`,
/// `targetEnvironment`, `compiler`, `swift`, `!`, `&&`, `||` and parentheses;
/// `compiler(…)` and `swift(…)` are taken as true (Xcode 26 and its Swift 6.2).
struct CompilationConditions {
    let platform: ApplePlatform

    /// A condition this evaluator does not understand.
    struct UnknownCondition: Error, CustomStringConvertible {
        let description: String
    }

    /// Whether `condition` holds on the platform.
    func evaluate(_ condition: String) throws -> Bool {
        var parser = Parser(tokens: Self.tokens(condition), platform: platform)
        let value = try parser.disjunction()
        guard parser.isAtEnd else { throw UnknownCondition(description: "trailing text in \(condition)") }
        return value
    }

    /// The lines of `source` the platform compiles, in order with their 1-based numbers;
    /// comments and string literals are removed, `#if` lines themselves dropped.
    func activeCode(of source: String) throws -> [(line: Int, code: String)] {
        var result: [(line: Int, code: String)] = []
        // Each open #if: whether its enclosing code is active, and whether a branch was taken.
        var stack: [(outerActive: Bool, taken: Bool, active: Bool)] = []
        var active = true
        for (index, rawLine) in Self.withoutCommentsAndStrings(source).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                let holds = try evaluate(String(line.dropFirst(4)))
                stack.append((active, holds, active && holds))
                active = active && holds
            } else if line.hasPrefix("#elseif ") {
                guard var top = stack.popLast() else { throw UnknownCondition(description: "#elseif without #if") }
                let holds = try !top.taken && evaluate(String(line.dropFirst(8)))
                top.taken = top.taken || holds
                top.active = top.outerActive && holds
                stack.append(top)
                active = top.active
            } else if line == "#else" {
                guard var top = stack.popLast() else { throw UnknownCondition(description: "#else without #if") }
                top.active = top.outerActive && !top.taken
                top.taken = true
                stack.append(top)
                active = top.active
            } else if line == "#endif" {
                guard let top = stack.popLast() else { throw UnknownCondition(description: "#endif without #if") }
                active = top.outerActive
            } else if active {
                result.append((index + 1, String(rawLine)))
            }
        }
        return result
    }

    // MARK: Lexing

    /// `source` with `//` and `/* */` comments and the contents of string literals replaced
    /// by spaces (line breaks kept, so line numbers stay).
    static func withoutCommentsAndStrings(_ source: String) -> String {
        var output: [Character] = []
        var characters = Array(source)[...]
        while let character = characters.popFirst() {
            if character == "/", characters.first == "/" {
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            } else if character == "/", characters.first == "*" {
                characters.removeFirst()
                while let next = characters.popFirst() {
                    if next == "*", characters.first == "/" {
                        characters.removeFirst()
                        break
                    }
                    if next == "\n" { output.append("\n") }
                }
            } else if character == "\"" {
                output.append("\"")
                while let next = characters.popFirst() {
                    if next == "\\" {
                        _ = characters.popFirst()
                    } else if next == "\"" {
                        break
                    } else if next == "\n" {
                        output.append("\n")
                    }
                }
                output.append("\"")
            } else {
                output.append(character)
            }
        }
        return String(output)
    }

    private static func tokens(_ condition: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        var characters = Array(condition)[...]
        while let character = characters.popFirst() {
            switch character {
            case "(", ")", "!":
                flush()
                tokens.append(String(character))
            case "&", "|":
                flush()
                if characters.first == character { characters.removeFirst() }
                tokens.append(String([character, character]))
            case " ", "\t":
                flush()
            default:
                current.append(character)
            }
        }
        flush()
        return tokens
    }

    private struct Parser {
        var tokens: ArraySlice<String>
        let platform: ApplePlatform

        init(tokens: [String], platform: ApplePlatform) {
            self.tokens = tokens[...]
            self.platform = platform
        }

        var isAtEnd: Bool { tokens.isEmpty }

        mutating func disjunction() throws -> Bool {
            var value = try conjunction()
            while tokens.first == "||" {
                tokens.removeFirst()
                value = try conjunction() || value
            }
            return value
        }

        mutating func conjunction() throws -> Bool {
            var value = try unary()
            while tokens.first == "&&" {
                tokens.removeFirst()
                value = try unary() && value
            }
            return value
        }

        mutating func unary() throws -> Bool {
            guard let token = tokens.popFirst() else { throw UnknownCondition(description: "missing operand") }
            switch token {
            case "!":
                return try !unary()
            case "(":
                let value = try disjunction()
                guard tokens.popFirst() == ")" else { throw UnknownCondition(description: "missing )") }
                return value
            case "true": return true
            case "false": return false
            default:
                guard tokens.popFirst() == "(" else { throw UnknownCondition(description: "unknown \(token)") }
                var argument: [String] = []
                while let next = tokens.popFirst(), next != ")" { argument.append(next) }
                let name = argument.joined()
                switch token {
                case "canImport": return platform.canImport(name)
                case "os": return platform.isOS(name)
                case "targetEnvironment": return platform.isTargetEnvironment(name)
                case "compiler", "swift": return true
                default: throw UnknownCondition(description: "unknown condition \(token)(\(name))")
                }
            }
        }
    }
}
