/// A small set of locale slots (indices into an auditor's locale table).
struct SlotSet: Sendable {
    private var low: UInt64 = 0
    private var high: [UInt64] = []

    @inline(__always)
    func contains(_ slot: Int) -> Bool {
        if slot < 64 { return low & (1 << UInt64(slot)) != 0 }
        let word = slot / 64 - 1
        return word < high.count && high[word] & (1 << UInt64(slot % 64)) != 0
    }

    @inline(__always)
    mutating func insert(_ slot: Int) {
        if slot < 64 {
            low |= 1 << UInt64(slot)
            return
        }
        let word = slot / 64 - 1
        while high.count <= word { high.append(0) }
        high[word] |= 1 << UInt64(slot % 64)
    }

    /// The set with each slot `slot` (below `map.count`) replaced by `map[slot]`.
    func mapped(_ map: [Int]) -> SlotSet {
        var result = SlotSet()
        for slot in map.indices where contains(slot) { result.insert(map[slot]) }
        return result
    }

    /// Empties the set, keeping its room.
    @inline(__always)
    mutating func removeAll() {
        low = 0
        for index in high.indices { high[index] = 0 }
    }
}
