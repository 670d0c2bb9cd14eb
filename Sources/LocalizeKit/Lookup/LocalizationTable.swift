/// The entries of one table in one localization: key → value.
///
/// ```swift
/// let table = LocalizationTable(["Button.Add": .text("Hinzufügen")])
/// ```
public struct LocalizationTable: Sendable, Hashable {
    /// The values by key.
    public var values: [String: LocalizedValue]
    /// The keys in the order their files list them, each once: resolved tables keep
    /// it, so that keys listed together sit together in memory. Keys put into
    /// `values` directly come after these.
    private var keyOrder: [String]
    /// Per position of `keyOrder`: the index in `originFiles` of the file the value
    /// came from, or `unknownOrigin`.
    private var keyOrigins: [UInt16]
    /// The files values came from (`de.lproj/Main.strings`), for explanations.
    private var originFiles: [String]

    private static let unknownOrigin = UInt16.max

    /// Creates a table from values.
    public init(_ values: [String: LocalizedValue] = [:]) {
        self.values = values
        self.keyOrder = Array(values.keys)
        self.keyOrigins = Array(repeating: Self.unknownOrigin, count: values.count)
        self.originFiles = []
    }

    /// Adds another table's values and origins, replacing existing ones of the same key.
    mutating func merge(_ other: LocalizationTable) {
        let mapped = other.originFiles.map { originIndex(of: $0) }
        var positions: [String: Int]?
        other.forEachEntry { key, value, position in
            let origin = position.map { mapped[$0] } ?? Self.unknownOrigin
            set(key, value, origin: origin, positions: &positions)
        }
    }

    /// Adds values in order, replacing existing ones of the same key, and records their origin.
    mutating func merge(_ newValues: [(key: String, value: LocalizedValue)], origin: String) {
        let index = originIndex(of: origin)
        var positions: [String: Int]?
        for (key, value) in newValues { set(key, value, origin: index, positions: &positions) }
    }

    /// Calls `body` with every key, its value and the file it came from, in file order.
    func forEachEntry(_ body: (String, LocalizedValue, String?) -> Void) {
        forEachEntry { key, value, origin in body(key, value, origin.map { originFiles[$0] }) }
    }

    /// Calls `body` with every key, its value and the index of its file in `originFiles`.
    private func forEachEntry(_ body: (String, LocalizedValue, Int?) -> Void) {
        var visited = 0
        for (position, key) in keyOrder.enumerated() {
            guard let value = values[key] else { continue }
            visited += 1
            let origin = keyOrigins[position]
            body(key, value, origin == Self.unknownOrigin ? nil : Int(origin))
        }
        guard visited < values.count else { return }
        let ordered = Set(keyOrder)
        for (key, value) in values where !ordered.contains(key) { body(key, value, nil) }
    }

    /// The index of a file in `originFiles`, added if new (`unknownOrigin` once the list is full).
    private mutating func originIndex(of origin: String) -> UInt16 {
        if let known = originFiles.firstIndex(of: origin) { return UInt16(known) }
        guard originFiles.count < Int(Self.unknownOrigin) else { return Self.unknownOrigin }
        originFiles.append(origin)
        return UInt16(originFiles.count - 1)
    }

    /// Sets a value; a new key goes to the end of the order, a replaced one keeps
    /// its place. `positions` maps keys to places, built on the first replacement.
    private mutating func set(
        _ key: String, _ value: LocalizedValue, origin: UInt16, positions: inout [String: Int]?
    ) {
        if values.updateValue(value, forKey: key) == nil {
            positions?[key] = keyOrder.count
            keyOrder.append(key)
            keyOrigins.append(origin)
            return
        }
        if positions == nil {
            var built: [String: Int] = [:]
            built.reserveCapacity(keyOrder.count)
            for (position, known) in keyOrder.enumerated() where built[known] == nil { built[known] = position }
            positions = built
        }
        if let position = positions?[key] {
            keyOrigins[position] = origin
        } else {
            // Put into `values` directly before: it joins the order now.
            positions?[key] = keyOrder.count
            keyOrder.append(key)
            keyOrigins.append(origin)
        }
    }
}
