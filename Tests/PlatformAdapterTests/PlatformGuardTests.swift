import Foundation
import Testing

/// The `#if` conditions of the Apple-only files, evaluated for each declared platform, let
/// through no type or function that the stand-ins (Apple's documented declarations) mark
/// unavailable there: no UIKit button on watchOS, no keyboard shortcut on tvOS or watchOS,
/// no drag gesture on tvOS, no AppKit in Mac Catalyst. Linux cannot compile for those
/// platforms; this reads the files the way each platform's compiler would choose lines.
@Suite("Apple-only files compile on each platform only what it has")
struct PlatformGuardTests {
    static let standIns = AppleStandInCompiler.packageRoot.appendingPathComponent("Tests/PlatformAdapterTests/StandIns")

    /// The package's files with code for Apple's UI frameworks.
    static func appleOnlyFiles() throws -> [(path: String, source: String)] {
        var files: [(path: String, source: String)] = []
        for module in ["StandardButtons", "StandardMenus"] {
            let folder = AppleStandInCompiler.packageRoot.appendingPathComponent("Sources/\(module)")
            let urls =
                FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for url in urls.sorted(by: { $0.path < $1.path }) {
                let source = try String(contentsOf: url, encoding: .utf8)
                if source.contains(/canImport\((SwiftUI|UIKit|AppKit)\)/) {
                    files.append((String(url.path.dropFirst(AppleStandInCompiler.packageRoot.path.count + 1)), source))
                }
            }
        }
        return files
    }

    @Test("No adapter uses, on a declared platform, an API the platform lacks", arguments: ApplePlatform.allCases)
    func adaptersMatchPlatforms(platform: ApplePlatform) throws {
        let index = try StandInUnavailability(folder: Self.standIns)
        let files = try Self.appleOnlyFiles()
        try #require(files.count >= 10, "the adapters were not found")
        for file in files {
            let violations = try index.violations(in: file.source, on: platform)
            #expect(violations.isEmpty, "\(file.path): \(violations)")
        }
    }

    @Test("The stand-ins' unavailability is read as Apple documents it")
    func standInsAreRead() throws {
        let index = try StandInUnavailability(folder: Self.standIns)
        #expect(index.types["KeyboardShortcut"] == ["tvOS", "watchOS"])
        #expect(index.types["KeyEquivalent"] == ["watchOS"])
        #expect(index.functions["keyboardShortcut"] == ["tvOS", "watchOS"])
        #expect(index.types["DragGesture"] == ["tvOS"])
        #expect(index.types["Menu"] == ["watchOS"])
        #expect(index.types["ControlGroup"] == ["watchOS"])
        #expect(index.types["PaletteControlGroupStyle"] == ["tvOS", "watchOS"])
        #expect(index.types["UIButton"] == ["watchOS"])
        #expect(index.types["UIKeyCommand"] == ["watchOS"])
        #expect(Set(index.types["UIContextMenuInteractionCommitAnimating"] ?? []) == ["tvOS", "watchOS"])
        #expect(index.types["NSMenuItem"] == ["macCatalyst"])
        // Available everywhere: not listed, nor a nested type under its short name.
        #expect(index.types["Button"] == nil && index.types["Toggle"] == nil && index.types["Configuration"] == nil)
        #expect(index.functions["menuActionDismissBehavior"] == nil)
    }

    @Test(
        "Negative control: unguarded uses are reported on the platforms that lack them",
        arguments: [
            ("#if canImport(SwiftUI)\nlet s = KeyboardShortcut(.return)\n#endif\n", [ApplePlatform.tvOS, .watchOS]),
            (
                "#if canImport(SwiftUI)\nfunc f(v: some View) { _ = v.keyboardShortcut(nil) }\n#endif\n",
                [.tvOS, .watchOS]
            ),
            ("#if canImport(UIKit)\nlet b = UIButton()\n#endif\n", [.watchOS]),
            ("#if canImport(AppKit)\nlet item = NSMenuItem()\n#endif\n", [.macCatalyst]),
            ("#if canImport(SwiftUI) && !os(watchOS)\nlet g = DragGesture()\n#endif\n", [.tvOS]),
        ])
    func unguardedUsesFail(source: String, lacking: [ApplePlatform]) throws {
        let index = try StandInUnavailability(folder: Self.standIns)
        let failing = try ApplePlatform.allCases.filter { try !index.violations(in: source, on: $0).isEmpty }
        #expect(failing == lacking, "\(source.debugDescription)")
    }

    @Test("Guarded uses, and names in comments or strings, are not reported")
    func guardedUsesPass() throws {
        let index = try StandInUnavailability(folder: Self.standIns)
        let source = """
            #if canImport(UIKit) && !os(watchOS)
                let b = UIButton()  // a UIButton
            #elseif os(watchOS)
                let note = "no UIButton here"
            #endif
            #if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
                let s = KeyboardShortcut(.return)
            #else
                /* KeyboardShortcut */
            #endif
            #if canImport(AppKit) && !targetEnvironment(macCatalyst)
                let item = NSMenuItem()
            #endif
            """
        for platform in ApplePlatform.allCases {
            #expect(try index.violations(in: source, on: platform).isEmpty, "\(platform)")
        }
    }

    @Test("Conditions evaluate as each platform's compiler does")
    func conditions() throws {
        func holds(_ condition: String) throws -> [ApplePlatform] {
            try ApplePlatform.allCases.filter { try CompilationConditions(platform: $0).evaluate(condition) }
        }
        #expect(try holds("canImport(UIKit) && !os(watchOS)") == [.iOS, .macCatalyst, .tvOS, .visionOS])
        #expect(try holds("canImport(UIKit) && !os(watchOS) && !os(tvOS)") == [.iOS, .macCatalyst, .visionOS])
        #expect(try holds("canImport(AppKit) && !targetEnvironment(macCatalyst)") == [.macOS])
        #expect(try holds("canImport(SwiftUI) && !os(tvOS)") == [.iOS, .macCatalyst, .macOS, .watchOS, .visionOS])
        #expect(try holds("os(macOS) || (os(iOS) && !targetEnvironment(macCatalyst))") == [.iOS, .macOS])
        #expect(try holds("canImport(FoundationEssentials)").isEmpty)
        #expect(throws: CompilationConditions.UnknownCondition.self) {
            try CompilationConditions(platform: .iOS).evaluate("hasFeature(X)")
        }
    }
}
