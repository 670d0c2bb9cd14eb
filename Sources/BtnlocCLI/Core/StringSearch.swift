extension StringProtocol {
    /// The first range where `target` occurs, compared character by character
    /// (the standard library's own `firstRange(of:)` needs macOS 13).
    func rangeOfText(_ target: String) -> Range<Index>? {
        guard let first = target.first else { return nil }
        var start = startIndex
        while let candidate = self[start...].firstIndex(of: first) {
            var index = candidate
            var matched = true
            for character in target {
                guard index < endIndex, self[index] == character else {
                    matched = false
                    break
                }
                index = self.index(after: index)
            }
            if matched { return candidate..<index }
            start = self.index(after: candidate)
        }
        return nil
    }

    /// The text with every occurrence of `target` replaced by `replacement`.
    func replacingAll(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.rangeOfText(target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
