/// The order in which each platform lays out a dialog's buttons, from the leading edge
/// (left in left-to-right languages) to the trailing one.
///
/// Every platform puts its buttons in a row but orders them differently: macOS puts the
/// default button (OK, Save) at the trailing end with Cancel before it and a destructive
/// choice (Don't Save) apart at the leading end (Apple's Human Interface Guidelines);
/// Windows puts OK first and Cancel, Apply and Help after it; KDE and GNOME have rules
/// of their own (the layouts Qt's `QDialogButtonBox` follows per desktop). An app lists
/// its buttons once and gets each platform's order.
///
/// ```swift
/// StandardButtonOrder.arranged([.cancel, .ok, .help], for: .macOS)     // [.help, .cancel, .ok]
/// StandardButtonOrder.arranged([.cancel, .ok, .help], for: .windows)   // [.ok, .cancel, .help]
/// StandardButtonOrder.arranged([.save, .cancel, .dontSave], for: .macOS).map(\.identifier)
/// // ["dontSave", "cancel", "save"]
/// ```
public enum StandardButtonOrder {
    /// A platform whose dialogs have an order of their own.
    public enum Platform: String, CaseIterable, Sendable {
        /// macOS (Apple's Human Interface Guidelines).
        case macOS
        /// iOS, iPadOS, tvOS, watchOS and visionOS: Cancel at the leading end.
        case iOS
        /// Windows.
        case windows
        /// KDE Plasma.
        case kde
        /// GNOME.
        case gnome

        /// The platform this code runs on (Linux counts as GNOME, its most common desktop).
        public static var current: Platform {
            #if os(macOS)
                .macOS
            #elseif os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
                .iOS
            #elseif os(Windows)
                .windows
            #else
                .gnome
            #endif
        }
    }

    /// What a button does in a dialog, which decides its place.
    public enum DialogRole: String, CaseIterable, Sendable {
        /// Accepts the dialog: OK, Done, Save, Continue…
        case accept
        /// Answers yes.
        case yes
        /// Answers no.
        case no
        /// Dismisses the dialog without acting: Cancel, Close, Don't Allow…
        case reject
        /// Acts and discards something: Don't Save, Discard.
        case destructive
        /// Applies changes without closing.
        case apply
        /// Restores defaults.
        case reset
        /// Opens help.
        case help
        /// Any other action.
        case action
    }

    /// The dialog role of a type: from its identifier for the dialog types, else from its
    /// role (confirm, cancel or close, destructive), else ``DialogRole/action``.
    public static func dialogRole(of type: StandardType) -> DialogRole {
        switch type.identifier {
        case "yes": return .yes
        case "no": return .no
        case "apply": return .apply
        case "reset": return .reset
        case "help": return .help
        default: break
        }
        switch type.role {
        case .confirm: return .accept
        case .cancel, .close: return .reject
        case .destructive: return .destructive
        case nil: return .action
        }
    }

    /// The buttons on each side of the gap a platform leaves between its groups.
    public struct Arrangement: Equatable, Sendable {
        /// The buttons at the leading edge, in order.
        public var leading: [StandardType]
        /// The buttons at the trailing edge, in order.
        public var trailing: [StandardType]
        /// Every button, leading first.
        public var all: [StandardType] { leading + trailing }
    }

    /// `types` in the order `platform` lays them out, leading first; types of the same
    /// role keep the order they were given in.
    public static func arranged(_ types: [StandardType], for platform: Platform) -> [StandardType] {
        arrangement(of: types, for: platform).all
    }

    /// `types` split around the platform's gap, each side in its order.
    public static func arrangement(of types: [StandardType], for platform: Platform) -> Arrangement {
        let layout = layouts(platform)
        func ordered(_ roles: [DialogRole]) -> [StandardType] {
            roles.flatMap { role in types.filter { dialogRole(of: $0) == role } }
        }
        return Arrangement(leading: ordered(layout.leading), trailing: ordered(layout.trailing))
    }

    /// The roles before and after the gap, per platform.
    private static func layouts(_ platform: Platform) -> (leading: [DialogRole], trailing: [DialogRole]) {
        switch platform {
        case .macOS:
            // Help and a destructive choice apart at the leading end; the default button last.
            ([.help, .destructive, .reset], [.apply, .action, .no, .reject, .yes, .accept])
        case .iOS:
            // Cancel first (leading), the preferred action last.
            ([], [.help, .reject, .no, .reset, .apply, .action, .destructive, .yes, .accept])
        case .windows:
            // OK and Yes first, then the rest, Help last (Reset apart at the leading end).
            ([.reset], [.yes, .accept, .destructive, .no, .action, .reject, .apply, .help])
        case .kde:
            ([.help, .reset], [.yes, .no, .action, .accept, .apply, .destructive, .reject])
        case .gnome:
            // The affirmative button at the trailing end, Cancel before it.
            ([.help, .reset], [.action, .apply, .destructive, .reject, .no, .accept, .yes])
        }
    }
}
