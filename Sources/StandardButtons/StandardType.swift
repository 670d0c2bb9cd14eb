/// A button definition: an identifier, an SF Symbol, a role, title keys, a keyboard
/// shortcut and a category. The built-in types (`.add`, `.delete`, `.share`… 171 of
/// them, in ``allCases``) are values of this type, and so is every button an app
/// defines, in code or in a definitions file (``ButtonDefinitionFile``): titles,
/// overrides, adapters and menus treat both alike.
///
/// ```swift
/// let button = StandardType.delete
/// button.symbolName                          // "trash"
/// button.role                                // .destructive
/// button.titleKey                            // "Button.Delete"
/// button.title(preferredLanguages: ["de"])   // "Löschen"
/// button.title(count: 3, preferredLanguages: ["ru"])   // "Удалить 3 объекта"
///
/// extension StandardType {
///     static let archiveThread = StandardType(
///         "archiveThread", titleKey: "App.ArchiveThread", symbolName: "archivebox", category: .files)
/// }
/// Button(.archiveThread) { archive() }
/// ```
///
/// The built-in Print button is ``printContent`` (identifier `print`, title key
/// `Button.Print`): a member named `print` would hide the standard library's
/// `print(_:)` inside every `extension StandardType`, as UIKit's `printContent(_:)` avoids too.
public struct StandardType: Hashable, Sendable, Identifiable, CaseIterable, CustomStringConvertible {
    /// The stable identifier (`delete`, `selectAll`, `archiveThread`): the name on the
    /// command line and in definitions files.
    public let identifier: String
    /// The SF Symbol that shows the action.
    public var symbolName: String
    /// What the button does to the content or the presentation, if anything.
    public var role: StandardRole?
    /// The key of the title (`Button.SelectAll`).
    public var titleKey: String
    /// The key of the counted title ("Delete 3 Items"), for types that have one.
    public var countedTitleKey: String?
    /// The key of the accessibility hint, for types whose title is ambiguous out of
    /// context ("More", "Clear", "Forward"): what the button does, read after the title.
    public var accessibilityHintKey: String?
    /// The key of the help text: one sentence saying what the command does ("Copies the
    /// selection to the clipboard."), shown as a tooltip where the platform has one.
    public var helpTextKey: String?
    /// The keyboard shortcut the platforms agree on, if any. Buttons attach it only when
    /// asked (see ``StandardShortcut/Policy``); menus show it.
    public var keyboardShortcut: StandardShortcut?
    /// The group the type belongs to, for documentation and pickers.
    public var category: StandardCategory
    /// Whether the symbol must be mirrored in right-to-left layouts because its name
    /// does not mirror by itself. Symbols named `…backward`/`…forward` mirror on
    /// their own; media controls (play, fast-forward) never mirror.
    public var flipsSymbolForRightToLeft: Bool

    /// A definition. Without a `titleKey`, the key is `Button.` and the identifier
    /// capitalized (`archiveThread` → `Button.ArchiveThread`).
    ///
    /// ```swift
    /// StandardType("archiveThread", titleKey: "App.ArchiveThread", symbolName: "archivebox",
    ///              keyboardShortcut: StandardShortcut(.character("e"), modifiers: .command))
    /// ```
    public init(
        _ identifier: String, titleKey: String? = nil, symbolName: String, role: StandardRole? = nil,
        countedTitleKey: String? = nil, accessibilityHintKey: String? = nil, helpTextKey: String? = nil,
        keyboardShortcut: StandardShortcut? = nil, category: StandardCategory = .other,
        flipsSymbolForRightToLeft: Bool = false
    ) {
        self.identifier = identifier
        self.titleKey = titleKey ?? Self.defaultTitleKey(for: identifier)
        self.symbolName = symbolName
        self.role = role
        self.countedTitleKey = countedTitleKey
        self.accessibilityHintKey = accessibilityHintKey
        self.helpTextKey = helpTextKey
        self.keyboardShortcut = keyboardShortcut
        self.category = category
        self.flipsSymbolForRightToLeft = flipsSymbolForRightToLeft
    }

    /// The built-in type with this identifier (`"delete"`, `"print"`), if there is one.
    ///
    /// ```swift
    /// StandardType(identifier: "print") == .printContent   // true
    /// ```
    public init?(identifier: String) {
        guard let type = Self.builtInByIdentifier[identifier] else { return nil }
        self = type
    }

    /// The built-in type whose title key this is, accepting the keys of the
    /// `Button.StandardType` article as aliases (`Button.OK` for `Button.Ok`).
    ///
    /// ```swift
    /// StandardType(titleKey: "Button.OK") == .ok   // true
    /// ```
    public init?(titleKey: String) {
        guard let type = Self.builtInByTitleKey[ArticleCompatibility.canonicalKey(for: titleKey)] else { return nil }
        self = type
    }

    /// The identifier, as `Identifiable` wants it.
    public var id: String { identifier }

    /// Whether a counted title ("Delete %lld Items") exists for this type.
    public var hasCountedTitle: Bool { countedTitleKey != nil }

    /// The keys the type's texts live under: the title, then the counted title, the hint
    /// and the help text when it has them.
    public var keys: [String] {
        [titleKey] + [countedTitleKey, accessibilityHintKey, helpTextKey].compactMap { $0 }
    }

    /// The identifier.
    public var description: String { identifier }

    /// `Button.` and the identifier with its first letter capitalized.
    static func defaultTitleKey(for identifier: String) -> String {
        "Button." + identifier.prefix(1).uppercased() + identifier.dropFirst()
    }

    private static let builtInByIdentifier = Dictionary(
        allCases.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    private static let builtInByTitleKey = Dictionary(
        allCases.map { ($0.titleKey, $0) }, uniquingKeysWith: { first, _ in first })
}
