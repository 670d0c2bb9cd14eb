import Testing

/// `UIAction` and `UIMenu` have initializers from iOS 13 and longer overloads from iOS 17
/// and 16 whose extra parameters all have defaults, so a call such as
/// `UIAction(title:image:identifier:attributes:handler:)` matches both. Under the
/// package's iOS 16 floor the newer overloads would not build; Linux ignores Apple
/// availability, so here the newer ones are marked deprecated (warnings are errors) to show
/// which one the compiler chooses. Overload ranking does not depend on availability or
/// deprecation, so the choice is the one an Apple build makes.
@Suite("The UIKit adapters choose initializers every declared version has")
struct OverloadChoiceTests {
    /// The stand-ins with the iOS 17 `UIAction` and iOS 16 `UIMenu` initializers deprecated.
    static let newerOverloadsDeprecated = [
        AppleStandInCompiler.Edit(
            file: "UIKit/Menus.swift",
            old: """
                    @available(iOS 17.0, tvOS 17.0, *)
                    @preconcurrency
                    public convenience init(
                        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage
                """,
            new: """
                    @available(*, deprecated, message: "the iOS 17 overload")
                    @preconcurrency
                    public convenience init(
                        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage
                """),
        AppleStandInCompiler.Edit(
            file: "UIKit/ContextMenus.swift",
            old: """
                    @available(iOS 16.0, tvOS 16.0, *)
                    @preconcurrency
                    public convenience init(
                        title: String = "", subtitle: String? = nil,
                """,
            new: """
                    @available(*, deprecated, message: "the iOS 16 overload")
                    @preconcurrency
                    public convenience init(
                        title: String = "", subtitle: String? = nil,
                """),
    ]

    @Test("StandardButtons and StandardMenus use the iOS 13 UIAction and UIMenu initializers")
    func adaptersChooseOlderOverloads() throws {
        let compiler = try AppleStandInCompiler(family: .iOS, edits: Self.newerOverloadsDeprecated)
        defer { compiler.cleanUp() }
        let buttons = try compiler.emitModule("StandardButtons")
        #expect(buttons.succeeded, "\(buttons.output)")
        let menus = try compiler.typeCheck(module: "StandardMenus")
        #expect(menus.succeeded, "\(menus.output)")
    }

    @Test("Negative control: a call that needs the newer overloads fails under the edit")
    func newerOverloadsAreSeen() throws {
        let compiler = try AppleStandInCompiler(family: .iOS, edits: Self.newerOverloadsDeprecated)
        defer { compiler.cleanUp() }
        let client = try compiler.write(
            """
            import UIKit

            @MainActor func make() {
                _ = UIAction(title: "Tint", selectedImage: nil) { _ in }
                _ = UIMenu(title: "Sort", subtitle: "By date", children: [])
            }
            """, named: "Newer.swift")
        let result = try compiler.typeCheck(clientFiles: [client])
        #expect(!result.succeeded)
        #expect(result.output.contains("the iOS 17 overload"), "\(result.output)")
        #expect(result.output.contains("the iOS 16 overload"), "\(result.output)")
    }
}
