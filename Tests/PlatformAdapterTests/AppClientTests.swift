import Testing

/// What an app writes with the adapters, compiled against the stand-ins as the app
/// would be: in Swift 6 mode, warnings as errors, outside the package.
@Suite("App code using the adapters compiles")
struct AppClientTests {
    /// Emits StandardButtons for the family, then type-checks `source` as a client of it.
    private func compile(_ source: String, family: AppleStandInCompiler.Family) throws -> AppleStandInCompiler.Result {
        let compiler = try AppleStandInCompiler(family: family)
        defer { compiler.cleanUp() }
        let emitted = try compiler.emitModule("StandardButtons")
        try #require(emitted.succeeded, "\(emitted.output)")
        let client = try compiler.write(source, named: "Client.swift")
        return try compiler.typeCheck(clientFiles: [client])
    }

    @Test(
        "SwiftUI: per-call title, symbol and bundle, a custom definition, the shortcut policy",
        arguments: AppleStandInCompiler.Family.allCases)
    func swiftUI(family: AppleStandInCompiler.Family) throws {
        let result = try compile(
            """
            import StandardButtons
            import SwiftUI

            extension StandardType {
                static let archiveThread = StandardType(
                    "archiveThread", titleKey: "App.ArchiveThread", symbolName: "archivebox", role: .destructive)

                // print(_:) still means the standard library's function here.
                func log() { print(identifier) }
            }

            struct Toolbar: View {
                @MainActor final class Model {
                    func add() {}
                    func archive() {}
                }
                let model = Model()
                var body: some View {
                    Button(.add, title: "Button.AddNewItem") { model.add() }
                    Button(.delete, systemImage: "trash.circle") { model.add() }
                    Button(.share, bundle: .main, style: .iconOnly) { model.add() }
                    Button(.archiveThread) { model.archive() }
                    StandardButton(.archiveThread, count: 3) { model.archive() }
                    StandardButton(.copy, keyboardShortcut: .standard) { model.add() }
                    StandardButton(.ok) { model.add() }
                    StandardButtonLabel(.forward, style: .iconOnly)
                }
            }

            @MainActor func configure() {
                StandardButtonsCatalog.configure { $0.languages = .fixed(["de"]) }
                _ = StandardType.archiveThread.title()
            }
            """, family: family)
        #expect(result.succeeded, "\(family):\n\(result.output)")
    }

    @Test("UIKit: actions, an icon-only button with its label, key commands' input")
    func uiKit() throws {
        let result = try compile(
            """
            import StandardButtons
            import UIKit

            @MainActor func make() -> [UIMenuElement] {
                let share = UIButton(.share, iconOnly: true, primaryAction: UIAction(.share) { _ in })
                _ = share.accessibilityLabel
                var configuration = UIButton.Configuration.standard(.delete, base: .filled(), count: 2)
                configuration.subtitle = nil
                _ = StandardType.copy.keyboardShortcut?.keyInput
                _ = StandardType.back.symbolImage
                return [UIAction(.copy) { _ in }, UIAction(.delete, count: 3, identifier: .init("row.3.delete")) { _ in }]
            }
            """, family: .iOS)
        #expect(result.succeeded, "\(result.output)")
    }

    @Test("AppKit: menu items with key equivalents, buttons with the dialog keys only")
    func appKit() throws {
        let result = try compile(
            """
            import StandardButtons
            import AppKit

            @MainActor func make() -> (NSMenuItem, NSMenuItem, NSButton) {
                (
                    NSMenuItem(.copy, action: Selector("copy:")),
                    NSMenuItem(.delete, action: nil, keyEquivalent: .never),
                    NSButton(.cancel, target: nil, action: nil)
                )
            }
            """, family: .macOS)
        #expect(result.succeeded, "\(result.output)")
    }
}
