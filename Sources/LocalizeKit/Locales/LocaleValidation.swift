internal import CICU

extension LocaleIdentifier {
    /// Parses an identifier and checks that ICU knows its language (ISO 639),
    /// script (ISO 15924) and region (ISO 3166, or a UN M.49 number), so that
    /// `zz` or `en-QQ` are refused instead of falling back silently to root data.
    ///
    /// ```swift
    /// try LocaleIdentifier(validating: "pt_BR").bcp47   // "pt-BR"
    /// try LocaleIdentifier(validating: "zz")            // throws: 'zz' is not a known language code
    /// ```
    public init(validating text: String) throws(LocaleIdentifierError) {
        let parsed = try LocaleIdentifier(parsing: text)
        if let problem = parsed.unknownSubtag {
            throw LocaleIdentifierError(
                input: text, reason: problem.reason, offset: Self.offset(of: problem.subtag, in: text))
        }
        self = parsed
    }

    /// Why ICU does not know this identifier (`'zz' is not a known language
    /// code`), or `nil` when it knows its language, script and region.
    public var validationProblem: String? {
        unknownSubtag?.reason
    }

    /// The first subtag ICU does not know, and why.
    private var unknownSubtag: (subtag: String, reason: String)? {
        guard isKnownLanguage else { return (language, "'\(language)' is not a known language code") }
        if let script, !Self.isKnownScript(script) { return (script, "'\(script)' is not a known script code") }
        if let region, !(region.utf8.count == 3 && region.utf8.allSatisfy(\.isASCIIDigit)),
            !Self.knownRegions.contains(region)
        {
            return (region, "'\(region)' is not a known region code")
        }
        return nil
    }

    /// The UTF-8 offset of a subtag in the text it was parsed from (0 when not found).
    private static func offset(of subtag: String, in text: String) -> Int {
        var offset = 0
        for part in text.split(separator: "-", omittingEmptySubsequences: false).flatMap({
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }) {
            if part.asciiLowercased == subtag.asciiLowercased { return offset }
            offset += part.utf8.count + 1
        }
        return 0
    }

    /// ISO 3166 region codes that ICU knows.
    private static let knownRegions: Set<String> = {
        var codes: Set<String> = []
        guard var cursor = cicu_uloc_getISOCountries() else { return codes }
        while let code = cursor.pointee {
            codes.insert(String(cString: code))
            cursor += 1
        }
        return codes
    }()

    /// Whether ICU knows an ISO 15924 script code.
    private static func isKnownScript(_ code: String) -> Bool {
        var status = U_ZERO_ERROR
        var scripts = [UScriptCode](repeating: USCRIPT_INVALID_CODE, count: 4)
        let count = cicu_uscript_getCode(code, &scripts, Int32(scripts.count), &status)
        return status.rawValue <= U_ZERO_ERROR.rawValue && count > 0 && scripts[0] != USCRIPT_INVALID_CODE
    }
}
