/// A translation unit id as Xcode writes it for String Catalogs: the key, and for a
/// variation `|==|` and a dot-separated path of selector and value pairs.
///
/// `plural.one` is a plural variation, `device.iphone` a device variation,
/// `device.iphone.plural.one` a plural variation inside a device one, and
/// `substitutions.count.plural.other` a plural case of the substitution `count`.
///
/// ```swift
/// let id = XLIFFUnitID(parsing: "%lld files|==|device.mac.plural.one")
/// id?.key                     // "%lld files"
/// id?.path.map(\.selector)    // ["device", "plural"]
/// id?.description             // "%lld files|==|device.mac.plural.one"
/// ```
public struct XLIFFUnitID: Hashable, Sendable, CustomStringConvertible {
    /// One step of a variation path: a selector (`plural`, `device`, `substitutions`) and its value.
    public struct Step: Hashable, Sendable {
        /// `plural`, `device`, `substitutions` or another selector.
        public var selector: String
        /// The category, the device, or the substitution's name.
        public var value: String

        /// Creates a step.
        public init(_ selector: String, _ value: String) {
            self.selector = selector
            self.value = value
        }
    }

    /// The separator between the key and the path.
    public static let separator = "|==|"
    /// The selector of a substitution step.
    public static let substitutions = "substitutions"

    /// The catalog key.
    public var key: String
    /// The variation path; empty for the string itself.
    public var path: [Step]

    /// Creates an id from a key and a path.
    public init(key: String, path: [Step] = []) {
        self.key = key
        self.path = path
    }

    /// Splits an id at its last `|==|`; `nil` when the path is not pairs of non-empty names.
    public init?(parsing id: String) {
        let bytes = Array(id.utf8)
        let separator = Array(Self.separator.utf8)
        var start = bytes.count - separator.count
        while start >= 0 && !bytes[start..<(start + separator.count)].elementsEqual(separator) { start -= 1 }
        guard start >= 0 else {
            self.init(key: id)
            return
        }
        let key = String(decoding: bytes[..<start], as: UTF8.self)
        let components = String(decoding: bytes[(start + separator.count)...], as: UTF8.self)
            .split(separator: ".", omittingEmptySubsequences: false)
        guard components.count >= 2, components.count % 2 == 0, !components.contains(where: \.isEmpty) else {
            return nil
        }
        var steps: [Step] = []
        var index = 0
        while index < components.count {
            steps.append(Step(String(components[index]), String(components[index + 1])))
            index += 2
        }
        self.init(key: key, path: steps)
    }

    /// The id as written in a `<trans-unit>`.
    public var description: String {
        guard !path.isEmpty else { return key }
        return key + Self.separator + path.map { $0.selector + "." + $0.value }.joined(separator: ".")
    }
}
