/// Why a string is not a locale identifier.
///
/// ```swift
/// do { _ = try LocaleIdentifier(parsing: "en--US") } catch { print(error) }
/// // "en--US" is not a locale identifier: empty subtag at offset 3
/// ```
public struct LocaleIdentifierError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text that failed to parse.
    public let input: String
    /// What is wrong with it.
    public let reason: String
    /// The UTF-8 offset of the offending subtag in `input`.
    public let offset: Int

    /// A one-line description of the problem.
    public var description: String {
        "\"\(input)\" is not a locale identifier: \(reason) at offset \(offset)"
    }
}
