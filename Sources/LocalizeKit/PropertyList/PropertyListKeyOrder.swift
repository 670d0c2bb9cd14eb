/// The order in which a dictionary's keys were read, kept so that writing a model gives
/// the file back. It is bookkeeping, not content: values that differ only in it are equal.
struct PropertyListKeyOrder: Hashable, Sendable {
    /// The keys in file order, each once.
    private(set) var keys: [String] = []

    /// Records a key (again: no effect).
    mutating func record(_ key: String) {
        if !keys.contains(key) { keys.append(key) }
    }

    /// Members in the recorded order; members with keys not recorded follow in their given order.
    func arrange(_ members: [PropertyListValue.Member]) -> [PropertyListValue.Member] {
        guard !keys.isEmpty else { return members }
        var used = [Bool](repeating: false, count: members.count)
        var result: [PropertyListValue.Member] = []
        result.reserveCapacity(members.count)
        for key in keys {
            for (index, member) in members.enumerated() where !used[index] && member.key == key {
                result.append(member)
                used[index] = true
            }
        }
        for (index, member) in members.enumerated() where !used[index] { result.append(member) }
        return result
    }

    static func == (lhs: PropertyListKeyOrder, rhs: PropertyListKeyOrder) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
