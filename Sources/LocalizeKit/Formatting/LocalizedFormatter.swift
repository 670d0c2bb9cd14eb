#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Formats localized values with arguments, as `String.localizedStringWithFormat`
/// does on Apple platforms: `%#@variable@` plural variables pick their form by
/// the plural category of the argument they refer to (an explicit `zero` form
/// is used for 0 in every language), positional arguments (`%2$@`) are
/// honoured, and integers and decimals use the locale's digits and separators.
///
/// ```swift
/// let value = LocalizedValue.plural(PluralFormat(format: "%#@n@", variables: [
///     "n": PluralVariable(valueType: "lld", forms: [.one: "%lld файл", .few: "%lld файла",
///                                                  .many: "%lld файлов", .other: "%lld файла"])]))
/// LocalizedFormatter.format(value, arguments: [5], locale: LocaleIdentifier(language: "ru"))   // "5 файлов"
/// ```
public enum LocalizedFormatter {
    /// Formats a value with arguments for a locale.
    public static func format(_ value: LocalizedValue, arguments: [FormatArgument], locale: LocaleIdentifier) -> String
    {
        let template: String
        switch value {
        case .text(let text):
            template = text
        case .plural(let plural):
            var budget = maximumExpansions
            template = expand(
                plural.format, variables: plural.variables, arguments: arguments, locale: locale, path: [],
                budget: &budget)
        }
        return render(template, arguments: arguments, locale: locale)
    }

    /// Formats a printf-style string with arguments for a locale.
    public static func format(_ format: String, arguments: [FormatArgument], locale: LocaleIdentifier) -> String {
        render(format, arguments: arguments, locale: locale)
    }

    // MARK: Plural variables

    /// Replaces each `%#@name@` by the form its argument selects, with every
    /// specifier numbered explicitly so that forms keep pointing at the right argument.
    private static func expand(
        _ format: String, variables: [String: PluralVariable], arguments: [FormatArgument], locale: LocaleIdentifier,
        path: [String], budget: inout Int
    ) -> String {
        rewrite(format, percent: "%%") { specifier in
            guard let name = specifier.variableName else { return explicit(specifier) }
            // A variable inside its own form stays as written, and so does every one
            // past the budget: forms that name variables again cannot blow up.
            guard let variable = variables[name], !path.contains(name), path.count < 8, budget > 0 else {
                return specifier.text
            }
            budget -= 1
            let index = specifier.argumentIndex
            let argument = index >= 1 && index <= arguments.count ? arguments[index - 1] : nil
            let category = Self.category(of: argument, variable: variable, locale: locale)
            let form = variable.forms[category] ?? variable.forms[.other] ?? ""
            return expand(
                numbered(form, argumentIndex: index), variables: variables, arguments: arguments, locale: locale,
                path: path + [name], budget: &budget)
        }
    }

    /// Copies a format, keeping literal text and invalid sequences, writing `%%`
    /// as `percent`, and replacing each specifier with what `replace` returns.
    private static func rewrite(
        _ format: String, percent: String, _ replace: (FormatSpecifier) -> String
    ) -> String {
        let parsed = FormatString(parsing: format)
        var output = ""
        for token in parsed.tokens {
            switch token.kind {
            case .literal(let text): output += text
            case .percent: output += percent
            case .invalid: output += parsed.text[parsed.range(of: token.utf8Range)]
            case .specifier(let specifier): output += replace(specifier)
            }
        }
        return output
    }

    /// How many variables one format expands at most, nested ones included.
    static let maximumExpansions = 64

    /// A form's first implicit number specifier refers to its variable's argument.
    private static func numbered(_ form: String, argumentIndex: Int) -> String {
        let parsed = FormatString(parsing: form)
        var output = ""
        var numbered = false
        for token in parsed.tokens {
            let text = String(parsed.text[parsed.range(of: token.utf8Range)])
            if case .specifier(let specifier) = token.kind, !numbered, !specifier.hasExplicitIndex,
                specifier.variableName == nil, specifier.argumentType.isNumber
            {
                output += "%\(argumentIndex)$" + specifier.text.dropFirst()
                numbered = true
            } else {
                output += text
            }
        }
        return output
    }

    /// The specifier's text with its argument index written out.
    private static func explicit(_ specifier: FormatSpecifier) -> String {
        specifier.hasExplicitIndex ? specifier.text : "%\(specifier.argumentIndex)$" + specifier.text.dropFirst()
    }

    private static func category(
        of argument: FormatArgument?, variable: PluralVariable, locale: LocaleIdentifier
    ) -> PluralCategory {
        guard let number = argument?.doubleValue else { return .other }
        if number == 0, variable.forms[.zero] != nil { return .zero }
        guard let rules = PluralRulesCache.rules(for: locale) else { return .other }
        let category: PluralCategory
        if case .double(let value) = argument {
            category = rules.category(for: PluralOperand(value, fractionDigits: fractionDigits(of: value)))
        } else if let integer = argument?.integerValue, let small = Int(exactly: integer) {
            category = rules.category(for: small)
        } else {
            category = .other
        }
        return variable.forms[category] != nil ? category : .other
    }

    /// The digits after the separator in the shortest form of a double (`1.5` → 1, `2.0` → 1).
    private static func fractionDigits(of value: Double) -> Int {
        let text = String(value)
        guard let dot = text.firstIndex(of: "."), !text.contains("e") else { return 0 }
        return text.distance(from: dot, to: text.endIndex) - 1
    }

    // MARK: Rendering

    private static func render(_ format: String, arguments: [FormatArgument], locale: LocaleIdentifier) -> String {
        rewrite(format, percent: "%") { specifier in
            let index = specifier.argumentIndex
            guard specifier.variableName == nil, index >= 1, index <= arguments.count else { return specifier.text }
            return padded(
                value(of: specifier, argument: arguments[index - 1], arguments: arguments, locale: locale),
                specifier: specifier, arguments: arguments)
        }
    }

    private static func value(
        of specifier: FormatSpecifier, argument: FormatArgument, arguments: [FormatArgument], locale: LocaleIdentifier
    ) -> String {
        // A negative precision from an argument counts as none, as in C.
        let precision = amount(specifier.precision, arguments: arguments).flatMap { $0 >= 0 ? $0 : nil }
        switch specifier.conversion {
        case .object, .cString, .unicharString:
            let text = argument.textValue
            if let precision, specifier.conversion != .object { return String(text.prefix(precision)) }
            return text
        case .decimal, .integer:
            guard let integer = argument.integerValue else { return argument.textValue }
            return localizedInteger(integer, specifier: specifier, locale: locale)
        case .unsigned:
            guard let integer = argument.integerValue else { return argument.textValue }
            return localizedInteger(integer, specifier: specifier, locale: locale)
        case .float, .upperFloat:
            guard let double = argument.doubleValue else { return argument.textValue }
            guard double.isFinite else { return cFormat(specifier, .double(double)) }
            let digits = precision ?? 6
            let text = NumberFormatCache.format(double, fractionDigits: digits, locale: locale) ?? String(double)
            return specifier.flags.contains(.plus) && double >= 0 ? "+" + text : text
        case .character, .unichar:
            guard let code = argument.integerValue, let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code))
            else { return argument.textValue }
            return String(Character(scalar))
        default:
            return cFormat(specifier, argument)
        }
    }

    private static func localizedInteger(_ value: Int64, specifier: FormatSpecifier, locale: LocaleIdentifier)
        -> String
    {
        // Zero padding has no localized meaning: it keeps C's plain digits.
        if specifier.flags.contains(.zeroPad) { return cFormat(specifier, .int(value)) }
        let text = NumberFormatCache.format(value, locale: locale) ?? String(value)
        return specifier.flags.contains(.plus) && value >= 0 ? "+" + text : text
    }

    /// Non-localized conversions (hex, octal, exponent, general, pointer) through C's `vsnprintf`.
    private static func cFormat(_ specifier: FormatSpecifier, _ argument: FormatArgument) -> String {
        var spec = "%"
        if specifier.flags.contains(.leftAlign) { spec += "-" }
        if specifier.flags.contains(.plus) { spec += "+" }
        if specifier.flags.contains(.space) { spec += " " }
        if specifier.flags.contains(.alternate) { spec += "#" }
        if specifier.flags.contains(.zeroPad) { spec += "0" }
        if case .fixed(let width) = specifier.width { spec += String(width) }
        if case .fixed(let precision) = specifier.precision { spec += "." + String(precision) }
        let conversion = specifier.conversion.rawValue
        let result: String
        switch specifier.argumentType {
        case .double:
            spec += conversion
            result = cString(spec, [argument.doubleValue ?? 0])
        case .pointer:
            spec += "llx"
            result = "0x" + cString(spec, [argument.integerValue ?? 0])
        default:
            spec += "ll" + conversion
            result = cString(spec, [argument.integerValue ?? 0])
        }
        return result
    }

    private static func cString(_ format: String, _ arguments: [any CVarArg]) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        let count = withVaList(arguments) { list in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, list) }
        }
        guard count >= 0 else { return "" }
        let length = min(Int(count), buffer.count - 1)
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func padded(_ text: String, specifier: FormatSpecifier, arguments: [FormatArgument]) -> String {
        // A negative width from an argument means left alignment, as in C.
        guard let signedWidth = amount(specifier.width, arguments: arguments) else { return text }
        let width = abs(signedWidth)
        guard text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return specifier.flags.contains(.leftAlign) || signedWidth < 0 ? text + padding : padding + text
    }

    private static func amount(_ amount: FormatAmount?, arguments: [FormatArgument]) -> Int? {
        switch amount {
        case .fixed(let value): return value
        case .argument(let index, _):
            // Amounts beyond what the parser accepts in the string itself are too large to be meant.
            guard index >= 1, index <= arguments.count, let value = arguments[index - 1].integerValue,
                value.magnitude <= FormatStringParser.largestNumber
            else {
                return nil
            }
            return Int(value)
        case nil: return nil
        }
    }
}

extension FormatArgumentType {
    /// Whether arguments of this type are numbers (which a plural variable's form shows).
    var isNumber: Bool {
        switch self {
        case .int, .unsigned, .int64, .uint64, .double: true
        default: false
        }
    }
}
