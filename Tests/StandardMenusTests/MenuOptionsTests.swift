import StandardButtons
import Testing

@testable import StandardMenus

@Suite("Menu options and element attributes")
struct MenuOptionsTests {
    @Test("The display is read from and written to the display options, leaving the others alone")
    func displayOptions() {
        #expect(MenuOptions().display == .submenu)
        #expect(MenuOptions.displayInline.display == .inline)
        #expect(MenuOptions([.displayInline, .displayAsPalette]).display == .palette)
        #expect(MenuOptions.displayAsPalette.display == .palette)
        let options = MenuOptions([.singleSelection, .destructive])
        #expect(
            options.replacingDisplay(with: .palette) == [
                .singleSelection, .destructive, .displayInline, .displayAsPalette,
            ])
        #expect(options.replacingDisplay(with: .palette).replacingDisplay(with: .submenu) == options)
        #expect(options.replacingDisplay(with: .inline) == [.singleSelection, .destructive, .displayInline])
    }

    @Test("Without palettes, a palette falls back to an inline group; other options stay")
    func paletteFallback() {
        let palette = MenuOptions([.displayInline, .displayAsPalette, .singleSelection])
        #expect(palette.available(paletteSupported: true) == palette)
        #expect(palette.available(paletteSupported: false) == [.displayInline, .singleSelection])
        #expect(MenuOptions.displayAsPalette.available(paletteSupported: false) == .displayInline)
        #expect(MenuOptions.destructive.available(paletteSupported: false) == .destructive)
    }

    @Test("Submenu modifiers: display, options, subtitle, identifier, disabled")
    func submenuModifiers() {
        let menu = Submenu("Sort") {}.options(.singleSelection).display(.inline).subtitle("By name")
            .identifier("sort").disabled()
        #expect(menu.options == [.singleSelection, .displayInline])
        #expect(menu.display == .inline)
        #expect(menu.subtitle == .verbatim("By name"))
        #expect(menu.identifier == "sort")
        #expect(!menu.isEnabled)
        #expect(Submenu("Palette", display: .palette) {}.options == [.displayInline, .displayAsPalette])
        #expect(Submenu("Danger") {}.options(.destructive).display == .submenu)
    }

    @Test("Items and toggles share the disabled, hidden, keeps-presented and subtitle modifiers")
    func choosableModifiers() {
        let item = MenuItem(.copy).disabled().hidden().keepsMenuPresented().subtitle("2 items")
        #expect(!item.isEnabled && item.isHidden && item.keepsMenuPresented)
        #expect(item.subtitle == .verbatim("2 items"))
        #expect(MenuItem(.copy).hidden().hidden(false).isHidden == false)
        let toggle = MenuToggle("Bold", isOn: true).disabled().hidden().keepsMenuPresented().subtitle(nil)
        #expect(!toggle.isEnabled && toggle.isHidden && toggle.keepsMenuPresented && toggle.subtitle == nil)
        #expect(MenuToggle("Bold", state: .mixed).isOn == false)
        #expect(MenuToggle("Bold", isOn: true).isOn)
    }

    @Test("Hidden items and toggles are left out of the resolved tree")
    func hiddenNotResolved() {
        let elements = Submenu("Root") {
            MenuItem(.copy).hidden()
            MenuItem(.paste)
            MenuToggle("Debug", isOn: false).hidden()
        }.menuElements
        #expect(rawResolver().resolve(elements)[0].children.map(\.title) == ["paste"])
    }
}
