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

    /// A reader of `bytes` (valid UTF-8) from `position`, just after a `<dict>` start tag.
    init(bytes: UnsafeBufferPointer<UInt8>, position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// The members of the dictionary through its `</dict>`, or `nil` when it is not written the plain way.
    mutating func content(allowsDevices: Bool) -> StringsDictReader.Builder.Content? {
        var content = StringsDictReader.Builder.Content()
        while true {
            skipWhitespace()
            if consume("</dict>") { return content }
            guard let key = keyText() else { return nil }
            content.keyOrder.record(key)
            skipWhitespace()
            if consume("<string>") {
                guard let value = text(closedBy: "</string>") else { return nil }
                switch key {
                case StringsDictReader.formatKeyName: content.formatKey = value
                case StringsDictReader.deviceSpecificName where allowsDevices: return nil
                default: content.otherMembers.append(.init(key: key, value: .string(value)))
                }
            } else if consume("<dict>") {
                switch key {
                case StringsDictReader.formatKeyName: return nil
                case StringsDictReader.deviceSpecificName where allowsDevices:
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
        var variable = StringsDictVariable(name: name)
        var hasRuleType = false
        while true {
            skipWhitespace()
            if consume("</dict>") { return hasRuleType ? variable : nil }
            guard let key = keyText() else { return nil }
            skipWhitespace()
            guard consume("<string>"), let value = text(closedBy: "</string>") else { return nil }
            variable.keyOrder.record(key)
            if key == StringsDictReader.specTypeName {
                variable.ruleType = StringsDictRuleType(rawValue: value)
                hasRuleType = true
            } else if key == StringsDictReader.valueTypeName {
                variable.valueType = value
            } else if let category = PluralCategory(rawValue: key) {
                variable.forms[category] = value
            } else {
                variable.otherMembers.append(.init(key: key, value: .string(value)))
            }
        }
    }

    /// `<key>text</key>`.
    private mutating func keyText() -> String? {
        guard consume("<key>") else { return nil }
        return text(closedBy: "</key>")
    }

    /// Text up to `end` (then read too), or `nil` when markup or a reference comes first.
    private mutating func text(closedBy end: StaticString) -> String? {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                let range = start..<position
                guard consume(end) else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "&") { return nil }
            position += 1
        }
        return nil
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, XMLScanner.isWhitespace(bytes[position]) { position += 1 }
    }

    /// Reads `literal` when it comes next.
    private mutating func consume(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for index in 0..<count where bytes[position + index] != start[index] { return false }
        position += count
        return true
    }
}
