/// Writes `.stringsdict` files in the XML layout of Xcode and `plutil`: XML declaration,
/// DOCTYPE, `<plist version="1.0">`, tab indentation.
///
/// Entries are written in table order, and the keys of each dictionary in the order they
/// were read; keys a program added follow in Xcode's template order: the format, device
/// variants, variables (`NSStringFormatSpecTypeKey`, `NSStringFormatValueTypeKey`, then
/// `zero` to `other`), other keys. Reading a file and writing it back gives the same bytes
/// when the file has that layout.
///
/// ```swift
/// let entry = StringsDictTable.Entry(
///     key: "files", formatKey: "%#@count@",
///     variables: [StringsDictVariable(name: "count", valueType: "lld", forms: [.one: "%lld file", .other: "%lld files"])])
/// let xml = StringsDictWriter.write(StringsDictTable(entries: [entry]))
/// ```
public enum StringsDictWriter {
    /// The file's text.
    public static func write(_ table: StringsDictTable) -> String {
        PropertyListXMLWriter.write(.dictionary(table.entries.map { .init(key: $0.key, value: value(of: $0)) }))
    }

    /// The file's bytes (UTF-8).
    public static func data(_ table: StringsDictTable) -> [UInt8] {
        Array(write(table).utf8)
    }

    /// Appends one entry of a file (its `<key>` and dictionary), as `data(_:)` writes it
    /// between `documentStart` and `PropertyListXMLWriter.dictionaryFooter`.
    static func appendEntry(_ entry: StringsDictTable.Entry, to output: inout [UInt8]) {
        PropertyListXMLWriter.appendRootMember(Member(key: entry.key, value: value(of: entry)), to: &output)
    }

    /// What a file with entries starts with.
    static let documentStart = PropertyListXMLWriter.header + "<dict>\n"

    private typealias Member = PropertyListValue.Member

    private static func value(of entry: StringsDictTable.Entry) -> PropertyListValue {
        var members: [Member] = []
        if let formatKey = entry.formatKey {
            members.append(Member(key: StringsDictReader.formatKeyName, value: .string(formatKey)))
        }
        if !entry.deviceVariants.isEmpty {
            let devices = entry.deviceVariants.map { Member(key: $0.device, value: value(of: $0)) }
            members.append(Member(key: StringsDictReader.deviceSpecificName, value: .dictionary(devices)))
        }
        members += entry.variables.map { Member(key: $0.name, value: value(of: $0)) }
        members += entry.otherMembers
        return .dictionary(entry.keyOrder.arrange(members))
    }

    private static func value(of variant: StringsDictDeviceVariant) -> PropertyListValue {
        if variant.variables.isEmpty && variant.otherMembers.isEmpty { return .string(variant.formatKey) }
        var members = [Member(key: StringsDictReader.formatKeyName, value: .string(variant.formatKey))]
        members += variant.variables.map { Member(key: $0.name, value: value(of: $0)) }
        members += variant.otherMembers
        return .dictionary(variant.keyOrder.arrange(members))
    }

    private static func value(of variable: StringsDictVariable) -> PropertyListValue {
        var members = [Member(key: StringsDictReader.specTypeName, value: .string(variable.ruleType.rawValue))]
        if let valueType = variable.valueType {
            members.append(Member(key: StringsDictReader.valueTypeName, value: .string(valueType)))
        }
        for category in PluralCategory.allCases {
            if let form = variable.forms[category] {
                members.append(Member(key: category.rawValue, value: .string(form)))
            }
        }
        members += variable.otherMembers
        return .dictionary(variable.keyOrder.arrange(members))
    }
}
