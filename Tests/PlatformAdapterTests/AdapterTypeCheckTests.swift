import Testing

/// The SwiftUI, UIKit and AppKit adapters cannot be built on Linux; compiled against
/// stand-ins that declare Apple's documented signatures and isolation, they are
/// type-checked here in Swift 6 mode, warnings as errors.
@Suite("Adapters type-check against Apple stand-ins")
struct AdapterTypeCheckTests {
    @Test("StandardButtons, with its adapters, type-checks", arguments: AppleStandInCompiler.Family.allCases)
    func standardButtons(family: AppleStandInCompiler.Family) throws {
        let compiler = try AppleStandInCompiler(family: family)
        defer { compiler.cleanUp() }
        let result = try compiler.typeCheck(module: "StandardButtons")
        #expect(result.succeeded, "\(family):\n\(result.output)")
    }

    @Test("An app's view using the SwiftUI conveniences compiles", arguments: AppleStandInCompiler.Family.allCases)
    func appClient(family: AppleStandInCompiler.Family) throws {
        let compiler = try AppleStandInCompiler(family: family)
        defer { compiler.cleanUp() }
        let emitted = try compiler.emitModule("StandardButtons")
        try #require(emitted.succeeded, "\(emitted.output)")
        let client = try compiler.write(
            """
            import StandardButtons
            import SwiftUI

            struct Toolbar: View {
                @MainActor final class Model { func add() {} }
                let model = Model()
                var body: some View {
                    Button(.add) { model.add() }
                }
            }
            """, named: "Toolbar.swift")
        let result = try compiler.typeCheck(clientFiles: [client])
        #expect(result.succeeded, "\(family):\n\(result.output)")
    }

    @Test("A call the stand-ins do not declare fails the check")
    func unknownAPIFails() throws {
        let compiler = try AppleStandInCompiler(family: .iOS)
        defer { compiler.cleanUp() }
        let client = try compiler.write(
            "import SwiftUI\n@MainActor func make() -> some View { Text(notAnArgument: 1) }\n", named: "Bad.swift")
        let result = try compiler.typeCheck(clientFiles: [client])
        #expect(!result.succeeded)
        #expect(result.output.contains("Bad.swift:2"), "\(result.output)")
    }

    @Test("An action that is not main-actor isolated fails the check, as in an app built in Swift 6")
    func isolationIsChecked() throws {
        let compiler = try AppleStandInCompiler(family: .iOS)
        defer { compiler.cleanUp() }
        let client = try compiler.write(
            """
            import SwiftUI

            @MainActor func make(action: @escaping () -> Void) -> some View {
                Button(action: action) { Text(verbatim: "Add") }
            }
            """, named: "Isolation.swift")
        let result = try compiler.typeCheck(clientFiles: [client])
        #expect(!result.succeeded)
        #expect(result.output.contains("Sendable"), "\(result.output)")
    }
}
