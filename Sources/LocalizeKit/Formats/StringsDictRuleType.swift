/// The value of a stringsdict variable's `NSStringFormatSpecTypeKey`: how its form is chosen.
///
/// ```swift
/// StringsDictRuleType(rawValue: "NSStringPluralRuleType") == .plural   // true
/// ```
public struct StringsDictRuleType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The key's value as written.
    public var rawValue: String

    /// Wraps a rule type name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `NSStringPluralRuleType`: the form is chosen by the plural category of a number.
    public static let plural = StringsDictRuleType(rawValue: "NSStringPluralRuleType")
    /// `NSStringDeviceSpecificRuleType`: the form is chosen by the kind of device.
    public static let deviceSpecific = StringsDictRuleType(rawValue: "NSStringDeviceSpecificRuleType")
    /// `NSStringVariableWidthRuleType`: the form is chosen by the available width.
    public static let variableWidth = StringsDictRuleType(rawValue: "NSStringVariableWidthRuleType")

    /// The raw value.
    public var description: String { rawValue }
}
