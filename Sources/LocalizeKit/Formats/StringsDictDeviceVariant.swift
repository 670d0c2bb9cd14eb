/// One device's text in a stringsdict entry's `NSStringDeviceSpecificRuleType` dictionary:
/// a plain string, or a format with its own plural variables.
///
/// ```swift
/// let mac = StringsDictDeviceVariant(device: "mac", formatKey: "Click to continue")
/// ```
public struct StringsDictDeviceVariant: Hashable, Sendable {
    /// The device key as written: `iphone`, `ipad`, `ipod`, `mac`, `appletv`, `watch`, `vision`, `other`.
    public var device: String
    /// The string, or the `NSStringLocalizedFormatKey` of the device's dictionary.
    public var formatKey: String
    /// The variables of the device's dictionary, in file order (none for a plain string).
    public var variables: [StringsDictVariable]
    /// Other keys of the device's dictionary, kept as read.
    public var otherMembers: [PropertyListValue.Member]
    /// The order the keys were read in, for writing the file back.
    var keyOrder = PropertyListKeyOrder()

    /// Creates a device variant; without variables or other members it is written as a plain string.
    public init(
        device: String, formatKey: String, variables: [StringsDictVariable] = [],
        otherMembers: [PropertyListValue.Member] = []
    ) {
        self.device = device
        self.formatKey = formatKey
        self.variables = variables
        self.otherMembers = otherMembers
    }
}
