import Foundation

/// What the stand-ins declare unavailable where: the types and functions carrying
/// `@available(<platform>, unavailable)`, themselves or through the type or extension that
/// declares them; and the check that an adapter file compiles none of them on a platform
/// that lacks them.
///
/// ```swift
/// let index = try StandInUnavailability(folder: standIns)
/// index.types["KeyboardShortcut"]    // ["tvOS", "watchOS"]
/// try index.violations(in: source, on: .tvOS)   // uses of tvOS-less API that tvOS compiles
/// ```
///
/// A function counts as unavailable on a platform only when every declaration of that
/// name is, so an overload that exists there is never reported. Types are matched by
/// name anywhere in the code, functions where they are called (`name(`).
struct StandInUnavailability {
    /// The platforms (as `@available` names them) each type is unavailable on.
    private(set) var types: [String: Set<String>] = [:]
    /// The platforms each function name is unavailable on, under every declaration.
    private(set) var functions: [String: Set<String>] = [:]

    /// A use of an API on a platform that does not have it.
    struct Violation: CustomStringConvertible, Equatable {
        let line: Int
        let name: String
        let platform: ApplePlatform
        var description: String { "line \(line): \(name) is unavailable on \(platform)" }
    }

    /// The index of the Swift files under `folder` (the stand-in modules).
    init(folder: URL) throws {
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        try self.init(sources: files.map { try String(contentsOf: $0, encoding: .utf8) })
    }

    /// The index of stand-in sources.
    init(sources: [String]) {
        var functionDeclarations: [String: [Set<String>]] = [:]
        for source in sources { read(source, functionDeclarations: &functionDeclarations) }
        for (name, declarations) in functionDeclarations {
            let everywhere = declarations.dropFirst().reduce(declarations[0]) { $0.intersection($1) }
            if !everywhere.isEmpty { functions[name] = everywhere }
        }
    }

    /// The uses in `source` of API that `platform` lacks, in the code `platform` compiles.
    func violations(in source: String, on platform: ApplePlatform) throws -> [Violation] {
        let unavailableNames = Set(platform.availabilityNames)
        // Simple word boundaries: Unicode's would join `self.keyboardShortcut` into one word.
        let identifier = /\b([A-Za-z_][A-Za-z0-9_]*)\b(\s*\()?/.wordBoundaryKind(.simple)
        var found: [Violation] = []
        for (line, code) in try CompilationConditions(platform: platform).activeCode(of: source) {
            for match in code.matches(of: identifier) {
                let name = String(match.output.1)
                if code[code.startIndex..<match.range.lowerBound].hasSuffix("func ") { continue }
                let platforms = match.output.2 == nil ? types[name] : (functions[name] ?? types[name])
                if let platforms, !platforms.isDisjoint(with: unavailableNames) {
                    found.append(Violation(line: line, name: name, platform: platform))
                }
            }
        }
        return found
    }

    // MARK: Reading the stand-ins

    /// Reads one stand-in file: top-level types into `types`, each function declaration's
    /// platforms into `functionDeclarations`.
    private mutating func read(_ source: String, functionDeclarations: inout [String: [Set<String>]]) {
        // Simple word boundaries, as Swift's identifiers have (Unicode's join `a.b` into one word).
        let typeDeclaration = /\b(?:struct|class|enum|protocol|actor)\s+(\w+)/.wordBoundaryKind(.simple)
        let extensionDeclaration = /\bextension\s+\w+/.wordBoundaryKind(.simple)
        let functionDeclaration = /\bfunc\s+(\w+)/.wordBoundaryKind(.simple)
        let anyDeclaration = /\b(?:func|var|let|init|typealias|case)\b/.wordBoundaryKind(.simple)
        let code = CompilationConditions.withoutCommentsAndStrings(source)
        var pending: Set<String> = []
        // Open type and extension bodies: the brace depth they opened at, their platforms.
        var scopes: [(depth: Int, platforms: Set<String>, isType: Bool)] = []
        var depth = 0
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            for match in line.matches(of: /@available\((\w+), unavailable\)/) {
                pending.insert(String(match.output.1))
            }
            let platforms = pending.union(scopes.last?.platforms ?? [])
            var opensType = false
            var opensExtension = false
            if let type = line.firstMatch(of: typeDeclaration) {
                // Nested types are reached only through their outer type's name.
                if !platforms.isEmpty && !scopes.contains(where: \.isType) {
                    types[String(type.output.1), default: []].formUnion(platforms)
                }
                opensType = true
            } else if line.firstMatch(of: extensionDeclaration) != nil {
                opensExtension = true
            } else if let function = line.firstMatch(of: functionDeclaration) {
                functionDeclarations[String(function.output.1), default: []].append(platforms)
            }
            let isDeclaration =
                opensType || opensExtension
                || line.firstMatch(of: anyDeclaration) != nil
            let opening = line.filter { $0 == "{" }.count
            let closing = line.filter { $0 == "}" }.count
            if (opensType || opensExtension) && opening > closing { scopes.append((depth, platforms, opensType)) }
            depth += opening - closing
            while let last = scopes.last, depth <= last.depth { scopes.removeLast() }
            if isDeclaration { pending = [] }
        }
    }
}
