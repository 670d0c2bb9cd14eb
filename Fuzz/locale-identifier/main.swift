import LocalizeKit

/// Locale identifier parser: never traps, errors point inside the text, what it parses
/// writes back as BCP 47 that parses to the same identifier, and the ICU-backed
/// operations (likely subtags, parent chains, plural rules, negotiation) accept it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocaleIdentifier(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: inputBytes(data, size), as: UTF8.self)
    do {
        let id = try LocaleIdentifier(parsing: text)
        let reparsed = try? LocaleIdentifier(parsing: id.bcp47)
        check(reparsed == id, "\(String(reflecting: text)) → \(id.bcp47) → \(String(describing: reparsed))")
        _ = id.icuIdentifier
        _ = id.isKnownLanguage
        let maximized = id.maximized()
        _ = maximized.minimized()
        _ = LocaleParentChain.chain(for: id)
        if size <= 64 { _ = try? PluralRules(locale: id, kind: .ordinal) }
    } catch {
        check(error.offset >= 0 && error.offset <= text.utf8.count, "offset \(error.offset) outside the text")
        check(!error.reason.isEmpty, "error without a reason")
    }
    // The same text as a list of localizations and of preferences.
    if size <= 256 {
        let names = text.split(separator: ",").map(String.init)
        _ = LanguageNegotiator.preferredLocalizations(from: names, forPreferences: names.reversed())
    }
    return 0
}
