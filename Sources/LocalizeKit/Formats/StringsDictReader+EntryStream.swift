extension StringsDictReader {
    /// The entries of a `.stringsdict` file read one at a time, in file order: what
    /// `read(_:file:)` gives, without holding the whole table (a streamed conversion).
    ///
    /// Each entry is read straight from the XML into the model: the strings of its format,
    /// variables and devices, with no property list tree in between (only a value the model
    /// does not know is parsed as a tree, to be kept as a `PropertyListValue`). An entry that is
    /// malformed XML throws that error, found first; otherwise one whose known keys have the
    /// wrong type throws the first such error in file order: the errors `read(_:file:)` gives
    /// for a file whose first malformed entry it is.
    ///
    /// ```swift
    /// var entries = try StringsDictReader.EntryStream(SourceText(xml, file: "de.lproj/L.stringsdict"))
    /// while let entry = try entries.next() { print(entry.key, entry.formatKey ?? "") }
    /// ```
    struct EntryStream {
        private var members: PropertyListXMLParser.RootMembers
        /// Whether entries get the location of their key (a conversion that streams does not need it).
        private let locatesEntries: Bool
        /// Whether entries get the order of their keys (`keyOrder`): only writing them back needs it.
        private let keepsKeyOrder: Bool
        /// The first error of the entry being read that is not an XML error: thrown once its XML is read.
        private var problem: ParseError?

        private typealias Tag = PropertyListXMLParser.Tag
        private typealias MemberHead = PropertyListXMLParser.MemberHead
        private typealias Content = Builder.Content

        /// Reads up to the first entry; throws `ParseError` for a file whose top level is not a dictionary.
        /// Without `locatesEntries`, every entry's `location` is line 0, column 0 (errors are still located);
        /// without `keepsKeyOrder`, the `keyOrder` of entries, variables and devices is empty (a
        /// conversion to a catalog does not need it; the entries are equal all the same).
        init(_ text: SourceText, locatesEntries: Bool = true, keepsKeyOrder: Bool = true) throws(ParseError) {
            members = try PropertyListXMLParser.RootMembers(text)
            self.locatesEntries = locatesEntries
            self.keepsKeyOrder = keepsKeyOrder
        }

        /// The next entry, or `nil` after the last one (once the file is read to its end).
        mutating func next() throws(ParseError) -> StringsDictTable.Entry? {
            guard let head = try nextHead() else { return nil }
            return try entry(head)
        }

        /// The next entry's key and entry, or `nil` after the last one (as `next()`); but for an entry
        /// that is a plural alone written the plain way (`StringsDictPlainLayout.pluralAlone()`), no
        /// entry: its forms are put in `plural`, as ranges of the file's bytes (`withBytes(_:)`).
        ///
        /// A key with the bytes of `likelyKey` is that string (`String.reusing(_:forUTF8:)`), when the
        /// entry's head is written the plain way.
        mutating func next(
            pluralAloneInto plural: inout StringsDictPluralForms, likelyKey: String? = nil
        ) throws(ParseError) -> (key: String, entry: StringsDictTable.Entry?)? {
            guard let head = try nextHead(likelyKey: likelyKey) else { return nil }
            if head.valueTag.name == "dict", !head.valueTag.isEmpty, let forms = pluralAlone() {
                plural = forms
                return (head.key, nil)
            }
            return (head.key, try entry(head))
        }

        /// Calls `body` with the file's bytes (UTF-8), which the ranges of `StringsDictPluralForms` index.
        func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            members.parser.bytes.withUnsafeBufferPointer(body)
        }

        /// The entry whose member head `head` was just read.
        private mutating func entry(_ head: PropertyListXMLParser.MemberHead) throws(ParseError)
            -> StringsDictTable.Entry
        {
            problem = nil
            guard head.valueTag.name == "dict" else {
                let node = try members.parser.parseValue(head.valueTag)
                throw members.parser.error(
                    "expected a dictionary for '\(head.key)', found \(node.kindName)", at: node.offset)
            }
            let location =
                locatesEntries ? members.parser.location(at: head.keyOffset) : SourceLocation(line: 0, column: 0)
            let content: Content
            if !head.valueTag.isEmpty, let plain = plainContent() {
                content = plain
            } else {
                content = try self.content(of: head.valueTag, allowsDevices: true)
                if let problem { throw problem }
            }
            var entry = StringsDictTable.Entry(
                key: head.key, formatKey: content.formatKey, variables: content.variables,
                deviceVariants: content.deviceVariants, otherMembers: content.otherMembers, location: location)
            entry.keyOrder = content.keyOrder
            return entry
        }

        /// The next member's head: read the plain way when it is written so (`plainHead()`), else by
        /// the full grammar; `nil` after the last member.
        private mutating func nextHead(likelyKey: String? = nil) throws(ParseError) -> MemberHead? {
            if let head = plainHead(likelyKey: likelyKey) { return head }
            return try members.nextHead()
        }

        /// The next member's head when it is written the plain way (`StringsDictPlainLayout.memberHead()`):
        /// what `members.nextHead()` gives for it, read without the markup scanner; `nil`, having read
        /// nothing, for any other (and at the end). A key with the bytes of `likelyKey` is that string.
        private mutating func plainHead(likelyKey: String?) -> MemberHead? {
            let start = members.parser.position
            let read = members.parser.bytes.withUnsafeBufferPointer { buffer -> (MemberHead, Int)? in
                var layout = StringsDictPlainLayout(bytes: buffer, position: start, recordsKeyOrder: false)
                guard let (key, keyStart, valueStart) = layout.memberHead() else { return nil }
                let head = MemberHead(
                    key: String.reusing(likelyKey, forUTF8: UnsafeBufferPointer(rebasing: buffer[key])),
                    keyOffset: keyStart, valueTag: Tag(name: "dict", attributes: [], isEmpty: false, start: valueStart))
                return (head, layout.position)
            }
            guard let (head, end) = read else { return nil }
            members.parser.position = end
            return head
        }

        /// The entry's dictionary read the plain way (`StringsDictPlainLayout`), moving past it;
        /// `nil`, having read nothing, when it is not written so.
        private mutating func plainContent() -> Content? {
            let start = members.parser.position
            let bytes = members.parser.bytes
            let read = bytes.withUnsafeBufferPointer { buffer -> (Content, Int)? in
                var layout = StringsDictPlainLayout(bytes: buffer, position: start, recordsKeyOrder: keepsKeyOrder)
                guard let content = layout.content(allowsDevices: true) else { return nil }
                return (content, layout.position)
            }
            guard let (content, end) = read else { return nil }
            members.parser.position = end
            return content
        }

        /// The forms of the entry's dictionary when it is a plural alone written the plain way, moving
        /// past it; `nil`, having read nothing, when it is not.
        private mutating func pluralAlone() -> StringsDictPluralForms? {
            let start = members.parser.position
            let read = members.parser.bytes.withUnsafeBufferPointer { buffer -> (StringsDictPluralForms, Int)? in
                var layout = StringsDictPlainLayout(bytes: buffer, position: start, recordsKeyOrder: false)
                guard let forms = layout.pluralAlone() else { return nil }
                return (forms, layout.position)
            }
            guard let (forms, end) = read else { return nil }
            members.parser.position = end
            return forms
        }

        /// Notes an error that is not an XML error, unless one was noted before.
        private mutating func note(_ message: String, at offset: Int) {
            if problem == nil { problem = members.parser.error(message, at: offset) }
        }

        /// The members of the dictionary whose start tag `tag` was just read, one at a time.
        private mutating func forEachMember(
            of tag: Tag, _ body: (inout Self, PropertyListXMLParser.MemberHead) throws(ParseError) -> Void
        ) throws(ParseError) {
            guard !tag.isEmpty else { return }
            try members.parser.enterContainer(tag)
            while let head = try members.parser.nextHead(of: tag) { try body(&self, head) }
            members.parser.leaveContainer()
        }

        /// Reads the value of `head` as a string; a value of another kind is read whole and noted as an error.
        private mutating func string(_ head: PropertyListXMLParser.MemberHead) throws(ParseError) -> String? {
            if head.valueTag.name == "string" { return try members.parser.readString(head.valueTag) }
            let node = try members.parser.parseValue(head.valueTag)
            note("expected a string for '\(head.key)', found \(node.kindName)", at: node.offset)
            return nil
        }

        /// What an entry's (or a device's) dictionary holds, as `Builder` makes it from the tree.
        private mutating func content(of tag: Tag, allowsDevices: Bool) throws(ParseError) -> Content {
            var content = Content()
            try forEachMember(of: tag) { (stream, head) throws(ParseError) in
                if stream.keepsKeyOrder { content.keyOrder.record(head.key) }
                switch head.key {
                case formatKeyName:
                    if let value = try stream.string(head) { content.formatKey = value }
                case deviceSpecificName where allowsDevices:
                    guard head.valueTag.name == "dict" else {
                        let node = try stream.members.parser.parseValue(head.valueTag)
                        stream.note(
                            "expected a dictionary for \(deviceSpecificName), found \(node.kindName)", at: node.offset)
                        return
                    }
                    content.deviceVariants = []
                    try stream.forEachMember(of: head.valueTag) { (stream, device) throws(ParseError) in
                        if let variant = try stream.deviceVariant(device) { content.deviceVariants.append(variant) }
                    }
                default:
                    if head.valueTag.name == "dict" {
                        try stream.dictionaryMember(head, into: &content)
                    } else {
                        let node = try stream.members.parser.parseValue(head.valueTag)
                        content.otherMembers.append(.init(key: head.key, value: node.value))
                    }
                }
            }
            return content
        }

        /// A dictionary member other than the known keys: a variable when it has
        /// `NSStringFormatSpecTypeKey`, otherwise a member kept as read.
        private mutating func dictionaryMember(_ head: PropertyListXMLParser.MemberHead, into content: inout Content)
            throws(ParseError)
        {
            // The kind is known only at the end of the dictionary: keep its members, strings as strings.
            var members: [(head: PropertyListXMLParser.MemberHead, string: String?, node: PropertyListNode?)] = []
            var isVariable = false
            try forEachMember(of: head.valueTag) { (stream, member) throws(ParseError) in
                if member.key == specTypeName { isVariable = true }
                if member.valueTag.name == "string" {
                    members.append((member, try stream.members.parser.readString(member.valueTag), nil))
                } else {
                    members.append((member, nil, try stream.members.parser.parseValue(member.valueTag)))
                }
            }
            guard isVariable else {
                let value = PropertyListValue.dictionary(
                    members.map { .init(key: $0.head.key, value: $0.node?.value ?? .string($0.string ?? "")) })
                content.otherMembers.append(.init(key: head.key, value: value))
                return
            }
            var variable = StringsDictVariable(name: head.key)
            for member in members {
                let key = member.head.key
                if keepsKeyOrder { variable.keyOrder.record(key) }
                let isString = key == specTypeName || key == valueTypeName || PluralCategory(rawValue: key) != nil
                if isString, let node = member.node {
                    note("expected a string for '\(key)', found \(node.kindName)", at: node.offset)
                    continue
                }
                if key == specTypeName {
                    variable.ruleType = StringsDictRuleType(rawValue: member.string ?? "")
                } else if key == valueTypeName {
                    variable.valueType = member.string
                } else if let category = PluralCategory(rawValue: key) {
                    variable.forms[category] = member.string
                } else {
                    variable.otherMembers.append(
                        .init(key: key, value: member.node?.value ?? .string(member.string ?? "")))
                }
            }
            content.variables.append(variable)
        }

        /// One member of `NSStringDeviceSpecificRuleType`; `nil` when it is noted as an error.
        private mutating func deviceVariant(_ head: PropertyListXMLParser.MemberHead) throws(ParseError)
            -> StringsDictDeviceVariant?
        {
            switch head.valueTag.name {
            case "string":
                return StringsDictDeviceVariant(
                    device: head.key, formatKey: try members.parser.readString(head.valueTag))
            case "dict":
                guard let variant = try content(of: head.valueTag, allowsDevices: false).deviceVariant(head.key) else {
                    note("missing \(formatKeyName) for device '\(head.key)'", at: head.keyOffset)
                    return nil
                }
                return variant
            default:
                let node = try members.parser.parseValue(head.valueTag)
                note(
                    "expected a string or a dictionary for device '\(head.key)', found \(node.kindName)",
                    at: node.offset)
                return nil
            }
        }
    }
}
