import Foundation

/// Compiles the package's own sources against stand-ins of Apple's UI frameworks
/// (`StandIns/`), so that the SwiftUI, UIKit and AppKit adapters, which `#if canImport`
/// hides on Linux, are type-checked here in Swift 6 mode with warnings as errors.
///
/// ```swift
/// let compiler = try AppleStandInCompiler(family: .iOS)
/// let result = try compiler.typeCheck(module: "StandardButtons")
/// #expect(result.succeeded, "\(result.output)")
/// ```
///
/// Each compiler works in a scratch folder of its own: first the stand-in modules of
/// its family, then whatever modules a test emits on top of them.
struct AppleStandInCompiler {
    /// The set of frameworks an Apple platform offers together.
    enum Family: String, CaseIterable, Sendable {
        /// iOS, iPadOS, Mac Catalyst, tvOS and visionOS: SwiftUI and UIKit.
        case iOS
        /// macOS: SwiftUI and AppKit.
        case macOS

        /// The stand-in modules on the search path, in the order they are built.
        var standIns: [String] {
            switch self {
            case .iOS: ["ObjectiveC", "SwiftUI", "UIKit"]
            case .macOS: ["ObjectiveC", "SwiftUI", "AppKit"]
            }
        }
    }

    /// What one compiler invocation did.
    struct Result {
        /// The exit status of `swiftc`.
        let status: Int32
        /// Everything `swiftc` printed.
        let output: String
        /// Whether it exited 0.
        var succeeded: Bool { status == 0 }
    }

    /// A failure to set up or run the compiler (not a compile error).
    struct SetupError: Error, CustomStringConvertible {
        let description: String
    }

    let family: Family
    /// The scratch folder: the stand-in modules and the modules emitted by this compiler.
    let scratch: URL
    private let swiftc: URL

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The build's products folder (beside this test binary) and its `Modules`.
    static let buildFolder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent()

    /// A change to one stand-in file, made in the scratch copy only: `old` (which must
    /// occur) replaced by `new`.
    struct Edit: Sendable {
        /// The file, relative to `StandIns/` (`UIKit/Menus.swift`).
        let file: String
        let old: String
        let new: String
    }

    /// Builds the family's stand-in modules in a new scratch folder, with `edits` applied.
    init(family: Family, edits: [Edit] = []) throws {
        self.family = family
        guard let swiftc = Self.findCompiler() else {
            throw SetupError(description: "no 'swiftc' on PATH")
        }
        self.swiftc = swiftc
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "standins-\(family.rawValue)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let standIns = Self.packageRoot.appendingPathComponent("Tests/PlatformAdapterTests/StandIns")
        for module in family.standIns {
            var sources = try Self.swiftFiles(in: standIns.appendingPathComponent(module))
            for edit in edits where edit.file.hasPrefix(module + "/") {
                let original = standIns.appendingPathComponent(edit.file)
                let text = try String(contentsOf: original, encoding: .utf8)
                guard text.contains(edit.old) else {
                    throw SetupError(description: "\(edit.file) no longer contains the text an edit replaces")
                }
                let edited = try write(
                    text.replacingOccurrences(of: edit.old, with: edit.new),
                    named: edit.file.replacingOccurrences(of: "/", with: "-"))
                sources = sources.map { $0.standardizedFileURL == original.standardizedFileURL ? edited : $0 }
            }
            let result = try run(["-emit-module", "-module-name", module] + sources.map(\.path))
            guard result.succeeded else {
                throw SetupError(description: "the \(module) stand-in does not compile:\n\(result.output)")
            }
        }
    }

    /// Removes the scratch folder.
    func cleanUp() {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Type-checks one of the package's library targets, all of its sources, with
    /// the stand-ins (and anything emitted before) on the search path.
    func typeCheck(module: String, extraSources: [URL] = []) throws -> Result {
        try run(["-typecheck", "-module-name", module] + moduleSources(module).map(\.path) + extraSources.map(\.path))
    }

    /// Emits one of the package's library targets as a module into the scratch folder,
    /// compiled against the stand-ins, so that later modules see its Apple-only API.
    func emitModule(_ module: String, extraSources: [URL] = []) throws -> Result {
        try run(
            ["-emit-module", "-module-name", module] + moduleSources(module).map(\.path)
                + extraSources.map(\.path))
    }

    /// Type-checks loose files (a client of the package) as a module of their own.
    func typeCheck(clientFiles: [URL], module: String = "StandInClient") throws -> Result {
        try run(["-typecheck", "-module-name", module] + clientFiles.map(\.path))
    }

    /// Emits loose files (a module written by a test) into the scratch folder.
    func emitModule(named module: String, sources: [URL]) throws -> Result {
        try run(["-emit-module", "-module-name", module] + sources.map(\.path))
    }

    /// Writes a source file into the scratch folder.
    func write(_ text: String, named name: String) throws -> URL {
        let url = scratch.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    // MARK: Running swiftc

    private func moduleSources(_ module: String) throws -> [URL] {
        try Self.swiftFiles(in: Self.packageRoot.appendingPathComponent("Sources/\(module)"))
    }

    private func run(_ arguments: [String]) throws -> Result {
        let run = try ProgramRun(
            swiftc,
            ["-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-I", scratch.path]
                + Self.buildSearchArguments() + outputArguments(arguments) + arguments,
            in: scratch)
        return Result(status: run.status, output: run.output)
    }

    /// `-o` for `-emit-module`: the module goes into the scratch folder.
    private func outputArguments(_ arguments: [String]) -> [String] {
        guard arguments.contains("-emit-module"), let index = arguments.firstIndex(of: "-module-name"),
            index + 1 < arguments.count
        else { return [] }
        return ["-o", scratch.appendingPathComponent(arguments[index + 1] + ".swiftmodule").path]
    }

    /// The build's modules (LocalizeKit, …) and the ICU module map, wherever the build keeps them.
    private static func buildSearchArguments() -> [String] {
        var arguments = ["-I", buildFolder.appendingPathComponent("Modules").path]
        let cicu = packageRoot.appendingPathComponent("Sources/CICU")
        if FileManager.default.fileExists(atPath: cicu.appendingPathComponent("module.modulemap").path) {
            arguments += ["-I", cicu.path]
        }
        let include = cicu.appendingPathComponent("include")
        if FileManager.default.fileExists(atPath: include.path) {
            arguments += ["-Xcc", "-I", "-Xcc", include.path]
        }
        let generated = buildFolder.appendingPathComponent("CICU.build/module.modulemap")
        if FileManager.default.fileExists(atPath: generated.path) {
            arguments += ["-Xcc", "-fmodule-map-file=\(generated.path)"]
        }
        return arguments
    }

    private static func findCompiler() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    private static func swiftFiles(in folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw SetupError(description: "no folder \(folder.path)")
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
