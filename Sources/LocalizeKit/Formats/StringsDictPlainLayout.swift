#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a `.stringsdict` entry's dictionary when it is written the plain way
/// writers write it (`StringsDictWriter`, Xcode): only `<key>`, `<string>` and
/// `<dict>` elements without attributes, whitespace between them, text without
/// references, every known key with a value of its type. That is the whole of
/// almost every real file, and reading it needs no markup scanner: the bytes
/// are matched directly.
///
/// Anything else (a comment, an entity, CDATA, `<string/>`, another element, a
/// known key with a wrongly typed value…) gives `nil`, and the caller reads the
/// entry with the full grammar instead, from the same offset: so the fast path
/// never decides what an entry means differently, nor what error it gives.
///
/// ```swift
/// var layout = StringsDictPlainLayout(bytes: buffer, position: offsetAfterEntryDictTag)
/// if let content = layout.content(allowsDevices: true) { use(content, endingAt: layout.position) }
/// ```
struct StringsDictPlainLayout {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next unread byte.
    private(set) var position: Int
    /// Whether dictionaries get the order of their keys (`keyOrder`), which only writing a file back needs.
    private let recordsKeyOrder: Bool

    /// A reader of `bytes` (valid UTF-8) from `position`, just after a `<dict>` start tag; without
    /// `recordsKeyOrder`, the content's `keyOrder` (and its variables' and devices') stay empty.
    init(bytes: UnsafeBufferPointer<UInt8>, position: Int, recordsKeyOrder: Bool = true) {
        self.bytes = bytes
        self.position = position
        self.recordsKeyOrder = recordsKeyOrder
    }

    /// The members of the dictionary through its `</dict>`, or `nil` when it is not written the plain way.
    mutating func content(allowsDevices: Bool) -> StringsDictReader.Builder.Content? {
        var content = StringsDictReader.Builder.Content()
        while true {
            skipWhitespace()
            if consume("</dict>") { return content }
            guard let (key, known) = keyName() else { return nil }
            if recordsKeyOrder { content.keyOrder.record(key) }
            skipWhitespace()
            if consume("<string>") {
                guard let value = text(closedBy: "</string>") else { return nil }
                switch known {
                case .format: content.formatKey = value
                case .deviceSpecific where allowsDevices: return nil
                default: content.otherMembers.append(.init(key: key, value: .string(value)))
                }
            } else if consume("<dict>") {
                switch known {
                case .format: return nil
                case .deviceSpecific where allowsDevices:
                    guard let devices = deviceVariants() else { return nil }
                    content.deviceVariants = devices
                default:
                    guard let variable = variable(named: key) else { return nil }
                    content.variables.append(variable)
                }
            } else {
                return nil
            }
        }
    }

    /// The members of `NSStringDeviceSpecificRuleType` through its `</dict>`.
    private mutating func deviceVariants() -> [StringsDictDeviceVariant]? {
        var variants: [StringsDictDeviceVariant] = []
        while true {
            skipWhitespace()
            if consume("</dict>") { return variants }
            guard let device = keyText() else { return nil }
            skipWhitespace()
            if consume("<string>") {
                guard let value = text(closedBy: "</string>") else { return nil }
                variants.append(StringsDictDeviceVariant(device: device, formatKey: value))
            } else if consume("<dict>") {
                guard let variant = content(allowsDevices: false)?.deviceVariant(device) else { return nil }
                variants.append(variant)
            } else {
                return nil
            }
        }
    }

    /// A variable's dictionary (every value a string, `NSStringFormatSpecTypeKey` among the keys) through its `</dict>`.
    private mutating func variable(named name: String) -> StringsDictVariable? {
        // Room for every category at once: growing a dictionary from empty allocates and rehashes twice
        // (made with that room: `reserveCapacity` afterwards was not specialized here and cost 1.5x more).
        var variable = StringsDictVariable(
            name: name, forms: Dictionary(minimumCapacity: PluralCategory.allCases.count))
        var hasRuleType = false
        while true {
            skipWhitespace()
            if consume("</dict>") { return hasRuleType ? variable : nil }
            guard let (key, known) = keyName() else { return nil }
            skipWhitespace()
            guard consume("<string>"), let value = textRange(closedBy: "</string>") else { return nil }
            if recordsKeyOrder { variable.keyOrder.record(key) }
            switch known {
            case .specType:
                variable.ruleType =
                    matches(value, Self.pluralRuleType) ? .plural : StringsDictRuleType(rawValue: string(value))
                hasRuleType = true
            case .valueType:
                variable.valueType = string(value)
            case .category(let category):
                variable.forms[category] = string(value)
            default:
                variable.otherMembers.append(.init(key: key, value: .string(string(value))))
            }
        }
    }

    /// A member of the root dictionary written the plain way, up to its value: whitespace,
    /// `<key>text</key>`, whitespace and a `<dict>` start tag (read too). Gives the range of the
    /// key's text, where its `<key>` starts and where the `<dict>` tag starts; `nil` for anything
    /// else (the end of the dictionary, a comment, a reference in the key, another value…), which
    /// the caller reads with the full grammar from the same offset.
    mutating func memberHead() -> (key: Range<Int>, keyStart: Int, valueStart: Int)? {
        skipWhitespace()
        let keyStart = position
        guard consume("<key>"), let key = textRange(closedBy: "</key>") else { return nil }
        skipWhitespace()
        let valueStart = position
        guard consume("<dict>") else { return nil }
        return (key, keyStart, valueStart)
    }

    /// The forms of an entry that is a plural alone, written the plain way, through its `</dict>`:
    /// `NSStringLocalizedFormatKey` of `%#@name@` and one variable `name` (ASCII) of
    /// `NSStringPluralRuleType` with at least one category, each key once (and
    /// `NSStringFormatValueTypeKey`), nothing else. `nil` for any other entry, whose forms (if any)
    /// the caller reads from `content(allowsDevices:)` of the same offset: what this gives is what
    /// `LprojToCatalog.pluralOnlyForms` takes from that content.
    mutating func pluralAlone() -> StringsDictPluralForms? {
        var format: Range<Int>?
        var name: Range<Int>?
        var forms = StringsDictPluralForms()
        while true {
            skipWhitespace()
            if consume("</dict>") { break }
            guard consume("<key>"), let key = textRange(closedBy: "</key>") else { return nil }
            skipWhitespace()
            if consume("<string>") {
                // A format other than `%#@…@` (text around a variable) is known at once to be no
                // plural alone, before its variable is read only to be read again.
                guard format == nil, matches(key, StringsDictReader.formatKeyName),
                    let value = textRange(closedBy: "</string>"), value.count >= 4,
                    bytes[value.lowerBound..<(value.lowerBound + 3)].elementsEqual("%#@".utf8),
                    bytes[value.upperBound - 1] == UInt8(ascii: "@")
                else { return nil }
                format = value
            } else if consume("<dict>") {
                // A known name (or a spelling that may equal one) is not a variable's, or not for sure.
                let text = UnsafeBufferPointer(rebasing: bytes[key])
                guard name == nil, text.allSatisfy({ $0 < 0x80 }), Self.knownName(in: text) == nil,
                    pluralVariable(into: &forms)
                else { return nil }
                name = key
            } else {
                return nil
            }
        }
        // The format is `%#@…@` (checked as read): `%#@name@`.
        guard let format, let name, !forms.isEmpty, format.count == name.count + 4,
            bytes[(format.lowerBound + 3)..<(format.upperBound - 1)].elementsEqual(bytes[name])
        else { return nil }
        return forms
    }

    /// A plural variable's dictionary through its `</dict>`, its categories' values put in `forms`:
    /// whether it is one (`NSStringFormatSpecTypeKey` of `NSStringPluralRuleType`, every key once,
    /// no key but the category and known ones, every value a string).
    private mutating func pluralVariable(into forms: inout StringsDictPluralForms) -> Bool {
        var hasRuleType = false
        var hasValueType = false
        while true {
            skipWhitespace()
            if consume("</dict>") { return hasRuleType }
            guard consume("<key>"), let key = textRange(closedBy: "</key>") else { return false }
            skipWhitespace()
            guard consume("<string>"), let value = textRange(closedBy: "</string>"),
                let (_, known) = Self.knownName(in: UnsafeBufferPointer(rebasing: bytes[key]))
            else { return false }
            switch known {
            case .specType:
                guard !hasRuleType, matches(value, Self.pluralRuleType) else { return false }
                hasRuleType = true
            case .valueType:
                guard !hasValueType else { return false }
                hasValueType = true
            case .category(let category):
                guard forms[category] == nil else { return false }
                forms[category] = value
            case .format, .deviceSpecific:
                return false
            }
        }
    }

    /// The keys the reader looks for.
    enum KnownName: Equatable {
        case format
        case deviceSpecific
        case specType
        case valueType
        case category(PluralCategory)
    }

    private static let pluralRuleType = StringsDictRuleType.plural.rawValue

    /// `<key>text</key>`: the text (for a known name, its shared constant rather than a new
    /// string) and which known name it is, if any.
    private mutating func keyName() -> (String, KnownName?)? {
        guard consume("<key>"), let range = textRange(closedBy: "</key>") else { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[range])
        if let (name, known) = Self.knownName(in: text) { return (name, known) }
        let name = string(range)
        // Other spellings can still be equal strings (a Kelvin sign for the K of `…Key`).
        return (name, text.allSatisfy { $0 < 0x80 } ? nil : Self.knownName(equalTo: name))
    }

    /// The known name equal to `name` as a string (canonically equivalent), if any.
    static func knownName(equalTo name: String) -> KnownName? {
        switch name {
        case StringsDictReader.formatKeyName: .format
        case StringsDictReader.deviceSpecificName: .deviceSpecific
        case StringsDictReader.specTypeName: .specType
        case StringsDictReader.valueTypeName: .valueType
        default: PluralCategory(rawValue: name).map { .category($0) }
        }
    }

    /// The known name (and its constant) that `text` spells, if any.
    static func knownName(in text: UnsafeBufferPointer<UInt8>) -> (String, KnownName)? {
        func spells(_ name: String) -> Bool {
            var name = name
            return name.withUTF8 { UnsafeRawBufferPointer($0).holdsSameBytes(as: UnsafeRawBufferPointer(text)) }
        }
        switch text.count {
        case 3, 4, 5:
            if let category = PluralCategory.candidate(count: text.count, first: UInt32(text[0])),
                spells(category.rawValue)
            {
                return (category.rawValue, .category(category))
            }
        case StringsDictReader.specTypeName.utf8.count where spells(StringsDictReader.specTypeName):
            return (StringsDictReader.specTypeName, .specType)
        case StringsDictReader.formatKeyName.utf8.count where spells(StringsDictReader.formatKeyName):
            return (StringsDictReader.formatKeyName, .format)
        case StringsDictReader.valueTypeName.utf8.count where spells(StringsDictReader.valueTypeName):
            return (StringsDictReader.valueTypeName, .valueType)
        case StringsDictReader.deviceSpecificName.utf8.count where spells(StringsDictReader.deviceSpecificName):
            return (StringsDictReader.deviceSpecificName, .deviceSpecific)
        default:
            break
        }
        return nil
    }

    /// `<key>text</key>`.
    private mutating func keyText() -> String? {
        guard consume("<key>") else { return nil }
        return text(closedBy: "</key>")
    }

    /// Text up to `end` (then read too), or `nil` when markup or a reference comes first.
    private mutating func text(closedBy end: StaticString) -> String? {
        textRange(closedBy: end).map(string)
    }

    /// The range of the text up to `end` (then read too), or `nil` when markup or a reference comes first.
    /// Inlined, as `consume(_:)` is, so that each end tag is compared as a constant.
    @inline(__always)
    private mutating func textRange(closedBy end: StaticString) -> Range<Int>? {
        let start = position
        // Eight bytes at a time while eight are left: up to the first `<` or `&`.
        if let base = bytes.baseAddress {
            while position + 8 <= bytes.count {
                let word = SWAR.word(at: base + position)
                let stops = SWAR.bytes(word, equalTo: UInt8(ascii: "<")) | SWAR.bytes(word, equalTo: UInt8(ascii: "&"))
                if stops != 0 {
                    position += stops.trailingZeroBitCount / 8
                    break
                }
                position += 8
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                let range = start..<position
                guard consume(end) else { return nil }
                return range
            }
            if byte == UInt8(ascii: "&") { return nil }
            position += 1
        }
        return nil
    }

    /// A string of the (valid UTF-8) bytes in `range`.
    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether the bytes in `range` spell `text`.
    private func matches(_ range: Range<Int>, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 {
            UnsafeRawBufferPointer($0).holdsSameBytes(
                as: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range])))
        }
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, XMLScanner.isWhitespace(bytes[position]) { position += 1 }
    }

    /// Reads `literal` (two bytes or more) when it comes next. Inlined: the literal is then a
    /// constant, and comparing it a load or two instead of a call of `memcmp`.
    @inline(__always)
    private mutating func consume(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count, let base = bytes.baseAddress else { return false }
        let start = literal.utf8Start
        // The literals differ in their second byte (`<key>`, `</dict>`, `<dict>`, `<string>`): most misses end there.
        guard base[position + 1] == start[1], memcmp(base + position, start, count) == 0 else { return false }
        position += count
        return true
    }
}
