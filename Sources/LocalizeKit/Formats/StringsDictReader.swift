/// Reads `.stringsdict` files (XML property lists) into a `StringsDictTable`, keeping the
/// order of entries, variables and forms and the line of every entry.
///
/// Each top-level key maps to a dictionary with `NSStringLocalizedFormatKey` and one
/// dictionary per variable (`NSStringFormatSpecTypeKey`, `NSStringFormatValueTypeKey`,
/// `zero`…`other`); `NSStringDeviceSpecificRuleType` dictionaries become device variants;
/// other keys are kept as property list values. Malformed XML and wrongly typed known keys
/// throw `ParseError` with the line and column.
///
/// ```swift
/// let table = try StringsDictReader.read(bytes, file: "de.lproj/Localizable.stringsdict")
/// for entry in table.entries { print(entry.key, entry.location.line) }
/// ```
public enum StringsDictReader {
    /// Reads a file's bytes (UTF-8, or UTF-16 with a byte order mark).
    public static func read(_ bytes: some Collection<UInt8>, file: String? = nil) throws(ParseError) -> StringsDictTable
    {
        try read(SourceText.unicode(bytes, file: file))
    }

    /// Reads a file's text.
    public static func read(_ text: String, file: String? = nil) throws(ParseError) -> StringsDictTable {
        try read(SourceText(text, file: file))
    }

    static let formatKeyName = "NSStringLocalizedFormatKey"
    static let deviceSpecificName = "NSStringDeviceSpecificRuleType"
    static let specTypeName = "NSStringFormatSpecTypeKey"
    static let valueTypeName = "NSStringFormatValueTypeKey"

    private static func read(_ text: SourceText) throws(ParseError) -> StringsDictTable {
        var builder = Builder(text: text)
        return try builder.table(from: PropertyListXMLParser.parse(text))
    }

    /// Turns the property list into the model, locating entries and errors in the text.
    struct Builder {
        var text: SourceText

        /// What an entry's (or a device's) dictionary holds.
        struct Content {
            var formatKey: String?
            var variables: [StringsDictVariable] = []
            var deviceVariants: [StringsDictDeviceVariant] = []
            var otherMembers: [PropertyListValue.Member] = []
            var keyOrder = PropertyListKeyOrder()

            /// A device's dictionary as its variant; `nil` without a format.
            func deviceVariant(_ device: String) -> StringsDictDeviceVariant? {
                guard let formatKey else { return nil }
                var variant = StringsDictDeviceVariant(
                    device: device, formatKey: formatKey, variables: variables, otherMembers: otherMembers)
                variant.keyOrder = keyOrder
                return variant
            }
        }

        mutating func table(from root: PropertyListNode) throws(ParseError) -> StringsDictTable {
            guard case .dictionary(let members) = root.content else {
                throw error("expected a dictionary at the top level, found \(root.kindName)", at: root.offset)
            }
            var table = StringsDictTable()
            for member in members { table.append(try entry(member)) }
            return table
        }

        /// One member of the root dictionary as an entry.
        mutating func entry(_ member: PropertyListNode.Member) throws(ParseError) -> StringsDictTable.Entry {
            guard case .dictionary(let entryMembers) = member.value.content else {
                throw error(
                    "expected a dictionary for '\(member.key)', found \(member.value.kindName)", at: member.value.offset
                )
            }
            let location = text.location(at: member.keyOffset)
            let content = try self.content(of: entryMembers, allowsDevices: true)
            var entry = StringsDictTable.Entry(
                key: member.key, formatKey: content.formatKey, variables: content.variables,
                deviceVariants: content.deviceVariants, otherMembers: content.otherMembers, location: location)
            entry.keyOrder = content.keyOrder
            return entry
        }

        private mutating func error(_ message: String, at offset: Int) -> ParseError {
            ParseError(message, at: text.location(at: offset))
        }

        private mutating func content(of members: [PropertyListNode.Member], allowsDevices: Bool) throws(ParseError)
            -> Content
        {
            var content = Content()
            for member in members {
                content.keyOrder.record(member.key)
                switch member.key {
                case formatKeyName:
                    content.formatKey = try string(member)
                case deviceSpecificName where allowsDevices:
                    guard case .dictionary(let devices) = member.value.content else {
                        throw error(
                            "expected a dictionary for \(deviceSpecificName), found \(member.value.kindName)",
                            at: member.value.offset)
                    }
                    content.deviceVariants = []
                    for device in devices { content.deviceVariants.append(try deviceVariant(device)) }
                default:
                    if case .dictionary(let variableMembers) = member.value.content,
                        variableMembers.contains(where: { $0.key == specTypeName })
                    {
                        content.variables.append(try variable(named: member.key, variableMembers))
                    } else {
                        content.otherMembers.append(.init(key: member.key, value: member.value.value))
                    }
                }
            }
            return content
        }

        private mutating func deviceVariant(_ member: PropertyListNode.Member) throws(ParseError)
            -> StringsDictDeviceVariant
        {
            switch member.value.content {
            case .scalar(.string(let text)):
                return StringsDictDeviceVariant(device: member.key, formatKey: text)
            case .dictionary(let members):
                guard let variant = try content(of: members, allowsDevices: false).deviceVariant(member.key) else {
                    throw error("missing \(formatKeyName) for device '\(member.key)'", at: member.keyOffset)
                }
                return variant
            default:
                throw error(
                    "expected a string or a dictionary for device '\(member.key)', found \(member.value.kindName)",
                    at: member.value.offset)
            }
        }

        private mutating func variable(named name: String, _ members: [PropertyListNode.Member]) throws(ParseError)
            -> StringsDictVariable
        {
            var variable = StringsDictVariable(name: name)
            for member in members {
                variable.keyOrder.record(member.key)
                if member.key == specTypeName {
                    variable.ruleType = StringsDictRuleType(rawValue: try string(member))
                } else if member.key == valueTypeName {
                    variable.valueType = try string(member)
                } else if let category = PluralCategory(rawValue: member.key) {
                    variable.forms[category] = try string(member)
                } else {
                    variable.otherMembers.append(.init(key: member.key, value: member.value.value))
                }
            }
            return variable
        }

        private mutating func string(_ member: PropertyListNode.Member) throws(ParseError) -> String {
            guard case .scalar(.string(let text)) = member.value.content else {
                throw error(
                    "expected a string for '\(member.key)', found \(member.value.kindName)", at: member.value.offset)
            }
            return text
        }
    }
}
