/// The entries of a `.stringsdict` file in file order, each with its format, its variables
/// and the line it starts on.
///
/// A key may occur more than once: every occurrence stays in `entries`, `duplicates` lists
/// them, and lookups return the last one.
///
/// ```swift
/// let table = try StringsDictReader.read(xml, file: "en.lproj/Localizable.stringsdict")
/// let entry = table["files"]
/// entry?.formatKey                    // "%#@count@"
/// entry?.variables[0][.one]           // "%lld file"
/// entry?.pluralVariable?.name         // "count": a plain plural, a catalog's plural variations
/// ```
public struct StringsDictTable: Hashable, Sendable {
    /// One top-level key of the file and its dictionary.
    public struct Entry: Hashable, Sendable {
        /// The localization key.
        public var key: String
        /// `NSStringLocalizedFormatKey`: the format, whose `%#@name@` specifiers refer to
        /// variables; `nil` when the entry only has device variants.
        public var formatKey: String?
        /// The variables (keys whose dictionary has `NSStringFormatSpecTypeKey`), in file order.
        public var variables: [StringsDictVariable]
        /// `NSStringDeviceSpecificRuleType`: the text per device, in file order.
        public var deviceVariants: [StringsDictDeviceVariant]
        /// Other keys of the entry's dictionary (such as `NSStringVariableWidthRuleType`), kept as read.
        public var otherMembers: [PropertyListValue.Member]
        /// Where the entry's `<key>` is (line 0, column 0 for entries made in code).
        public var location: SourceLocation
        /// The order the keys were read in, for writing the file back.
        var keyOrder = PropertyListKeyOrder()

        /// Creates an entry.
        public init(
            key: String, formatKey: String?, variables: [StringsDictVariable] = [],
            deviceVariants: [StringsDictDeviceVariant] = [], otherMembers: [PropertyListValue.Member] = [],
            location: SourceLocation? = nil
        ) {
            self.key = key
            self.formatKey = formatKey
            self.variables = variables
            self.deviceVariants = deviceVariants
            self.otherMembers = otherMembers
            self.location = location ?? SourceLocation(line: 0, column: 0)
        }

        /// The variable with a name, if any.
        public func variable(named name: String) -> StringsDictVariable? {
            variables.first { $0.name == name }
        }

        /// The entry's only variable when the format is exactly `%#@name@` and the variable
        /// is a plural: a String Catalog stores such an entry as plural variations. `nil`
        /// means the entry needs substitutions (several variables, or text around one).
        public var pluralVariable: StringsDictVariable? {
            guard variables.count == 1, let variable = variables.first, variable.ruleType == .plural,
                formatKey == "%#@" + variable.name + "@"
            else { return nil }
            return variable
        }
    }

    private var storage: KeyedEntries<Entry>

    /// Creates a table from entries in order.
    public init(entries: [Entry] = []) {
        storage = KeyedEntries(entries)
    }

    /// The entries in file order, duplicates included.
    public var entries: [Entry] { storage.entries }

    /// The entry for a key (its last definition), or `nil`.
    public subscript(key: String) -> Entry? {
        storage[key]
    }

    /// The distinct keys in order of first appearance.
    public var keys: [String] { storage.keys }

    /// The keys defined more than once, each with all its locations.
    public var duplicates: [DuplicateKey] { storage.duplicates }

    /// Appends an entry; if its key already exists, the new entry is the one lookups find.
    public mutating func append(_ entry: Entry) {
        storage.append(entry)
    }

    /// Replaces a key's last definition, or appends the entry for a new key.
    public mutating func setEntry(_ entry: Entry) {
        if !storage.modifyLast(forKey: entry.key, { $0 = entry }) {
            storage.append(entry)
        }
    }

    /// Removes every definition of a key.
    public mutating func removeEntry(forKey key: String) {
        storage.removeAll(forKey: key)
    }
}

extension StringsDictTable.Entry: KeyedEntry {}
