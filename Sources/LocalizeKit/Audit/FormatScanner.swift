#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fast, allocation-free pass over a format string that finds what the
/// audit compares: each argument a specifier consumes (its 1-based index and
/// normalized type), `%#@name@` variables, and whether anything is invalid.
///
/// It reads each specifier with `FormatSpecifierGrammar`, the parser
/// `FormatString` uses too (which the audit uses for the messages of the rare
/// invalid strings), and in substitution variants it reads Xcode's `%arg` as
/// the substitution's own argument.
struct FormatScanner {
    /// One argument use.
    struct Use {
        /// The 1-based argument index.
        var index: Int32
        /// The normalized type (`.variable` for `%#@name@`).
        var type: FormatArgumentType
        /// Where the specifier is in the string (UTF-8 offsets).
        var start: Int32
        var end: Int32
        /// Whether the index is written (`%2$d`) or the use is `%arg`.
        var isExplicit: Bool
        /// Whether the specifier could hardly be ordinary text: it has a written index,
        /// is `%@`, a variable, `%arg`, or has a length modifier (`%lld`).
        var isStrong: Bool
        /// For variables, where the name is (UTF-8 offsets).
        var nameStart: Int32 = 0
        var nameEnd: Int32 = 0
        /// Whether this is a `*` width or precision argument rather than a conversion.
        var isAmount = false
        /// Whether this is `%arg`.
        var isSubstitutionArgument = false
        /// Whether this is a `%#@name@` resolved to its substitution's argument.
        var isToken = false
    }

    /// What the scan found besides the uses.
    struct Result {
        /// Some `%` sequence is not a valid specifier.
        var hasInvalid = false
        /// Some conversion is numbered (`%1$@`) and another is not (`%d`); `%arg` does not count.
        var mixesNumbering = false
        /// Some use is strong (see `Use.isStrong`).
        var hasStrongUse = false
        /// Some conversion reads as a specifier rather than as text: it is strong, or has no
        /// space flag (`5% off` holds `% o`, a valid but implausible specifier).
        var hasPlausibleUse = false
    }

    /// What `%arg` stands for in a substitution variant, and where implicit numbering starts.
    struct Context {
        /// The argument `%arg` formats, or nil outside substitution variants.
        var argument: (index: Int32, type: FormatArgumentType)?
        /// The index of the first unnumbered specifier.
        var firstImplicitIndex: Int32 = 1

        static let plain = Context(argument: nil)
    }

    /// Scans `bytes`, appending every argument use to `uses`.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, context: Context, into uses: inout [Use]) -> Result {
        var result = Result()
        guard let base = bytes.baseAddress else { return result }
        let count = bytes.count
        var position = 0
        var nextImplicit = context.firstImplicitIndex
        var sawExplicit = false
        var sawImplicit = false
        while position < count {
            // Find the next '%'.
            guard let found = memchrIndex(base, from: position, count: count) else { break }
            let start = found
            position = found + 1
            if position < count && base[position] == UInt8(ascii: "%") {
                position += 1
                continue
            }
            if let argument = context.argument, position + 3 <= count,
                base[position] == UInt8(ascii: "a"), base[position + 1] == UInt8(ascii: "r"),
                base[position + 2] == UInt8(ascii: "g")
            {
                position += 3
                uses.append(
                    Use(
                        index: argument.index, type: argument.type, start: Int32(start), end: Int32(position),
                        isExplicit: true, isStrong: true, isSubstitutionArgument: true))
                result.hasStrongUse = true
                result.hasPlausibleUse = true
                continue
            }
            let parsed = FormatSpecifierGrammar.parse(base, count: count, at: start)
            position = parsed.end
            if parsed.isPercent { continue }
            if let problem = parsed.problem {
                result.hasInvalid = true
                if problem == .missingConversion { break }
                continue
            }
            let end = Int32(position)
            let type = parsed.conversion.argumentType(length: parsed.length)
            // Implicit indices are handed out in the order C consumes arguments.
            func useAmount(_ amount: FormatSpecifierGrammar.Amount?) {
                guard case .argument(let written) = amount else { return }
                let index: Int32
                if let written {
                    index = Int32(clamping: written)
                    sawExplicit = true
                } else {
                    index = nextImplicit
                    nextImplicit += 1
                    sawImplicit = true
                }
                uses.append(
                    Use(
                        index: index, type: .int, start: Int32(start), end: end, isExplicit: written != nil,
                        isStrong: written != nil, isAmount: true))
            }
            useAmount(parsed.width)
            useAmount(parsed.precision)
            let index: Int32
            if let explicitIndex = parsed.explicitIndex {
                index = Int32(clamping: explicitIndex)
                sawExplicit = true
            } else {
                index = nextImplicit
                nextImplicit += 1
                sawImplicit = true
            }
            let strong = parsed.explicitIndex != nil || type == .object || type == .variable || parsed.length != nil
            if strong { result.hasStrongUse = true }
            if strong || !parsed.flags.contains(.space) { result.hasPlausibleUse = true }
            uses.append(
                Use(
                    index: index, type: type, start: Int32(start), end: end, isExplicit: parsed.explicitIndex != nil,
                    isStrong: strong, nameStart: Int32(parsed.nameRange.lowerBound),
                    nameEnd: Int32(parsed.nameRange.upperBound)))
        }
        result.mixesNumbering = sawExplicit && sawImplicit
        return result
    }

    /// The index of the next `%` at or after `from`, or nil.
    @inline(__always)
    private static func memchrIndex(_ base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int? {
        guard from < count, let found = memchr(base + from, Int32(UInt8(ascii: "%")), count - from) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

}
