/// Why ``AsyncCache/modifyCache(_:as:_:)`` refused a change.
///
/// ```swift
/// do {
///     try await cache.modifyCache("recent", as: [String].self) { $0.append("Notes") }
/// } catch .typeMismatch(let identifier, let expected, let actual) {
///     print("\(identifier) holds \(actual), not \(expected)")
/// } catch {
///     print(error)
/// }
/// ```
public enum AsyncCacheError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing is cached under the identifier.
    case notCached(identifier: String)
    /// The cached value has another type than the one asked for.
    case typeMismatch(identifier: String, expected: String, actual: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .notCached(let identifier):
            "nothing is cached for '\(identifier)'"
        case .typeMismatch(let identifier, let expected, let actual):
            "the value cached for '\(identifier)' is a \(actual), not a \(expected)"
        }
    }
}
