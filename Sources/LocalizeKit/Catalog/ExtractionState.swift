/// How an entry came into a String Catalog (`extractionState`).
///
/// Any value read from a file is kept, known or not.
///
/// ```swift
/// entry.extractionState == .stale   // the key is gone from the source code
/// ```
public struct ExtractionState: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The text written in the file.
    public var rawValue: String

    /// Creates a state from its text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a state from a literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// `manual`: added by hand, not extracted from code.
    public static let manual = ExtractionState(rawValue: "manual")
    /// `extracted_with_value`: extracted from code that gives a default value.
    public static let extractedWithValue = ExtractionState(rawValue: "extracted_with_value")
    /// `stale`: no longer found in the source code.
    public static let stale = ExtractionState(rawValue: "stale")
    /// `migrated`: converted from a `.strings` or `.stringsdict` file.
    public static let migrated = ExtractionState(rawValue: "migrated")

    /// The raw value.
    public var description: String { rawValue }
}
