/// "Did you mean …?": the candidates nearest to a mistyped word.
///
/// Nearness is the optimal-string-alignment edit distance (insertions,
/// deletions, substitutions and swaps of neighbours, case ignored); a
/// candidate is offered when it is at most a third of the word's length away
/// (at least 1, at most 3), or when it starts with the word (`--fail` for
/// `--fail-on`). The nearest come first, ties in the candidates' order.
///
/// ```swift
/// Suggestion.nearest(to: "lsit", in: ["list", "lookup", "audit"])   // ["list"]
/// Suggestion.phrase(for: "lsit", in: ["list", "lookup"])           // "; did you mean 'list'?"
/// ```
public enum Suggestion {
    /// The candidates near `word`, nearest first, at most `limit`.
    public static func nearest(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
        let typed = Array(word.lowercased().unicodeScalars)
        guard !typed.isEmpty else { return [] }
        let allowed = min(max(1, typed.count / 3), 3)
        var scored: [(distance: Int, index: Int, candidate: String)] = []
        for (index, candidate) in candidates.enumerated() where candidate != word {
            let other = Array(candidate.lowercased().unicodeScalars)
            let distance = editDistance(typed, other)
            if distance <= allowed {
                scored.append((distance, index, candidate))
            } else if typed.count >= 3 && other.starts(with: typed) {
                scored.append((allowed + 1, index, candidate))
            }
        }
        scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
        var seen = Set<String>()
        return scored.map(\.candidate).filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
    }

    /// `"; did you mean 'x'?"`, `"; did you mean 'x' or 'y'?"`, or empty when nothing is near.
    public static func phrase(for word: String, in candidates: [String]) -> String {
        let near = nearest(to: word, in: candidates).map { "'\($0)'" }
        switch near.count {
        case 0: return ""
        case 1: return "; did you mean \(near[0])?"
        default: return "; did you mean " + near.dropLast().joined(separator: ", ") + " or \(near[near.count - 1])?"
        }
    }

    /// The optimal-string-alignment distance between two scalar arrays.
    static func editDistance(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar]) -> Int {
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        let width = right.count + 1
        var previous2 = [Int](repeating: 0, count: width)
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && left[i - 1] == right[j - 2] && left[i - 2] == right[j - 1] {
                    best = min(best, previous2[j - 2] + 1)
                }
                current[j] = best
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[right.count]
    }
}
