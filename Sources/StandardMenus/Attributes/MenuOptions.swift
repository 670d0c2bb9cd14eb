/// How a ``Submenu`` shows its children, as UIKit's `UIMenu.Options` expresses it.
///
/// ```swift
/// Submenu("Sort By") { … }.options([.displayInline, .singleSelection])
/// MenuOptions.displayAsPalette.available(paletteSupported: false)   // [.displayInline]
/// ```
public struct MenuOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The children are shown in place in the parent menu, under a separator and the title.
    public static let displayInline = MenuOptions(rawValue: 1 << 0)
    /// The menu's title is shown in the destructive style.
    public static let destructive = MenuOptions(rawValue: 1 << 1)
    /// At most one child toggle is on: choosing one turns the others off (iOS 15).
    public static let singleSelection = MenuOptions(rawValue: 1 << 2)
    /// The children are shown as a row of compact items, such as colours or emoji (iOS 17,
    /// macOS 14); always in place.
    public static let displayAsPalette = MenuOptions(rawValue: 1 << 3)

    /// How the menu is shown, from its display options.
    public var display: MenuDisplay {
        if contains(.displayAsPalette) { return .palette }
        return contains(.displayInline) ? .inline : .submenu
    }

    /// The options with the display options replaced by those of `display`.
    public func replacingDisplay(with display: MenuDisplay) -> MenuOptions {
        var options = subtracting([.displayInline, .displayAsPalette])
        switch display {
        case .submenu: break
        case .inline: options.insert(.displayInline)
        case .palette: options.formUnion([.displayInline, .displayAsPalette])
        }
        return options
    }

    /// The options a system can show: without palettes (before iOS 17 and macOS 14) a
    /// palette is shown as an inline group, which is what it falls back to.
    public func available(paletteSupported: Bool) -> MenuOptions {
        guard !paletteSupported, contains(.displayAsPalette) else { return self }
        return subtracting(.displayAsPalette).union(.displayInline)
    }
}
