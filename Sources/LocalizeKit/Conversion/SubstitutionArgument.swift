/// The `%arg` placeholder of String Catalog substitutions, and its spelling in
/// `.stringsdict` variables: `%` and the value type (`%lld`), or `%2$lld`.
///
/// In a catalog, a substitution's plural forms write its own number as `%arg`
/// and give its type in `formatSpecifier`; a stringsdict variable's forms
/// write it as an ordinary specifier of `NSStringFormatValueTypeKey`'s type.
enum SubstitutionArgument {
    /// How a substitution's `argNum` disagrees with the argument its `%#@name@` specifier takes
    /// by position (`specifierIndex`: written, `%2$#@name@`, or counted from the specifiers
    /// before it), or nil when they agree. `btnloc convert` warns about it (a `.stringsdict`
    /// reads the position), and the audit reports it as `substitution-argument-conflict`.
    static func argNumConflict(argNum: Int?, specifier: String, specifierIndex: Int) -> String? {
        guard let argNum, argNum != specifierIndex else { return nil }
        return "differs from the argument \(specifier) takes (\(specifierIndex))"
    }

    /// A stringsdict form with the variable's own specifier (`%lld`, or
    /// `%2$lld` when `argNum` is 2) written as `%arg`; other specifiers stay.
    ///
    /// Reads the form's bytes with `FormatSpecifierGrammar` (as `FormatString` splits it) and
    /// compares each specifier's bytes: a form without its own specifier is returned as it is,
    /// and no string is made but the result.
    static func catalogForm(_ form: String, valueType: String?, argNum: Int?) -> String {
        guard let valueType, !valueType.isEmpty else { return form }
        return form.withUTF8Buffer { bytes in
            guard var own = ownSpecifier(in: bytes, from: 0, valueType: valueType, argNum: argNum) else { return form }
            // Each own specifier (two bytes at least) becomes the four of `%arg`: at most twice as long.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 2) { result in
                var count = 0
                func append(_ part: UnsafeBufferPointer<UInt8>) {
                    let end = count + part.count
                    _ = UnsafeMutableBufferPointer(rebasing: result[count..<end]).initialize(fromContentsOf: part)
                    count = end
                }
                var copied = 0
                while true {
                    append(UnsafeBufferPointer(rebasing: bytes[copied..<own.lowerBound]))
                    "%arg".withUTF8Buffer(append)
                    copied = own.upperBound
                    guard let next = ownSpecifier(in: bytes, from: copied, valueType: valueType, argNum: argNum)
                    else { break }
                    own = next
                }
                append(UnsafeBufferPointer(rebasing: bytes[copied...]))
                return String(decoding: UnsafeBufferPointer(rebasing: result[..<count]), as: UTF8.self)
            }
        }
    }

    /// The range of the first of the variable's own specifiers in a form's bytes at or after
    /// `start` (where a `%` sequence may begin), if any: the `%` sequences are read as
    /// `FormatString` reads them, and a valid one other than `%%` and `%#@name@` is the
    /// variable's when `isOwn` says so.
    private static func ownSpecifier(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, valueType: String, argNum: Int?
    ) -> Range<Int>? {
        guard let base = bytes.baseAddress else { return nil }
        var position = start
        while position < bytes.count {
            guard base[position] == UInt8(ascii: "%") else {
                position += 1
                continue
            }
            let specifierStart = position
            let parsed = FormatSpecifierGrammar.parse(base, count: bytes.count, at: specifierStart)
            position = parsed.end
            let range = specifierStart..<position
            if !parsed.isPercent, parsed.problem == nil, parsed.conversion != .variable,
                isOwn(UnsafeBufferPointer(rebasing: bytes[range]), valueType: valueType, argNum: argNum)
            {
                return range
            }
        }
        return nil
    }

    /// Whether a valid specifier's bytes are `%` and `valueType`, or `%N$` and `valueType` with
    /// `N` written as `argNum` is: the variable's own specifier. (A valid specifier is ASCII, so
    /// its bytes are equal exactly when its text is.)
    private static func isOwn(_ specifier: UnsafeBufferPointer<UInt8>, valueType: String, argNum: Int?) -> Bool {
        let type = valueType.utf8
        guard specifier.count > type.count, specifier.suffix(type.count).elementsEqual(type) else { return false }
        // `%`, or `%N$`.
        let head = specifier.dropLast(type.count)
        if head.count == 1 { return true }
        guard let argNum, head.last == UInt8(ascii: "$") else { return false }
        return head.dropFirst().dropLast().elementsEqual(String(argNum).utf8)
    }

    /// A catalog form with `%arg` written as `%` and the specifier, with the
    /// position when `argNum` is given and `positional` is true.
    static func stringsDictForm(_ form: String, formatSpecifier: String, argNum: Int?, positional: Bool) -> String {
        let format = FormatString(parsing: form)
        let replacement = positional ? "%\(argNum ?? 1)$" + formatSpecifier : "%" + formatSpecifier
        var result = ""
        var changed = false
        var skipping = 0
        for (position, token) in format.tokens.enumerated() {
            let text = format.text[format.range(of: token.utf8Range)]
            if skipping > 0 {
                // The "rg" after a "%a" specifier.
                result += text.dropFirst(skipping)
                skipping = 0
                continue
            }
            if isArg(format, at: position) {
                result += replacement
                changed = true
                skipping = 2
            } else {
                result += text
            }
        }
        return changed ? result : form
    }

    /// Whether a catalog form contains `%arg`.
    static func containsArg(_ form: String) -> Bool {
        guard form.contains("%arg") else { return false }
        let format = FormatString(parsing: form)
        return format.tokens.indices.contains { isArg(format, at: $0) }
    }

    /// Whether the token at `position` is the `%a` of `%arg`: a bare `%a` followed by text starting with `rg`.
    private static func isArg(_ format: FormatString, at position: Int) -> Bool {
        guard case .specifier(let specifier) = format.tokens[position].kind, specifier.text == "%a",
            position + 1 < format.tokens.count, case .literal(let next) = format.tokens[position + 1].kind
        else { return false }
        return next.hasPrefix("rg")
    }
}
