/// The variations of a localization or substitution, by selector: `plural`
/// (by plural category), `device` (`iphone`, `mac`, `other`, …) and any
/// selector a later Xcode adds. Each variation is a `CatalogLocalization`,
/// which may vary again (device, then plural).
///
/// ```swift
/// var variations = CatalogVariations()
/// variations.plural = ["one": .init("%lld Datei"), "other": .init("%lld Dateien")]
/// variations.plural?[.other]?.stringUnit?.value   // "%lld Dateien"
/// ```
public struct CatalogVariations: Hashable, Sendable {
    /// Every selector and its variations, in order.
    public var selectors: CatalogMap<CatalogMap<CatalogLocalization>>

    /// Creates variations from selectors.
    public init(selectors: CatalogMap<CatalogMap<CatalogLocalization>> = CatalogMap()) {
        self.selectors = selectors
    }

    /// Creates variations from plural and device maps.
    public init(plural: CatalogMap<CatalogLocalization>? = nil, device: CatalogMap<CatalogLocalization>? = nil) {
        self.selectors = CatalogMap()
        self.device = device
        self.plural = plural
    }

    /// Variations by plural category (`zero`, `one`, `two`, `few`, `many`, `other`).
    public var plural: CatalogMap<CatalogLocalization>? {
        get { selectors["plural"] }
        set { selectors["plural"] = newValue }
    }

    /// Variations by device (`iphone`, `ipad`, `ipod`, `mac`, `applewatch`, `appletv`, `applevision`, `other`).
    public var device: CatalogMap<CatalogLocalization>? {
        get { selectors["device"] }
        set { selectors["device"] = newValue }
    }

    /// Whether there are no selectors.
    public var isEmpty: Bool { selectors.isEmpty }
}
