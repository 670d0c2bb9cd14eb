/// The rules about format specifiers: `placeholder-mismatch`,
/// `invalid-format-specifier` and `substitution-error`.
///
/// A translation is compared with the reference: the union of the source
/// language's variations, or the key when there is no source-language value
/// and the key is itself a format (`%lld files`: the code passes those
/// arguments). A source value that leaves out some of the key's arguments
/// ("starred" for `favorite %lld`) is one note on the source locale; the
/// translations may then use or leave out those arguments as the source does. Compared are the arguments each way a string
/// can render (each plural or device variation, each substitution variant)
/// consumes, by index and type, so that reordering with positional
/// specifiers (`%2$@ … %1$@`) and `%@` versus `%1$@` are fine. What they
/// leave alone: a plural form other than `other` that leaves out a number
/// ("one file"), and so may every form of a language whose only category is
/// `other`; `%d` for `%u` (same width); `%` in texts that are no
/// format (`100%`, `5% off`: no specifier that reads as one).
enum PlaceholderRules {
    /// The arguments a source consumes.
    struct Reference {
        /// The arguments by ascending index, each once.
        var arguments: [(index: Int32, type: FormatArgumentType)] = []
        /// Whether the source reads as a format string (so that a lone `%` is an error).
        var isFormat = false
        /// Whether the source's number is a decimal (for which plural rules differ).
        var isDecimal = false
        /// Whether the reference is the key (there is no source-language value to compare with).
        var isKey = false
        /// The arguments of the key, when it is a format: what the code passes. A translation
        /// may use them even where the source value leaves them out.
        var keyArguments: [(index: Int32, type: FormatArgumentType)] = []
        /// Whether the source's own `other` form leaves its number out ("Remove Items"): then
        /// a translation's form without the number follows the source, and is no finding.
        var sourceOtherOmitsNumber = false

        mutating func reset() {
            arguments.removeAll(keepingCapacity: true)
            keyArguments.removeAll(keepingCapacity: true)
            isFormat = false
            isDecimal = false
            isKey = false
            sourceOtherOmitsNumber = false
        }

        /// The type of an argument, if the reference has it.
        func type(of index: Int32) -> FormatArgumentType? {
            for argument in arguments where argument.index == index { return argument.type }
            return nil
        }

        /// The type of an argument the key passes, if the key is a format and has it.
        func keyType(of index: Int32) -> FormatArgumentType? {
            for argument in keyArguments where argument.index == index { return argument.type }
            return nil
        }

        /// The largest argument index of the source or the key.
        var largestIndex: Int32 {
            max(arguments.last?.index ?? 0, keyArguments.last?.index ?? 0)
        }

        /// Adds the uses of one rendering; returns a message when a use contradicts an earlier one.
        mutating func merge(_ uses: ArraySlice<FormatScanner.Use>) -> String? {
            var conflict: String?
            // Tokens (`%#@name@`) last: what a variant writes for the argument says more.
            for pass in 0..<2 {
                for use in uses where use.index > 0 && use.isToken == (pass == 1) {
                    if let position = arguments.firstIndex(where: { $0.index == use.index }) {
                        let known = arguments[position].type
                        if !compatible(known, use.type) && conflict == nil && !use.isToken {
                            conflict =
                                "argument \(use.index) is \(spelling(known)) in one variation and"
                                + " \(spelling(use.type)) in another"
                        }
                    } else {
                        let insertAt = arguments.firstIndex { $0.index > use.index } ?? arguments.count
                        arguments.insert((use.index, use.type), at: insertAt)
                    }
                }
            }
            return conflict
        }
    }

    /// Whether two argument types can stand for each other: equal, or the same width and
    /// only the sign differs (`%d` and `%u`); an unknown type (`.variable`) matches numbers.
    static func compatible(_ left: FormatArgumentType, _ right: FormatArgumentType) -> Bool {
        if left == right { return true }
        switch (left, right) {
        case (.int, .unsigned), (.unsigned, .int), (.int64, .uint64), (.uint64, .int64): return true
        case (.variable, let other), (let other, .variable): return isNumber(other) || other == .variable
        default: return false
        }
    }

    /// Whether a type is a number (a count a plural form may leave out).
    static func isNumber(_ type: FormatArgumentType) -> Bool {
        switch type {
        case .int, .unsigned, .int64, .uint64, .double: true
        case .object, .char, .cString, .pointer, .variable: false
        }
    }

    /// A specifier that stands for a type in messages.
    static func spelling(_ type: FormatArgumentType) -> String {
        switch type {
        case .object: "%@"
        case .int: "%d"
        case .unsigned: "%u"
        case .int64: "%lld"
        case .uint64: "%llu"
        case .double: "%f"
        case .char: "%c"
        case .cString: "%s"
        case .pointer: "%p"
        case .variable: "%#@…@"
        }
    }

    /// Compares the arguments of one rendering with the reference; returns what differs, or nil.
    ///
    /// `category` is the plural category the rendering was chosen by, if any: a form
    /// other than `other` may leave out a number, and so may `other` where it is the
    /// locale's only category (`onlyOther`). The numbers left out that way go to `omitted`.
    static func compare(
        _ uses: ArraySlice<FormatScanner.Use>, with reference: Reference, category: PluralCategory?,
        onlyOther: Bool = false, isComplete: Bool = true, scratch: inout [(index: Int32, type: FormatArgumentType)],
        omitted: inout FormatArgumentType?
    ) -> String? {
        scratch.removeAll(keepingCapacity: true)
        var problems: [String] = []
        for pass in 0..<2 {
            for use in uses where use.index > 0 && use.isToken == (pass == 1) {
                if let position = scratch.firstIndex(where: { $0.index == use.index }) {
                    if !use.isToken && !compatible(scratch[position].type, use.type) {
                        problems.append(
                            "uses argument \(use.index) both as \(spelling(scratch[position].type)) and as"
                                + " \(spelling(use.type))")
                    }
                    continue
                }
                scratch.append((use.index, use.type))
            }
        }
        if !reference.isFormat && reference.arguments.isEmpty {
            let strong = uses.filter { $0.isStrong && $0.index > 0 && reference.keyType(of: $0.index) == nil }
            guard let first = strong.first else { return problems.first }
            return "has \(spelling(first.type)) (argument \(first.index)) but the source has no format specifiers"
        }
        for argument in scratch {
            // The key's types are what the code passes; the source value says what is shown.
            if let expected = reference.keyType(of: argument.index) ?? reference.type(of: argument.index) {
                if !compatible(expected, argument.type) {
                    problems.append(
                        "has \(spelling(argument.type)) for argument \(argument.index) where the source has"
                            + " \(spelling(expected))")
                }
            } else {
                problems.append(
                    "has \(spelling(argument.type)) (argument \(argument.index)), which the source does not have")
            }
        }
        let mayOmitNumbers = category != nil && (category != .other || onlyOther)
        for argument in reference.arguments where isComplete && !scratch.contains(where: { $0.index == argument.index })
        {
            if mayOmitNumbers && (isNumber(argument.type) || argument.type == .variable) {
                if omitted == nil { omitted = argument.type }
                continue
            }
            problems.append("lacks \(spelling(argument.type)) (argument \(argument.index)) of the source")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// The messages for a string's invalid `%` sequences.
    static func invalidMessage(_ text: String) -> String {
        let issues = FormatString(parsing: text).issues
        guard !issues.isEmpty else { return "has a '%' sequence that is not a valid format specifier" }
        return issues.map(\.message).joined(separator: "; ")
    }

    /// The argument type of a substitution's `formatSpecifier` (`lld` → `.int64`), or nil when it is not one.
    static func substitutionType(_ specifier: String) -> FormatArgumentType? {
        switch specifier {
        case "lld", "ld", "qd", "zd": return .int64
        case "d", "i": return .int
        case "llu", "lu", "zu": return .uint64
        case "u": return .unsigned
        case "f", "lf", "g", "e": return .double
        case "@": return .object
        default: break
        }
        var uses: [FormatScanner.Use] = []
        let text = "%" + specifier
        let result = text.withUTF8Buffer { FormatScanner.scan($0, context: .plain, into: &uses) }
        guard !result.hasInvalid, uses.count == 1, let use = uses.first, !use.isExplicit, use.end == text.utf8.count
        else { return nil }
        return use.type
    }
}
