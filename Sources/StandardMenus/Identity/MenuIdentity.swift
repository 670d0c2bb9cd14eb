/// Where an element occurs in a menu tree: the path of keys from the root, each unique among
/// its siblings and stable when the tree is built again.
///
/// A key names the element by kind and by what it shows, not by position: `item:copy`,
/// `menu:Open Recent`, `async:recent-documents` (a submenu with an ``Submenu/identifier(_:)``
/// uses it instead of its title). Siblings with the same key are told apart by their order
/// (`item:copy`, `item:copy#2`). So an element keeps its identity when others are inserted
/// or removed before it, which is what SwiftUI needs to keep a row's state (an ``Async``
/// row's loaded body) with its element, and what UIKit needs to find the submenu it shows
/// in a rebuilt menu. UIKit identifiers (`UIAction.Identifier`, `UIMenu.Identifier`) are
/// ``rawValue``s, so they are unique per occurrence.
///
/// ```swift
/// let children = MenuIdentity.root.identify(Submenu("Edit") {
///     MenuItem(.copy)
///     MenuItem(.copy)
/// }.menuElements)
/// children[0].identity.rawValue   // "StandardMenus:menu:'Edit'"
/// ```
public struct MenuIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The keys from the root, outermost first.
    public let path: [String]

    /// The prefix of every raw value.
    static let prefix = "StandardMenus:"

    /// The identity of the root menu.
    public static let root = MenuIdentity(path: [])

    /// An identity from its path.
    public init(path: [String]) {
        self.path = path
    }

    /// Parses a raw value written by ``rawValue``; `nil` for any other string.
    public init?(rawValue: String) {
        guard rawValue.hasPrefix(Self.prefix) else { return nil }
        let body = rawValue.dropFirst(Self.prefix.count)
        if body == "root" {
            self = .root
        } else {
            self.init(path: body.split(separator: "/", omittingEmptySubsequences: false).map(Self.unescape))
        }
    }

    /// The identity as one string, `StandardMenus:` then the keys joined by `/` (a `/` or
    /// `%` inside a key written as `%2F`, `%25`); the root is `StandardMenus:root`.
    public var rawValue: String {
        Self.prefix + (path.isEmpty ? "root" : path.map(Self.escape).joined(separator: "/"))
    }

    /// The raw value.
    public var description: String { rawValue }

    /// The identity of a child with `key`.
    public func appending(_ key: String) -> MenuIdentity {
        MenuIdentity(path: path + [key])
    }

    /// The children of the element with this identity, each with its own identity.
    public func identify(_ elements: [MenuElement]) -> [IdentifiedMenuElement] {
        var seen: [String: Int] = [:]
        return elements.map { element in
            let key = element.identityKey
            let occurrence = (seen[key] ?? 0) + 1
            seen[key] = occurrence
            let unique = occurrence == 1 ? key : "\(key)#\(occurrence)"
            return IdentifiedMenuElement(identity: appending(unique), element: element)
        }
    }

    private static func escape(_ key: String) -> String {
        var escaped = ""
        for character in key {
            switch character {
            case "%": escaped += "%25"
            case "/": escaped += "%2F"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static func unescape(_ key: Substring) -> String {
        var result = ""
        var rest = key[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let code = rest[percent...].prefix(3)
            switch code {
            case "%2F": result += "/"
            case "%25": result += "%"
            default: result += code
            }
            rest = rest[code.endIndex...]
        }
        return result + rest
    }
}
