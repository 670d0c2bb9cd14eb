import Foundation
import Testing

/// Apps build the libraries with the compiler of their Xcode, as old as Xcode 16's Swift
/// 6.0, which does not know newer language features or standard-library types, and no
/// `@available` can hide a spelling the parser rejects. The toolchain here is newer, so
/// the library sources are searched for the spellings that came after Swift 6.0.
@Suite("Library sources compile with Swift 6.0")
struct SwiftSixZeroSpellingTests {
    /// A spelling newer than Swift 6.0, with the release that brought it.
    struct Spelling: CustomStringConvertible, Sendable {
        let pattern: String
        let since: String
        var description: String { "\(since): /\(pattern)/" }
    }

    static let spellings: [Spelling] = [
        Spelling(pattern: #"\bInlineArray\b"#, since: "Swift 6.2 (InlineArray, iOS 26)"),
        Spelling(pattern: #"\[\s*\d+\s+of\s+"#, since: "Swift 6.2 (InlineArray sugar)"),
        Spelling(pattern: #"<\s*let\s+\w+\s*:"#, since: "Swift 6.2 (value generics)"),
        Spelling(pattern: #"\b(Mutable|Raw|UTF8|Output)?Span\b"#, since: "Swift 6.2 (Span, iOS 26)"),
        Spelling(pattern: #"@_?lifetime\b"#, since: "Swift 6.2 (lifetime dependencies)"),
        Spelling(pattern: #"nonisolated\(nonsending\)"#, since: "Swift 6.2 (SE-0461)"),
        Spelling(pattern: #"@concurrent\b"#, since: "Swift 6.2 (SE-0461)"),
        Spelling(pattern: #":\s*@MainActor\s+\w+\s*[{,]"#, since: "Swift 6.2 (isolated conformances)"),
        Spelling(pattern: #"\bweak\s+let\b"#, since: "Swift 6.2 (SE-0481)"),
        Spelling(pattern: #"\bTask\.immediate\b|\bTask\(\s*name:"#, since: "Swift 6.2"),
        Spelling(
            pattern: #"\bnonisolated\s+(struct|class|enum|extension|protocol|actor)\b"#,
            since: "Swift 6.1 (SE-0449)"),
        Spelling(pattern: #",\s*\n\s*\)"#, since: "Swift 6.1 (trailing commas in lists, SE-0439)"),
    ]

    /// The library targets an app compiles.
    static let libraryFolders = [
        "Sources/CICU", "Sources/LocalizeKit", "Sources/StandardButtons", "Sources/StandardMenus",
    ]

    static func librarySources() throws -> [URL] {
        try libraryFolders.flatMap { folder -> [URL] in
            let root = AppleStandInCompiler.packageRoot.appendingPathComponent(folder)
            let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }
    }

    /// `text` without comments and string literals, so that prose may name what code may not.
    static func codeOnly(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            return code.replacingOccurrences(of: #""[^"]*""#, with: "\"\"", options: .regularExpression)
        }.joined(separator: "\n")
    }

    @Test("No library source uses a spelling newer than Swift 6.0", arguments: spellings)
    func noNewerSpelling(_ spelling: Spelling) throws {
        let sources = try Self.librarySources()
        #expect(sources.count > 100, "found \(sources.count) library sources")
        let regex = try NSRegularExpression(pattern: spelling.pattern)
        var hits: [String] = []
        for file in sources {
            let code = Self.codeOnly(try String(contentsOf: file, encoding: .utf8))
            let range = NSRange(code.startIndex..., in: code)
            for match in regex.matches(in: code, range: range) {
                let line =
                    code[..<(Range(match.range, in: code)?.lowerBound ?? code.startIndex)]
                    .filter { $0 == "\n" }.count + 1
                hits.append("\(file.path):\(line)")
            }
        }
        #expect(hits.isEmpty, "\(spelling) in:\n\(hits.joined(separator: "\n"))")
    }

    @Test("The search finds each spelling in code, not in comments or strings")
    func searchBites() throws {
        let code = Self.codeOnly(
            """
            var counts = InlineArray<4, Int>(repeating: 0)  // not InlineArray<9, Int> here
            let note = "Span<UInt8> in a string"
            f(a,
              b,
            )
            """)
        #expect(
            try NSRegularExpression(pattern: Self.spellings[0].pattern).numberOfMatches(
                in: code, range: NSRange(code.startIndex..., in: code)) == 1)
        #expect(!code.contains("Span<UInt8>"))
        let trailing = try #require(Self.spellings.last)
        #expect(
            try NSRegularExpression(pattern: trailing.pattern).numberOfMatches(
                in: code, range: NSRange(code.startIndex..., in: code)) == 1)
    }
}
