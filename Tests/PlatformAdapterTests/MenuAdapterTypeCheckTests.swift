import Foundation
import Testing

/// StandardMenus' SwiftUI and UIKit adapters, type-checked against the Apple stand-ins in
/// Swift 6 mode, warnings as errors, on top of StandardButtons compiled the same way; and
/// apps' files using them, with SwiftUI's names in scope.
@Suite("StandardMenus adapters type-check against Apple stand-ins")
struct MenuAdapterTypeCheckTests {
    /// A compiler for `family` with StandardButtons already emitted against its stand-ins.
    func compilerWithStandardButtons(_ family: AppleStandInCompiler.Family) throws -> AppleStandInCompiler {
        let compiler = try AppleStandInCompiler(family: family)
        let emitted = try compiler.emitModule("StandardButtons")
        try #require(emitted.succeeded, "\(family) StandardButtons:\n\(emitted.output)")
        return compiler
    }

    /// A compiler for `family` with StandardButtons and StandardMenus emitted.
    func compilerWithStandardMenus(_ family: AppleStandInCompiler.Family) throws -> AppleStandInCompiler {
        let compiler = try compilerWithStandardButtons(family)
        let emitted = try compiler.emitModule("StandardMenus")
        try #require(emitted.succeeded, "\(family) StandardMenus:\n\(emitted.output)")
        return compiler
    }

    @Test("StandardMenus, with its adapters, type-checks", arguments: AppleStandInCompiler.Family.allCases)
    func standardMenus(family: AppleStandInCompiler.Family) throws {
        let compiler = try compilerWithStandardButtons(family)
        defer { compiler.cleanUp() }
        let result = try compiler.typeCheck(module: "StandardMenus")
        #expect(result.succeeded, "\(family):\n\(result.output)")
    }

    @Test(
        "A file importing SwiftUI and StandardMenus builds menus and names the types without qualification",
        arguments: AppleStandInCompiler.Family.allCases)
    func clientBesideSwiftUI(family: AppleStandInCompiler.Family) throws {
        let compiler = try compilerWithStandardMenus(family)
        defer { compiler.cleanUp() }
        let menus = try compiler.write(MenuClientSources.swiftUI, named: "DocumentMenus.swift")
        let names = try compiler.write(
            "import StandardMenus\nimport SwiftUI\n\n@MainActor func nameEveryType() {\n"
                + MenuClientSources.namingLines(MenuClientSources.renamedTypes.map(\.new))
                + "    _ = MenuDivider()\n    _ = Divider()\n}\n", named: "Names.swift")
        let result = try compiler.typeCheck(clientFiles: [menus, names])
        #expect(result.succeeded, "\(family):\n\(result.output)")
    }

    @Test("A UIKit app mixes UIKit's own elements into the builder and reloads a context menu")
    func clientWithUIKit() throws {
        let compiler = try compilerWithStandardMenus(.iOS)
        defer { compiler.cleanUp() }
        let client = try compiler.write(MenuClientSources.uiKit, named: "DocumentController.swift")
        let result = try compiler.typeCheck(clientFiles: [client])
        #expect(result.succeeded, "\(result.output)")
    }

    @Test("Negative control: the old names beside SwiftUI are ambiguous as types, and Divider() as a call")
    func oldNamesClash() throws {
        let compiler = try AppleStandInCompiler(family: .macOS)
        defer { compiler.cleanUp() }
        let legacy = try compiler.write(MenuClientSources.legacyModule, named: "LegacyMenus.swift")
        let emitted = try compiler.emitModule(named: "LegacyMenus", sources: [legacy])
        try #require(emitted.succeeded, "\(emitted.output)")
        let client = try compiler.write(
            "import LegacyMenus\nimport SwiftUI\n\n@MainActor func nameEveryType() {\n"
                + MenuClientSources.namingLines(MenuClientSources.clashingNames) + "    _ = Divider()\n}\n",
            named: "Client.swift")
        let result = try compiler.typeCheck(clientFiles: [client])
        #expect(!result.succeeded)
        for name in MenuClientSources.clashingNames {
            #expect(result.output.contains("'\(name)' is ambiguous for type lookup"), "\(name):\n\(result.output)")
        }
        #expect(result.output.contains("ambiguous use of 'init()'"), "\(result.output)")
    }

    @Test("No public type of StandardMenus takes a name SwiftUI, UIKit or AppKit declares")
    func noSharedTypeNames() throws {
        let root = AppleStandInCompiler.packageRoot
        let menus = try TypeNames.publicTopLevel(in: root.appendingPathComponent("Sources/StandardMenus"))
        let apple = try ["SwiftUI", "UIKit", "AppKit"].flatMap {
            try TypeNames.publicTopLevel(in: root.appendingPathComponent("Tests/PlatformAdapterTests/StandIns/\($0)"))
        }
        #expect(menus.count > 20, "\(menus)")
        #expect(apple.contains("Divider") && apple.contains("MenuButton"), "\(apple)")
        #expect(Set(menus).intersection(apple).isEmpty, "\(Set(menus).intersection(apple))")
    }
}

/// The public top-level type names declared in a folder's Swift files.
enum TypeNames {
    static func publicTopLevel(in folder: URL) throws -> [String] {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var names: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                // Top level, or one level in under `#if`: at most four spaces of indentation.
                let trimmed = line.drop { $0 == " " }
                guard line.count - trimmed.count <= 4 else { continue }
                var words = trimmed.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
                guard let first = words.first, first == "public" || first == "open" || first == "nonisolated"
                else { continue }
                words.removeAll { ["public", "open", "nonisolated", "final"].contains($0) }
                guard words.count >= 2,
                    ["struct", "enum", "class", "protocol", "actor", "typealias"].contains(words[0])
                else { continue }
                names.append(String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }
}
