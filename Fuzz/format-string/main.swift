import LocalizeKit

/// Format specifier parser: never traps, its tokens cover the string exactly, and the
/// formatter renders any string (plain and as a plural variable's format and forms).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatString(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: inputBytes(data, size), as: UTF8.self)
    let format = FormatString(parsing: text)
    let utf8 = Array(text.utf8)

    var end = 0
    for token in format.tokens {
        check(token.utf8Range.lowerBound == end, "gap or overlap before \(token.utf8Range)")
        check(!token.utf8Range.isEmpty && token.utf8Range.upperBound <= utf8.count, "bad range \(token.utf8Range)")
        end = token.utf8Range.upperBound
        let piece = String(decoding: utf8[token.utf8Range], as: UTF8.self)
        check(String(text[format.range(of: token.utf8Range)]) == piece, "range(of:) disagrees at \(token.utf8Range)")
        switch token.kind {
        case .literal(let literal):
            check(literal == piece && !literal.contains("%"), "literal \(String(reflecting: literal)) ≠ its range")
        case .percent:
            check(piece == "%%", "'%%' token over \(String(reflecting: piece))")
        case .specifier(let specifier):
            check(specifier.text == piece && specifier.utf8Range == token.utf8Range, "specifier ≠ its range")
            check(specifier.argumentIndex >= 1, "argument index \(specifier.argumentIndex)")
        case .invalid(let issue):
            check(issue.text == piece && issue.utf8Range == token.utf8Range, "issue ≠ its range")
            check(!issue.message.isEmpty, "issue without a message")
        }
    }
    check(end == utf8.count, "tokens end at \(end) of \(utf8.count)")
    let indices = format.placeholders.map(\.index)
    check(indices == indices.sorted() && Set(indices).count == indices.count, "placeholders out of order")
    check(indices.allSatisfy { $0 >= 1 }, "placeholder index below 1")
    _ = format.variableNames

    // Rendering: widths and precisions up to the parser's limit (a million) make each run slow
    // without reaching new code; the unit tests render those once.
    func amount(_ amount: FormatAmount?) -> Int {
        if case .fixed(let value) = amount { return value }
        return 0
    }
    guard size <= 512, format.specifiers.allSatisfy({ amount($0.width) <= 4096 && amount($0.precision) <= 4096 })
    else { return 0 }
    let arguments: [FormatArgument] = [.int(3), .double(-1.5), .string("x"), .uint(7), .int(.min)]
    for locale in [LocaleIdentifier(language: "en"), LocaleIdentifier(language: "ar")] {
        _ = LocalizedFormatter.format(text, arguments: arguments, locale: locale)
    }
    // The input split at '|' into a plural format and its forms (which may name variables again).
    let parts = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    if parts.count >= 2 {
        let forms: [PluralCategory: String] = [
            .one: parts[1], .other: parts.count > 2 ? parts[2] : parts[1], .zero: parts.count > 3 ? parts[3] : "",
        ]
        let value = LocalizedValue.plural(
            PluralFormat(format: parts[0], variables: ["n": PluralVariable(valueType: "d", forms: forms)]))
        for count in [0, 1, 2] {
            _ = LocalizedFormatter.format(
                value, arguments: [.int(Int64(count)), .string("y")], locale: LocaleIdentifier(language: "ru"))
        }
    }
    return 0
}
