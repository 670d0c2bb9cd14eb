/// The order in which a dictionary's keys were read, kept so that writing a model gives
/// the file back. It is bookkeeping, not content: values that differ only in it are equal.
struct PropertyListKeyOrder: Hashable, Sendable {
    /// The keys in file order; a key that occurs twice (a malformed dictionary) is listed twice.
    private(set) var keys: [String] = []

    /// Records the next key.
    mutating func record(_ key: String) {
        keys.append(key)
    }

    /// Members in the recorded order (the n-th occurrence of a key takes the n-th member with
    /// that key, so duplicates keep their places); members not recorded follow in their given order.
    func arrange(_ members: [PropertyListValue.Member]) -> [PropertyListValue.Member] {
        guard !keys.isEmpty else { return members }
        var indicesByKey: [String: [Int]] = [:]
        for (index, member) in members.enumerated() { indicesByKey[member.key, default: []].append(index) }
        var taken: [String: Int] = [:]
        var used = [Bool](repeating: false, count: members.count)
        var result: [PropertyListValue.Member] = []
        result.reserveCapacity(members.count)
        for key in keys {
            let count = taken[key, default: 0]
            guard let indices = indicesByKey[key], count < indices.count else { continue }
            taken[key] = count + 1
            result.append(members[indices[count]])
            used[indices[count]] = true
        }
        for (index, member) in members.enumerated() where !used[index] { result.append(member) }
        return result
    }

    static func == (lhs: PropertyListKeyOrder, rhs: PropertyListKeyOrder) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
