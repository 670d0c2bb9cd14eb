/// The string-keyed maps of a String Catalog (entries, localizations,
/// plural and device variations, substitutions), in the order they were read.
///
/// Like a JSON object it keeps its order and any duplicate keys, which the
/// audit reports; looking a key up finds the first occurrence. Large maps
/// keep a hash index, so lookups stay fast in catalogs with many keys.
/// Writers put keys in `CatalogKeyOrder` whatever the order here.
///
/// ```swift
/// var plural: CatalogMap<CatalogLocalization> = ["one": .init("%lld file"), "other": .init("%lld files")]
/// plural["one"]?.stringUnit?.value   // "%lld file"
/// plural["few"] = .init("%lld soubory")
/// plural.keys                        // ["one", "other", "few"]
/// ```
public struct CatalogMap<Value>: RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// A key and its value.
    public typealias Element = (key: String, value: Value)

    /// Maps with more elements than this keep `index`.
    private static var indexThreshold: Int { 64 }

    private(set) var elements: [Element]
    /// The position of each key's first occurrence, for large maps.
    private var index: [String: Int]?

    /// Whether an empty map is written (as `{}` in Xcode's formatting) rather
    /// than left out. Readers set it for objects present in the file, so that
    /// an empty object survives a round trip; a map with elements is always written.
    public var isPresentWhenEmpty: Bool

    /// Creates an empty map.
    public init() {
        elements = []
        isPresentWhenEmpty = false
    }

    /// Creates a map from key-value pairs in order, duplicates included.
    public init<S: Sequence>(_ pairs: S) where S.Element == (String, Value) {
        elements = pairs.map { (key: $0.0, value: $0.1) }
        isPresentWhenEmpty = false
        rebuildIndex()
    }

    /// Creates a map from a literal, in order.
    public init(dictionaryLiteral pairs: (String, Value)...) {
        self.init(pairs)
    }

    /// Creates a map that takes over an array of elements.
    init(elements: [Element], isPresentWhenEmpty: Bool) {
        self.elements = elements
        self.isPresentWhenEmpty = isPresentWhenEmpty
        rebuildIndex()
    }

    // MARK: Collection

    /// The first position.
    public var startIndex: Int { elements.startIndex }
    /// One past the last position.
    public var endIndex: Int { elements.endIndex }
    /// The key and value at a position.
    public subscript(position: Int) -> Element { elements[position] }

    /// The keys in order, duplicates included.
    public var keys: [String] { elements.map { $0.key } }
    /// The values in order.
    public var values: [Value] { elements.map { $0.value } }

    /// The value at a position, which can be changed in place.
    ///
    /// ```swift
    /// for position in entry.localizations.indices {
    ///     entry.localizations[valueAt: position].stringUnit?.state = .needsReview
    /// }
    /// ```
    public subscript(valueAt position: Int) -> Value {
        get { elements[position].value }
        set { elements[position].value = newValue }
    }

    // MARK: Keys

    /// The position of the first occurrence of `key`.
    public func index(forKey key: String) -> Int? {
        if let index { return index[key] }
        return elements.firstIndex { $0.key == key }
    }

    /// The value of the first occurrence of `key`. Setting a value replaces
    /// that occurrence's value or appends the key; setting `nil` removes every
    /// occurrence.
    public subscript(key: String) -> Value? {
        get { index(forKey: key).map { elements[$0].value } }
        set {
            if let newValue {
                if let position = index(forKey: key) {
                    elements[position].value = newValue
                } else {
                    append(key: key, value: newValue)
                }
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Appends a key and value at the end, even when the key is already present.
    public mutating func append(key: String, value: Value) {
        elements.append((key: key, value: value))
        if index != nil {
            if index?[key] == nil { index?[key] = elements.count - 1 }
        } else if elements.count > Self.indexThreshold {
            rebuildIndex()
        }
    }

    /// Removes every occurrence of `key` and returns the first one's value.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> Value? {
        guard let position = index(forKey: key) else { return nil }
        let value = elements[position].value
        elements.removeAll { $0.key == key }
        rebuildIndex()
        return value
    }

    /// Removes and returns the element at a position.
    @discardableResult
    public mutating func remove(at position: Int) -> Element {
        let element = elements.remove(at: position)
        rebuildIndex()
        return element
    }

    /// Sorts the elements, keeping equal ones in their order.
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        let original = elements
        var order = Array(original.indices)
        try order.sort { left, right in
            if try areInIncreasingOrder(original[left], original[right]) { return true }
            if try areInIncreasingOrder(original[right], original[left]) { return false }
            return left < right
        }
        elements = order.map { original[$0] }
        rebuildIndex()
    }

    /// Sorts the keys as Xcode writes them (`CatalogKeyOrder`).
    public mutating func sortByKey() {
        guard !CatalogKeyOrder.isSorted(elements.lazy.map { $0.key }) else { return }
        let original = elements
        elements = CatalogKeyOrder.sortedIndices(original.map { $0.key }).map { original[$0] }
        rebuildIndex()
    }

    /// Keys that occur more than once, each listed once, in order of their second occurrence.
    public var duplicateKeys: [String] {
        var seen = Set<String>()
        var reported = Set<String>()
        var result: [String] = []
        for element in elements where !seen.insert(element.key).inserted {
            if reported.insert(element.key).inserted { result.append(element.key) }
        }
        return result
    }

    /// A map with the same keys and transformed values.
    public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> CatalogMap<T> {
        var result = CatalogMap<T>(try elements.map { ($0.key, try transform($0.value)) })
        result.isPresentWhenEmpty = isPresentWhenEmpty
        return result
    }

    /// Whether a writer writes this map: it has elements, or is present when empty.
    var isWritten: Bool { !elements.isEmpty || isPresentWhenEmpty }

    private mutating func rebuildIndex() {
        guard elements.count > Self.indexThreshold else {
            index = nil
            return
        }
        var positions: [String: Int] = [:]
        positions.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() where positions[element.key] == nil {
            positions[element.key] = position
        }
        index = positions
    }
}

extension CatalogMap: Sendable where Value: Sendable {}

extension CatalogMap: Equatable where Value: Equatable {
    /// Maps are equal when they hold the same keys and values in the same
    /// order, and, when empty, agree on `isPresentWhenEmpty`.
    public static func == (lhs: CatalogMap, rhs: CatalogMap) -> Bool {
        guard lhs.elements.count == rhs.elements.count else { return false }
        if lhs.elements.isEmpty { return lhs.isPresentWhenEmpty == rhs.isPresentWhenEmpty }
        for (left, right) in zip(lhs.elements, rhs.elements) where left.key != right.key || left.value != right.value {
            return false
        }
        return true
    }
}

extension CatalogMap: Hashable where Value: Hashable {
    /// Hashes the keys and values in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements.count)
        for element in elements {
            hasher.combine(element.key)
            hasher.combine(element.value)
        }
        if elements.isEmpty { hasher.combine(isPresentWhenEmpty) }
    }
}

extension CatalogMap where Value == CatalogLocalization {
    /// The variation for a plural category (in a `plural` map).
    ///
    /// ```swift
    /// localization.variations.plural?[.few]?.stringUnit?.value
    /// ```
    public subscript(category: PluralCategory) -> CatalogLocalization? {
        get { self[category.rawValue] }
        set { self[category.rawValue] = newValue }
    }
}
