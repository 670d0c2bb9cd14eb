import Foundation

/// The files the ICU checks read: CICU's headers in this repository, the system ICU
/// headers that CICU.h includes on Linux (with what they include), and LocalizeKit's
/// Swift files that import CICU.
enum ICUSources {
    /// The repository root, found from this file's path.
    static let root: String = {
        var path = #filePath
        for _ in 0..<4 { path = (path as NSString).deletingLastPathComponent }
        return path
    }()

    static let cicuInclude = root + "/Sources/CICU/include"
    static let appleHeaderPath = cicuInclude + "/ICUAppleDeclarations.h"
    static let umbrellaHeaderPath = cicuInclude + "/CICU.h"
    /// Where libicu-dev puts ICU's headers.
    static let systemInclude = "/usr/include"

    /// Whether the system ICU headers are installed.
    static var hasSystemHeaders: Bool {
        FileManager.default.fileExists(atPath: systemInclude + "/unicode/utypes.h")
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// ICUAppleDeclarations.h, or a drifted copy of its text.
    static func appleHeader(_ text: String? = nil) throws -> CHeader {
        var parser = CDeclarationParser()
        parser.parse(try text ?? read(appleHeaderPath), file: "ICUAppleDeclarations.h")
        return parser.header
    }

    /// CICU.h: the wrappers, the floor and the system headers it includes.
    static func umbrellaHeader() throws -> CHeader {
        var parser = CDeclarationParser()
        parser.parse(try read(umbrellaHeaderPath), file: "CICU.h")
        return parser.header
    }

    /// The system headers `CICU.h` includes (`<unicode/…>`), and every ICU header they
    /// include in turn, parsed in include order.
    static func systemHeaders(includedBy umbrella: CHeader) throws -> CHeader {
        var parser = CDeclarationParser(exportMacros: ["U_CAPI", "U_STABLE", "U_DRAFT", "U_DEPRECATED", "U_INTERNAL"])
        var seen: Set<String> = []
        func visit(_ include: String) throws {
            guard include.hasPrefix("unicode/"), seen.insert(include).inserted else { return }
            let text = try read(systemInclude + "/" + include)
            // Headers first, as the preprocessor would: enumerators may name earlier ones.
            for nested in CTokenizer(text).includes { try visit(nested) }
            parser.parse(text, file: include)
        }
        for include in umbrella.includes { try visit(include) }
        return parser.header
    }

    /// Identifiers in LocalizeKit's Swift files that import CICU (comments and string
    /// literals left out).
    static func swiftNamesUsingCICU() throws -> Set<String> {
        let folder = root + "/Sources/LocalizeKit"
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var names: Set<String> = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let text = try read(folder + "/" + relative)
            guard text.contains("import CICU") else { continue }
            names.formUnion(SwiftIdentifiers.identifiers(in: text))
        }
        return names
    }

    /// `CICU_ICU_VERSION_FLOOR` as CICU.h defines it.
    static func versionFloor(in umbrella: CHeader) -> Int? {
        umbrella.defines["CICU_ICU_VERSION_FLOOR"].flatMap { Int($0) }
    }
}
