/// The key of an ``Async`` element's value in an ``AsyncCache``: any hashable, sendable value
/// (a string, a UUID, an enum of your own).
///
/// ```swift
/// let key = AsyncIdentifier("recent-documents")
/// key == AsyncIdentifier("recent-documents")   // true
/// key == AsyncIdentifier(AccountID(7))         // false: another type
/// key.base as? String                          // "recent-documents"
/// ```
public struct AsyncIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The identifier as given.
    public let base: any Hashable & Sendable

    /// Wraps an identifier; an `AsyncIdentifier` given again is kept as is.
    public init(_ base: some Hashable & Sendable) {
        if let identifier = base as? AsyncIdentifier {
            self = identifier
        } else {
            self.base = base
        }
    }

    /// Equal when the identifiers are of the same type and equal.
    public static func == (lhs: AsyncIdentifier, rhs: AsyncIdentifier) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the identifier with its type, as `AnyHashable` does.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    /// The identifier as text: a string as is, anything else as Swift describes it.
    public var description: String {
        (base as? String) ?? String(describing: base)
    }
}
